//go:build js && wasm

package main

import (
	"net/url"
	"syscall/js"
)

// OpenBuild implements platform.Host: it leaves this page for the build
// that plays game (overdeck-<game>.wasm), which the loader (site/app.js)
// picks from the address's build parameter. What that build shows first
// the shell has left in storage (shell.HandoffKey).
func (h *pageHost) OpenBuild(game string) {
	js.Global().Get("location").Call("assign", "./?build="+url.QueryEscape(game))
}
