package shell

import "overdeck/engine"

// takeBackCount returns how many moves of the kept history must be undone
// to stand just before the human's last move in "computer" mode, or 0 when
// there is nothing the human can take back.
func (p *session) takeBackCount() int {
	if p.mode != "computer" || p.game.Seats == 1 || p.m.Outcome().Over {
		return 0
	}
	h := p.m.History()
	for i := len(h) - 1; i >= 0; i-- {
		if h[i].Seat == p.human {
			return len(h) - i
		}
	}
	return 0
}

// takeBack undoes the human's last move and every computer move made since
// (undo by replay: the match is rebuilt from its seed and shorter history),
// then autosaves the result. The computer will choose again from there.
func (s *Shell) takeBack() error {
	p := s.play
	n := p.takeBackCount()
	if n == 0 {
		return engine.ErrNothingToUndo
	}
	if err := p.m.Undo(n); err != nil {
		return err
	}
	p.table = p.newTable()
	p.bots.reset()
	s.autosave()
	return nil
}
