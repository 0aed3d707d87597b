//go:build js && wasm

// Command wasm is Overdeck in the browser: the js/wasm main that ties the
// game (package render) to the page. It reads the URL parameters
// (?game=…&mode=…&level=…&seed=…), gives the game a platform.Host backed
// by the page (localStorage, file downloads and uploads, postMessage to
// the embedding page), exposes window.overdeck = {status(), press(id)}
// and keeps the accessible mirror: real, labelled <button>s laid over the
// canvas where the game draws its buttons.
//
// Each game is a build of its own, chosen by a build tag (build_<id>_js.go):
//
//	GOOS=js GOARCH=wasm go build -tags game_overrealm -trimpath -ldflags='-s -w' -o build/site/overdeck-overrealm.wasm ./wasm
//
// loaded by site/app.js (make build makes every game's). Without a tag it
// holds every game. A build listed in the Makefile's PAGE_THINKS is its
// computer's worker too: site/think.js runs the page's compiled module in
// the Web Worker with overdeckThinkOnly set, and main then serves the
// searches (package wasm/thinker) instead of the game.
package main
