package main

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"overdeck/render/kit"
)

// pages are the site's own files, copied from -src; the .html files and
// sw.js have placeholders filled.
var pages = []string{
	"index.html", "embed.html", "app.js", "think.js", "style.css", "sw.js",
	"icon.svg", "manifest.webmanifest",
}

// built are files the build has already put in -out and that the
// version covers: besides these, each game's build (BuildFiles).
var built = []string{"wasm_exec.js"}

func main() {
	src := flag.String("src", "site", "folder holding the site's pages")
	out := flag.String("out", "build/site", "folder the site is built in; must already hold each game's overdeck-<id>.wasm and think-<id>.wasm (but those of -page-thinks), and wasm_exec.js")
	pageThinks := flag.String("page-thinks", "", "space-separated ids of the games whose computer thinks in the page's own wasm (no think-<id>.wasm)")
	flag.Parse()
	if err := stamp(*src, *out, strings.Fields(*pageThinks)); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

// stamp writes the filled pages and _headers into out; pageThinks names
// the games whose page wasm is their computer's too. It returns an error
// when a file is missing or pageThinks names a game the site lacks.
func stamp(src, out string, pageThinks []string) error {
	files := map[string][]byte{}
	games := kit.Playable()
	facts := Facts{Games: games, PageBytes: map[string]int64{}, PageThinks: map[string]bool{}}
	for _, id := range pageThinks {
		if _, ok := kit.Lookup(id); !ok {
			return fmt.Errorf("stamp: -page-thinks names %q, which is no game of the site", id)
		}
		facts.PageThinks[id] = true
	}
	for _, name := range append(BuildFiles(games, facts.PageThinks), built...) {
		b, err := os.ReadFile(filepath.Join(out, name))
		if err != nil {
			return fmt.Errorf("stamp: %w", err)
		}
		files[name] = b
	}
	for _, g := range games {
		facts.PageBytes[g.ID] = int64(len(files[PageFile(g.ID)]))
	}
	// Every page but sw.js first, then the version over all of them.
	for _, name := range pages {
		if name == "sw.js" {
			continue
		}
		b, err := load(src, name, facts)
		if err != nil {
			return err
		}
		files[name] = b
	}
	facts.Version = Version(files)
	sw, err := load(src, "sw.js", facts)
	if err != nil {
		return err
	}
	files["sw.js"] = sw
	files["_headers"] = []byte(Headers())
	for _, name := range append(pages, "_headers") {
		if err := writeIfChanged(filepath.Join(out, name), files[name]); err != nil {
			return err
		}
	}
	fmt.Printf("stamp: %d games, each its own build, version %s\n", len(games), facts.Version)
	return nil
}

// load reads one page and fills its placeholders when it has any.
func load(src, name string, f Facts) ([]byte, error) {
	b, err := os.ReadFile(filepath.Join(src, name))
	if err != nil {
		return nil, fmt.Errorf("stamp: %w", err)
	}
	if !strings.HasSuffix(name, ".html") && name != "sw.js" {
		return b, nil
	}
	s, err := Fill(string(b), f)
	if err != nil {
		return nil, fmt.Errorf("stamp: %s: %w", name, err)
	}
	return []byte(s), nil
}

// writeIfChanged writes b to p unless p holds b already, so an unchanged
// file keeps its time and its compressed copies stay valid.
func writeIfChanged(p string, b []byte) error {
	if old, err := os.ReadFile(p); err == nil && bytes.Equal(old, b) {
		return nil
	}
	if err := os.WriteFile(p, b, 0o644); err != nil {
		return fmt.Errorf("stamp: %w", err)
	}
	return nil
}
