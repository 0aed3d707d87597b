package shell

import (
	"strconv"

	"overdeck/engine/save"
	"overdeck/render/kit"
	"overdeck/render/layout"
	"overdeck/render/ui"
)

// FirstGameKey is the storage key that records that the player has seen
// the first-game pointer of game (dismissed it, or finished a game).
func FirstGameKey(game string) string { return save.Prefix + "firstgame:" + game }

// howto is a game's one-screen "how a turn works": its steps beside a
// small picture of its table with each region labelled (kit.Guide). In
// a first game it also offers to hide the first-game tips for good.
type howto struct {
	guide *kit.Guide
}

func (*howto) Name() string { return "howto" }

func (*howto) Update(s *Shell, in []Intent, _ float64) error {
	for _, it := range in {
		if it.ID == "howto.notips" {
			s.dropFirstTip()
		}
		if it.ID == "howto.coach" && s.offerCoach() {
			s.pop()
			s.startCoach(s.play.game.ID)
			return nil
		}
		if isBack(it) || it.ID == "howto.notips" {
			s.pop()
			s.syncViewer()
			return nil
		}
	}
	return nil
}

func (h *howto) Draw(s *Shell, f *ui.Frame) {
	f.Screen(ui.Background)
	m := f.M
	c := m.Content()
	head, rest := c.CutTop(m.Title * 1.8)
	f.Heading(head, "How a turn works")
	foot, body := rest.CutBottom(m.Button)
	_, body = body.CutBottom(m.Gap)
	var pic, text layout.Rect
	parts := h.guide.Parts
	if m.Wide {
		pic, text = body.CutLeft(body.W * 0.55)
		_, text = text.CutLeft(m.Gap * 2)
		pic = pic.Center(min(pic.W, pic.H*1.8), min(pic.H, pic.W/1.1))
	} else {
		pic, text = body.CutTop(body.H * 0.45)
		_, text = text.CutTop(m.Gap * 2)
		if h.guide.Narrow != nil {
			parts = h.guide.Narrow
		}
	}
	drawTablePicture(f, pic, parts)
	size := m.Text
	steps := ""
	for i, st := range h.guide.Steps {
		if i > 0 {
			steps += "\n"
		}
		steps += strconv.Itoa(i+1) + ". " + st
	}
	for size > 12 && paragraphHeight(steps, size, text.W)+size*1.4*float64(len(h.guide.Steps)-1) > text.H {
		size -= 0.5
	}
	f.Paragraph(text, steps, size, ui.Ink)
	btns := []ui.Btn{{ID: "back", Label: "Back to the table", Short: "Back", Enabled: true}}
	if s.offerCoach() {
		btns = append(btns, ui.Btn{ID: "howto.coach", Label: "Learn to play: a coached game", Short: "Coached game", Enabled: true})
	}
	if s.firstTip() {
		btns = append(btns, ui.Btn{ID: "howto.notips", Label: "Hide the first-game tips", Short: "Hide tips", Enabled: true})
	}
	cols := foot.Center(min(foot.W, m.ColumnWidth()*(0.6+0.5*float64(len(btns)))), foot.H).Cols(len(btns), m.Gap)
	for i := range btns {
		btns[i].Rect = cols[i]
		f.Button(btns[i])
	}
}

// offerCoach reports whether the how-to screen offers the game's coached
// first game: it has one, and the game on the table is not it.
func (s *Shell) offerCoach() bool {
	p := s.play
	return p != nil && coachable(p.game.ID) && p.m.Setup().Get(OptCoach, "") != "1"
}

// drawTablePicture draws a small table filling r and each part on it as
// a box with its label.
func drawTablePicture(f *ui.Frame, r layout.Rect, parts []kit.Part) {
	f.Fill(r, ui.Felt, 8)
	f.Stroke(r, ui.FeltEdge, 2, 8)
	in := r.Inset(4)
	for _, p := range parts {
		b := layout.Rect{X: in.X + p.X*in.W, Y: in.Y + p.Y*in.H, W: p.W * in.W, H: p.H * in.H}.Inset(2)
		f.Fill(b, ui.FeltEdge, 6)
		f.Stroke(b, ui.InkDim, 1, 6)
		f.FitText(b.Inset(3), p.Label, f.M.Text*0.85, ui.Ink, ui.Center, true)
	}
}

// firstTip reports whether the table shows the first-game pointer (in its
// header, instead of whose turn it is; a tap opens the how-to page): the
// game has one, and the player has neither dismissed it nor finished a
// game of this game on this device.
func (s *Shell) firstTip() bool {
	p := s.play
	if p.kit.Guide == nil || p.kit.Guide.Next == nil || p.mode == "watch" {
		return false
	}
	if p.tip == 0 {
		p.tip = 1
		if _, seen, _ := s.host.Store().Get(FirstGameKey(p.game.ID)); seen {
			p.tip = 2
		}
	}
	return p.tip == 1
}

// dropFirstTip hides the first-game pointer of the game in play, on this
// device for good.
func (s *Shell) dropFirstTip() {
	if s.play.tip == 2 {
		return
	}
	s.play.tip = 2
	_ = s.host.Store().Set(FirstGameKey(s.play.game.ID), "1") // unsaved, it shows again next time: no harm
}

// firstTipText is what the header says in a first game instead of whose
// turn it is: what the viewer should do now (kit.Guide.Next), or "".
func (s *Shell) firstTipText() string {
	p := s.play
	if !s.firstTip() || p.coach != nil || p.m.Outcome().Over || !s.onScreen() {
		return ""
	}
	for _, w := range p.m.Waiting() {
		if p.bots.plays(w) && p.bots.thinking == w && !p.bots.answered {
			return "" // the header says the computer is thinking
		}
	}
	next := p.kit.Guide.Next(p.view())
	if next == "" {
		return ""
	}
	return "Tip: " + next
}
