package aitest

import (
	"bytes"
	"math/rand/v2"
	"testing"

	"overdeck/engine"
)

// RandomViews plays four seeded random matches of g (default setup) and
// returns the waiting seat's view every seventh decision: positions for
// NoTrace and ViewSurvivesBytes.
func RandomViews(t *testing.T, g *engine.Game) []*engine.SeatView {
	t.Helper()
	var out []*engine.SeatView
	for seed := uint64(1); seed <= 4; seed++ {
		m, err := engine.NewMatch(g, engine.Setup{}, seed)
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(seed, 9))
		for step := 0; step < 60 && !m.Outcome().Over; step++ {
			s := m.Waiting()[0]
			if step%7 == 0 {
				out = append(out, m.View(s))
			}
			l := m.Legal(s)
			if err := m.Apply(s, l[rng.IntN(len(l))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	return out
}

// ViewSurvivesBytes checks that v survives its bytes (a bot in a Web
// Worker gets it so): decoded with engine.DecodeSeatView, it encodes to the
// same bytes.
func ViewSurvivesBytes(t *testing.T, g *engine.Game, v *engine.SeatView) {
	t.Helper()
	b, err := v.MarshalMsg(nil)
	if err != nil {
		t.Fatal(err)
	}
	d, err := engine.DecodeSeatView(g, b)
	if err != nil {
		t.Fatal(err)
	}
	again, err := d.MarshalMsg(nil)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(b, again) {
		t.Fatal("a decoded view encodes to other bytes")
	}
}
