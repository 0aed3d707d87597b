package overpower

import (
	"math/rand/v2"
	"testing"

	"overdeck/engine"
)

// erbDecks are decks of the characters whose Specials came with the
// second wave (no ready-made deck has most of them), for the random
// matches below.
func erbDecks() []Deck {
	return []Deck{
		buildDeck(Deck{Name: "nile", Front: [3]string{"Anubis", "Captain Nemo", "Joan of Arc"}, Reserve: "Korak",
			Set: "The Call of Cthulhu", Cards: []string{"Wrath of Ra", "Heimdall"}}),
		buildDeck(Deck{Name: "shadows", Front: [3]string{"Count of Monte Cristo", "Invisible Man", "Headless Horseman"}, Reserve: "Dr. Watson",
			Set: "Time Wars: Rise of the Gods", Cards: []string{"Valkyrie Skeggjold", "Merlin's Magic"}}),
		buildDeck(Deck{Name: "planets", Front: [3]string{"John Carter of Mars", "Dejah Thoris", "Carson of Venus"}, Reserve: "Korak", Home: "Barsoom",
			Set: "Time Wars: Rise of the Gods", Cards: []string{"Charge into Battle!", "Freya: Goddess of Protection"}}),
		buildDeck(Deck{Name: "greystoke", Front: [3]string{"Korak", "Jane Porter", "Joan of Arc"}, Reserve: "Anubis",
			Set: "The Call of Cthulhu", Cards: []string{"Oni and Succubus", "Fairy Protection"}}),
	}
}

// TestSoak_SecondWaveSpecials plays random matches of every mode between
// decks holding every Special of the second-wave characters, checking the
// invariants after every decision.
func TestSoak_SecondWaveSpecials(t *testing.T) {
	ds := erbDecks()
	for k := range ds {
		if p := CheckDeck(ds[k], ModeVenture); len(p) > 0 {
			t.Fatalf("%s: %v", ds[k].Name, p)
		}
	}
	n := 200
	if testing.Short() {
		n = 12
	}
	for _, mode := range ModeNames {
		for seed := uint64(0); seed < uint64(n); seed++ {
			rng := rand.New(rand.NewPCG(seed, 17))
			a, b := &ds[seed%uint64(len(ds))], &ds[(seed/uint64(len(ds))+1)%uint64(len(ds))]
			r, err := NewWith(engine.Setup{}.With("mode", mode), [2]*Deck{a, b}, rng)
			if err != nil {
				t.Fatal(err)
			}
			g := r.(*State)
			turn := engine.NewTurn(rng)
			var buf []engine.Action
			for steps := 0; !g.Outcome().Over; steps++ {
				if steps > 20000 {
					t.Fatalf("%s seed %d: no end", mode, seed)
				}
				buf = g.LegalInto(g.ToAct()[0], buf[:0])
				if len(buf) == 0 {
					t.Fatalf("%s seed %d: no legal move (phase %d step %d)", mode, seed, g.Phase, g.Ex.Step)
				}
				g.Resolve([]engine.Action{buf[rng.IntN(len(buf))]}, turn)
				checkInvariants(t, g, seed)
			}
		}
	}
}

// testDeck returns the test deck named n (for scenarios), or nil.
func testDeck(n string) *Deck {
	for _, d := range erbDecks() {
		if d.Name == n {
			return &d
		}
	}
	return nil
}

// The second-wave Specials, one scenario file per character; the help
// names these for the decisions they check.
func TestCards_AnubisSpecials(t *testing.T)      { scenarioFile(t, "specials_anubis") }
func TestCards_NemoSpecials(t *testing.T)        { scenarioFile(t, "specials_captain_nemo") }
func TestCards_CarsonSpecials(t *testing.T)      { scenarioFile(t, "specials_carson_of_venus") }
func TestCards_MonteCristoSpecials(t *testing.T) { scenarioFile(t, "specials_count_of_monte_cristo") }
func TestCards_DejahSpecials(t *testing.T)       { scenarioFile(t, "specials_dejah_thoris") }
func TestCards_WatsonSpecials(t *testing.T)      { scenarioFile(t, "specials_dr_watson") }
func TestCards_HorsemanSpecials(t *testing.T)    { scenarioFile(t, "specials_headless_horseman") }
func TestCards_InvisibleSpecials(t *testing.T)   { scenarioFile(t, "specials_invisible_man") }
func TestCards_JoanSpecials(t *testing.T)        { scenarioFile(t, "specials_joan_of_arc") }
func TestCards_JohnCarterSpecials(t *testing.T)  { scenarioFile(t, "specials_john_carter_of_mars") }
func TestCards_KorakSpecials(t *testing.T)       { scenarioFile(t, "specials_korak") }
