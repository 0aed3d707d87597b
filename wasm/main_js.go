//go:build js && wasm

package main

import (
	"syscall/js"

	"github.com/hajimehoshi/ebiten/v2"

	"overdeck/render"
	"overdeck/render/kit"
	"overdeck/render/platform"
	"overdeck/render/shell"
	"overdeck/wasm/thinker"
)

func main() {
	g := js.Global()
	if g.Get("overdeckThinkOnly").Truthy() {
		// site/think.js runs this page build in the computer's Web Worker
		// (a build whose worker is the page itself: no think-<id>.wasm to
		// fetch): serve its searches, draw nothing.
		thinker.Serve()
		select {}
	}
	mark("main") // the Go runtime and every package's init have run
	var ids []string
	for _, playable := range kit.Playable() {
		ids = append(ids, playable.ID)
	}
	launch := platform.ParseLaunch(g.Get("location").Get("search").String(), ids)
	app := render.NewApp(newPageHost(), launch)
	exposeAPI(app)
	latch := new(shell.Latch)
	latchPointers(latch)
	app.UseLatch(latch)
	startMirror(app)

	mark("app") // the shell has opened what the address asks for
	ebiten.SetWindowTitle("Overdeck")
	ebiten.SetWindowSize(g.Get("innerWidth").Int(), g.Get("innerHeight").Int())
	if err := ebiten.RunGame(app); err != nil {
		// The loader (site/app.js) shows this when the program ends.
		g.Set("overdeckError", err.Error())
	}
}

// mark notes that a step of starting ends, as the loader (site/app.js)
// does for its own: performance.mark "overdeck:<step>", for make bench.
func mark(step string) {
	if p := js.Global().Get("performance"); p.Truthy() && p.Get("mark").Truthy() {
		p.Call("mark", "overdeck:"+step)
	}
}
