package overpower

import (
	"math/rand/v2"
	"testing"

	"overdeck/engine"
)

// TestThresholdChanges_AddUp plays random matches of every deck and checks,
// at every decision, that the reasons each character's view gives for its
// Cumulative KO threshold add up to the threshold shown (KO'd ones aside), each with a
// name, and that they were seen to name a card at least once (The Call
// of Cthulhu's or an Event's mark).
func TestThresholdChanges_AddUp(t *testing.T) {
	cards := 0
	for seed := uint64(0); seed < 24; seed++ {
		setup := engine.Setup{}.With("deck0", Decks[int(seed)%len(Decks)].Name).With("deck1", Decks[int(seed*7+3)%len(Decks)].Name)
		m, err := engine.NewMatch(Game, setup, seed)
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(seed, 3))
		for step := 0; step < 3000 && !m.Outcome().Over; step++ {
			s := m.Waiting()[0]
			v := m.View(s).State.(*View)
			for ci := range v.Chars {
				if v.Chars[ci].KO {
					continue
				}
				sum := CumKO
				for _, c := range v.ThresholdChanges(ci) {
					if c.By == "" || c.N == 0 {
						t.Fatalf("seed %d step %d: a reason %+v", seed, step, c)
					}
					if c.By != "its ability" {
						cards++
					}
					sum += c.N
				}
				if sum != int(v.KO[ci].Threshold) {
					t.Fatalf("seed %d step %d: %s's threshold %d, reasons %+v; %+v %+v", seed, step, characters[v.Chars[ci].Card].Name, v.KO[ci].Threshold, v.ThresholdChanges(ci), v.Chars[ci], v.Marks)
				}
			}
			l := m.Legal(s)
			if err := m.Apply(s, l[rng.IntN(len(l))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if cards == 0 {
		t.Fatal("no card ever changed a KO threshold")
	}
}
