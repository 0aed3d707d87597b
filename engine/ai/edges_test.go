package ai

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"overdeck/engine"
)

// TestSeatEdges_MatchesAPlainList checks the edge lists against the
// simplest model of them (the first edge with the key, else a new one at
// the end) while many lists share one edgeMem: lists listed in order, out
// of order, with new keys and keys seen before, so that they fill, grow past
// their capacity, get an index, outgrow it, and take memory another list
// gave back. A list handed out twice, or not cleared, shows as an edge
// under a wrong key or a count gone astray.
func TestSeatEdges_MatchesAPlainList(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	var mem edgeMem
	const lists = 40
	ses := make([]seatEdges, lists)
	model := make([][]string, lists)
	counts := make([]map[string]int32, lists)
	for i := range counts {
		counts[i] = map[string]int32{}
	}
	for round := range 400 {
		i := rng.IntN(lists)
		n := 1 + rng.IntN(60)
		if round%7 == 0 {
			n += 100
		}
		legal := make([]engine.Action, 0, n) // keys unique, as engine.Action says
		for _, k := range rng.Perm(3 * n)[:n] {
			legal = append(legal, engine.KeyedAction{Code: fmt.Sprintf("k%d", k)})
		}
		se := &ses[i]
		var got []int32
		if len(se.edges) == 0 {
			got = se.fill(legal, &mem, nil)
		} else {
			for j, a := range legal {
				k := se.find(a.Key(), j, &mem)
				se.edges[k].avail++
				got = append(got, k)
			}
		}
		for j, a := range legal {
			want := int32(-1)
			for k, key := range model[i] {
				if key == a.Key() {
					want = int32(k)
					break
				}
			}
			if want < 0 {
				model[i] = append(model[i], a.Key())
				want = int32(len(model[i]) - 1)
			}
			counts[i][a.Key()]++
			if got[j] != want {
				t.Fatalf("round %d, list %d: %q is edge %d, want %d", round, i, a.Key(), got[j], want)
			}
		}
		for l := range ses {
			if len(ses[l].edges) != len(model[l]) {
				t.Fatalf("round %d: list %d has %d edges, want %d", round, l, len(ses[l].edges), len(model[l]))
			}
			for k, e := range ses[l].edges {
				if e.key != model[l][k] || e.avail != counts[l][e.key] {
					t.Fatalf("round %d: list %d edge %d is %q available %d, want %q %d",
						round, l, k, e.key, e.avail, model[l][k], counts[l][model[l][k]])
				}
			}
		}
	}
}
