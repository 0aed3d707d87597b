package overwatch

import (
	"math/rand/v2"
	"testing"
)

// Every skill choice the rules offer is read as a hero, a row, a column,
// a number or a token side, consistently with the view.
func TestPicksAreClassified(t *testing.T) {
	kinds := map[pickKind]int{}
	for seed := uint64(1); seed <= 40; seed++ {
		m := newMatch(t, seed)
		rng := rand.New(rand.NewPCG(seed, 2))
		for !m.Outcome().Over {
			s := m.Waiting()[0]
			v := m.View(s)
			st := view(v)
			li := analyse(v, st)
			n := 0
			for _, a := range v.Legal {
				if a.Key()[0] == 't' {
					n++
				}
			}
			if n != len(li.picks) {
				t.Fatalf("%d of %d choices read", len(li.picks), n)
			}
			for _, p := range li.picks {
				kinds[p.kind]++
				ok := true
				switch p.kind {
				case pkHero:
					ok = heroOf(st, int32(p.val)) != nil
				case pkRow:
					ok = p.val >= 0 && p.val <= 2 && (p.side == 0 || p.side == 1)
				case pkSide:
					ok = p.val == 1 || p.val == 2
				case pkNum:
					ok = p.val >= 1 && p.prompt == "X"
				}
				if !ok {
					t.Fatalf("choice %+v misread", p)
				}
			}
			m.Apply(s, v.Legal[rng.IntN(len(v.Legal))])
		}
	}
	for k := pkHero; k <= pkSide; k++ {
		if kinds[k] == 0 {
			t.Errorf("no choice of kind %d seen: %v", k, kinds)
		}
	}
}
