package shell

import (
	"slices"
	"strconv"
	"strings"

	"overdeck/engine"
	"overdeck/render/kit"
	"overdeck/render/platform"
)

// This file holds how every way into a game opens it: decide, the one
// function that chooses between resuming, dealing anew and asking, and
// the address that follows the game on screen (platform.Host.ShowLaunch).

// way is how a player comes to a game.
type way int

const (
	// byAddress: the page's address names a game: a landing-page link, an
	// embed's src, a bookmark, a shared link, or a reload (the address
	// follows the game on screen, so a reload names the game it showed).
	byAddress way = iota
	// byContinue: Continue, or an address that names no game ("?play"):
	// the last game played, when it is unfinished.
	byContinue
	// byChoice: a game the player chose on this screen: the setup
	// screen's Start, Rematch, a saved slot, an imported file.
	byChoice
)

// verdict is what decide answers.
type verdict int

const (
	stay        verdict = iota // nothing to open: the screen stays as it is
	resume                     // open the autosave: it is the game asked for
	dealNew                    // open the game asked for: no game in progress gives way
	ask                        // a game in progress would give way: ask first
	damagedSave                // the autosave cannot be read: say so, keep it
)

// decide is the one place where the shell decides how a way into a game
// opens. saved and err are the game in progress that the way finds, as
// saves.resume returns it: for byAddress and byContinue the autosave of
// l.Game, for byChoice the game in progress that the chosen one would take
// the place of (on screen, or the one Continue resumes). l is what an
// address asks for (byAddress only; see wanted): its game, and the mode,
// level, seed and options it names, each matching any when it names none.
//
//   - byContinue resumes an unfinished game and otherwise leaves the title
//     screen up.
//   - byChoice opens the chosen game at once when no game is in progress,
//     and asks first when one is (it is lost unless saved).
//   - byAddress resumes the autosave when it is the game the address asks
//     for: unfinished, or finished when the address names its seed (the
//     end screen of a game the address showed); it deals a new game when
//     there is no unfinished game of l.Game, and asks when there is one
//     the address does not name (a landing link followed in the middle of
//     another game of the same kind).
//
// A damaged autosave is never dealt over by an address or Continue
// (damagedSave); a chosen game goes ahead, the damaged save being kept
// aside by the save library.
func decide(w way, l platform.Launch, saved *engine.Match, err error) verdict {
	if _, _, bad := corrupt(err); bad && w != byChoice {
		return damagedSave
	}
	found := err == nil && saved != nil
	running := found && !saved.Outcome().Over
	switch {
	case w == byContinue && running:
		return resume
	case w == byContinue:
		return stay
	case w == byChoice && running:
		return ask
	case w == byChoice:
		return dealNew
	case found && names(l, saved) && (running || l.HasSeed):
		return resume
	case running:
		return ask
	}
	return dealNew
}

// names reports whether the launch l asks for the match m: the same game,
// and the same mode, level, seed and options wherever l names them.
func names(l platform.Launch, m *engine.Match) bool {
	st := m.Setup()
	switch {
	case m.Game().ID != l.Game:
		return false
	case l.Mode != "" && playedMode(m) != l.Mode:
		return false
	case l.Level != "" && st.Get(OptLevel, "normal") != l.Level:
		return false
	case l.HasSeed && m.Seed() != l.Seed:
		return false
	case l.Coach && st.Get(OptCoach, "") != "1":
		return false
	}
	k, _ := kit.Lookup(m.Game().ID) // a renamed value names the choice in its place
	return !slices.ContainsFunc(l.Setup, func(o platform.SetupOption) bool {
		return k.Canon(o.Key, st.Get(o.Key, "")) != k.Canon(o.Key, o.Value)
	})
}

// playedMode is the mode m is played in, as its setup says.
func playedMode(m *engine.Match) string {
	return modeFor(m.Game().ID, oneOf(m.Setup().Get(OptMode, ""), platform.Modes, "hotseat"))
}

// wanted is what the launch l of game kit k asks for, in the terms decide
// compares: its options only those k accepts (launchSetup; the others are
// described in problems), and its mode the one a match dealt from it is
// played in (a one-player game has no hot-seat, and an option may require
// a mode: modeWith), or "" when neither l nor its options name one. setup
// is k's default setup changed by l's options.
func wanted(k kit.Kit, l platform.Launch) (want platform.Launch, setup engine.Setup, problems []string) {
	setup, problems = launchSetup(k, l.Setup)
	want = l
	want.Setup = nil
	for _, o := range l.Setup {
		if v := setup.Get(o.Key, ""); v == k.Canon(o.Key, o.Value) && slices.ContainsFunc(k.Options, func(ko kit.Option) bool { return ko.Key == o.Key }) {
			want.Setup = append(want.Setup, platform.SetupOption{Key: o.Key, Value: v})
		}
	}
	want.Mode = modeFor(l.Game, modeWith(k, setup, l.Mode))
	return want, setup, problems
}

// launchSetup returns k's default setup changed by the options a URL
// gives (platform.Launch.Setup), each kept only when the game offers that
// value (a choice, or a value its editor accepts: a deck's code), and a
// plain message for each one left out.
func launchSetup(k kit.Kit, given []platform.SetupOption) (engine.Setup, []string) {
	setup := k.DefaultSetup()
	var problems []string
	for _, g := range given {
		i := slices.IndexFunc(k.Options, func(o kit.Option) bool { return o.Key == g.Key })
		if i < 0 {
			problems = append(problems, "This game has no option called '"+g.Key+"', so it was left out.")
			continue
		}
		o := k.Options[i]
		v := o.Canon(g.Value) // an old link's name for a renamed choice
		ok := slices.ContainsFunc(o.Choices, func(c kit.Choice) bool { return c.Value == v })
		if !ok && o.Custom != nil {
			_, err := o.Custom.Describe(v)
			ok = err == nil
		}
		if !ok {
			problems = append(problems, "'"+g.Value+"' is not a choice of "+o.Label+", so the usual one is used.")
			continue
		}
		setup = setup.With(g.Key, v)
	}
	return setup, problems
}

// launchOf is the launch that asks for m: the address of m while it is on
// screen. It names m's game, mode, level (not for playing a one-player
// game, which has no computer opponent), seed, and each option of m's
// setup that is not its kit's default, so that on another device it deals
// the same game afresh.
func launchOf(m *engine.Match) platform.Launch {
	g := m.Game()
	st := m.Setup()
	l := platform.Launch{Game: g.ID, Mode: playedMode(m), Seed: m.Seed(), HasSeed: true, Coach: st.Get(OptCoach, "") == "1"}
	if l.Mode == "watch" || l.Mode == "computer" && g.Seats > 1 {
		l.Level = oneOf(st.Get(OptLevel, ""), platform.Levels, "normal")
	}
	k, ok := kit.Lookup(g.ID)
	if !ok {
		return l
	}
	def := k.DefaultSetup()
	for _, o := range k.Options {
		if v := o.Canon(st.Get(o.Key, "")); v != "" && v != def.Get(o.Key, "") {
			l.Setup = append(l.Setup, platform.SetupOption{Key: o.Key, Value: v})
		}
	}
	return l
}

// playedAs describes how a match is played, for a question: "between two
// players on this device", "against the computer (Hard)".
func playedAs(m *engine.Match) string {
	lvl := oneOf(m.Setup().Get(OptLevel, ""), platform.Levels, "normal")
	lvl = strings.ToUpper(lvl[:1]) + lvl[1:]
	switch mode := playedMode(m); {
	case mode == "watch":
		return "watched, the computer playing (" + lvl + ")"
	case m.Game().Seats == 1:
		return "played alone"
	case mode == "computer":
		return "against the computer (" + lvl + ")"
	}
	return "between two players on this device"
}

// moves counts a match's moves for a question: "no moves yet", "1 move",
// "14 moves".
func moves(m *engine.Match) string {
	switch n := len(m.History()); n {
	case 0:
		return "no moves yet"
	case 1:
		return "1 move"
	default:
		return strconv.Itoa(n) + " moves"
	}
}
