//go:build js && wasm && game_multiverse

package main

// The worker of the multiverse build (make build: -tags game_multiverse): the
// engine, the bots and the same games as the page's build.
import (
	_ "overdeck/game/goofspiel" // the warm-up, in every build
	_ "overdeck/game/multiverse"
)
