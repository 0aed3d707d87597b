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
		drawTile(f, layout.Rect{X: 10, Y: 10, W: 66, H: 42}, c, []ui.Count{{Icon: ui.IconHeart, Value: "4/4"}}, "", false)
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
