package uitest

import (
	"strconv"
	"strings"

	"overdeck/render/ui"
)

// Tick is the time one frame advances the animations by in Settle: a
// slow display's, so that a test draws few frames; an animation that is
// restarted at every frame never ends whatever the pace.
const Tick = 1.0 / 15

// Settle draws frames with draw, advancing m by Tick between them, until
// nothing moves (m.Running is false after a frame), and returns the frame
// at rest and the animation time it took. It fails (a non-empty problem)
// when the table is still moving after limit seconds at m's speed, or when
// a frame drew two things under one animation key (m.Shared). draw must
// call m.Begin on the frame it makes, as the shell does.
func Settle(m *ui.Motion, draw func() *ui.Frame, limit float64) (f *ui.Frame, took float64, problem string) {
	var shared []string
	for {
		f = draw()
		for _, k := range m.Shared() {
			if !strings.Contains(strings.Join(shared, "\n"), k) {
				shared = append(shared, k)
			}
		}
		if !m.Running() {
			break
		}
		if took > limit {
			return f, took, "still moving after " + strconv.FormatFloat(took, 'f', 2, 64) + " s (limit " +
				strconv.FormatFloat(limit, 'f', 2, 64) + " s)" + sharedText(shared)
		}
		m.Tick(Tick)
		took += Tick * m.Speed
	}
	if len(shared) > 0 {
		return f, took, "two things drawn under one animation key" + sharedText(shared)
	}
	return f, took, ""
}

func sharedText(keys []string) string {
	if len(keys) == 0 {
		return ""
	}
	return "; keys shared in one frame: " + strings.Join(keys, ", ")
}
