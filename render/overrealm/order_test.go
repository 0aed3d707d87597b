package overrealm

import (
	"maps"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"overdeck/engine"
	"overdeck/game/overrealm"
	"overdeck/render/ui"
)

// positionsWithBuffs plays seeded random games and calls f with every
// selection decision whose legal list has a key of two buffs or more.
func positionsWithBuffs(t *testing.T, f func(v *engine.SeatView)) {
	t.Helper()
	for _, seed := range []uint64{3, 8, 21, 34} {
		m := newMatch(t, []string{"casual", "draft", "competitive"}[seed%3], seed)
		rng := rand.New(rand.NewPCG(seed, 5))
		for turn := 0; turn < 30 && !m.Outcome().Over; turn++ {
			for _, s := range m.Waiting() {
				if v := m.View(s); view(v).Phase == phSelect {
					f(v)
				}
			}
			for _, s := range m.Waiting() {
				l := m.Legal(s)
				m.Apply(s, l[rng.IntN(len(l))])
			}
		}
	}
}

// The buffs of a choice resolve in the order the player taps them: every
// order of the buffs of a legal key, tapped on the table, gives a legal
// key with the same cards (exactly the key of that order when the legal
// list has it; else the one the rules write for the same resolution).
func TestBuffsKeepTheOrderTapped(t *testing.T) {
	tried, remapped := 0, 0
	positionsWithBuffs(t, func(v *engine.SeatView) {
		for _, a := range v.Legal {
			c, err := overrealm.ParseChoice(a.Key())
			if err != nil || c.Kind != kindMonster || len(c.Buffs) < 2 || c.Late > 0 || tried > 150 {
				continue
			}
			rev := slices.Clone(c.Buffs)
			slices.Reverse(rev)
			rc := c
			rc.Buffs = orderBuffs(rev)
			tb := New()
			dismissReveal(t, tb, v, rand.New(rand.NewPCG(1, 1)))
			u := tb.ui(v, view(v))
			press(t, tb, v, "table.space."+strconv.Itoa(int(c.Act)+1))
			if u.b.prot != c.Prot {
				press(t, tb, v, "table.protect")
			}
			for _, b := range rev {
				press(t, tb, v, handID(v, b))
			}
			for _, d := range c.Discards {
				for i := 0; i < 3 && u.b.role(d) != 2; i++ {
					press(t, tb, v, handID(v, d))
				}
			}
			if c.Side != u.b.side {
				press(t, tb, v, []string{"", "table.side.left", "table.side.right"}[c.Side])
			}
			got, ok := press(t, tb, v, "table.confirm")
			if !ok {
				t.Fatalf("tapping the buffs of %q in reverse gives no legal key", a.Key())
			}
			if _, exact := engine.FindKey(v.Legal, rc.Key()); exact && got != rc.Key() {
				t.Fatalf("tapping %q in reverse gave %q, not %q", a.Key(), got, rc.Key())
			}
			g, _ := overrealm.ParseChoice(got)
			if g.Act != c.Act || g.Prot != c.Prot || g.Side != c.Side || g.Late != 0 || !sameCards(g.Buffs, rc.Buffs) || !sameCards(g.Discards, c.Discards) {
				t.Fatalf("tapping %q in reverse gave %q", a.Key(), got)
			}
			if got != rc.Key() {
				remapped++
			}
			tried++
		}
	})
	if tried < 50 || remapped == 0 {
		t.Errorf("%d orders tried, %d remapped to the rules' key", tried, remapped)
	}
}

// sameCards reports whether a and b hold the same cards up to
// interchangeable ones, in any order.
func sameCards(a, b []uint8) bool {
	x, y := make([]byte, len(a)), make([]byte, len(b))
	for i, c := range a {
		x[i] = canon(c)
	}
	for i, c := range b {
		y[i] = canon(c)
	}
	slices.Sort(x)
	slices.Sort(y)
	return string(x) == string(y)
}

// The Ability button is shown only when the action's own ability may go
// among its With Attack buffs, steps through every legal place, and fits a
// 360×640 phone (its text fits, 44 px tall, the hand keeps its room).
func TestAbilityPlaceControl(t *testing.T) {
	seen := 0
	positionsWithBuffs(t, func(v *engine.SeatView) {
		for _, a := range v.Legal {
			c, err := overrealm.ParseChoice(a.Key())
			if err != nil || c.Kind != kindMonster || c.Late == 0 || seen > 60 {
				continue
			}
			tb := New()
			dismissReveal(t, tb, v, rand.New(rand.NewPCG(1, 1)))
			tb.Action("table.space."+strconv.Itoa(int(c.Act)+1), v)
			before := cardRects(drawFor(tb, v, 360, 640))
			build(t, tb, v, a.Key()) // reaches it through table.late
			u := tb.ui(v, view(v))
			if u.b.late != c.Late {
				t.Fatalf("%q: late %d after pressing", a.Key(), u.b.late)
			}
			for _, s := range [][2]float64{{360, 640}, {1280, 720}} {
				f := drawFor(tb, v, s[0], s[1])
				b, ok := f.Find("table.late")
				if !ok || !b.Enabled || b.H < 43.5 {
					t.Fatalf("%v %q: the Ability button is missing or small: %+v", s, a.Key(), b)
				}
				for _, o := range f.Overflows() {
					if strings.Contains(o, "Ability") {
						t.Fatalf("%v %q: text does not fit: %v", s, a.Key(), o)
					}
				}
				if !strings.Contains(strings.Join(f.Texts(), " "), "press Confirm") {
					t.Fatalf("%v %q: the summary lost its last words: %v", s, a.Key(), f.Texts())
				}
				if s[0] == 360 && !maps.Equal(before, cardRects(f)) {
					t.Fatalf("%q: the Ability button squeezes the hand: %v, then %v", a.Key(), before, cardRects(f))
				}
			}
			n := u.b.maxLate(u.li, view(v), int(v.Seat))
			for i := int8(0); i <= n; i++ {
				k, ok := u.b.key(u.li, v)
				if !ok || k != (func() string { x := c; x.Late = u.b.late; return x.Key() })() {
					t.Fatalf("%q at late %d: key %q, %v", a.Key(), u.b.late, k, ok)
				}
				tb.Action("table.late", v)
			}
			seen++
		}
		// With no buff the button is not there.
		for i := 1; i <= 4; i++ {
			tb := New()
			dismissReveal(t, tb, v, rand.New(rand.NewPCG(1, 1)))
			tb.Action("table.space."+strconv.Itoa(i), v)
			if f := drawFor(tb, v, 1280, 720); tb.ui(v, view(v)).b.space == spAction+i-1 {
				if _, on := f.Find("table.late"); on {
					t.Fatalf("an Ability button with no buffs")
				}
			}
		}
	})
	if seen < 10 {
		t.Errorf("only %d keys with the ability among the buffs", seen)
	}
}

// cardRects are the places of the hand cards drawn in f.
func cardRects(f *ui.Frame) map[string][4]float64 {
	out := map[string][4]float64{}
	for _, b := range f.Buttons {
		if strings.HasPrefix(b.ID, "table.card.") {
			out[b.ID] = [4]float64{b.X, b.Y, b.W, b.H}
		}
	}
	return out
}
