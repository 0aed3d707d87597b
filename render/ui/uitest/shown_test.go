package uitest

import (
	"strings"
	"testing"

	"overdeck/render/layout"
	"overdeck/render/platform"
	"overdeck/render/ui"
)

// tile draws a labelled tile named name at r, its list of tokens under it.
func tile(f *ui.Frame, id, name string, r layout.Rect, tokens ...string) {
	f.Buttons = append(f.Buttons, platform.Button{ID: id, Label: "Read " + name, X: r.X, Y: r.Y, W: r.W, H: r.H, Enabled: true})
	f.Fill(r, ui.CardFace, 4)
	top, rest := r.CutTop(r.H / 2)
	f.Text(top, name, 14, ui.CardInk, ui.Left, true)
	if len(tokens) > 0 {
		f.Text(rest, strings.Join(tokens, ", "), 12, ui.CardInk, ui.Left, false)
	}
}

// TestShown_FindsEachFault: Shown passes a frame that shows its items,
// and names each fault: no mirror, a name not drawn, a name covered, a
// list cut short without "+N more", two items drawn over each other.
func TestShown_FindsEachFault(t *testing.T) {
	a, b := layout.Rect{X: 10, Y: 10, W: 200, H: 60}, layout.Rect{X: 300, Y: 10, W: 200, H: 60}
	items := []Item{{What: "Venture", Button: "t.a", Names: []string{"Venture"}, List: []string{"Wound"}},
		{What: "Sigma", Button: "t.b", Names: []string{"Sigma"}}}
	good := ui.NewFrame(layout.For(800, 600), "")
	tile(good, "t.a", "Venture", a, "Wound")
	tile(good, "t.b", "Sigma", b)
	if p := Shown(good, items); len(p) != 0 {
		t.Fatalf("a good frame: %q", p)
	}
	for name, tc := range map[string]struct {
		draw func(f *ui.Frame)
		want string
	}{
		"no mirror": {func(f *ui.Frame) { tile(f, "t.a", "Venture", a, "Wound"); f.Fill(b, ui.CardFace, 0) }, "no mirror button t.b"},
		"drawn elsewhere": {func(f *ui.Frame) {
			tile(f, "t.a", "Venture", a, "Wound")
			tile(f, "t.b", "Sigma", layout.Rect{X: 300, Y: 300, W: 200, H: 60})
			f.Buttons[1].Y = b.Y
		}, "no name of Sigma"},
		"covered": {func(f *ui.Frame) {
			tile(f, "t.a", "Venture", a, "Wound")
			tile(f, "t.b", "Sigma", b)
			f.Fill(b, ui.CardFace, 0)
		}, "is covered"},
		"list cut": {func(f *ui.Frame) { tile(f, "t.a", "Venture", a); tile(f, "t.b", "Sigma", b) }, "missing Wound"},
		"overlap": {func(f *ui.Frame) {
			tile(f, "t.a", "Venture", a, "Wound")
			tile(f, "t.b", "Sigma", layout.Rect{X: 100, Y: 10, W: 200, H: 60})
		}, "drawn over each other"},
	} {
		f := ui.NewFrame(layout.For(800, 600), "")
		tc.draw(f)
		if p := strings.Join(Shown(f, items), "\n"); !strings.Contains(p, tc.want) {
			t.Errorf("%s: problems %q, want one with %q", name, p, tc.want)
		}
	}
	more := ui.NewFrame(layout.For(800, 600), "")
	tile(more, "t.a", "Venture", a, "+1 more")
	tile(more, "t.b", "Sigma", b)
	if p := Shown(more, items); len(p) != 0 {
		t.Errorf("a list ending with +1 more: %q", p)
	}
}
