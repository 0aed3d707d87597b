package overwatch

import (
	"testing"

	"overdeck/game/overwatch"
	"overdeck/render/layout"
	"overdeck/render/ui"
)

// TestEmblems_EveryHeroItsOwn: no two heroes of different names share an
// emblem.
func TestEmblems_EveryHeroItsOwn(t *testing.T) {
	seen := map[ui.Parts]string{}
	for _, c := range overwatch.Cards() {
		p := ui.EmblemParts(c.Name)
		if other, dup := seen[p]; dup && other != c.Name {
			t.Errorf("%s and %s have the same emblem", c.Name, other)
		}
		seen[p] = c.Name
	}
}

// TestTiles_EveryHeroNamed: a hero tile as narrow as a phone's board
// makes it (66 by 42 px) still names its hero: whole, or by the short
// name players use.
func TestTiles_EveryHeroNamed(t *testing.T) {
	for _, c := range overwatch.Cards() {
		f := ui.NewFrame(layout.For(360, 640), "")
		drawTile(f, layout.Rect{X: 10, Y: 10, W: 66, H: 42}, c, []ui.Count{{Icon: ui.IconHeart, Value: "4/4"}}, nil, false)
		named := false
		for _, op := range f.Ops {
			named = named || op.Kind == ui.TextLine && (op.Text == c.Name || op.Text == shortName(c.Name))
		}
		if !named {
			t.Errorf("the tile of %s shows no name", c.Name)
		}
		if o := f.Overflows(); len(o) > 0 {
			t.Errorf("the tile of %s: %v", c.Name, o)
		}
	}
}

// TestTiles_TokensBesideTheEmblem: on a desktop-sized hero tile the
// tokens on the hero are written in full under its counters, right of the
// emblem (not over it) and inside the tile; on a phone's tile they are
// left to the label.
func TestTiles_TokensBesideTheEmblem(t *testing.T) {
	c := overwatch.Cards()[0]
	counts := []ui.Count{{Icon: ui.IconHeart, Value: "3/3"}, {Icon: ui.IconShield, Value: "1"}, {Icon: ui.IconPower, Value: "3"}}
	r := layout.Rect{X: 10, Y: 10, W: 250, H: 110}
	f := ui.NewFrame(layout.For(1920, 1080), "")
	drawTile(f, r, c, counts, []string{"Mercy token (heal)"}, false)
	found := false
	for _, op := range f.Ops {
		if op.Kind != ui.TextLine || op.Text != "Mercy token (heal)" {
			continue
		}
		found = true
		if op.Rect.X < r.X+r.H*0.6 || op.Rect.X+op.Rect.W > r.X+r.W || op.Rect.Y+op.Rect.H > r.Y+r.H {
			t.Errorf("the tokens are drawn at %+v, over the emblem or outside the tile %+v", op.Rect, r)
		}
		if op.Size < ui.SizesOf(f.M).Small-0.5 {
			t.Errorf("the tokens are written at %.1f px, under the small text size", op.Size)
		}
	}
	if !found {
		t.Error("the tile does not name its tokens")
	}
	if o := f.Overflows(); len(o) > 0 {
		t.Errorf("overflows: %v", o)
	}
	f = ui.NewFrame(layout.For(360, 640), "")
	drawTile(f, layout.Rect{X: 10, Y: 10, W: 66, H: 42}, c, counts, []string{"Mercy token (heal)"}, false)
	if o := f.Overflows(); len(o) > 0 {
		t.Errorf("phone tile overflows: %v", o)
	}
}
