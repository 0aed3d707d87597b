//go:build js && wasm

package main

import (
	"syscall/js"

	"overdeck/render/platform"
)

// game is what the page needs of the running app (*render.App).
type game interface {
	Status() platform.Status
	Buttons() []platform.Button
	Screen() (platform.Status, []platform.Button)
	Press(id string) bool
}

// exposeAPI sets window.overdeck = {status(), drawn(), screen(), press(id)}: status returns
// a plain object {ready, scene, game, mode, toAct, outcome, message};
// press presses a button by id and returns whether such an enabled button
// was on screen.
func exposeAPI(g game) {
	api := js.Global().Get("Object").New()
	api.Set("status", js.FuncOf(func(js.Value, []js.Value) any {
		return statusObject(g.Status())
	}))
	// drawn() is Status.Drawn, apart from status() so that a status
	// compared before and after stays the same while nothing happens.
	api.Set("drawn", js.FuncOf(func(js.Value, []js.Value) any {
		return g.Status().Drawn
	}))
	// screen() is {status, buttons} read together, so that a test never
	// pairs a scene with the buttons of the frame before or after it (the
	// mirror's layer follows the game one animation frame later).
	api.Set("screen", js.FuncOf(func(js.Value, []js.Value) any {
		return screenObject(g)
	}))
	api.Set("press", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) < 1 || args[0].Type() != js.TypeString {
			return false
		}
		return g.Press(args[0].String())
	}))
	js.Global().Set("overdeck", api)
}

// statusObject builds the JavaScript object of a Status.
func statusObject(s platform.Status) js.Value {
	o := js.Global().Get("Object").New()
	o.Set("ready", s.Ready)
	o.Set("scene", s.Scene)
	o.Set("game", s.Game)
	o.Set("mode", s.Mode)
	o.Set("toAct", intArray(s.ToAct))
	o.Set("outcome", s.Outcome)
	o.Set("message", s.Message)
	o.Set("thinking", s.Thinking)
	o.Set("botMoves", intArray(s.BotMoves))
	o.Set("offThread", s.OffThread)
	o.Set("moves", s.Moves)
	o.Set("longestSlice", s.LongestSlice)
	o.Set("slices", s.Slices)
	o.Set("slicesOverFrame", s.SlicesOverFrame)
	o.Set("moving", s.Moving)
	c := js.Global().Get("Object").New()
	c.Set("on", s.Coach.On)
	c.Set("step", s.Coach.Step)
	c.Set("target", s.Coach.Target)
	o.Set("coach", c)
	return o
}

// screenObject is {status, buttons}: the status and the last frame's
// buttons ({id, label, on}), read under one lock of the game.
func screenObject(g game) js.Value {
	st, bs := g.Screen()
	list := js.Global().Get("Array").New(len(bs))
	for i, b := range bs {
		o := js.Global().Get("Object").New()
		o.Set("id", b.ID)
		o.Set("label", b.Label)
		o.Set("on", b.Enabled)
		list.SetIndex(i, o)
	}
	o := js.Global().Get("Object").New()
	o.Set("status", statusObject(st))
	o.Set("buttons", list)
	return o
}
