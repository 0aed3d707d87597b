//go:build js && wasm && game_overwatch

package main

// The page build of overwatch (make build: -tags game_overwatch): the shell and
// this game's rules and table, with the Goofspiel warm-up; the landing page and the shell
// open another game's own build (overdeck-<id>.wasm).
import (
	_ "overdeck/game/goofspiel" // the warm-up, in every build
	_ "overdeck/game/overwatch"
	_ "overdeck/render/goofspiel"
	_ "overdeck/render/overwatch"
)

// buildName names this build's files: overdeck-overwatch.wasm, and
// think-overwatch.wasm, the worker its computer thinks in.
const buildName = "overwatch"
