package overrealm

import (
	"slices"

	"overdeck/engine"
	"overdeck/game/overrealm"
	"overdeck/render/layout"
	"overdeck/render/ui"
)

// drawPoolsWatched draws, for a spectator of the draft or of the team
// choice (who has no monsters to choose from), both players' picks in r:
// a row each, the monsters the spectator may see face up, the secret
// picks as card backs, a pick just made (still hidden until both have
// chosen) as a card back marked "chosen", and the picks still to come as
// empty places.
func drawPoolsWatched(f *ui.Frame, r layout.Rect, v *engine.SeatView, st *overrealm.View) {
	m := f.M
	sz := ui.SizesOf(m)
	n := poolSize(st)
	for s, row := range r.Rows(2, m.Gap) {
		sv := &st.P[s]
		head, cards := row.CutTop(sz.Body * 1.6)
		who := engine.Seat(s).String() + ": " + itoa(int(sv.PoolN)) + " of " + itoa(n) + " picked"
		if st.Phase == phTeam {
			who = engine.Seat(s).String() + ": choosing a team of three"
			if sv.TeamSet {
				who = engine.Seat(s).String() + ": team chosen"
			}
		}
		chosen := st.Phase == phDraft && slices.Contains(v.Chosen, engine.Seat(s))
		if chosen {
			who += " · next chosen"
		}
		fitLine(f, head, who, sz.Body, ui.Ink)
		cells := cards.Cols(n, m.Gap*0.5)
		for i, c := range cells {
			c = cardIn(c)
			switch {
			case i < len(sv.Pool):
				d := monster(sv.Pool[i])
				hit(f, "table.pool."+itoa(s)+"."+itoa(i), engine.Seat(s).String()+"'s pick: "+d.Name+", "+elements(d)+", "+itoa(int(d.HP))+" HP, "+d.Role, c, false)
				cf := monFrame(d)
				if c.H > 150 {
					cf.Stats = []ui.Stat{{Icon: ui.IconHeart, Value: itoa(int(d.HP)), Color: ui.Danger}}
				}
				f.DrawCard(c, cf)
			case i < int(sv.PoolN):
				hit(f, "table.pool."+itoa(s)+"."+itoa(i), engine.Seat(s).String()+"'s pick: secret", c, false)
				f.CardBack(c)
				if ui.Measure("secret", sz.Small, true) < c.W-4 {
					f.Text(c.Center(c.W, sz.Small*1.4), "secret", sz.Small, ui.Ink, ui.Center, true)
				}
			case i == int(sv.PoolN) && chosen:
				hit(f, "table.pool."+itoa(s)+"."+itoa(i), engine.Seat(s).String()+"'s pick: chosen, shown once both have chosen", c, false)
				f.CardBack(c)
				f.Stroke(c.Inset(-2), ui.Gold, 2, min(c.W*0.1, 8)+2)
				if ui.Measure("chosen", sz.Small, true) < c.W-4 {
					f.Text(c.Center(c.W, sz.Small*1.4), "chosen", sz.Small, ui.Ink, ui.Center, true)
				}
			default:
				f.Stroke(c, 0xffffff33, 1.5, min(c.W*0.1, 8))
			}
		}
	}
}

// cardIn returns the largest card of a monster card's shape (7 by 10)
// centred in r.
func cardIn(r layout.Rect) layout.Rect {
	w := min(r.W, r.H*0.7)
	return r.Center(w, w/0.7)
}
