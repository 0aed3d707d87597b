package uitest

import (
	"strconv"

	"overdeck/engine"
	"overdeck/render/kit"
	"overdeck/render/layout"
	"overdeck/render/ui"
)

// Sizes are the screens the property tests draw at: a phone, a laptop, a
// desktop.
var Sizes = [][2]float64{{360, 640}, {1280, 720}, {1920, 1080}}

// Viewer is one way a match is looked at: a seat (or the spectator) with
// the names a mode gives the seats, on a screen of one size, with its own
// table and animations, kept from one decision to the next as the shell
// keeps them.
type Viewer struct {
	Mode   string // "hotseat", "computer" or "watch"
	Seat   engine.Seat
	Names  func(engine.Seat) string
	Table  kit.Table
	Motion *ui.Motion
	W, H   float64
}

// Where names the viewer in a failure: "computer seat Player 1 360×640".
func (vw *Viewer) Where() string {
	return vw.Mode + " seat " + vw.Seat.String() + " " + strconv.Itoa(int(vw.W)) + "×" + strconv.Itoa(int(vw.H))
}

// Viewers returns every way the modes look at a two-player match, at each
// of Sizes, with a table from newTable: hot seat (either player, named
// "Player 1" and "Player 2"), against the computer (the human is Player
// 1: "You" and "the computer") and watching (the spectator).
func Viewers(newTable func() kit.Table) []*Viewer {
	hot := func(s engine.Seat) string { return s.String() }
	vsComputer := func(s engine.Seat) string {
		if s == 0 {
			return "You"
		}
		return "the computer"
	}
	var out []*Viewer
	for _, sz := range Sizes {
		for _, v := range []Viewer{{Mode: "hotseat", Seat: 0, Names: hot}, {Mode: "hotseat", Seat: 1, Names: hot},
			{Mode: "computer", Seat: 0, Names: vsComputer}, {Mode: "watch", Seat: engine.NoSeat, Names: hot}} {
			v.Table, v.Motion, v.W, v.H = newTable(), ui.NewMotion(), sz[0], sz[1]
			if n, ok := v.Table.(kit.Named); ok {
				n.SetNames(v.Names)
			}
			out = append(out, &v)
		}
	}
	return out
}

// Settled draws the table for the match's view of the viewer's seat, in
// the area the shell gives a table, until its animations end (see
// Settle, with the longest animation's length as the limit). When the
// frame at rest has one of the buttons skip (a round's result, the
// reveal of a turn), it presses the first such button, as a player
// would (which finishes the animations, as any press does in the shell),
// and settles again. It returns the frame at rest, the view, and
// a problem ("" when none).
func (vw *Viewer) Settled(m *engine.Match, skip ...string) (*ui.Frame, *engine.SeatView, string) {
	v := m.View(vw.Seat)
	draw := func() *ui.Frame {
		f := ui.NewFrame(layout.For(vw.W, vw.H), "")
		vw.Motion.Begin(f)
		_, area := f.M.Screen.CutTop(f.M.Button + f.M.Gap*2)
		vw.Table.Draw(f, area.Inset(f.M.Gap/2), v)
		return f
	}
	limit := ui.LongestMotion + 2*Tick
	f, _, problem := Settle(vw.Motion, draw, limit)
	for i := 0; i < 8 && problem == ""; i++ {
		pressed := false
		for _, id := range skip {
			if b, ok := f.Find(id); ok && b.Enabled {
				vw.Motion.Finish() // as the shell does at any press
				vw.Table.Action(id, v)
				pressed = true
				break
			}
		}
		if !pressed {
			break
		}
		f, _, problem = Settle(vw.Motion, draw, limit)
	}
	return f, v, problem
}
