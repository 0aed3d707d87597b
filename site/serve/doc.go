// Command serve serves the built site (build/site) on 127.0.0.1 for
// `make run` and the browser tests: the right MIME types (application/wasm
// for the engine), the precompressed .br or .gz copy of a file when the
// browser accepts it, and the headers listed in the site's _headers file
// (the Content-Security-Policy, no-cache revalidation). It prints the
// address it listens on as its first line of output.
//
//	go run ./site/serve                 # port 8080, or the next free one
//	go run ./site/serve -port 0         # any free port
//	go run ./site/serve -dir build/site -port 9000
package main
