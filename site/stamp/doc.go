// Command stamp builds the static site: it copies the pages under site/ to
// the output folder and fills in what is only known at build time — the
// list of playable games (the engine's games that have a table kit, so
// the landing page never names a game that does not run), the Content-Security-Policy, the
// size of the uncompressed wasm (for the loader's progress bar) and a
// version hash of every file (so the service worker replaces its cache
// when anything changed). It also writes _headers, the response headers in
// the format static hosts read, which site/serve sends too.
//
// It must import the same game packages as package wasm's main; `make test`
// checks that the two lists agree.
//
//	go run ./site/stamp -src site -out build/site
package main
