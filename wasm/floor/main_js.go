//go:build js && wasm

// Command floor is the least a page drawn with Ebiten does before its first
// interactive frame: the Go runtime and Ebiten's start (its package init
// compiles its built-in shaders), the game loop's first tick, and one frame
// with a word on it. It has no game, no shell and no font of Overdeck's.
//
// make bench (site/test/load-time.js) serves it in Overdeck's own loader,
// as the Goofspiel build of a copy of the site, and times its first visits
// in turn with each game's build and the all-games baseline: what every
// build pays whatever Overdeck does, against which each game's start is
// read. Like main (package wasm) it marks performance "overdeck:main" once
// the runtime and init have run, and dispatches "overdeck" with
// "overdeck:ready" at its first frame; window.overdeck.status() then
// reports it ready.
package main

import (
	"image/color"
	"syscall/js"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/ebitenutil"
)

// page is the whole program: a backdrop and a word.
type page struct{ drawn bool }

func (p *page) Update() error { return nil }

func (p *page) Draw(screen *ebiten.Image) {
	screen.Fill(color.RGBA{0x1d, 0x2b, 0x3a, 0xff})
	ebitenutil.DebugPrint(screen, "Play")
	if p.drawn {
		return
	}
	p.drawn = true
	g := js.Global()
	status := js.FuncOf(func(js.Value, []js.Value) any { return map[string]any{"ready": true} })
	g.Set("overdeck", map[string]any{"status": status})
	detail := map[string]any{"type": "overdeck:ready"}
	g.Call("dispatchEvent", g.Get("CustomEvent").New("overdeck", map[string]any{"detail": detail}))
}

func (p *page) Layout(w, h int) (int, int) { return w, h }

func main() {
	if perf := js.Global().Get("performance"); perf.Truthy() {
		perf.Call("mark", "overdeck:main")
	}
	if err := ebiten.RunGame(&page{}); err != nil {
		js.Global().Set("overdeckError", err.Error())
	}
}
