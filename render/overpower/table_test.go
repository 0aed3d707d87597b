package overpower

import (
	"math/rand/v2"
	"strings"
	"testing"

	"overdeck/game/overpower"
)

// TestTable_EveryDecisionFitsAndIsTapped: at every decision of several
// random matches (every mode), the table drawn for the deciding seat at
// 360x640, 1280x720 and 1920x1080 has no text cut or out of its box and
// no enabled button under 44 px, with every overlay opened now and then;
// and the move chosen is made by tapping the table (the card, each
// question, the confirmation), at a size that changes every move.
func TestTable_EveryDecisionFitsAndIsTapped(t *testing.T) {
	modes := []string{"venture", "brawl", "skirmish"}
	for seed := uint64(1); seed <= 3; seed++ {
		decks := [][2]string{{"knights", "vampires"}, {"cult", "camelot"}, {"monsters", "musketeers"}}[seed-1]
		m := newMatch(t, seed, "mode", modes[seed%3], "deck0", decks[0], "deck1", decks[1])
		rng := rand.New(rand.NewPCG(seed, 11))
		tb := New()
		steps := 250
		if testing.Short() {
			steps = 60
		}
		for step := 0; step < steps && !m.Outcome().Over; step++ {
			s, mv := randomMove(m, rng)
			v := m.View(s)
			for _, size := range screens {
				overlays := []string{""}
				if step%7 == 0 {
					overlays = append(overlays, "table.info", "table.help", "table.log", "table.char."+itoa(step%8))
				}
				for _, o := range overlays {
					if o != "" {
						tb.Action(o, v)
					}
					f := drawFor(tb, v, size[0], size[1])
					for _, bad := range f.Overflows() {
						t.Errorf("seed %d step %d at %v (%s): %s", seed, step, size, o, bad)
					}
					for _, b := range f.Buttons {
						if b.Enabled && (b.W < 43.5 || b.H < 43.5) {
							t.Errorf("seed %d step %d at %v (%s): button %s is %vx%v", seed, step, size, o, b.ID, b.W, b.H)
						}
					}
					tb.Back(v)
				}
			}
			if t.Failed() {
				t.FailNow()
			}
			key := tapMove(t, tb, v, mv, screens[step%3])
			if key != mv.Key() {
				t.Fatalf("seed %d step %d: tapping %q (%s) made %q", seed, step, mv.Key(), mv.String(), key)
			}
			if err := m.ApplyKey(s, key); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// TestTable_WhyNotOnDimCards: a hand card with no move opens its zoom,
// which says why it cannot be played.
func TestTable_WhyNotOnDimCards(t *testing.T) {
	m := newMatch(t, 2)
	rng := rand.New(rand.NewPCG(2, 2))
	found := 0
	for step := 0; step < 300 && found < 5 && !m.Outcome().Over; step++ {
		s, mv := randomMove(m, rng)
		v := m.View(s)
		st := view(v)
		for _, i := range st.P[s].Hand {
			if isPlayable(v, i) {
				continue
			}
			tb := New()
			press(t, tb, v, "table.card."+itoa(int(i)), screens[1])
			text := strings.Join(drawFor(tb, v, 1920, 1080).Texts(), " ")
			if !strings.Contains(text, "Why it cannot be played now") {
				t.Fatalf("step %d: the zoom of %s says no reason: %s", step, cardName(st, i), text)
			}
			found++
			break
		}
		if err := m.ApplyKey(s, mv.Key()); err != nil {
			t.Fatal(err)
		}
	}
	if found == 0 {
		t.Fatal("no unplayable card was seen")
	}
}

// TestTable_MerlinShowsTheTopCard: when Merlin looks at the top card of
// the Draw Pile, the panel names it to his player (and only to him).
func TestTable_MerlinShowsTheTopCard(t *testing.T) {
	m := newMatch(t, 4, "deck0", "camelot", "deck1", "cult")
	rng := rand.New(rand.NewPCG(4, 4))
	for step := 0; step < 400 && !m.Outcome().Over; step++ {
		s, mv := randomMove(m, rng)
		v := m.View(s)
		st := view(v)
		if st.Phase == overpower.PhaseVenture && st.Sub == overpower.SubLook && st.P[s].Peek != 0 {
			name := cardName(st, st.P[s].Peek)
			if text := strings.Join(drawFor(New(), v, 360, 640).Texts(), " "); !strings.Contains(text, name) {
				t.Fatalf("Merlin's player is not told the top card %s: %s", name, text)
			}
			if text := strings.Join(drawFor(New(), m.View(1-s), 360, 640).Texts(), " "); strings.Contains(text, "Merlin looks at the top card") {
				t.Fatalf("the other player sees Merlin's look")
			}
			return
		}
		if err := m.ApplyKey(s, mv.Key()); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatal("Merlin never looked")
}
