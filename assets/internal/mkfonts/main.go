// Command mkfonts writes Overdeck's two fonts, fonts/goregular.ttf and
// fonts/gobold.ttf, from the Go fonts of golang.org/x/image (the version
// go.mod names) cut down by package subset to the runes subset.Keep keeps.
// Run it through go generate in package assets:
//
//	go generate ./assets
//
// The assets tests fail when the committed files differ from what it makes.
package main

import (
	"fmt"
	"os"
	"path/filepath"

	"overdeck/assets/internal/subset"

	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
)

func main() {
	dir := "fonts"
	if len(os.Args) > 1 {
		dir = os.Args[1]
	}
	for name, ttf := range map[string][]byte{"goregular.ttf": goregular.TTF, "gobold.ttf": gobold.TTF} {
		small, err := subset.Font(ttf, subset.Keep)
		if err == nil {
			err = os.WriteFile(filepath.Join(dir, name), small, 0o644)
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, "mkfonts:", err)
			os.Exit(1)
		}
		fmt.Printf("mkfonts: %s %d bytes (from %d)\n", name, len(small), len(ttf))
	}
}
