package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"overdeck/engine"
	"overdeck/game/multiverse"
	"overdeck/render/kit"
)

var testGames = []*engine.Game{
	{ID: "goofspiel", Name: "Goofspiel", Blurb: "Bids & prizes.", Test: true},
	{ID: "overrealm", Name: "OverRealm <2>", Blurb: "Realms."},
	{ID: "solo", Name: "Solo", Blurb: "Alone.", Seats: 1},
}

func TestFill(t *testing.T) {
	page := `<meta content="@CSP@"><meta content="@BUILD_BYTES@"><ul>@GAMES@</ul>@GAME_IDS@ v@VERSION@ [@BUILD_FILES@]`
	got, err := Fill(page, Facts{Games: testGames, PageBytes: map[string]int64{"goofspiel": 1234, "overrealm": 5, "solo": 67},
		PageThinks: map[string]bool{"overrealm": true}, Version: "abc"})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		`content="default-src &#39;self&#39;; script-src &#39;self&#39; &#39;wasm-unsafe-eval&#39;`,
		// OverRealm's page is its computer's worker too: it has no think wasm.
		`<meta content="goofspiel:1234:0 overrealm:5:0:page solo:67:1">`,
		`["overdeck-goofspiel.wasm", "think-goofspiel.wasm", "overdeck-overrealm.wasm", "overdeck-solo.wasm", "think-solo.wasm"]`,
		`<h3>Goofspiel <span class="tag">warm-up</span></h3>`,
		`<p>Bids &amp; prizes.</p>`,
		`<h3>OverRealm &lt;2&gt;</h3>`,
		`Against the computer: <a class="button" href="?game=goofspiel&amp;mode=computer&amp;level=easy" data-launch aria-label="Play Goofspiel against the computer, easy">Easy</a>`,
		`href="?game=goofspiel&amp;mode=computer&amp;level=hard" data-launch aria-label="Play Goofspiel against the computer, hard">Hard</a></span>`,
		`<code>goofspiel</code>, <code>overrealm</code>, <code>solo</code> vabc`,
		`href="?game=solo&amp;mode=computer" data-launch aria-label="Play Solo: one player">Play</a>`,
		`href="?game=solo&amp;mode=watch&amp;level=normal" data-launch aria-label="Watch the computer play Solo">`,
	} {
		if !strings.Contains(got, want) {
			t.Errorf("filled page lacks %s\n%s", want, got)
		}
	}
}

// TestGameListSoloLevels: the landing page offers a one-player game's
// difficulties as it offers the computer's levels, each link starting
// that level and saying what it means.
func TestGameListSoloLevels(t *testing.T) {
	g, err := engine.Lookup("multiverse")
	if err != nil {
		t.Fatal(err)
	}
	got := GameList([]*engine.Game{g})
	want := []string{`<span class="levels">Play: <a class="button" href="?game=multiverse&amp;mode=computer&amp;set.level=` + multiverse.Levels[0].Name + `" data-launch title="` + multiverse.Levels[0].Name + `: the gentlest game`,
		`Watch the computer play</a>`}
	for _, l := range multiverse.Levels[1:] {
		want = append(want, `set.level=`+l.Name+`" data-launch title="`+l.Name+`: `, `>`+l.Name+`</a>`)
	}
	for _, w := range want {
		if !strings.Contains(got, w) {
			t.Errorf("the Multiverse's entry lacks %s\n%s", w, got)
		}
	}
}

func TestFillUnknownPlaceholder(t *testing.T) {
	if _, err := Fill("x @GAMEZ@ y", Facts{}); err == nil || !strings.Contains(err.Error(), "@GAMEZ@") {
		t.Fatalf("Fill with a typo: err = %v, want one naming @GAMEZ@", err)
	}
}

func TestVersion(t *testing.T) {
	a := Version(map[string][]byte{"a": []byte("1"), "b": []byte("2")})
	if a != Version(map[string][]byte{"b": []byte("2"), "a": []byte("1")}) {
		t.Error("Version depends on map order")
	}
	if a == Version(map[string][]byte{"a": []byte("1"), "b": []byte("3")}) {
		t.Error("Version did not change with a file's contents")
	}
	if a == Version(map[string][]byte{"a": []byte("12"), "b": []byte("")}) {
		t.Error("Version did not change when bytes moved between files")
	}
	if len(a) != 16 {
		t.Errorf("Version %q is not 16 hex digits", a)
	}
}

func TestHeaders(t *testing.T) {
	h := Headers()
	if !strings.HasPrefix(h, "/*\n") || !strings.Contains(h, "  Content-Security-Policy: "+CSP+"\n") {
		t.Errorf("Headers lacks the policy:\n%s", h)
	}
}

func TestStampRealSite(t *testing.T) {
	out := t.TempDir()
	// OverPower's page is its computer's worker: no think-overpower.wasm.
	for _, name := range append(BuildFiles(kit.Playable(), map[string]bool{"overpower": true}), built...) {
		if err := os.WriteFile(filepath.Join(out, name), []byte("bytes of "+name), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := stamp("..", out, []string{"overpower"}); err != nil {
		t.Fatal(err)
	}
	for _, name := range append(pages, "_headers") {
		b, err := os.ReadFile(filepath.Join(out, name))
		if err != nil {
			t.Fatal(err)
		}
		if left := placeholder.Find(b); left != nil {
			t.Errorf("%s still holds %s", name, left)
		}
	}
	index, _ := os.ReadFile(filepath.Join(out, "index.html"))
	if !strings.Contains(string(index), `id="game-goofspiel"`) || !strings.Contains(string(index), `goofspiel:32:2 multiverse:33:1 overpower:32:2:page overrealm:32:2`) {
		t.Errorf("index.html lacks the game list or the builds' sizes")
	}
	sw, _ := os.ReadFile(filepath.Join(out, "sw.js"))
	if !strings.Contains(string(sw), `"overdeck-overwatch.wasm", "think-overwatch.wasm"`) || !strings.Contains(string(sw), `"overdeck-overpower.wasm", "overdeck-overrealm.wasm"`) {
		t.Errorf("sw.js does not list every game's build, or lists a worker wasm OverPower lacks")
	}
	if err := stamp("..", out, []string{"chess"}); err == nil || !strings.Contains(err.Error(), `"chess"`) {
		t.Errorf("stamp with a game the site lacks: err = %v, want one naming it", err)
	}
	if strings.Contains(string(index), "<script>") {
		t.Errorf("index.html holds an inline script, which the policy forbids")
	}
}

func TestLater(t *testing.T) {
	over := &engine.Game{ID: "overrealm", Name: "OverRealm"}
	for _, c := range []struct {
		games []*engine.Game
		want  string
	}{
		{nil, "OverRealm, Overwatch Card Game, OverPower and Against the Multiverse are being built and are not playable yet."},
		{[]*engine.Game{over}, "Overwatch Card Game, OverPower and Against the Multiverse are being built and are not playable yet."},
		{[]*engine.Game{over, {Name: "Overwatch Card Game"}, {Name: "OverPower"}}, "Against the Multiverse is being built and is not playable yet."},
	} {
		if got := Later(c.games); got != c.want {
			t.Errorf("Later = %q, want %q", got, c.want)
		}
	}
	page := `<ul>@GAMES@</ul><p class="later">OverRealm and others are not playable yet.</p>`
	got, err := Fill(page, Facts{Games: []*engine.Game{over}})
	if err != nil || !strings.Contains(got, `<p class="later">Overwatch Card Game, OverPower`) || strings.Contains(got, "OverRealm and others") {
		t.Errorf("Fill left the later paragraph as it was: %v\n%s", err, got)
	}
}
