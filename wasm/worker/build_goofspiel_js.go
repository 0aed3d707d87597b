//go:build js && wasm && game_goofspiel

package main

// The worker of the goofspiel build (make build: -tags game_goofspiel): the
// engine, the bots and the same games as the page's build.
import (
	_ "overdeck/game/goofspiel"
)
