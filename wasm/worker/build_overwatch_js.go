//go:build js && wasm && game_overwatch

package main

// The worker of the overwatch build (make build: -tags game_overwatch): the
// engine, the bots and the same games as the page's build.
import (
	_ "overdeck/game/goofspiel" // the warm-up, in every build
	_ "overdeck/game/overwatch"
)
