package shell

import (
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"

	"overdeck/engine"
	"overdeck/render/kit"
	"overdeck/render/platform"
)

// Setup option keys the shell keeps inside a match's setup, so that a save
// restores how the match is played. Games ignore options they do not know.
const (
	OptMode  = "shell.mode"  // "hotseat", "computer" or "watch"
	OptLevel = "shell.level" // "easy", "normal" or "hard"
	OptHuman = "shell.human" // the human's seat in "computer" mode: "0"
	// OptName is the name a player typed at setup for a seat in
	// "hotseat" mode, under OptName+"0", OptName+"1"; none: "Player 1".
	OptName = "shell.name"
)

// maxName is the longest name a player may type.
const maxName = 16

// cleanName is a typed name as the screens show it: one line of at most
// maxName characters, trimmed; "" when nothing is left, or when it would
// read as the words the screens keep for this device's player.
func cleanName(s string) string {
	s = strings.Join(strings.FieldsFunc(s, func(r rune) bool { return unicode.IsSpace(r) || !unicode.IsPrint(r) }), " ")
	if r := []rune(s); len(r) > maxName {
		s = strings.TrimSpace(string(r[:maxName]))
	}
	if l := strings.ToLower(s); l == "you" || l == "your" || strings.HasPrefix(l, "the computer") {
		return ""
	}
	return s
}

// session is the match being played and how.
type session struct {
	game  *engine.Game
	kit   kit.Kit
	table kit.Table
	m     *engine.Match
	mode  string
	level string
	human engine.Seat
	names [2]string // the names typed at setup for hot-seat, or ""
	// shown is the seat whose private screen is up on this device; NoSeat
	// until a hand-off screen has been passed (hot-seat).
	shown engine.Seat
	bots  *bots
	wait  float64        // seconds before a bot may move (pacing)
	ended bool           // EventGameOver has been emitted
	hint  *hinting       // the hint being sought (one-player games), or nil
	tip   int8           // the first-game pointer: 0 not looked up yet, 1 shown, 2 not
	seen  time.Time      // the last tick the match was on screen (see countPlayed)
	coach *coaching      // the coach of a coached game (coach.go), or nil
	host  kit.EditorHost // what a kit.Asking table asks for text through, nil until begin
}

// seatName names seat st as this device's players know it: "You" and
// "The computer" against the computer, "You" in a one-player game (its computer, watched: "The computer"), "Player
// 2" between two players or between two computers.
func (p *session) seatName(st engine.Seat) string {
	switch {
	case p.game.Seats == 1 && p.mode == "watch":
		return "The computer"
	case p.mode == "watch":
		return st.String()
	case p.game.Seats == 1 || p.mode == "computer" && st == p.human:
		return "You"
	case p.mode == "computer":
		return "The computer"
	}
	if st >= 0 && int(st) < len(p.names) && p.names[st] != "" {
		return p.names[st]
	}
	return st.String()
}

// viewer is the seat whose view this device shows now: the human in
// "computer" mode, nobody (the spectator) in "watch" mode, and in hot-seat
// the first seat that still has to choose.
func (p *session) viewer() engine.Seat {
	switch p.mode {
	case "watch":
		return engine.NoSeat
	case "computer":
		return p.human
	}
	if w := p.m.Waiting(); len(w) > 0 {
		return w[0]
	}
	return p.shown
}

// view is what the table may draw: the viewer's SeatView, and never more.
// Watching a one-player game shows what the computer playing it sees, its
// one seat's view, without the actions it may take: the watcher presses
// nothing.
func (p *session) view() *engine.SeatView {
	if p.mode == "watch" && p.game.Seats == 1 {
		v := p.m.View(0)
		v.Legal = nil
		return v
	}
	return p.m.View(p.viewer())
}

// newSession wraps m with the way its setup says it is played.
func newSession(m *engine.Match, k kit.Kit) *session {
	st := m.Setup()
	p := &session{game: m.Game(), kit: k, m: m, shown: engine.NoSeat}
	p.mode = modeFor(m.Game().ID, oneOf(st.Get(OptMode, ""), platform.Modes, "hotseat"))
	p.level = oneOf(st.Get(OptLevel, ""), platform.Levels, "normal")
	h, err := strconv.Atoi(st.Get(OptHuman, "0"))
	if err != nil || h < 0 || h >= m.Game().Seats {
		h = 0
	}
	p.human = engine.Seat(h)
	if p.mode == "hotseat" {
		for i := range p.names {
			p.names[i] = cleanName(st.Get(OptName+strconv.Itoa(i), ""))
		}
	}
	var botSeats []engine.Seat
	for i := 0; i < m.Game().Seats; i++ {
		if p.mode == "watch" || p.mode == "computer" && engine.Seat(i) != p.human {
			botSeats = append(botSeats, engine.Seat(i))
		}
	}
	p.bots = newBots(p.level, m.Game(), botSeats, m.Seed())
	p.table = p.newTable()
	return p
}

// newTable makes a table for the game, naming the seats as p does.
func (p *session) newTable() kit.Table {
	t := p.kit.NewTable()
	if n, ok := t.(kit.Named); ok {
		n.SetNames(p.seatName)
	}
	p.attach(t)
	return t
}

// attach gives table t the shell's host when it asks for text (the word
// its keyword help searches for) and the session has one.
func (p *session) attach(t kit.Table) {
	if a, ok := t.(kit.Asking); ok && p.host != nil {
		a.Attach(p.host)
	}
}

// oneOf returns v when it is among allowed, else def.
func oneOf(v string, allowed []string, def string) string {
	for _, a := range allowed {
		if v == a {
			return v
		}
	}
	return def
}

// newMatch deals a new match of game with setup (shell options included)
// and starts playing it.
func (s *Shell) newMatch(game string, setup engine.Setup, seed uint64) {
	g, err := engine.Lookup(game)
	if err == nil {
		var m *engine.Match
		if m, err = engine.NewMatch(g, setup, seed); err == nil {
			s.begin(m, true)
			return
		}
	}
	s.push(notice("The game could not be started: " + err.Error()))
}

// begin plays m: autosaved first when store is set, then at the table
// (through a hand-off screen in hot-seat) or at the game-over screen; the
// page's address names it from then on (showAddress). Every way into a
// game comes here through decide (open.go).
func (s *Shell) begin(m *engine.Match, store bool) {
	k, ok := kit.Lookup(m.Game().ID)
	if !ok {
		s.push(notice("This version of Overdeck cannot show " + m.Game().Name + " yet."))
		return
	}
	s.play = newSession(m, k)
	s.play.host = editorHost{s}
	s.play.attach(s.play.table)
	s.play.bots.useHelper(s.host)
	s.restoreTable(!store)
	s.restoreCoach(!store)
	s.choice.game = m.Game().ID
	s.saves.setCurrent(m.Game().ID)
	if m.Outcome().Over {
		s.gameOver()
	} else {
		s.reset(&table{})
		s.syncViewer()
	}
	if !s.ready {
		// The page is starting: its first frame comes first. Storing the
		// match and writing its address held the page's thread for about
		// 60 ms before it (OverPower's first visit, headless Chromium); the
		// tick after that frame does them (started), before any move.
		s.begun = &struct{ store bool }{store}
		return
	}
	if store {
		s.autosave() // after the scenes: a "cannot save" notice goes on top
	}
	s.showAddress()
}

// started stores the match begun while the page started, and shows its
// address, once the page has drawn its first frame.
func (s *Shell) started() {
	store := s.begun.store && s.play != nil
	s.begun = nil
	if store {
		s.autosave()
	}
	s.showAddress()
}

// syncViewer puts a hand-off screen up when the seat to be shown is not
// the one on screen, in hot-seat with hand-off screens on.
func (s *Shell) syncViewer() {
	p := s.play
	if p == nil || p.mode != "hotseat" || p.m.Outcome().Over {
		return
	}
	v := p.viewer()
	if v == p.shown {
		return
	}
	if !s.settings.Handoff {
		p.shown = v
		return
	}
	if h, ok := s.top().(*handoff); ok && h.seat == v {
		return
	}
	s.push(&handoff{seat: v})
}

// apply makes seat take the action key, then autosaves, paces the bots and
// moves on to the game-over screen when the match has ended.
func (s *Shell) apply(seat engine.Seat, key string) error {
	p := s.play
	if err := p.m.ApplyKey(seat, key); err != nil {
		return err
	}
	// A choice held unseen in a simultaneous decision tells a bot still to
	// choose nothing: its search goes on. Anything else starts it afresh.
	if !p.m.Chosen(seat) || seat == p.bots.thinking || !slices.Contains(p.m.Waiting(), p.bots.thinking) {
		p.bots.reset()
	}
	s.cue("play")
	p.hint = nil
	// Only a game between bots is paced, so that its spectator can follow
	// it; against the computer nothing is held back (its moves take the
	// time its thinking takes).
	if p.mode == "watch" {
		p.wait = s.settings.pause()
	}
	s.autosave()
	if p.m.Outcome().Over {
		s.cue("win")
		s.record()
		if !s.finishing() {
			s.gameOver()
		}
		return nil
	}
	s.syncViewer()
	return nil
}

// autosave keeps the match and shows, once, that it cannot be saved.
func (s *Shell) autosave() {
	if w := s.saves.autosave(s.play.m); w != "" {
		s.push(notice(w))
	}
}

// gameOver announces the end of the match and shows the game-over screen.
func (s *Shell) gameOver() {
	p := s.play
	o := p.m.Outcome()
	s.saves.clearCurrent()
	if s.firstTip() {
		s.dropFirstTip() // a finished game is no longer a first game
	}
	if !p.ended {
		p.ended = true
		ev := platform.Event{Type: platform.EventGameOver, Summary: o.Summary, Game: p.game.ID, Mode: p.mode}
		for _, w := range o.Winners {
			ev.Winners = append(ev.Winners, int(w))
		}
		s.host.Emit(ev)
	}
	top := s.top()
	s.reset(&gameover{})
	if m, ok := top.(*message); ok {
		s.push(m) // a "cannot save" notice stays on top
	}
}
