//go:build js && wasm

// Command wasm is Overdeck in the browser: the js/wasm main that ties the
// game (package render) to the page. It reads the URL parameters
// (?game=…&mode=…&level=…&seed=…), gives the game a platform.Host backed
// by the page (localStorage, file downloads and uploads, postMessage to
// the embedding page), exposes window.overdeck = {status(), press(id)}
// and keeps the accessible mirror: real, labelled <button>s laid over the
// canvas where the game draws its buttons.
//
// Build it with
//
//	GOOS=js GOARCH=wasm go build -trimpath -ldflags='-s -w' -o build/site/overdeck.wasm ./wasm
//
// and load it with site/app.js (make build does both).
package main
