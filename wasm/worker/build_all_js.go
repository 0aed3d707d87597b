//go:build js && wasm && !game_goofspiel && !game_multiverse && !game_overpower && !game_overrealm && !game_overwatch

package main

// Without a game_<id> build tag the worker holds every game (see the
// page's build_all_js.go); make build makes one per game.
import (
	_ "overdeck/game/goofspiel"
	_ "overdeck/game/multiverse"
	_ "overdeck/game/overpower"
	_ "overdeck/game/overrealm"
	_ "overdeck/game/overwatch"
)
