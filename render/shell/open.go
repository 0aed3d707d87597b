package shell

import (
	"strings"

	"overdeck/engine"
	"overdeck/render/kit"
	"overdeck/render/platform"
)

// This file holds the ways into a game (see decide): each asks decide,
// then resumes, deals, asks or reports a damaged save.

// openAddress opens the game the page's address names: resumes it, deals
// it, or asks first whether it may take the place of the game of that
// kind in progress; a damaged autosave is reported, never dealt over.
func (s *Shell) openAddress(l platform.Launch) {
	k, ok := kit.Lookup(l.Game)
	if !ok {
		s.push(notice("There is no game called \"" + l.Game + "\" to play here."))
		return
	}
	want, setup, problems := wanted(k, l)
	if l.Coach && k.Coach != nil {
		want, setup = coachLaunch(k, l)
	}
	deal := func(s *Shell) {
		s.closeMessages()
		mode := oneOf(want.Mode, platform.Modes, modeFor(l.Game, "hotseat"))
		level := oneOf(l.Level, platform.Levels, "normal")
		seed := l.Seed
		if !l.HasSeed {
			seed = s.seeds.Uint64()
		}
		if want.Coach {
			s.newMatch(l.Game, setup, want.Seed)
			return
		}
		s.newMatch(l.Game, setup.With(OptMode, mode).With(OptLevel, level).With(OptHuman, "0"), seed)
		if len(problems) > 0 {
			s.push(notice(joinLines(problems)))
		}
	}
	m, err := s.saves.resume(l.Game)
	switch decide(byAddress, want, m, err) {
	case damagedSave:
		s.push(damaged(s, l.Game, err, true))
	case resume:
		s.begin(m, false)
	case ask:
		s.push(&message{text: "This address asks for a new " + gameName(l.Game) + " game. Your " +
			gameName(l.Game) + " game " + playedAs(m) + " is in progress (" + moves(m) +
			"): a new game takes its place, and it is lost unless you have saved it.",
			buttons: []choiceButton{
				{"message.new", "Start the new game", deal},
				{"message.ok", "Continue the game in progress", func(s *Shell) { s.closeMessages(); s.begin(m, false) }},
			}})
	default:
		deal(s)
	}
}

// openContinue resumes the last game played when it is unfinished (the
// title's Continue, an address that names no game); a damaged autosave is
// reported and left where it is.
func (s *Shell) openContinue() {
	id := s.saves.current()
	if !s.here(id) {
		return
	}
	m, err := s.saves.resume(id)
	switch decide(byContinue, platform.Launch{Game: id}, m, err) {
	case damagedSave:
		s.push(damaged(s, id, err, true))
	case resume:
		s.begin(m, false)
	}
}

// openChosen runs open, which opens the game the player chose (what names
// it: "a new OverPower game", "\"Lunch\""; verb says how: "Start",
// "Load"), at once when no game is in progress, or once the player agrees
// to give that game up ("message.<verb>", or "message.ok" to keep it).
func (s *Shell) openChosen(what, verb string, open func(s *Shell)) {
	var m *engine.Match
	var err error
	if s.play != nil && !s.play.m.Outcome().Over {
		m = s.play.m
	} else if id, ok := s.saves.canContinue(); ok {
		m, err = s.saves.resume(id)
	}
	if decide(byChoice, platform.Launch{}, m, err) != ask {
		open(s)
		return
	}
	s.push(&message{text: verb + " " + what + "? It takes the place of the " + gameName(m.Game().ID) +
		" game in progress, which is lost unless you have saved it.",
		buttons: []choiceButton{
			{"message." + strings.ToLower(verb), verb + " it", open},
			{"message.ok", "Keep playing", (*Shell).pop},
		}})
}

// openChooser shows game's mode screen, over the list of games and the
// title, as the list of games opens it (in this build, or in another
// build's through a hand-off), and makes the address name that screen
// (platform.Launch.Choose): a reload there shows it again, dealing
// nothing and leaving any game in progress in its autosave. A mode or
// level is chosen beforehand in s.choice; the address gains them only
// when a game starts (showAddress).
func (s *Shell) openChooser(game string) {
	if !s.here(game) {
		s.push(notice("There is no game called \"" + game + "\" to play here."))
		return
	}
	s.choice.game = game
	s.choice.mode = modeFor(game, s.choice.mode)
	s.choice.setup = s.setupFor(game)
	s.reset(newTitle(s), &games{}, &modeScene{})
	s.host.ShowLaunch(platform.Launch{Game: game, Choose: true})
}

// showAddress makes the page's address name the game on screen, or, with
// none, Overdeck's title screen.
func (s *Shell) showAddress() {
	if s.play == nil {
		s.host.ShowLaunch(platform.Launch{Title: true})
		return
	}
	s.host.ShowLaunch(launchOf(s.play.m))
}
