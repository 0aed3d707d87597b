//go:build js && wasm

// Command worker is the computer player of Overdeck on its own thread: the
// engine, the games and the bots, without Ebiten or anything that draws,
// compiled to think-<id>.wasm for each game's build (-tags game_<id>, the
// same games as the page's build) and run by site/think.js in a Web Worker. The
// page (package wasm) sends it a seat's view as msgp bytes with the bot to
// play (game, level, seed, time cap); it answers with the key of the
// chosen action, reporting how far the search has gone on the way. It
// chooses exactly as engine/ai does on the page's thread, with a whole
// core to itself, while the page keeps drawing.
//
// Build it with
//
//	GOOS=js GOARCH=wasm go build -tags game_overrealm -trimpath -ldflags='-s -w' -o build/site/think-overrealm.wasm ./wasm/worker
//
// (make build does).
package main
