package shell

import (
	"strconv"

	"overdeck/engine"
	"overdeck/render/kit"
	"overdeck/render/layout"
	"overdeck/render/ui"
)

// replay steps through a finished match from its saved history, forwards
// and back, on the game's own table. The match is over, so every seat's
// view may be shown: "replay.seat" changes whose view it is, the
// spectator's included. Nothing can be played: the views carry no legal
// actions, and a table's own buttons (zoom, pages) still work.
type replay struct {
	game  *engine.Game
	setup engine.Setup
	seed  uint64
	base  []byte
	moves []engine.Move
	at    int           // moves played on the table shown
	m     *engine.Match // the match after moves[:at]
	seat  engine.Seat   // whose view; NoSeat for the spectator's
	table kit.Table
	k     kit.Kit
}

// newReplay starts the replay of finished match m at its first kept move.
func newReplay(m *engine.Match, k kit.Kit) (*replay, error) {
	r := &replay{game: m.Game(), setup: m.Setup(), seed: m.Seed(), base: m.Base(), moves: m.History(), table: k.NewTable(), k: k}
	if r.game.Seats == 1 {
		r.seat = 0
	}
	return r, r.goTo(0)
}

func (*replay) Name() string { return "replay" }

// goTo shows the table after the first n kept moves: one move forwards is
// played on the match shown, any other step replays from the start.
func (r *replay) goTo(n int) error {
	n = max(0, min(n, len(r.moves)))
	if r.m != nil && n == r.at+1 {
		mv := r.moves[r.at]
		if err := r.m.ApplyKey(mv.Seat, mv.Key); err != nil {
			return err
		}
	} else {
		m, err := engine.Restore(r.game, r.setup, r.seed, r.base, r.moves[:n])
		if err != nil {
			return err
		}
		r.m = m
	}
	if n != r.at {
		r.table = r.k.NewTable() // no animation or selection carried over
	}
	r.at = n
	return nil
}

// view is the chosen seat's view, without any action to take.
func (r *replay) view() *engine.SeatView {
	v := r.m.View(r.seat)
	v.Legal = nil
	return v
}

// seatName says whose eyes the table is seen through.
func (r *replay) seatName() string {
	if r.seat == engine.NoSeat {
		return "a spectator"
	}
	return r.seat.String()
}

func (r *replay) Update(s *Shell, in []Intent, _ float64) error {
	for _, it := range in {
		var err error
		switch {
		case isBack(it) || it.ID == "replay.close":
			s.pop()
			return nil
		case it.ID == "replay.start":
			err = r.goTo(0)
		case it.ID == "replay.back":
			err = r.goTo(r.at - 1)
		case it.ID == "replay.forward":
			err = r.goTo(r.at + 1)
		case it.ID == "replay.end":
			err = r.goTo(len(r.moves))
		case it.ID == "replay.seat":
			r.seat++
			if int(r.seat) >= r.game.Seats {
				r.seat = engine.NoSeat
				if r.game.Seats == 1 {
					r.seat = 0
				}
			}
		case it.Act == Press:
			r.table.Action(it.ID, r.view()) // the table's own buttons
		}
		if err != nil {
			s.push(notice("The replay cannot go on: " + err.Error()))
			return nil
		}
	}
	return nil
}

func (r *replay) Draw(_ *Shell, f *ui.Frame) {
	f.Screen(ui.Felt)
	m := f.M
	rows, wide := 2, m.Screen.W >= 900 // wide: the seat's button joins the others' row
	if r.game.Seats > 1 && !wide {
		rows = 3
	}
	head, area := m.Screen.CutTop(float64(rows)*(m.Button+m.Gap) + m.Gap)
	f.Fill(head, ui.FeltEdge, 0)
	band := head.Inset(m.Gap).Rows(rows, m.Gap)
	closeR, info := band[0].CutRight(min(m.Button*2.6, band[0].W*0.3))
	f.Button(ui.Btn{ID: "replay.close", Label: "Close", Rect: closeR, Enabled: true})
	line := "Replay of " + r.game.Name + ": move " + strconv.Itoa(r.at) + " of " + strconv.Itoa(len(r.moves))
	if r.at == 0 {
		line = "Replay of " + r.game.Name + ": the start (" + strconv.Itoa(len(r.moves)) + " moves)"
	}
	f.FitText(info, line, m.Text*1.1, ui.Ink, ui.Left, true)
	nav := []ui.Btn{
		{ID: "replay.start", Label: "« Start", Enabled: r.at > 0},
		{ID: "replay.back", Label: "‹ Back", Enabled: r.at > 0},
		{ID: "replay.forward", Label: "Forward ›", Enabled: r.at < len(r.moves)},
		{ID: "replay.end", Label: "End »", Enabled: r.at < len(r.moves)},
	}
	if r.game.Seats > 1 {
		seat := ui.Btn{ID: "replay.seat", Label: "Seen by " + r.seatName() + " (change)", Enabled: true}
		if wide {
			var rest layout.Rect
			seat.Rect, rest = band[1].CutRight(band[1].W * 0.3)
			band[1], _ = rest.CutLeft(rest.W - m.Gap)
		} else {
			seat.Rect = band[2]
		}
		f.Button(seat)
	}
	for i, rect := range band[1].Cols(len(nav), m.Gap) {
		nav[i].Rect = rect
		f.Button(nav[i])
	}
	r.table.Draw(f, area.Inset(m.Gap/2), r.view())
}
