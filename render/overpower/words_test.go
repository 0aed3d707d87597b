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

// abbrev matches the codes a newcomer had to decode: "Obj R7", the
// piles' letters "D114", "H8", "P0", "Dd0", "Df0", a power grid's or a
// small Power card's "E6", "C1", "B8", "I7", "B2 ·", "Venture 1–0".
var abbrev = regexp.MustCompile(`\bObj\b|\b(D|H|P|Dd|Df|E|C|B|I)\d+\b|\bB\d+ ·|\d+–\d+`)

// TestWords_EveryNumberSaysWhatItIs: through random matches of every mode,
// at 1280×720 and 1920×1080 the header names each side's Venture Total
// ("Venture Totals: You 1 · the computer 0"; in Skirmish, which has no
// venture, the totals for the objective at stake; none in Brawl, which
// counts none; no "Venture Totals:" outside the Venture game), and the
// team lines name every
// count in words; at no size does the table draw one of the old codes
// (on a phone, the piles are counted by icons, a Power card too small
// for its words shows its type's icon: see TestWords_PhoneIcons...).
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
				if bad := abbrev.FindString(strings.Join(uitest.Drawn(f), "|")); bad != "" {
					t.Fatalf("seed %d step %d at %v: the code %q is drawn: %s", seed, step, size, bad, all)
				}
				if size[0] < 1280 {
					continue
				}
				want := "Venture Totals: You " + itoa(int(st.Venture[0])) + " · the computer " + itoa(int(st.Venture[1]))
				switch mode {
				case "skirmish":
					want = "Totals for the objective at stake: You " + itoa(int(st.Venture[0])) + " · the computer " + itoa(int(st.Venture[1]))
				case "brawl":
					want = "Battle " + itoa(int(st.Battle)) + " · "
				}
				if mode != "venture" && strings.Contains(all, "Venture Totals:") {
					t.Fatalf("seed %d step %d at %v: %s has no venture, yet the header counts one: %s", seed, step, size, mode, all)
				}
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

// TestWords_SkirmishHeaderNamesTheComputerInside: in Skirmish against the
// computer, named "The computer" as the shell names it, the header at
// every size says what Skirmish counts and names the computer in
// lower case inside the line ("… · the computer 0", "the computer to
// decide"), never "Venture Totals" nor "The computer" mid-line.
func TestWords_SkirmishHeaderNamesTheComputerInside(t *testing.T) {
	m := newMatch(t, 5, "mode", "skirmish")
	rng := rand.New(rand.NewPCG(5, 23))
	tb := New()
	tb.SetNames(func(s engine.Seat) string {
		if s == 1 {
			return "The computer"
		}
		return "You"
	})
	waited := false
	for step := 0; step < 60 && !m.Outcome().Over; step++ {
		v := m.View(0)
		st := view(v)
		for _, size := range screens {
			f := drawFor(tb, v, size[0], size[1])
			head := ""
			for _, s := range uitest.Drawn(f) {
				if strings.HasPrefix(s, "Battle ") || strings.Contains(s, "Totals") {
					head = s
					break
				}
			}
			if strings.Contains(head, "Venture Total") || strings.Contains(head, " The computer") {
				t.Fatalf("step %d at %v: the header reads %q", step, size, head)
			}
			want := "Totals for the objective at stake: You " + itoa(int(st.Venture[0])) + " · the computer " + itoa(int(st.Venture[1]))
			if size[0] >= 1280 && !strings.Contains(head, want) {
				t.Fatalf("step %d at %v: the header lacks %q: %q", step, size, want, head)
			}
			if strings.Contains(head, "the computer to decide") {
				waited = true
			}
		}
		s, mv := randomMove(m, rng)
		if err := m.ApplyKey(s, mv.Key()); err != nil {
			t.Fatal(err)
		}
	}
	if !waited {
		t.Fatal("the header never said whose decision it was the computer's")
	}
}
