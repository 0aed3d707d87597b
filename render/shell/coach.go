package shell

import (
	"strconv"
	"strings"

	"overdeck/engine"
	"overdeck/engine/save"
	"overdeck/render/kit"
	"overdeck/render/layout"
	"overdeck/render/platform"
)

// This file holds the coached first game (kit.Coach): its deal, where the
// coach is in its script, and how that place is kept with the game. The
// coach's panel and ring are drawn by coach_draw.go.

// OptCoach is the setup option the shell keeps in a coached match ("1"),
// so that a save, a reload and the address know the match is coached.
const OptCoach = "shell.coach"

// CoachKey is where the coach's place in a coached match of game is
// stored: "<seed>:<step>:<shown>", or "<seed>:end" once the player has
// stopped the coaching.
func CoachKey(game string) string { return save.Prefix + "coach:" + game }

// coaching is the coach's place in its script.
type coaching struct {
	c *kit.Coach
	// step is the step shown, or, between steps, the next one looked for;
	// len(c.Steps) once the script is done.
	step  int
	shown bool // step is on screen
	// again is the step shown again (Replay), or -1.
	again int
	// target is the id of the button the ring was drawn around in the
	// last frame ("" none): what Status reports.
	target string
	// ring and panel are where the ring and the step's panel were drawn
	// in the last frame (zero when not drawn): the panel must never cover
	// what the ring is around.
	ring, panel layout.Rect
}

// coachable reports whether game id has a coached first game.
func coachable(id string) bool {
	k, ok := kit.Lookup(id)
	return ok && k.Coach != nil
}

// coachSetup is the setup of the coached game of kit k: the coach's deal
// played against the computer at the coach's level, seat 0 the player's.
func coachSetup(k kit.Kit) engine.Setup {
	st := k.DefaultSetup()
	for _, o := range k.Coach.Setup.Options {
		st = st.With(o.Key, o.Value)
	}
	return st.With(OptMode, "computer").With(OptLevel, oneOf(k.Coach.Level, platform.Levels, "easy")).
		With(OptHuman, "0").With(OptCoach, "1")
}

// startCoach deals the coached game of game id, asking first when it
// would take the place of a game in progress.
func (s *Shell) startCoach(id string) {
	k, ok := kit.Lookup(id)
	if !ok || k.Coach == nil {
		return
	}
	s.openChosen("the coached game of "+gameName(id), "Start", func(s *Shell) {
		s.closeMessages()
		s.newMatch(id, coachSetup(k), k.Coach.Seed)
	})
}

// restoreCoach puts the coach of a coached match on the table: at its
// first step for a new match, at the place kept under CoachKey for a
// resumed one (none when the player had stopped it).
func (s *Shell) restoreCoach(resumed bool) {
	p := s.play
	p.coach = nil
	if p.m.Setup().Get(OptCoach, "") != "1" || p.kit.Coach == nil || p.mode != "computer" {
		return
	}
	c := &coaching{c: p.kit.Coach, again: -1}
	if resumed {
		text, has, err := s.host.Store().Get(CoachKey(p.game.ID))
		if err == nil && has {
			if !c.parse(text, p.m.Seed()) {
				return // stopped, and a reload does not bring it back
			}
		}
	}
	p.coach = c
	s.keepCoach()
}

// parse reads a kept place (CoachKey) of the match dealt with seed into c;
// false when the coaching was stopped. A place of another match, or one
// that cannot be read, starts the script again.
func (c *coaching) parse(text string, seed uint64) bool {
	parts := strings.Split(text, ":")
	if len(parts) < 2 || parts[0] != strconv.FormatUint(seed, 10) {
		return true
	}
	if parts[1] == "end" {
		return false
	}
	n, err := strconv.Atoi(parts[1])
	if err != nil || n < 0 || n > len(c.c.Steps) || len(parts) != 3 {
		return true
	}
	c.step, c.shown = n, parts[2] == "1" && n < len(c.c.Steps)
	return true
}

// keepCoach stores the coach's place with the match (CoachKey). When
// storage is blocked only the place is lost: a reload starts the script
// again from the first step that has not been reached.
func (s *Shell) keepCoach() {
	p := s.play
	seed := strconv.FormatUint(p.m.Seed(), 10)
	text := seed + ":end"
	if c := p.coach; c != nil {
		shown := "0"
		if c.shown {
			shown = "1"
		}
		text = seed + ":" + strconv.Itoa(c.step) + ":" + shown
	}
	_ = s.host.Store().Set(CoachKey(p.game.ID), text)
}

// coachPress handles a press of one of the coach's buttons and reports
// whether id was one.
func (s *Shell) coachPress(id string) bool {
	p := s.play
	c := p.coach
	if c == nil || !strings.HasPrefix(id, "coach.") {
		return false
	}
	switch id {
	case "coach.next", "coach.skip":
		if c.again >= 0 {
			c.again = -1
			break
		}
		c.done()
	case "coach.replay":
		if last := c.last(); last >= 0 {
			c.again = last
		}
	case "coach.end":
		p.coach = nil
	}
	s.coachFinished()
	s.keepCoach()
	s.coachLook()
	return true
}

// coachMoved tells the coach that the player made a move on the table: a
// step whose move it is (kit.CoachStep.Do) is done.
func (s *Shell) coachMoved() {
	c := s.play.coach
	if c == nil {
		return
	}
	c.again = -1
	if c.shown && c.step < len(c.c.Steps) && c.c.Steps[c.step].Do {
		c.done()
		s.coachFinished()
		s.keepCoach()
	}
	s.coachLook()
}

// coachFinished ends the coaching once its last step is done: the game
// goes on as any other.
func (s *Shell) coachFinished() {
	if c := s.play.coach; c != nil && c.step >= len(c.c.Steps) && c.again < 0 {
		s.play.coach = nil
	}
}

// coachLook shows the next step of the script when its situation is on
// the table now.
func (s *Shell) coachLook() {
	p := s.play
	if p == nil || p.coach == nil {
		return
	}
	c := p.coach
	if c.shown || c.step >= len(c.c.Steps) || p.m.Outcome().Over {
		return
	}
	if c.c.Steps[c.step].Applies(p.view()) {
		c.shown = true
		s.keepCoach()
	}
}

// done ends the step on screen: the next one is looked for.
func (c *coaching) done() {
	if c.shown {
		c.step++
		c.shown = false
	}
}

// last returns the step shown last (to show again), or -1 before any.
func (c *coaching) last() int {
	if c.shown {
		return c.step
	}
	return c.step - 1
}

// showing returns the step on screen (shown or shown again), or nil.
func (c *coaching) showing() *kit.CoachStep {
	switch {
	case c.again >= 0 && c.again < len(c.c.Steps):
		return &c.c.Steps[c.again]
	case c.shown && c.step < len(c.c.Steps):
		return &c.c.Steps[c.step]
	}
	return nil
}

// coachHolds reports whether a coached step is on screen: the computer
// does not move meanwhile, so the table keeps the situation the step
// talks about.
func (s *Shell) coachHolds() bool {
	c := s.play.coach
	return c != nil && c.showing() != nil
}

// coachStatus is what Status says of the coach.
func (s *Shell) coachStatus() platform.CoachStatus {
	p := s.play
	if p == nil || p.coach == nil {
		return platform.CoachStatus{}
	}
	st := platform.CoachStatus{On: true, Target: p.coach.target}
	if step := p.coach.showing(); step != nil {
		st.Step = step.ID
	}
	return st
}

// coachLaunch is what an address with coach=1 asks for of game kit k: the
// coached game, whatever mode, level, seed or options the address names
// besides (the coach's deal is fixed), and its setup.
func coachLaunch(k kit.Kit, l platform.Launch) (platform.Launch, engine.Setup) {
	want := platform.Launch{Game: l.Game, Mode: "computer", Seed: k.Coach.Seed, HasSeed: true, Coach: true}
	return want, coachSetup(k)
}
