//go:build js && wasm && game_multiverse

package main

// The page build of multiverse (make build: -tags game_multiverse): the shell and
// this game's rules and table, with the Goofspiel warm-up; the landing page and the shell
// open another game's own build (overdeck-<id>.wasm).
import (
	_ "overdeck/game/goofspiel" // the warm-up, in every build
	_ "overdeck/game/multiverse"
	_ "overdeck/render/goofspiel"
	_ "overdeck/render/multiverse"
)

// buildName names this build's files: overdeck-multiverse.wasm, and
// think-multiverse.wasm, the worker its computer thinks in.
const buildName = "multiverse"
