//go:build js && wasm && !game_goofspiel && !game_multiverse && !game_overpower && !game_overrealm && !game_overwatch

package main

// Without a game_<id> build tag the page holds every game: what go vet
// and a local experiment build; make build makes one build per game
// (build_<id>_js.go) and never ships this one.
import (
	_ "overdeck/game/goofspiel"
	_ "overdeck/game/multiverse"
	_ "overdeck/game/overpower"
	_ "overdeck/game/overrealm"
	_ "overdeck/game/overwatch"
	_ "overdeck/render/goofspiel"
	_ "overdeck/render/multiverse"
	_ "overdeck/render/overpower"
	_ "overdeck/render/overrealm"
	_ "overdeck/render/overwatch"
)

// buildName names this build's files: think-all.wasm is its worker.
const buildName = "all"
