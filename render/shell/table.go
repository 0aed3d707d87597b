package shell

import (
	"strings"

	"overdeck/engine"
	"overdeck/render/kit"
	"overdeck/render/layout"
	"overdeck/render/platform"
	"overdeck/render/ui"
)

// table is the scene of a match in play: a header with the menu button,
// and the game's own table below it.
type table struct{}

func (*table) Name() string { return "table" }

func (*table) Update(s *Shell, in []Intent, dt float64) error {
	p := s.play
	if dt > 0 {
		s.countPlayed()
	}
	defer s.coachLook()
	for _, it := range in {
		switch {
		case it.Act == Press && s.coachPress(it.ID):
			// the coach's Next, Skip step, Replay or Skip coaching
		case it.Act == Back && s.tableBack():
			// the table closed an overlay of its own
		case it.Act == Back || it.ID == "table.menu":
			s.push(&pause{})
			return nil
		case it.ID == "table.howto" && p.kit.Guide != nil:
			s.push(&howto{guide: p.kit.Guide})
			return nil
		case it.ID == "table.firsttip" && p.kit.Guide != nil:
			s.push(&howto{guide: p.kit.Guide})
			return nil
		case it.Act == Press && it.ID == "table.undo" && s.onScreen():
			if _, err := s.undo(); err != nil {
				return err
			}
		case it.Act == Press && it.ID == "table.hint" && s.onScreen():
			s.askHint()
		case it.Act == Press && s.onScreen():
			v := p.view()
			key, ok := p.table.Action(it.ID, v)
			if ok {
				if err := s.apply(v.Seat, key); err != nil {
					return err
				}
				s.coachMoved()
			}
			if s.play == p {
				s.keepTable()
			}
		}
	}
	if _, onTop := s.top().(*table); onTop && p.m.Outcome().Over && !s.finishing() {
		s.gameOver() // the table has shown the end of the game
		return nil
	}
	if _, onTop := s.top().(*table); onTop && dt > 0 && !p.m.Outcome().Over {
		s.stepHint()
		// The bot thinks at once; only a game between bots is paced, its
		// pause counted from when the table comes to rest, so that the
		// spectator sees each move end before the next one starts.
		if p.mode != "watch" || !s.Animating() {
			p.wait -= dt
		}
		if s.coachHolds() {
			return nil // the computer waits while a coached step is read
		}
		if seat, key, ok := p.bots.step(p.m); ok && p.wait <= 0 {
			p.bots.played()
			return s.apply(seat, key)
		}
	}
	s.syncViewer()
	return nil
}

// tableBack lets the table close an overlay of its own (kit.Backer) and
// reports whether it did; nothing is asked while a hand-off is due.
func (s *Shell) tableBack() bool {
	p := s.play
	b, ok := p.table.(kit.Backer)
	return ok && s.onScreen() && b.Back(p.view())
}

// onScreen reports whether the viewer's private screen may be shown: not
// while a hot-seat hand-off is due.
func (s *Shell) onScreen() bool {
	p := s.play
	return p.mode != "hotseat" || p.viewer() == p.shown || !s.settings.Handoff
}

func (*table) Draw(s *Shell, f *ui.Frame) {
	p := s.play
	f.Screen(ui.Felt)
	m := f.M
	head, area := m.Screen.CutTop(m.Button + m.Gap*2)
	f.Fill(head, ui.FeltEdge, 0)
	head = head.Inset(m.Gap)
	menu, info := head.CutRight(min(m.Button*2.6, head.W*0.3))
	f.Button(ui.Btn{ID: "table.menu", Label: "Menu", Rect: menu, Enabled: true})
	if p.kit.Guide != nil {
		var help layout.Rect
		help, info = info.CutRight(m.Button + m.Gap)
		help, _ = help.CutRight(m.Button)
		f.Button(ui.Btn{ID: "table.howto", Label: "How a turn works", Text: "?", Rect: help, Enabled: true})
	}
	info, _ = s.drawCoachHeader(f, info)
	if tip := s.firstTipText(); tip != "" {
		f.FitText(info, tip, m.Text, ui.Ink, ui.Left, true)
		f.Buttons = append(f.Buttons, platform.Button{ID: "table.firsttip", Label: tip + " (opens how a turn works)",
			X: info.X, Y: info.Y, W: info.W, H: info.H, Enabled: true})
	} else {
		title := p.game.Name
		if line := s.turnLine(); line != "" {
			title += ": " + line
			if !ui.FitsBox(title, info, true) {
				title = line // the game's name is the one thing a player knows already
			}
		}
		f.FitText(info, title, m.Text*1.1, ui.Ink, ui.Left, true)
	}
	if !s.onScreen() {
		s.anim.Draw(f)
		return // a hand-off is due: nothing private may be drawn
	}
	p.table.Draw(f, area.Inset(m.Gap/2), p.view())
	// The effects in flight (a rising number, a phase's banner) go over
	// the table and under the coach: a step's panel stays readable while
	// the banner it talks about slides by.
	s.anim.Draw(f)
	s.drawCoach(f, area.Inset(m.Gap/2))
}

// turnLine says who is to choose, and who is a computer.
func (s *Shell) turnLine() string {
	p := s.play
	if o := p.m.Outcome(); o.Over && p.game.Seats > 1 {
		return result(p) // (a one-player table says how it ended, below)
	}
	if p.game.Seats == 1 && p.hint != nil {
		return "the computer is thinking of a hint…"
	}
	if p.game.Seats == 1 && p.mode == "watch" {
		return "the computer is playing"
	}
	if p.game.Seats == 1 {
		return "" // the player plays every turn; the table says what the other side does
	}
	if p.mode == "computer" {
		return s.computerLine()
	}
	var names []string
	for _, w := range p.m.Waiting() {
		n := p.seatName(w)
		if p.bots.plays(w) {
			n += " (computer)"
		}
		if p.bots.thinking == w && !p.bots.answered {
			n += " is thinking " + progressMark(p.bots.progress)
		}
		names = append(names, n)
	}
	return "to choose: " + strings.Join(names, " and ")
}

// computerLine says, against the computer, whether it is the player's
// turn ("your turn") or the computer's, and whether it is thinking.
func (s *Shell) computerLine() string {
	p := s.play
	var parts []string
	for _, w := range p.m.Waiting() {
		switch {
		case !p.bots.plays(w):
			parts = append(parts, "your turn")
		case p.bots.thinking == w && !p.bots.answered:
			parts = append(parts, "the computer is thinking "+progressMark(p.bots.progress))
		default:
			parts = append(parts, "the computer's turn")
		}
	}
	return strings.Join(parts, "; ")
}

// handoff hides the screen until the next player says they hold the
// device. It shows nothing of any hand.
type handoff struct{ seat engine.Seat }

func (*handoff) Name() string { return "handoff" }

func (h *handoff) Update(s *Shell, in []Intent, dt float64) error {
	if dt > 0 {
		s.countPlayed()
	}
	for _, it := range in {
		switch {
		case it.Act == Confirm || it.ID == "handoff.ready":
			s.play.shown = h.seat
			s.pop()
			return nil
		case it.ID == "handoff.takeback" && s.play.canTakeBackHandedOff():
			if err := s.takeBackHandedOff(); err != nil {
				return err
			}
			return nil
		}
	}
	return nil
}

// canTakeBackHandedOff reports whether the player whose screen was up made
// the last move and the device has not changed hands since: in hot-seat a
// hand-off screen comes up at once after the move that needs it, before
// anything the move revealed is drawn, so taking it back shows nothing new.
// Tapping "show my cards" commits the move for good.
func (p *session) canTakeBackHandedOff() bool {
	if p.mode != "hotseat" || p.shown == engine.NoSeat || p.m.Outcome().Over {
		return false
	}
	h := p.m.History()
	return len(h) > 0 && h[len(h)-1].Seat == p.shown
}

// takeBackHandedOff undoes that move (by replay, so the same cards come)
// and gives the screen back to the player who made it.
func (s *Shell) takeBackHandedOff() error {
	p := s.play
	if err := p.m.Undo(1); err != nil {
		return err
	}
	p.table = p.newTable()
	s.pop()
	s.autosave()
	s.syncViewer()
	return nil
}

func (h *handoff) Draw(s *Shell, f *ui.Frame) {
	f.Screen(ui.Background)
	m := f.M
	p := s.play
	back := p != nil && p.canTakeBackHandedOff()
	who, shown := h.seat.String(), ""
	if p != nil {
		who, shown = p.seatName(h.seat), p.seatName(p.shown)
	}
	text := who + ", take the device. Press the button when nobody else can see the screen."
	if p != nil {
		if first := firstLine(p, h.seat); first != "" {
			text = first + " " + text
		}
	}
	extra := 0.0
	if back {
		text = shown + ": until you hand the device over, you may still take back your move. " + text
		extra = m.Button + m.Gap + m.Text*2
	}
	card := f.Dialog(m.ColumnWidth()*1.2, m.Title*2.5+m.Text*6+m.Button+extra)
	head, rest := card.CutTop(m.Title * 1.8)
	f.Heading(head, "Pass to "+who)
	btn, body := rest.CutBottom(m.Button)
	if back {
		var undo layout.Rect
		undo, body = body.CutBottom(m.Button + m.Gap)
		undo, _ = undo.CutTop(m.Button)
		f.Button(ui.Btn{ID: "handoff.takeback", Label: "Take back my move (" + shown + ")", Rect: undo, Enabled: true})
	}
	f.Paragraph(body.Inset(m.Gap/2), text, m.Text, ui.Ink)
	f.Button(ui.Btn{ID: "handoff.ready", Label: "I am " + who + ": show my cards", Rect: btn, Enabled: true})
}

// firstLine says, on the first hand-off of a match, who plays first and
// why; "" once a move has been made.
func firstLine(p *session, seat engine.Seat) string {
	if len(p.m.History()) > 0 || p.m.Base() != nil {
		return ""
	}
	name := p.seatName(seat)
	if len(p.m.ToAct()) > 1 {
		return "Both players choose in secret, one after the other: " + name + " first."
	}
	switch p.m.Setup().Get("first", "") {
	case "1", "2":
		return name + " plays first, as chosen at setup."
	case "random":
		return name + " plays first: drawn at random when the cards were dealt."
	}
	return name + " plays first."
}

// progressMark shows how far a search has gone: "[###·······]".
func progressMark(done float64) string {
	const width = 10
	n := min(max(int(done*width+0.5), 0), width)
	return "[" + strings.Repeat("#", n) + strings.Repeat("·", width-n) + "]"
}
