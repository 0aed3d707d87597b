//go:build js && wasm

// Package thinker is the computer player's entry in a Web Worker: it sets
// overdeckThink, which site/think.js calls with a seat's view and the bot
// to play. The worker's own build (think-<id>.wasm, package
// overdeck/wasm/worker) serves it; so does a page build run in the worker
// (package overdeck/wasm, when think.js marks the worker's global scope
// with overdeckThinkOnly), which then holds the only copy of the rules a
// first visit fetches.
package thinker

import (
	"fmt"
	"strconv"
	"syscall/js"
	"time"

	"overdeck/engine"
	"overdeck/engine/ai"
)

// progressEvery is how often the search reports how far it has gone.
const progressEvery = 50 * time.Millisecond

// Serve sets overdeckThink(game, level, seed, timeMs, view, progress),
// which returns {key} or {error}: seed is a decimal string (a uint64 does
// not fit a JavaScript number), view a Uint8Array, progress a function
// called with a number from 0 to 1. The caller then keeps the program
// running (select {}) to serve calls until the worker is closed.
func Serve() {
	js.Global().Set("overdeckThink", js.FuncOf(func(_ js.Value, args []js.Value) any {
		out := js.Global().Get("Object").New()
		key, err := think(args)
		if err != nil {
			out.Set("error", err.Error())
		} else {
			out.Set("key", key)
		}
		return out
	}))
}

// think runs one search from the arguments of overdeckThink.
func think(args []js.Value) (string, error) {
	if len(args) < 5 {
		return "", fmt.Errorf("think: want game, level, seed, timeMs, view: got %d arguments", len(args))
	}
	g, err := engine.Lookup(args[0].String())
	if err != nil {
		return "", err
	}
	level, err := ai.ParseLevel(args[1].String())
	if err != nil {
		return "", err
	}
	seed, err := strconv.ParseUint(args[2].String(), 10, 64)
	if err != nil {
		return "", fmt.Errorf("think: seed: %w", err)
	}
	view := make([]byte, args[4].Get("length").Int())
	js.CopyBytesToGo(view, args[4])
	v, err := engine.DecodeSeatView(g, view)
	if err != nil {
		return "", err
	}
	bot := ai.For(level, g, seed)
	bot.Time = time.Duration(args[3].Float() * float64(time.Millisecond))
	var progress js.Value
	if len(args) > 5 && args[5].Type() == js.TypeFunction {
		progress = args[5]
	}
	th := bot.Start(v)
	for !th.Step(progressEvery) {
		if progress.Truthy() {
			progress.Invoke(th.Stats().Done)
		}
	}
	a := th.Choice()
	if a == nil {
		return "", fmt.Errorf("think: %s has nothing to choose", v.Seat)
	}
	return a.Key(), nil
}
