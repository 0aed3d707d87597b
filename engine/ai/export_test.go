package ai

import "time"

// SetClock gives w a clock for a test: it reads nothing else.
func (w *Warmup) SetClock(clock func() time.Time) { w.clock = clock }
