//go:build js && wasm && game_overpower

package main

// The worker of the overpower build (make build: -tags game_overpower): the
// engine, the bots and the same games as the page's build.
import (
	_ "overdeck/game/goofspiel" // the warm-up, in every build
	_ "overdeck/game/overpower"
)
