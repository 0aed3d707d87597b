//go:build linux

package aitest

import (
	"runtime"
	"syscall"
	"time"
)

// cpuNow is the CPU time the calling thread has used, so that a slice is
// measured by the work it does, not by how long a loaded machine took to
// give it a core. Call it between lockThread and its undo.
func cpuNow() (time.Duration, bool) {
	var ru syscall.Rusage
	if err := syscall.Getrusage(1, &ru); err != nil { // RUSAGE_THREAD
		return 0, false
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()), true
}

// lockThread keeps the measuring goroutine on its thread until the
// returned function is called.
func lockThread() func() {
	runtime.LockOSThread()
	return runtime.UnlockOSThread
}
