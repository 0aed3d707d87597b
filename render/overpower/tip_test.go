package overpower

import (
	"math/rand/v2"
	"strings"
	"testing"

	"overdeck/engine"
	"overdeck/game/overpower"
)

// tipWords are the actions a tip may name, and the moves that do them.
var tipWords = map[string][]uint8{
	"pass":     {overpower.OpPass},
	"concede":  {overpower.OpConcede},
	"fight":    {overpower.OpFight},
	"venture ": {overpower.OpVenR, overpower.OpVenC}, // the verb, not "ventured"
}

// TestTip_NamesOnlyWhatTheButtonsDo: through random matches of every mode
// at three sizes, every action the panel's tip names ("pass", "concede",
// "fight", "venture") is a legal move with a button on the panel (on this
// page or the next), and every such button's action is named by the tip.
func TestTip_NamesOnlyWhatTheButtonsDo(t *testing.T) {
	for seed := uint64(1); seed <= 6; seed++ {
		mode := []string{"venture", "brawl", "skirmish"}[seed%3]
		m := newMatch(t, seed, "mode", mode)
		rng := rand.New(rand.NewPCG(seed, 29))
		tb := New()
		for step := 0; step < 150 && !m.Outcome().Over; step++ {
			s, mv := randomMove(m, rng)
			v := m.View(s)
			st := view(v)
			tip := strings.ToLower(prompt(v, st, tb.ui(v, st)))
			size := screens[step%3]
			ids := panelIDs(tb, v, size)
			for word, ops := range tipWords {
				named := strings.Contains(tip, word)
				button := false
				for _, mv := range moves(v) {
					if contains(ops, mv.Op) && ids["table.move."+mv.Key()] {
						button = true
					}
				}
				if named && !button {
					t.Fatalf("%s seed %d step %d at %v: the tip %q names %q, with no button for it: %v", mode, seed, step, size, tip, word, ids)
				}
				if button && !named {
					t.Fatalf("%s seed %d step %d at %v: a button does %q, which the tip %q does not name", mode, seed, step, size, word, tip)
				}
			}
			if err := m.ApplyKey(s, mv.Key()); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// panelIDs are the ids of the enabled buttons of the table drawn for v at
// size, on every page of its panel.
func panelIDs(tb *Table, v *engine.SeatView, size [2]float64) map[string]bool {
	out := map[string]bool{}
	for k := 0; k < 20; k++ {
		f := drawFor(tb, v, size[0], size[1])
		for _, id := range enabledIDs(f) {
			out[id] = true
		}
		if _, ok := f.Find("table.more"); !ok {
			break
		}
		tb.Action("table.more", v)
	}
	return out
}

func contains(ops []uint8, op uint8) bool {
	for _, o := range ops {
		if o == op {
			return true
		}
	}
	return false
}
