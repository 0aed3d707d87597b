package shell

import (
	"sync"

	"overdeck/render/layout"
)

// Latch keeps every press and release the page reports between two ticks,
// so that none is lost: Ebiten samples the mouse once a tick, which drops a
// tap shorter than a frame and, before the pointer has moved over the
// canvas, the position of the first click. The page's pointer listeners
// Push from their own goroutine; Update drains it once a tick.
type Latch struct {
	mu   sync.Mutex
	seen []Pointer
}

// Push records a press (down) or release at at, in CSS pixels from the
// canvas's top-left corner.
func (l *Latch) Push(down bool, at layout.Point) {
	l.mu.Lock()
	l.seen = append(l.seen, Pointer{Down: down, At: at})
	l.mu.Unlock()
}

// Cancel ends a press that the browser took back (a touch turned into a
// scroll, say): nothing is pressed or tapped.
func (l *Latch) Cancel() {
	l.mu.Lock()
	l.seen = append(l.seen, Pointer{Lost: true})
	l.mu.Unlock()
}

// Drain appends what was pushed since the last Drain to dst, oldest first,
// and forgets it.
func (l *Latch) Drain(dst []Pointer) []Pointer {
	l.mu.Lock()
	dst = append(dst, l.seen...)
	l.seen = l.seen[:0]
	l.mu.Unlock()
	return dst
}
