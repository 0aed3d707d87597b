package overpower

import (
	"math/rand/v2"
	"slices"
	"testing"

	"overdeck/engine"
)

// TestWhyNot_EveryUnplayableHandCardHasAReason: at every decision of
// several random matches, every card of the deciding seat's hand with no
// legal move gets a reason, and a card of the other hand (hidden) none.
func TestWhyNot_EveryUnplayableHandCardHasAReason(t *testing.T) {
	for seed := uint64(1); seed <= 3; seed++ {
		m := midMatch(t, seed, 0)
		rng := rand.New(rand.NewPCG(seed, 3))
		for step := 0; step < 400 && !m.Outcome().Over; step++ {
			s := m.Waiting()[0]
			v := m.View(s).State.(*View)
			legal := m.Legal(s)
			var used []uint16
			for _, a := range legal {
				mv := a.(Move)
				used = append(used, mv.Card, mv.With)
			}
			for _, i := range v.P[s].Hand {
				if !slices.Contains(used, i) && v.WhyNot(i) == "" {
					t.Fatalf("seed %d step %d: %s has no move and no reason", seed, step, cards[v.Cards[i]].Name)
				}
			}
			o := m.View(1 - s).State.(*View)
			for _, i := range m.Rules().(*State).P[s].Hand {
				if o.WhyNot(i) != "" {
					t.Fatalf("a reason for a card of the other hand")
				}
			}
			if err := m.Apply(s, legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// TestWhyNot_Grid: a Power card above every Front Line grid says so.
func TestWhyNot_Grid(t *testing.T) {
	m := midMatch(t, 1, 0)
	g := m.Rules().(*State)
	v := g.View(engine.Seat(g.ToMove)).(*View)
	s := int(g.ToMove)
	for _, i := range v.P[s].Hand {
		c := &cards[v.Cards[i]]
		if c.Kind != KindPower || c.Type > Intel {
			continue
		}
		best := int8(0)
		for k := 4 * s; k < 4*s+3; k++ {
			best = max(best, characters[g.Chars[k].Card].Grid[c.Type])
		}
		if got := v.need(c); (c.Val > best) != (got != "") {
			t.Errorf("%s with best grid %d: need %q", c.Name, best, got)
		}
	}
}
