package shell

import "overdeck/render/layout"

// Act is what the player means, whatever the device said it with.
type Act uint8

// The intents.
const (
	Press     Act = iota // press the button ID
	Confirm              // Enter or Space with no button focused
	Back                 // Escape: back, or the pause menu at the table
	Tap                  // a click or tap at a point on no button
	FocusNext            // Tab, Right or Down
	FocusPrev            // Shift+Tab, Left or Up
)

// Intent is one thing the player wants. Scenes see only Press, Confirm,
// Back and Tap: the shell moves the focus itself, turns Confirm on a
// focused button into its Press, and a tap on a button into its Press.
type Intent struct {
	Act Act
	ID  string       // the button of a Press
	At  layout.Point // where a Tap landed, in CSS pixels
}

// Pointer is one change of a pointer (mouse button or touch): Down when it
// went down, otherwise released, at At in CSS pixels.
type Pointer struct {
	Down bool
	At   layout.Point
	Lost bool // the browser took the press back: nothing is pressed or tapped
}

// Input is what the device reported during one tick, in order.
type Input struct {
	Dt       float64   // seconds since the last tick
	Pointers []Pointer // presses and releases, oldest first
	Keys     []Act     // keyboard intents (FocusNext, FocusPrev, Confirm, Back)
}

// pointerIntents turns presses and releases into intents: a press becomes
// a Press when it is released inside the same enabled button it went down
// on; a press and release on no button is a Tap where it was released.
func (s *Shell) pointerIntents(ps []Pointer) []Intent {
	var out []Intent
	for _, p := range ps {
		if p.Down {
			s.downOn, s.down = s.hit(p.At), true
			continue
		}
		if !s.down {
			continue
		}
		s.down = false
		if p.Lost {
			continue
		}
		switch id := s.hit(p.At); {
		case s.downOn != "" && id == s.downOn:
			out = append(out, Intent{Act: Press, ID: id})
		case s.downOn == "" && id == "":
			out = append(out, Intent{Act: Tap, At: p.At})
		}
	}
	return out
}

// hit returns the enabled button of the last frame under p, or "".
func (s *Shell) hit(p layout.Point) string {
	if s.last == nil {
		return ""
	}
	for i := len(s.last.Buttons) - 1; i >= 0; i-- {
		b := s.last.Buttons[i]
		if b.Enabled && (layout.Rect{X: b.X, Y: b.Y, W: b.W, H: b.H}).Contains(p) {
			return b.ID
		}
	}
	return ""
}

// enabled reports whether the last frame drew an enabled button id.
func (s *Shell) enabled(id string) bool {
	if s.last == nil {
		return false
	}
	b, ok := s.last.Find(id)
	return ok && b.Enabled
}

// moveFocus moves the keyboard focus to the next (step 1) or previous
// (step -1) enabled button of the last frame, wrapping around.
func (s *Shell) moveFocus(step int) {
	if s.last == nil {
		return
	}
	var ids []string
	cur := -1
	for _, b := range s.last.Buttons {
		if b.Enabled {
			if b.ID == s.focus {
				cur = len(ids)
			}
			ids = append(ids, b.ID)
		}
	}
	if len(ids) == 0 {
		s.focus = ""
		return
	}
	switch {
	case cur < 0 && step > 0:
		cur = 0
	case cur < 0:
		cur = len(ids) - 1
	default:
		cur = (cur + step + len(ids)) % len(ids)
	}
	s.focus = ids[cur]
}

// resolve turns keyboard and focus intents into what a scene sees, or
// drops them (a focus move is done here and shown by the next frame).
func (s *Shell) resolve(in Intent) (Intent, bool) {
	switch in.Act {
	case FocusNext:
		s.moveFocus(1)
		return in, false
	case FocusPrev:
		s.moveFocus(-1)
		return in, false
	case Confirm:
		if s.focus != "" && s.enabled(s.focus) {
			return Intent{Act: Press, ID: s.focus}, true
		}
	case Press:
		return in, s.enabled(in.ID)
	}
	return in, true
}
