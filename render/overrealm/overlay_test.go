package overrealm

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"overdeck/engine"
	"overdeck/game/overrealm"
)

// Zoom, keyword help, element chart and log open over the table and close
// again; a zoom shows only what the seat may see.
func TestOverlaysOpenAndClose(t *testing.T) {
	m := newMatch(t, "casual", 4)
	rng := rand.New(rand.NewPCG(4, 4))
	playTo(t, m, rng, 2)
	v := m.View(0)
	st := view(v)
	tb := New()
	dismissReveal(t, tb, v, rng)
	foe := monster(st.P[1].Mons[st.P[1].Spot[0]].Kind)
	card := st.P[0].Hand[0]
	for id, want := range map[string]string{
		"table.zoom.mon.1." + itoa(int(st.P[1].Spot[0])): foe.Actions[3].Name,
		"table.zoom.card." + itoa(int(card)):             cardName(card),
		"table.zoom.action.0.0":                          activeAction(st, 0, 0).Name,
		"table.help":                                     "Paralyze: -2 speed",
		"table.elements":                                 "Electric",
		"table.log":                                      "Teams revealed",
	} {
		press(t, tb, v, id)
		f := drawFor(tb, v, 1280, 720)
		if texts := strings.Join(f.Texts(), "|"); !strings.Contains(texts, want) {
			t.Errorf("%s does not show %q: %q", id, want, texts)
		}
		if _, ok := f.Find("table.confirm"); ok {
			t.Errorf("%s leaves the choice buttons under it", id)
		}
		press(t, tb, v, "table.close")
		if _, ok := drawFor(tb, v, 1280, 720).Find("table.space.draw"); !ok {
			t.Errorf("closing %s does not bring the table back", id)
		}
	}
	for c := 0; c < 82; c++ {
		if _, text := zoomText(m.View(1), view(m.View(1)), "card."+itoa(c)); !visibleCard(m.View(1), view(m.View(1)), uint8(c)) && !strings.Contains(text, "not on the table") {
			t.Errorf("Player 2 can read card %d, which it cannot see", c)
		}
	}
}

// A spectator sees both sides and no choice buttons.
func TestSpectatorHasNoChoice(t *testing.T) {
	m := newMatch(t, "draft", 6)
	playTo(t, m, rand.New(rand.NewPCG(6, 6)), 3)
	f := drawFor(New(), m.View(engine.NoSeat), 1280, 720)
	for _, b := range f.Buttons {
		if strings.HasPrefix(b.ID, "table.space.") || strings.HasPrefix(b.ID, "table.card.") || b.ID == "table.confirm" {
			t.Errorf("a spectator has %s", b.ID)
		}
	}
	texts := strings.Join(f.Texts(), "|")
	for _, want := range []string{"Player 1 · hand", "Player 2 · hand"} {
		if !strings.Contains(texts, want) {
			t.Errorf("the spectator does not see %q", want)
		}
	}
}

// The summary reads like the rulebook's example.
func TestSummaryWords(t *testing.T) {
	st := &overrealm.View{}
	st.P[0].TeamSet = true
	st.P[0].Mons[0].Kind = uint8(overrealm.MonsterByName("Cleansitoad"))
	b := builder{space: spAction, buffs: []uint8{1, 2, 3}, discards: []uint8{4}}
	for i, a := range monster(st.P[0].Mons[0].Kind).Actions {
		if a.Name == "Typhoon" {
			b.space = spAction + i
		}
	}
	if got := b.summary(st, 0); got != "Typhoon with 3 buffs, discard 1" {
		t.Errorf("summary = %q", got)
	}
}

// A pick button of a monster the seat cannot pick does nothing.
func TestPickOnlyFromOwnChoices(t *testing.T) {
	m := newMatch(t, "casual", 9)
	v := m.View(0)
	tb := New()
	for k := 0; k < len(overrealm.Monsters()); k++ {
		tb.Action("table.pick."+itoa(k), v)
		if b := tb.ui(v, view(v)).b; len(b.picks) > 0 && !slices.Contains(view(v).P[0].Packet, b.picks[0]) {
			t.Fatalf("picked %d, not in the packet %v", b.picks[0], view(v).P[0].Packet)
		}
	}
}

// A spectator of the draft sees both players' picks so far, the secret
// ones as card backs, at every size: not an empty table.
func TestSpectatorWatchesTheDraft(t *testing.T) {
	m := newMatch(t, "casual", 3)
	for i := 0; i < 2; i++ { // both players pick twice
		for _, s := range []engine.Seat{0, 1} {
			if err := m.Apply(s, m.Legal(s)[0]); err != nil {
				t.Fatal(err)
			}
		}
	}
	v := m.View(engine.NoSeat)
	st := view(v)
	if st.Phase != phDraft {
		t.Fatalf("phase %d, not the draft", st.Phase)
	}
	for _, s := range append(screens, [2]float64{360, 640}, [2]float64{1920, 1080}) {
		f := drawFor(New(), v, s[0], s[1])
		texts := strings.Join(f.Texts(), "|")
		for _, want := range []string{"Player 1: 2 of 4 picked", "Player 2: 2 of 4 picked"} {
			if !strings.Contains(texts, want) {
				t.Errorf("at %v the spectator does not see %q: %s", s, want, texts)
			}
		}
		for p := 0; p < 2; p++ {
			for _, k := range st.P[p].Pool {
				if !strings.Contains(texts, "pick: "+monster(k).Name) {
					t.Errorf("at %v the spectator does not see %s's pick %s", s, engine.Seat(p), monster(k).Name)
				}
			}
		}
		if n := strings.Count(texts, "'s pick: "); n != 4 {
			t.Errorf("at %v the spectator sees %d picks of 4", s, n)
		}
		if len(f.Overflows()) > 0 {
			t.Errorf("at %v: %v", s, f.Overflows())
		}
		if _, ok := f.Find("table.confirm"); ok {
			t.Errorf("at %v the spectator has a Confirm button", s)
		}
	}
}

// A spectator sees that a player has made a pick the other has not
// matched yet: a card back marked chosen, what it is still hidden.
func TestSpectatorSeesAPickMade(t *testing.T) {
	m := newMatch(t, "casual", 4)
	if err := m.Apply(0, m.Legal(0)[0]); err != nil {
		t.Fatal(err)
	}
	v := m.View(engine.NoSeat)
	for _, s := range append(screens, [2]float64{360, 640}, [2]float64{1920, 1080}) {
		f := drawFor(New(), v, s[0], s[1])
		texts := strings.Join(f.Texts(), "|")
		if !strings.Contains(texts, "Player 1: 0 of 4 picked · next chosen") || !strings.Contains(texts, "Player 1's pick: chosen") {
			t.Errorf("at %v the spectator does not see Player 1's pick made: %s", s, texts)
		}
		if strings.Contains(texts, "Player 2's pick: chosen") {
			t.Errorf("at %v Player 2 is shown to have chosen", s)
		}
		if o := f.Overflows(); len(o) > 0 {
			t.Errorf("at %v: %v", s, o)
		}
	}
}
