package overwatch

import (
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"overdeck/engine"
	"overdeck/game/overwatch"
	"overdeck/render/layout"
)

// skillView plays seeded random matches until a seat is choosing for a
// skill, and returns that seat's view.
func skillView(t *testing.T) *engine.SeatView {
	t.Helper()
	for seed := uint64(1); seed < 40; seed++ {
		m := newMatch(t, seed)
		rng := rand.New(rand.NewPCG(seed, 3))
		for !m.Outcome().Over {
			s := m.Waiting()[0]
			if v := m.View(s); view(v).Phase == overwatch.PhaseSkill && view(v).Ask.Asking {
				return v
			}
			l := m.Legal(s)
			if err := m.Apply(s, l[rng.IntN(len(l))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Fatal("no skill's choice in 40 matches")
	return nil
}

// withPicks is v asking for one of n numbers (the X of an ultimate, or a
// column) with "up to" (done) allowed: n picks that are not heroes.
func withPicks(v *engine.SeatView, n int, what uint8, prompt string) *engine.SeatView {
	c := *v
	st := *view(v)
	st.Ask = overwatch.Ask{Asking: true, What: what, Prompt: prompt, Stop: true}
	c.State = &st
	c.Legal = nil
	for i := 1; i <= n; i++ {
		c.Legal = append(c.Legal, engine.KeyedAction{Code: "t" + strconv.Itoa(i), Text: prompt + ": " + strconv.Itoa(i)})
	}
	c.Legal = append(c.Legal, engine.KeyedAction{Code: "done", Text: "choose no more"})
	return &c
}

// TestPickPanel_TouchableAtAnySize: a skill's choice among 6, 8, 12 or 20
// numbers or columns, drawn at 360×640 (and the other sizes the tables are
// drawn at), lays every choice, and the panel's other buttons, at least
// 44 px tall and wide, inside the screen, apart from one another, each
// with its text in full.
func TestPickPanel_TouchableAtAnySize(t *testing.T) {
	base := skillView(t)
	sizes := append([][2]float64{{360, 640}, {1920, 1080}}, screens...)
	for _, n := range []int{6, 8, 12, 20} {
		for _, kind := range []struct {
			what   uint8
			prompt string
		}{{overwatch.PickNum, "X"}, {overwatch.PickAnyCol, "column"}} {
			v := withPicks(base, n, kind.what, kind.prompt)
			for _, s := range sizes {
				where := strconv.Itoa(n) + " picks of " + kind.prompt + " at " + strconv.Itoa(int(s[0])) + "x" + strconv.Itoa(int(s[1]))
				tb := New()
				seen := map[string]bool{}
				for page := 0; page < n; page++ {
					f := drawFor(tb, v, s[0], s[1])
					var rs []layout.Rect
					var ids []string
					for _, b := range f.Buttons {
						if !strings.HasPrefix(b.ID, "table.pick") && b.ID != "table.confirm" && b.ID != "table.done" && b.ID != "table.more" && !strings.HasPrefix(b.ID, "table.zoom.") {
							continue
						}
						if strings.HasPrefix(b.ID, "table.pick.") {
							seen[b.ID] = true
						}
						r := layout.Rect{X: b.X, Y: b.Y, W: b.W, H: b.H}
						if r.H < layout.MinTouch-0.01 || r.W < layout.MinTouch-0.01 {
							t.Errorf("%s: %s is %.0f×%.0f, under %v px", where, b.ID, r.W, r.H, layout.MinTouch)
						}
						if r.X < -0.5 || r.Y < -0.5 || r.X+r.W > s[0]+0.5 || r.Y+r.H > s[1]+0.5 {
							t.Errorf("%s: %s at %.0f,%.0f %.0f×%.0f is off the screen", where, b.ID, r.X, r.Y, r.W, r.H)
						}
						for i, o := range rs {
							if r.X < o.X+o.W-1 && o.X < r.X+r.W-1 && r.Y < o.Y+o.H-1 && o.Y < r.Y+r.H-1 {
								t.Errorf("%s: %s and %s overlap", where, b.ID, ids[i])
							}
						}
						rs, ids = append(rs, r), append(ids, b.ID)
					}
					for _, o := range f.Ops {
						if o.Cut && o.Rect.Y > s[1]/2 {
							t.Errorf("%s: the text %q is cut", where, o.Text)
						}
					}
					if b, ok := f.Find("table.picks.next"); !ok || !b.Enabled {
						break
					}
					tb.Action("table.picks.next", v)
				}
				if len(seen) != n {
					t.Errorf("%s: %d choices drawn over the pages, want %d", where, len(seen), n)
				}
			}
		}
	}
}
