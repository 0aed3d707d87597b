package shell

import (
	"errors"
	"testing"

	"overdeck/engine"
	"overdeck/engine/save"
	"overdeck/render/platform"
)

// TestDecide: the one function that opens a game resumes the game an
// address names, asks before a game in progress gives way, and never
// deals over a damaged autosave.
func TestDecide(t *testing.T) {
	g, err := engine.Lookup("goofspiel")
	if err != nil {
		t.Fatal(err)
	}
	hot := engine.Setup{}.With(OptMode, "hotseat").With(OptLevel, "normal").With("cards", "5")
	running, err := engine.NewMatch(g, hot, 7)
	if err != nil {
		t.Fatal(err)
	}
	over, _ := engine.NewMatch(g, hot, 7)
	for !over.Outcome().Over {
		for _, w := range over.Waiting() {
			if err := over.Apply(w, over.Legal(w)[0]); err != nil {
				t.Fatal(err)
			}
		}
	}
	none := save.ErrNoSave
	bad := &save.CorruptError{Key: "overdeck:auto:goofspiel", Raw: "x", Err: errors.New("bad")}
	hotLink := platform.Launch{Game: "goofspiel", Mode: "hotseat"}
	cpuLink := platform.Launch{Game: "goofspiel", Mode: "computer", Level: "hard"}
	itsAddress := platform.Launch{Game: "goofspiel", Mode: "hotseat", Seed: 7, HasSeed: true,
		Setup: []platform.SetupOption{{Key: "cards", Value: "5"}}}
	otherSeed := itsAddress
	otherSeed.Seed = 8
	otherCards := itsAddress
	otherCards.Setup = []platform.SetupOption{{Key: "cards", Value: "9"}}
	for _, c := range []struct {
		name  string
		w     way
		l     platform.Launch
		saved *engine.Match
		err   error
		want  verdict
	}{
		{"a landing link, nothing saved", byAddress, cpuLink, nil, none, dealNew},
		{"a landing link over a finished game", byAddress, cpuLink, over, nil, dealNew},
		{"a landing link of the game in progress", byAddress, hotLink, running, nil, resume},
		{"a bare game link", byAddress, platform.Launch{Game: "goofspiel"}, running, nil, resume},
		{"the reported bug: a stale link over another game", byAddress, cpuLink, running, nil, ask},
		{"the game's own address: a reload", byAddress, itsAddress, running, nil, resume},
		{"its address at its end screen", byAddress, itsAddress, over, nil, resume},
		{"a link without a seed after the end", byAddress, hotLink, over, nil, dealNew},
		{"another seed", byAddress, otherSeed, running, nil, ask},
		{"another seed after the end", byAddress, otherSeed, over, nil, dealNew},
		{"other options", byAddress, otherCards, running, nil, ask},
		{"a link over a damaged autosave", byAddress, cpuLink, nil, bad, damagedSave},
		{"a link, storage blocked", byAddress, cpuLink, nil, save.ErrBlocked, dealNew},
		{"Continue", byContinue, platform.Launch{Game: "goofspiel"}, running, nil, resume},
		{"Continue after the end", byContinue, platform.Launch{Game: "goofspiel"}, over, nil, stay},
		{"Continue with nothing saved", byContinue, platform.Launch{Game: "goofspiel"}, nil, none, stay},
		{"Continue over a damaged autosave", byContinue, platform.Launch{Game: "goofspiel"}, nil, bad, damagedSave},
		{"Start or Load over a game in progress", byChoice, platform.Launch{}, running, nil, ask},
		{"Start or Load after the end", byChoice, platform.Launch{}, over, nil, dealNew},
		{"Start or Load with nothing in progress", byChoice, platform.Launch{}, nil, nil, dealNew},
		{"Start or Load over a damaged autosave", byChoice, platform.Launch{}, nil, bad, dealNew},
	} {
		if got := decide(c.w, c.l, c.saved, c.err); got != c.want {
			t.Errorf("%s: decide = %d, want %d", c.name, got, c.want)
		}
	}
}

// TestLaunchOf_NamesTheGameOnScreen: the address of a match names its
// game, mode, level, seed and the options that are not the default, and
// deals that match afresh on another device.
func TestLaunchOf_NamesTheGameOnScreen(t *testing.T) {
	g, _ := engine.Lookup("goofspiel")
	for _, c := range []struct {
		setup engine.Setup
		want  string
	}{
		{engine.Setup{}.With(OptMode, "computer").With(OptLevel, "hard").With("cards", "13"), "?game=goofspiel&mode=computer&level=hard&seed=9"},
		{engine.Setup{}.With(OptMode, "hotseat").With(OptLevel, "easy").With("cards", "5"), "?game=goofspiel&mode=hotseat&seed=9&set.cards=5"},
	} {
		setup, want := c.setup, c.want
		m, err := engine.NewMatch(g, setup, 9)
		if err != nil {
			t.Fatal(err)
		}
		if got := launchOf(m).Query(); got != want {
			t.Errorf("launchOf = %q, want %q", got, want)
		}
	}
}
