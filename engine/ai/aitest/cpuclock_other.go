//go:build !js && !linux

package aitest

import "time"

// cpuNow reports no CPU clock on this system.
func cpuNow() (time.Duration, bool) { return 0, false }

// lockThread does nothing here.
func lockThread() func() { return func() {} }
