//go:build js && wasm && game_goofspiel

package main

// The page build of goofspiel (make build: -tags game_goofspiel): the shell and
// this game's rules and table; the landing page and the shell
// open another game's own build (overdeck-<id>.wasm).
import (
	_ "overdeck/game/goofspiel"
	_ "overdeck/render/goofspiel"
)

// buildName names this build's files: overdeck-goofspiel.wasm, and
// think-goofspiel.wasm, the worker its computer thinks in.
const buildName = "goofspiel"
