//go:build js && wasm && game_overpower

package main

// The page build of overpower (make build: -tags game_overpower): the shell and
// this game's rules and table, with the Goofspiel warm-up; the landing page and the shell
// open another game's own build (overdeck-<id>.wasm).
import (
	_ "overdeck/game/goofspiel" // the warm-up, in every build
	_ "overdeck/game/overpower"
	_ "overdeck/render/goofspiel"
	_ "overdeck/render/overpower"
)

// buildName names this build's files: overdeck-overpower.wasm, and
// think-overpower.wasm, the worker its computer thinks in.
const buildName = "overpower"
