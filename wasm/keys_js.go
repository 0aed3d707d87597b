//go:build js && wasm

package main

import "syscall/js"

// releaseTab keeps the canvas from trapping keyboard users. Ebiten calls
// preventDefault on every key that reaches its canvas, Tab included, so a
// keyboard user who lands on the canvas could never Tab away from it. This
// listener sees Tab first (capture phase, on the window) and, when the
// canvas has focus, keeps it from Ebiten and moves focus to the first (or,
// with Shift, the last) enabled button of the mirror layer; from there the
// browser's own Tab order goes on, out of the page too. Arrow keys, Enter
// and Escape still reach the game.
func releaseTab(layer js.Value) js.Func {
	f := js.FuncOf(func(_ js.Value, args []js.Value) any {
		e := args[0]
		if e.Get("key").String() != "Tab" {
			return nil
		}
		active := js.Global().Get("document").Get("activeElement")
		if !active.Truthy() || active.Get("tagName").String() != "CANVAS" {
			return nil
		}
		e.Call("stopImmediatePropagation")
		buttons := layer.Call("querySelectorAll", "button:not([disabled])")
		if n := buttons.Length(); n > 0 {
			e.Call("preventDefault")
			i := 0
			if e.Get("shiftKey").Bool() {
				i = n - 1
			}
			buttons.Index(i).Call("focus")
		}
		return nil
	})
	js.Global().Call("addEventListener", "keydown", f, map[string]any{"capture": true})
	return f
}
