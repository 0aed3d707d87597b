//go:build js && wasm

package main

import (
	"syscall/js"

	"overdeck/render/layout"
	"overdeck/render/shell"
)

// latchPointers feeds l from the page's pointer events on the canvas, so
// that the first click after the page loads (before any pointer move has
// told Ebiten where the cursor is) and a tap shorter than a frame both
// arrive. Pointer events cover mouse, pen and touch once each, so a touch
// is not also seen as the mouse the browser emulates after it. Only the
// primary button counts. The listeners are on the window, in the capture
// phase, and never stop the event: Ebiten still sees everything else.
func latchPointers(l *shell.Latch) {
	at := func(e js.Value) (layout.Point, bool) {
		t := e.Get("target")
		if !t.Truthy() || t.Get("tagName").String() != "CANVAS" {
			return layout.Point{}, false
		}
		r := t.Call("getBoundingClientRect")
		return layout.Point{
			X: e.Get("clientX").Float() - r.Get("left").Float(),
			Y: e.Get("clientY").Float() - r.Get("top").Float(),
		}, true
	}
	down := false
	on := func(kind string, f func(e js.Value)) {
		js.Global().Call("addEventListener", kind, js.FuncOf(func(_ js.Value, args []js.Value) any {
			f(args[0])
			return nil
		}), map[string]any{"capture": true})
	}
	on("pointerdown", func(e js.Value) {
		if e.Get("button").Int() != 0 || !e.Get("isPrimary").Bool() {
			return
		}
		if p, ok := at(e); ok {
			down = true
			l.Push(true, p)
		}
	})
	on("pointerup", func(e js.Value) {
		if e.Get("button").Int() != 0 || !e.Get("isPrimary").Bool() || !down {
			return
		}
		down = false
		if p, ok := at(e); ok {
			l.Push(false, p)
		} else {
			l.Cancel() // released off the canvas: nothing is pressed
		}
	})
	on("pointercancel", func(e js.Value) {
		if e.Get("isPrimary").Bool() && down {
			down = false
			l.Cancel()
		}
	})
}
