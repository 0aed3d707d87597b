package overpower

import (
	"testing"

	"overdeck/game/overpower"
	"overdeck/render/layout"
	"overdeck/render/ui"
)

// TestCardFace_EveryCardFitsAndIsNamed: every card of the catalogue,
// drawn as a hand card with the card frame at the sizes the table gives
// hand cards (a phone's low row to a desktop's tall cards), has no text
// cut, too small or out of its box, and always shows a name.
func TestCardFace_EveryCardFitsAndIsNamed(t *testing.T) {
	widths := []float64{44, 56, 64, 80, 99, 130, 174}
	heights := []float64{44, 57, 78, 90, 120, 150, 170, 228}
	for _, scr := range screens {
		for code := 1; code < overpower.NumCards(); code++ {
			c := overpower.Cards(uint16(code))
			for _, w := range widths {
				for _, h := range heights {
					f := ui.NewFrame(layout.For(scr[0], scr[1]), "")
					r := layout.Rect{X: 10, Y: 10, W: w, H: h}
					drawFace(f, r, c, handFace(c, r, code%2 == 0, code%5 == 0, c.Kind == overpower.KindEvent))
					for _, bad := range f.Overflows() {
						t.Errorf("%s at %vx%v on %v: %s", c.Name, w, h, scr, bad)
					}
					named := false
					for _, op := range f.Ops {
						named = named || op.Kind == ui.TextLine && showsName(c, op.Text)
					}
					if !named {
						t.Errorf("%s at %vx%v on %v: no name shown", c.Name, w, h, scr)
					}
				}
			}
			if t.Failed() {
				t.FailNow()
			}
		}
	}
}
