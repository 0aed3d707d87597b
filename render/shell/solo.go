package shell

import (
	"slices"
	"strings"

	"overdeck/engine"
	"overdeck/engine/save"
	"overdeck/render/kit"
)

// This file holds what the shell does for a one-player game (an
// engine.Game with one seat): it is played in "computer" mode ("Play",
// the player against the game's own automaton, no bot and no hand-off) or
// watched ("watch": a bot plays the one seat); the table may offer an
// undo within the turn (kit.Undoer) and a hint (kit.Hinter).

// oneSeat reports whether game id is a one-player game.
func oneSeat(id string) bool {
	g, err := engine.Lookup(id)
	return err == nil && g.Seats == 1
}

// modeFor returns how game id is played when mode is asked for: a
// one-player game has no hot-seat, so it is played ("computer") instead.
func modeFor(id, mode string) string {
	if oneSeat(id) && mode == "hotseat" {
		return "computer"
	}
	return mode
}

// TableKey is where the place of a table that keeps one (kit.Keeper) is
// stored for game: "overdeck:table:<game>".
func TableKey(game string) string { return save.Prefix + "table:" + game }

// keepTable stores the table's place, when it keeps one. When storage is
// blocked or full only this place is lost.
func (s *Shell) keepTable() {
	p := s.play
	if k, ok := p.table.(kit.Keeper); ok {
		_ = s.host.Store().Set(TableKey(p.game.ID), k.Keep())
	}
}

// restoreTable gives a resumed match's table the place it had, or, for a
// new match, forgets the place of the last one.
func (s *Shell) restoreTable(resumed bool) {
	p := s.play
	k, ok := p.table.(kit.Keeper)
	if !ok {
		return
	}
	if !resumed {
		_ = s.host.Store().Remove(TableKey(p.game.ID))
		return
	}
	if text, has, err := s.host.Store().Get(TableKey(p.game.ID)); err == nil && has {
		k.Restore(text)
	}
}

// finishing reports whether the table still shows the end of a match
// that is over (kit.Finisher), so the game-over screen waits for it.
func (s *Shell) finishing() bool {
	p := s.play
	f, ok := p.table.(kit.Finisher)
	return ok && p.m.Outcome().Over && s.onScreen() && f.Showing(p.view())
}

// undo takes back the player's last move when the table allows it
// (kit.Undoer): only their own move, and only one that revealed nothing.
// It reports whether a move was taken back.
func (s *Shell) undo() (bool, error) {
	p := s.play
	u, ok := p.table.(kit.Undoer)
	if !ok || p.mode != "computer" || p.m.Outcome().Over {
		return false, nil
	}
	v := p.view()
	h := p.m.History()
	if len(h) == 0 || h[len(h)-1].Seat != v.Seat || !u.Undoable(v) {
		return false, nil
	}
	if err := p.m.Undo(1); err != nil {
		return false, err
	}
	p.bots.reset()
	p.hint = nil
	s.autosave()
	return true, nil
}

// hinting is the search for a hint in progress: what the Hard bot would
// do from the view of the seat that asked.
type hinting struct {
	seat  engine.Seat
	moves int // the length of the history when it was asked for
	bots  *bots
}

// askHint starts the Hard bot thinking about the viewer's choice, on its
// view only. A hint already being sought goes on.
func (s *Shell) askHint() {
	p := s.play
	v := p.view()
	if p.hint != nil || p.mode != "computer" || len(v.Legal) == 0 {
		return
	}
	p.hint = &hinting{seat: v.Seat, moves: len(p.m.History()),
		bots: newBots("hard", p.game, []engine.Seat{v.Seat}, p.m.Seed()+uint64(len(p.m.History())))}
}

// stepHint thinks for one slice about the hint being sought; when the bot
// has chosen, the table shows its choice (kit.Hinter), or a message names
// it.
func (s *Shell) stepHint() {
	p := s.play
	h := p.hint
	if h == nil {
		return
	}
	if len(p.m.History()) != h.moves || p.m.Outcome().Over {
		p.hint = nil // the player moved on
		return
	}
	seat, key, ok := h.bots.step(p.m)
	if !ok {
		return
	}
	p.hint = nil
	v := p.m.View(seat)
	if t, ok := p.table.(kit.Hinter); ok {
		t.Hint(v, key)
		return
	}
	if a, ok := engine.FindKey(v.Legal, key); ok {
		s.push(notice("Hint: the computer at its strongest would choose: " + a.String() + "."))
	}
}

// levelOption returns the setup option a one-player game's difficulty is
// chosen by (the option its record is kept by), and whether it has one.
func levelOption(game string) (kit.Option, bool) {
	k, _ := kit.Lookup(game)
	if k.Record == nil || !oneSeat(game) {
		return kit.Option{}, false
	}
	for _, o := range k.Options {
		if o.Key == k.Record.Option {
			return o, true
		}
	}
	return kit.Option{}, false
}

// levelItems are the mode screen's difficulty choices of a one-player
// game: where the game begins, the one choice of how hard it is, each
// button its level's name and the line under them what the chosen level
// means. The levels are side by side in one row; the setup screen then
// leaves the option out.
func (s *Shell) levelItems() []item {
	o, ok := levelOption(s.choice.game)
	if !ok {
		return nil
	}
	cur := s.choice.setup[o.Key]
	var row []item
	means := ""
	for _, c := range o.Choices {
		name, _, _ := strings.Cut(c.Label, ":")
		it := radio("setup."+o.Key+"."+c.Value, name, cur == c.Value, true)
		it.label = c.Label
		if cur == c.Value {
			it.label += " (selected)"
			means = c.Label
		}
		row = append(row, it)
	}
	return []item{{label: o.Label}, {row: row}, {label: means, para: true}}
}

// chooseLevel handles a press of "setup.<key>.<value>" on the mode
// screen: a difficulty chosen.
func (s *Shell) chooseLevel(what string) {
	o, ok := levelOption(s.choice.game)
	if !ok {
		return
	}
	if val, ok := strings.CutPrefix(what, o.Key+"."); ok && slices.ContainsFunc(o.Choices, func(c kit.Choice) bool { return c.Value == val }) {
		s.choice.setup[o.Key] = val
	}
}
