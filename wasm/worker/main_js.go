//go:build js && wasm

package main

import "overdeck/wasm/thinker"

func main() {
	thinker.Serve()
	select {} // serve calls until the worker is closed
}
