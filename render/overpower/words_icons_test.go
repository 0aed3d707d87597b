package overpower

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"overdeck/game/overpower"
	"overdeck/render/ui"
	"overdeck/render/ui/uitest"
)

// TestWords_PhoneIconsOpenInWords: through random matches of every mode
// at 360x640, where the side lines do not fit in words the table counts
// the piles by icons under the banner, and that block is one enabled
// button of touch size (table.sides) whose press opens both sides in
// words: every pile of each side named with its count. At 1280x720 the
// lines are in words, and no such block is drawn.
func TestWords_PhoneIconsOpenInWords(t *testing.T) {
	phone := 0
	for seed := uint64(1); seed <= 3; seed++ {
		mode := []string{"venture", "brawl", "skirmish"}[seed-1]
		m := newMatch(t, seed, "mode", mode)
		rng := rand.New(rand.NewPCG(seed, 29))
		tb := New()
		for step := 0; step < 60 && !m.Outcome().Over; step++ {
			v := m.View(0)
			st := view(v)
			if _, ok := drawFor(tb, v, 1280, 720).Find("table.sides"); ok {
				t.Fatalf("seed %d step %d: the sides' block is drawn at 1280x720", seed, step)
			}
			f := drawFor(tb, v, 360, 640)
			if b, ok := f.Find("table.sides"); ok {
				phone++
				if !b.Enabled || b.W < 43.5 || b.H < 43.5 {
					t.Fatalf("seed %d step %d: table.sides is %vx%v, enabled %v", seed, step, b.W, b.H, b.Enabled)
				}
				press(t, tb, v, "table.sides", [2]float64{360, 640})
				var all []string
				for page := 0; page < 5; page++ {
					g := drawFor(tb, v, 360, 640)
					all = append(all, uitest.Drawn(g)...)
					if nb, ok := g.Find("table.page.next"); !ok || !nb.Enabled {
						break
					}
					tb.Action("table.page.next", v)
				}
				text := strings.Join(all, "|")
				for s := range 2 {
					for _, x := range piles(st, s) {
						if want := x.name + ": " + itoa(x.n); strings.Count(text, want) < 1 {
							t.Fatalf("seed %d step %d: both sides in words lack %q: %s", seed, step, want, text)
						}
					}
				}
				tb.Back(v)
			}
			s, mv := randomMove(m, rng)
			if err := m.ApplyKey(s, mv.Key()); err != nil {
				t.Fatal(err)
			}
		}
	}
	if phone == 0 {
		t.Fatal("no phone frame counted the piles by icons")
	}
}

// TestWords_KeywordHelpDrawsEveryIcon: every icon the table draws in
// place of words (the five piles' on a phone's side lines, the power
// types' in a grid and on a small Power card) stands beside a keyword
// help entry that names what it stands for, and the help's pages at
// 360x640 draw those icons (shapes beside the text).
func TestWords_KeywordHelpDrawsEveryIcon(t *testing.T) {
	entries := keywordEntries()
	explained := func(ic ui.Icon, word string) bool {
		for _, e := range entries {
			if slices.Contains(e.icons, ic) && strings.Contains(e.text, word) {
				return true
			}
		}
		return false
	}
	for _, x := range piles(&overpower.View{}, 0) {
		if !explained(x.icon, x.name) {
			t.Errorf("no keyword entry draws the %s's icon and names it", x.name)
		}
	}
	for ty, name := range overpower.TypeNames {
		if !explained(typeIcon(int8(ty)), name) {
			t.Errorf("no keyword entry draws %s's icon and names it", name)
		}
	}
	v := newMatch(t, 1).View(0)
	tb := New()
	tb.Action("table.help", v)
	polys := 0
	for page := 0; page < 30; page++ {
		f := drawFor(tb, v, 360, 640)
		for _, o := range f.Ops {
			if o.Kind == ui.Poly {
				polys++
			}
		}
		if b, ok := f.Find("table.page.next"); !ok || !b.Enabled {
			break
		}
		tb.Action("table.page.next", v)
	}
	if polys < 20 {
		t.Fatalf("the keyword help's pages draw %d shapes: no icons", polys)
	}
}
