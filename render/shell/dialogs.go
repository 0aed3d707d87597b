package shell

import (
	"strconv"

	"overdeck/engine"
	"overdeck/render/platform"
	"overdeck/render/ui"
)

// message is a dialog: plain words and one or more buttons.
type message struct {
	text    string
	buttons []choiceButton
}

// choiceButton is one button of a message and what it does.
type choiceButton struct {
	id, label string
	do        func(s *Shell)
}

func (*message) Name() string { return "message" }

// notice is a message with one OK button that closes it.
func notice(text string) *message {
	return &message{text: text, buttons: []choiceButton{{"message.ok", "OK", (*Shell).pop}}}
}

// damaged is the dialog for a stored save that cannot be read. It offers
// to download the save and, for an autosave (fresh), to start a new game
// of game; the save itself stays in storage unless the player starts
// fresh, and even then a copy is kept aside.
func damaged(s *Shell, game string, err error, fresh bool) *message {
	key, raw, _ := corrupt(err)
	m := &message{text: "The saved game cannot be read. " + explain(err)}
	downloaded := false
	if fresh {
		m.buttons = append(m.buttons, choiceButton{"message.fresh", "Start a new game", func(s *Shell) {
			if err := s.saves.startFresh(key, downloaded); err != nil {
				m.text = explain(err)
				return
			}
			s.choice.game = game
			s.choice.setup = s.setupFor(game)
			s.reset(newTitle(s), &games{}, &modeScene{})
			s.host.ShowLaunch(platform.Launch{Title: true}) // no game on screen: a reload opens the title
		}})
	}
	if raw != "" {
		m.buttons = append(m.buttons, choiceButton{"message.download", "Download the damaged save", func(s *Shell) {
			if err := s.host.Download("overdeck-"+game+"-damaged.ovdk", saveMime, []byte(raw)); err == nil {
				downloaded = true
			}
		}})
	}
	m.buttons = append(m.buttons, choiceButton{"message.ok", "Not now", (*Shell).pop})
	return m
}

func (m *message) Update(s *Shell, in []Intent, _ float64) error {
	for _, it := range in {
		id := it.ID
		if it.Act == Back || it.Act == Confirm {
			id = "message.ok"
		}
		for _, b := range m.buttons {
			if b.id == id {
				b.do(s)
				return nil
			}
		}
	}
	return nil
}

func (m *message) Draw(_ *Shell, f *ui.Frame) {
	f.Screen(ui.Background)
	M := f.M
	w := M.ColumnWidth() * 1.3
	lines := len(ui.Wrap(m.text, M.Text, w-M.Gap*3, false))
	n := len(m.buttons)
	in := f.Dialog(w, float64(lines)*M.Text*1.4+float64(n)*(M.Button+M.Gap)+M.Gap*4)
	btns, text := in.CutBottom(float64(n)*(M.Button+M.Gap) - M.Gap)
	f.Paragraph(text, m.text, M.Text, ui.Ink)
	for i, r := range btns.Rows(n, M.Gap) {
		b := m.buttons[i]
		f.Button(ui.Btn{ID: b.id, Label: b.label, Rect: r, Enabled: true})
	}
}

// load lists the saved slots, newest first, and offers to import a file.
type load struct{ slots []slot }

func newLoad(s *Shell) *load {
	sl, _ := s.saves.slots()
	return &load{slots: sl}
}

func (*load) Name() string { return "load" }

func (l *load) Update(s *Shell, in []Intent, _ float64) error {
	for _, it := range in {
		switch {
		case isBack(it):
			s.pop()
			s.syncViewer()
			return nil
		case it.ID == "load.import":
			s.pickFile()
		default:
			for i, sl := range l.slots {
				if it.ID == "load.slot."+strconv.Itoa(i) {
					s.push(slotDialog(sl))
					return nil
				}
			}
		}
	}
	return nil
}

func (l *load) Draw(_ *Shell, f *ui.Frame) {
	var items []item
	for i, sl := range l.slots {
		items = append(items, item{id: "load.slot." + strconv.Itoa(i), label: slotText(sl), enabled: true})
	}
	items = append(items, button("load.import", "Import a save file"), backItem)
	sub := ""
	if len(l.slots) == 0 {
		sub = "No saved games yet"
	}
	drawMenu(f, "Load a game", sub, nil)
	_, rects := f.M.Menu(len(items))
	// Drop the oldest slots that do not fit on the screen.
	for len(items) > 2 && rects[len(rects)-1].Y+rects[len(rects)-1].H > f.M.Screen.H {
		n := len(items)
		items = append(items[:n-3:n-3], items[n-2:]...)
		_, rects = f.M.Menu(len(items))
	}
	drawItems(f, rects, items)
}

// gameover shows who won and the game's summary of the match (damage
// dealt, KOs, rounds: kit.Summary), and offers a rematch.
type gameover struct {
	lines  []string // the summary, made once: it replays the match
	summed bool
}

func (*gameover) Name() string { return "gameover" }

func (*gameover) Update(s *Shell, in []Intent, _ float64) error {
	p := s.play
	for _, it := range in {
		switch it.ID {
		case "gameover.rematch":
			setup, seed := p.m.Setup().With(OptCoach, ""), s.seeds.Uint64() // a rematch is not coached
			s.openChosen("a new "+p.game.Name+" game", "Start", func(s *Shell) { s.newMatch(p.game.ID, setup, seed) })
			return nil
		case "gameover.title":
			s.toTitle()
			return nil
		case "gameover.replay":
			r, err := newReplay(p.m, p.kit)
			if err != nil {
				s.push(notice("This game cannot be replayed: " + err.Error()))
				return nil
			}
			s.push(r)
			return nil
		case "gameover.keep":
			s.saveNamed(p.m)
			return nil
		}
	}
	return nil
}

func (g *gameover) Draw(s *Shell, f *ui.Frame) {
	p := s.play
	o := p.m.Outcome()
	if !g.summed && p.kit.Summary != nil {
		g.lines = p.kit.Summary(p.m, p.seatName)
	}
	if l := playedLine(p.m.Played()); !g.summed && l != "" {
		g.lines = append(g.lines, l)
	}
	g.summed = true
	var items []item
	for _, l := range g.lines {
		items = append(items, item{label: l})
	}
	drawMenu(f, headline(p, o), result(p), append(items,
		button("gameover.rematch", "Play again"),
		button("gameover.replay", "Watch the replay"),
		button("gameover.keep", "Keep this game to replay later"),
		button("gameover.title", "Back to the title screen"),
	))
}

// headline names the winner the way the mode of play sees it.
func headline(p *session, o engine.Outcome) string {
	switch {
	case p.game.Seats == 1 && p.mode == "watch" && o.Won(0):
		return "The computer wins"
	case p.game.Seats == 1 && p.mode == "watch":
		return "The computer loses"
	case p.game.Seats == 1 && o.Won(0):
		return "You win!"
	case p.game.Seats == 1: // a one-player game has no draw: not won is lost
		return "You lose"
	case o.Draw():
		return "A draw"
	case p.mode == "computer" && o.Won(p.human):
		return "You win!"
	case p.mode == "computer":
		return "The computer wins"
	case len(o.Winners) == 1:
		return engine.Does(p.seatName(o.Winners[0]), "win", "wins")
	}
	return "Game over"
}

// result says how the finished match ended, naming the seats as the mode
// of play sees them ("You win 47 to 35"), where the game can.
func result(p *session) string {
	if p.kit.Result != nil {
		return p.kit.Result(p.m, p.seatName)
	}
	return p.m.Outcome().Summary
}
