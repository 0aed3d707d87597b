//go:build js

package aitest

import (
	"syscall/js"
	"time"
)

// cpuNow is the CPU time the process has used (Node's process.cpuUsage:
// this thread and the engine's own), so that a slice is measured by the
// work it does, not by how long a loaded machine took to give it a core.
func cpuNow() (time.Duration, bool) {
	p := js.Global().Get("process")
	if p.IsUndefined() {
		return 0, false
	}
	u := p.Call("cpuUsage")
	us := u.Get("user").Float() + u.Get("system").Float()
	return time.Duration(us * float64(time.Microsecond)), true
}

// lockThread keeps the measuring goroutine on one thread (a no-op: there
// is one).
func lockThread() func() { return func() {} }
