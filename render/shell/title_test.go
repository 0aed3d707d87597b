package shell

import (
	"slices"
	"testing"

	"overdeck/render/platform"
)

// TestTitle_ACardOfEachGame: the title screen shows a card of each of the
// four games under its buttons, named in full, at a phone's, a laptop's
// and a desktop's size, and every text of it fits (TestFit_NoTextCutOff
// checks the same screen for cut text).
func TestTitle_ACardOfEachGame(t *testing.T) {
	for _, size := range fitSizes {
		s := start(t, newHost(), platform.Launch{})
		s.Resize(size[0], size[1])
		f := s.Frame()
		texts := f.Texts()
		for _, c := range showcase {
			if !slices.Contains(texts, c.Name) {
				t.Errorf("%v×%v: the title shows no %s card: %q", size[0], size[1], c.Name, texts)
			}
		}
		if o := f.Overflows(); len(o) > 0 {
			t.Errorf("%v×%v: %v", size[0], size[1], o)
		}
		last, _ := f.Find("title.settings")
		for _, op := range f.Ops {
			if op.Text == showcase[0].Name && op.Rect.Y < last.Y+last.H {
				t.Errorf("%v×%v: the cards are drawn over the buttons", size[0], size[1])
			}
		}
	}
}
