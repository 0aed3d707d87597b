package overpower

import (
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"

	"overdeck/engine"
	"overdeck/game/overpower"
	"overdeck/render/ui/uitest"
)

// abbrev matches the codes a newcomer had to decode: "Obj R7", "D114",
// "H8", "P0", "Dd0", "Df0", "B2", "Venture 1–0".
var abbrev = regexp.MustCompile(`\bObj\b|\b(D|H|P|Dd|Df)\d+\b|\bB\d+ ·|\d+–\d+`)

// abbrevPhone is abbrev on a phone, where a side's line too narrow for
// the piles' words counts them by letters the keyword help spells out
// (issue 22: every pile's count is drawn; issue 23 asks for icons and a
// tap there, still to come).
var abbrevPhone = regexp.MustCompile(`\bObj\b|\bB\d+ ·|\d+–\d+`)

// TestWords_EveryNumberSaysWhatItIs: through random matches of every mode,
// at 1280×720 and 1920×1080 the header names each side's Venture Total
// ("Venture Totals: You 1 · the computer 0") and the team lines name every
// count in words; at no size does the table draw one of the old codes
// (on a phone, the piles' letters, which the keyword help explains).
func TestWords_EveryNumberSaysWhatItIs(t *testing.T) {
	for seed := uint64(1); seed <= 3; seed++ {
		mode := []string{"venture", "brawl", "skirmish"}[seed-1]
		m := newMatch(t, seed, "mode", mode)
		rng := rand.New(rand.NewPCG(seed, 23))
		tb := New()
		tb.SetNames(func(s engine.Seat) string {
			if s == 1 {
				return "the computer"
			}
			return "You"
		})
		for step := 0; step < 80 && !m.Outcome().Over; step++ {
			v := m.View(0)
			st := view(v)
			for _, size := range screens {
				f := drawFor(tb, v, size[0], size[1])
				all := strings.Join(f.Texts(), "|")
				codes := abbrev
				if size[0] < 1280 {
					codes = abbrevPhone
				}
				if bad := codes.FindString(strings.Join(uitest.Drawn(f), "|")); bad != "" {
					t.Fatalf("seed %d step %d at %v: the code %q is drawn: %s", seed, step, size, bad, all)
				}
				if size[0] < 1280 {
					continue
				}
				want := "Venture Totals: You " + itoa(int(st.Venture[0])) + " · the computer " + itoa(int(st.Venture[1]))
				if !strings.Contains(all, want) {
					t.Fatalf("seed %d step %d at %v: the header lacks %q: %s", seed, step, size, want, all)
				}
				for _, w := range []string{"Draw Pile ", "Hand ", "Dead Pile ", "Defeated Characters "} {
					if strings.Count(all, w) < 2 {
						t.Fatalf("seed %d step %d at %v: the team lines do not both say %q: %s", seed, step, size, w, all)
					}
				}
				if mode == "venture" && (!strings.Contains(all, " in Reserve, ") || !strings.Contains(all, " ventured")) {
					t.Fatalf("seed %d step %d at %v: the objectives are not in words: %s", seed, step, size, all)
				}
			}
			s, mv := randomMove(m, rng)
			if err := m.ApplyKey(s, mv.Key()); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// TestWords_NamesNeverCutToAnotherWord: at every size, a character's name
// on the table is whole, its short name, or cut with an ellipsis; never
// a first word that names something else ("Angry", "Professor").
func TestWords_NamesNeverCutToAnotherWord(t *testing.T) {
	firsts := map[string]string{}
	for i := range overpower.NumCharacters() {
		ch := overpower.Characters(i)
		if w := firstWord(ch.Name); w != ch.Name && w != shortName(ch.Name) {
			firsts[w] = ch.Name
		}
	}
	if firsts["Angry"] == "" || firsts["Professor"] == "" {
		t.Fatalf("the characters' first words: %v", firsts)
	}
	for seed := uint64(1); seed <= 4; seed++ {
		decks := [][2]string{{"knights", "vampires"}, {"cult", "camelot"}, {"monsters", "musketeers"}, {"mars", "cult"}}[seed-1]
		m := newMatch(t, seed, "deck0", decks[0], "deck1", decks[1])
		v := m.View(0)
		for _, size := range screens {
			for _, s := range uitest.Drawn(drawFor(New(), v, size[0], size[1])) {
				if name, bad := firsts[s]; bad {
					t.Errorf("seed %d at %v: %q is drawn for %s", seed, size, s, name)
				}
			}
		}
	}
}
