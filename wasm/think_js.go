//go:build js && wasm

package main

import (
	"errors"
	"strconv"
	"sync"
	"syscall/js"

	"overdeck/render/platform"
)

// errWorker: the Web Worker could not be started or stopped working.
var errWorker = errors.New("wasm: the computer's thread (a Web Worker) failed")

// worker is the page's platform.Thinker: a Web Worker (site/think.js)
// running this build's think-<build>.wasm, or this very program when the
// loader left its compiled module in window.overdeckModule (a build whose
// page wasm is its computer's too: see wasm/thinker), started by the
// page's loader when the address asks for the computer, or when the
// shell first needs it (the setup screen of a game with a computer seat). Jobs
// are answered in the order they were posted; a cancelled job's answer is
// dropped. Where the browser has no Worker, or it fails, Think reports
// false and the shell thinks on the page's thread.
type worker struct {
	mu     sync.Mutex
	w      js.Value // the Worker, undefined before Prepare
	broken bool
	next   int
	jobs   map[int]*workerJob
	funcs  []js.Func
}

// workerJob is one search posted to the worker.
type workerJob struct {
	wk       *worker
	id       int
	key      string
	done     bool
	progress float64
	err      error
}

// Prepare implements platform.Thinker: it starts the worker, which loads
// its wasm at once, and reports false when it could not.
func (k *worker) Prepare() bool {
	k.mu.Lock()
	defer k.mu.Unlock()
	k.start()
	return !k.broken
}

// start makes the worker if there is none yet; k.mu is held.
func (k *worker) start() {
	if k.broken || k.w.Truthy() {
		return
	}
	ctor := js.Global().Get("Worker")
	if !ctor.Truthy() {
		k.broken = true
		return
	}
	defer func() {
		if r := recover(); r != nil { // the browser refused (policy, file:)
			k.broken, k.w = true, js.Undefined()
		}
	}()
	// The page's loader starts the worker as soon as the address asks for
	// the computer (site/app.js), so that its wasm is running before its
	// first move.
	if w := js.Global().Get("overdeckThinker"); w.Truthy() {
		k.w = w
		js.Global().Delete("overdeckThinker")
	} else {
		k.w = ctor.New("think.js")
	}
	k.jobs = map[int]*workerJob{}
	onMessage := js.FuncOf(func(_ js.Value, args []js.Value) any {
		k.message(args[0].Get("data"))
		return nil
	})
	onError := js.FuncOf(func(js.Value, []js.Value) any {
		k.fail()
		return nil
	})
	k.funcs = append(k.funcs, onMessage, onError)
	k.w.Set("onmessage", onMessage)
	k.w.Set("onerror", onError)
	msg := js.Global().Get("Object").New()
	msg.Set("prepare", true)
	msg.Set("build", buildName) // think.js loads think-<build>.wasm
	if m := js.Global().Get("overdeckModule"); m.Truthy() {
		msg.Set("module", m) // or runs this page's own module
	}
	k.w.Call("postMessage", msg)
}

// message handles one answer of the worker.
func (k *worker) message(d js.Value) {
	k.mu.Lock()
	defer k.mu.Unlock()
	id := d.Get("id").Int()
	if id == 0 { // loading the worker's wasm failed
		k.failLocked()
		return
	}
	j := k.jobs[id]
	if j == nil {
		return // cancelled
	}
	switch {
	case d.Get("error").Truthy():
		j.err = errors.New("wasm: the computer's thread: " + d.Get("error").String())
		delete(k.jobs, id)
	case d.Get("key").Type() == js.TypeString:
		j.key, j.done, j.progress = d.Get("key").String(), true, 1
		delete(k.jobs, id)
	default:
		j.progress = d.Get("progress").Float()
	}
}

// fail marks the worker broken and fails every job in progress.
func (k *worker) fail() {
	k.mu.Lock()
	defer k.mu.Unlock()
	k.failLocked()
}

func (k *worker) failLocked() {
	k.broken = true
	for id, j := range k.jobs {
		j.err = errWorker
		delete(k.jobs, id)
	}
	if k.w.Truthy() {
		k.w.Call("terminate")
	}
}

// Think implements platform.Thinker: it posts the request to the worker.
func (k *worker) Think(r platform.ThinkRequest) (platform.Job, bool) {
	k.mu.Lock()
	defer k.mu.Unlock()
	k.start()
	if k.broken {
		return nil, false
	}
	k.next++
	j := &workerJob{wk: k, id: k.next}
	k.jobs[j.id] = j
	view := js.Global().Get("Uint8Array").New(len(r.View))
	js.CopyBytesToJS(view, r.View)
	msg := js.Global().Get("Object").New()
	msg.Set("id", j.id)
	msg.Set("game", r.Game)
	msg.Set("level", r.Level)
	msg.Set("seed", strconv.FormatUint(r.Seed, 10))
	msg.Set("timeMs", float64(r.Time.Microseconds())/1000)
	msg.Set("view", view)
	k.w.Call("postMessage", msg, []any{view.Get("buffer")})
	return j, true
}

// Poll implements platform.Job.
func (j *workerJob) Poll() (string, bool, float64, error) {
	j.wk.mu.Lock()
	defer j.wk.mu.Unlock()
	return j.key, j.done, j.progress, j.err
}

// Cancel implements platform.Job: the worker finishes the search, and its
// answer is dropped.
func (j *workerJob) Cancel() {
	j.wk.mu.Lock()
	defer j.wk.mu.Unlock()
	delete(j.wk.jobs, j.id)
}
