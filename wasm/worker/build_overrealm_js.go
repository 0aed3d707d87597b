//go:build js && wasm && game_overrealm

package main

// The worker of the overrealm build (make build: -tags game_overrealm): the
// engine, the bots and the same games as the page's build.
import (
	_ "overdeck/game/goofspiel" // the warm-up, in every build
	_ "overdeck/game/overrealm"
)
