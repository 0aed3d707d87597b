//go:build js && wasm && game_overrealm

package main

// The page build of overrealm (make build: -tags game_overrealm): the shell and
// this game's rules and table, with the Goofspiel warm-up; the landing page and the shell
// open another game's own build (overdeck-<id>.wasm).
import (
	_ "overdeck/game/goofspiel" // the warm-up, in every build
	_ "overdeck/game/overrealm"
	_ "overdeck/render/goofspiel"
	_ "overdeck/render/overrealm"
)

// buildName names this build's files: overdeck-overrealm.wasm, and
// think-overrealm.wasm, the worker its computer thinks in.
const buildName = "overrealm"
