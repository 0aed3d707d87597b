//go:build js && wasm

package main

import (
	"syscall/js"

	"github.com/hajimehoshi/ebiten/v2"

	"overdeck/render"
	"overdeck/render/kit"
	"overdeck/render/platform"
	"overdeck/render/shell"
)

func main() {
	g := js.Global()
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

	ebiten.SetWindowTitle("Overdeck")
	ebiten.SetWindowSize(g.Get("innerWidth").Int(), g.Get("innerHeight").Int())
	if err := ebiten.RunGame(app); err != nil {
		// The loader (site/app.js) shows this when the program ends.
		g.Set("overdeckError", err.Error())
	}
}
