package main

// The games the landing page lists: the same game and table packages as
// the wasm main imports (make test compares the two lists), so the page
// names exactly the games that have a table (kit.Playable).
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
