package main

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"html"
	"net/url"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"overdeck/engine"
	"overdeck/render/kit"
)

// CSP is the Content-Security-Policy of every page: nothing but the site's
// own files. 'wasm-unsafe-eval' lets the page (and the computer's Web
// Worker, think.js) compile WebAssembly and nothing else; worker-src lets
// the page start that worker from the site's own think.js; Ebiten draws
// with WebGL and sets styles through the CSSOM, which need no further
// permission.
const CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; worker-src 'self'; " +
	"object-src 'none'; base-uri 'none'; form-action 'none'"

// Facts are what the build knows that the pages do not.
type Facts struct {
	Games []*engine.Game
	// PageBytes is the size of each game's page wasm, by game id.
	PageBytes map[string]int64
	// PageThinks holds the games whose computer thinks in the page's own
	// wasm, run by site/think.js in the Web Worker: their build has no
	// think-<id>.wasm.
	PageThinks map[string]bool
	Version    string
}

// PageFile and WorkerFile name the page's wasm and its worker's wasm of
// game id's build.
func PageFile(id string) string   { return "overdeck-" + id + ".wasm" }
func WorkerFile(id string) string { return "think-" + id + ".wasm" }

// BuildFiles are the wasm files of every game's build: its page's, and
// its worker's unless pageThinks holds the game (its page is its worker).
func BuildFiles(games []*engine.Game, pageThinks map[string]bool) []string {
	var out []string
	for _, g := range games {
		out = append(out, PageFile(g.ID))
		if !pageThinks[g.ID] {
			out = append(out, WorkerFile(g.ID))
		}
	}
	return out
}

// buildBytes is the loader's table of builds (the overdeck-builds meta):
// "goofspiel:13130000:2 multiverse:…:1 overpower:…:2:page …": each game's
// id, the raw size of its page wasm (for the progress bar), its seats (a
// one-player game's "computer" mode needs no computer's thread) and, when
// the page's wasm is its computer's too, "page" (the loader then hands the
// worker the page's compiled module).
func buildBytes(f Facts) string {
	parts := make([]string, len(f.Games))
	for i, g := range f.Games {
		parts[i] = g.ID + ":" + strconv.FormatInt(f.PageBytes[g.ID], 10) + ":" + strconv.Itoa(g.Seats)
		if f.PageThinks[g.ID] {
			parts[i] += ":page"
		}
	}
	return strings.Join(parts, " ")
}

// buildFiles lists the builds' files as JavaScript strings, for the
// service worker.
func buildFiles(f Facts) string {
	names := BuildFiles(f.Games, f.PageThinks)
	for i, n := range names {
		names[i] = strconv.Quote(n)
	}
	return strings.Join(names, ", ")
}

// placeholder matches a build-time placeholder such as @GAMES@.
var placeholder = regexp.MustCompile(`@[A-Z_]+@`)

// Fill replaces the placeholders in a page. It returns an error naming any
// placeholder it does not know, so a typo fails the build.
func Fill(page string, f Facts) (string, error) {
	r := strings.NewReplacer(
		"@CSP@", html.EscapeString(CSP),
		"@BUILD_BYTES@", buildBytes(f),
		"@BUILD_FILES@", buildFiles(f),
		"@VERSION@", f.Version,
		"@GAMES@", GameList(f.Games),
		"@GAME_IDS@", gameIDs(f.Games),
	)
	out := r.Replace(page)
	out = laterPara.ReplaceAllLiteralString(out, `<p class="later">`+html.EscapeString(Later(f.Games))+`</p>`)
	if left := placeholder.FindString(out); left != "" {
		return "", fmt.Errorf("stamp: unknown placeholder %s", left)
	}
	return out, nil
}

// Planned are the names of the games Overdeck is to offer, in the order
// the landing page names them.
var Planned = []string{"OverRealm", "Overwatch Card Game", "OverPower", "Against the Multiverse"}

// laterPara is the landing page's paragraph on the games still being built.
var laterPara = regexp.MustCompile(`<p class="later">[^<]*</p>`)

// Later says which planned games are not playable yet: "OverPower and
// Against the Multiverse are being built and are not playable yet." Fill
// writes it into the page's <p class="later"> paragraph, so the page never
// calls a game that the build includes "not playable".
func Later(games []*engine.Game) string {
	var left []string
	for _, name := range Planned {
		playable := false
		for _, g := range games {
			playable = playable || g.Name == name
		}
		if !playable {
			left = append(left, name)
		}
	}
	switch len(left) {
	case 0:
		return "Every planned game is playable."
	case 1:
		return left[0] + " is being built and is not playable yet."
	}
	return strings.Join(left[:len(left)-1], ", ") + " and " + left[len(left)-1] + " are being built and are not playable yet."
}

// GameList renders the landing page's list items, one per game: name,
// blurb and links that start it for two players or against the computer,
// or, for a one-player game, to play it or watch the computer play it.
func GameList(games []*engine.Game) string {
	var b strings.Builder
	for _, g := range games {
		name := html.EscapeString(g.Name)
		q := url.QueryEscape(g.ID)
		tag := ""
		if g.Test {
			tag = ` <span class="tag">warm-up</span>`
		}
		fmt.Fprintf(&b, "      <li id=\"game-%s\">\n", html.EscapeString(g.ID))
		fmt.Fprintf(&b, "        <h3>%s%s</h3>\n", name, tag)
		fmt.Fprintf(&b, "        <p>%s</p>\n", html.EscapeString(g.Blurb))
		b.WriteString("        <p class=\"actions\">")
		if g.Seats == 1 {
			soloLinks(&b, g)
			fmt.Fprintf(&b, "<a class=\"button\" href=\"?game=%s&amp;mode=watch&amp;level=normal\" data-launch aria-label=\"Watch the computer play %s\">Watch the computer play</a>", q, name)
			b.WriteString("</p>\n      </li>\n")
			continue
		}
		fmt.Fprintf(&b, "<a class=\"button\" href=\"?game=%s&amp;mode=hotseat\" data-launch aria-label=\"Play %s: two players on this device\">Two players</a> ", q, name)
		// Against the computer at the level the player picks here.
		b.WriteString("<span class=\"levels\">Against the computer:")
		for _, l := range [...]string{"Easy", "Normal", "Hard"} {
			fmt.Fprintf(&b, " <a class=\"button\" href=\"?game=%s&amp;mode=computer&amp;level=%s\" data-launch aria-label=\"Play %s against the computer, %s\">%s</a>", q, strings.ToLower(l), name, strings.ToLower(l), l)
		}
		b.WriteString("</span>")
		b.WriteString("</p>\n      </li>\n")
	}
	return strings.TrimSuffix(b.String(), "\n")
}

// soloLinks writes the links that start one-player game g: one per
// difficulty when its table names them (kit.Record's option), as a
// two-player game offers the computer's levels, else one "Play".
func soloLinks(b *strings.Builder, g *engine.Game) {
	name, q := html.EscapeString(g.Name), url.QueryEscape(g.ID)
	k, _ := kit.Lookup(g.ID)
	var levels []kit.Choice
	key := ""
	if k.Record != nil {
		for _, o := range k.Options {
			if o.Key == k.Record.Option {
				levels, key = o.Choices, o.Key
			}
		}
	}
	if len(levels) == 0 {
		fmt.Fprintf(b, "<a class=\"button\" href=\"?game=%s&amp;mode=computer\" data-launch aria-label=\"Play %s: one player\">Play</a> ", q, name)
		return
	}
	b.WriteString("<span class=\"levels\">Play:")
	for _, c := range levels {
		short, _, _ := strings.Cut(c.Label, ":")
		fmt.Fprintf(b, " <a class=\"button\" href=\"?game=%s&amp;mode=computer&amp;set.%s=%s\" data-launch title=\"%s\" aria-label=\"Play %s, %s\">%s</a>",
			q, url.QueryEscape(key), url.QueryEscape(c.Value), html.EscapeString(c.Label), name, html.EscapeString(c.Label), html.EscapeString(short))
	}
	b.WriteString("</span> ")
}

// gameIDs lists the ids as inline code for the embed guide.
func gameIDs(games []*engine.Game) string {
	ids := make([]string, len(games))
	for i, g := range games {
		ids[i] = "<code>" + html.EscapeString(g.ID) + "</code>"
	}
	return strings.Join(ids, ", ")
}

// Version hashes the contents of every file, by name, into a short hex id.
func Version(files map[string][]byte) string {
	names := make([]string, 0, len(files))
	for n := range files {
		names = append(names, n)
	}
	sort.Strings(names)
	h := sha256.New()
	for _, n := range names {
		fmt.Fprintf(h, "%s\x00%d\x00", n, len(files[n]))
		h.Write(files[n])
	}
	return hex.EncodeToString(h.Sum(nil))[:16]
}

// Headers is the _headers file: the policy on every response, and no
// caching surprises: browsers revalidate every file (the service worker
// keeps the offline copy), so a new build is never half old.
func Headers() string {
	return "/*\n" +
		"  Content-Security-Policy: " + CSP + "\n" +
		"  X-Content-Type-Options: nosniff\n" +
		"  Referrer-Policy: no-referrer\n" +
		"  Cache-Control: no-cache\n"
}
