package overwatch

import (
	"strings"

	"overdeck/game/overwatch"
	"overdeck/render/layout"
	"overdeck/render/ui"
)

// classIcons are the icons of the four hero classes.
var classIcons = map[string]ui.Icon{overwatch.Offense: ui.IconOffense, overwatch.Defense: ui.IconDefenseClass,
	overwatch.Tank: ui.IconTank, overwatch.Support: ui.IconSupport}

// rowIcons are the icons of the Front, Middle and Back rows.
var rowIcons = [3]ui.Icon{ui.IconFront, ui.IconMiddle, ui.IconBack}

// handKey is the Motion key of the k-th copy (from 0) of card c in seat's
// hand: a card instance, never a hero type, so the same hero in the other
// player's hand or on the battlefield never shares its animation.
func handKey(seat int, c uint8, k int) string {
	return "ow.hand." + itoa(seat) + "." + itoa(int(c)) + "." + itoa(k)
}

// heroKey is the Motion key of the hero with that id on the battlefield.
// A hero first drawn travels from its card's place in the hand (heroPlace).
func heroKey(id int32) string { return "ow.hero." + itoa(int(id)) }

// heroPlace returns where to draw hero h, whose place is r: on its way
// there from the hand the first time it is drawn, when its card was drawn
// in the hand the frame before (the copy that left the hand is the last
// of those copies, so its key counts the copies still there).
func heroPlace(f *ui.Frame, st *overwatch.View, h *overwatch.Hero, r layout.Rect) layout.Rect {
	left := 0
	if h.Side == 0 || h.Side == 1 {
		for _, c := range st.P[h.Side].Hand {
			if c == h.Card {
				left++
			}
		}
	}
	return f.Motion.PlaceFrom(heroKey(h.ID), handKey(int(h.Side), h.Card, left), r)
}

// drawTile draws a hero card as a small tile in r: a border and name band
// in its class colour with the class icon, its emblem when there is room,
// counts (health, shields, power, ultimate) as icons with numbers, and the
// tokens on it under them, as many as there is room for and "+N more" for
// the rest (the tile opens the hero, which lists them all).
func drawTile(f *ui.Frame, r layout.Rect, k *overwatch.Card, counts []ui.Count, tokens []string, dim bool) {
	sz := ui.SizesOf(f.M)
	cc := classColours[k.Class]
	rad := min(r.W, r.H) * 0.1
	f.Fill(r, cc, rad)
	in := r.Inset(max(2, min(r.W, r.H)*0.04))
	f.Fill(in, ui.CardFace, rad*0.7)
	bandH := max(ui.MinText*1.45, min(in.H*0.32, sz.Body*1.6))
	band, body := in.CutTop(bandH)
	f.Fill(band, ui.Shade(cc, -0.2), rad*0.6)
	ink := ui.InkOn(ui.Shade(cc, -0.2))
	icon, name := band.CutLeft(band.H)
	title := k.Name
	if ui.Measure(title, ui.MinText, true) > name.W-2 {
		name = band.Inset(1)                          // no room for the class icon too: the name first
		title = tileName(title, ui.MinText, name.W-2) // the label and the zoom say it in full
	} else {
		f.Icon(icon.Inset(band.H*0.14), classIcons[k.Class], ink, ui.Shade(cc, -0.2))
	}
	nameSize := min(sz.Body, band.H*0.72)
	for nameSize > ui.MinText && ui.Measure(title, nameSize, true) > name.W-2 {
		nameSize -= 0.5
	}
	if ui.Measure(title, nameSize, true) <= name.W-2 {
		f.Text(name, title, nameSize, ink, ui.Left, true)
	}
	body = body.Inset(2)
	if body.W > body.H*2.2 && body.H > 28 {
		var e layout.Rect
		e, body = body.CutLeft(body.H)
		f.HeroEmblem(e, k.Name, cc, ui.Shade(cc, 0.5))
	}
	switch {
	case len(tokens) > 0 && body.H >= ui.MinText*3.2: // under the counts, beside the emblem
		var nr layout.Rect
		body, nr = body.CutBottom(max(ui.MinText*1.4, min(sz.Small*1.4, body.H*0.34)))
		drawTokens(f, nr, tokens, sz.Small)
	case len(tokens) > 0: // no room for a line: say how many beside the health
		n := "+" + itoa(len(tokens))
		for _, more := range []string{n + " more", n} {
			w := ui.Measure(more, ui.MinText, true) + 2
			if body.W-w >= minCountWidth(counts[0]) || more == n {
				var mr layout.Rect
				body, mr = body.CutRight(min(w, body.W))
				f.Text(mr, more, ui.MinText, tokenInk, ui.Right, true)
				break
			}
		}
	}
	rows := 1
	if body.H >= 2*ui.MinText*1.5 && len(counts) > 2 {
		rows = 2
	}
	per := (len(counts) + rows - 1) / rows
	for i, row := range body.Rows(rows, 0) {
		part := counts[min(i*per, len(counts)):min((i+1)*per, len(counts))]
		// As many counts as fit, health first: the label says them all.
		for n := len(part); n > 0 && !f.Counters(row, part[:n], ui.CardInk, ui.CardFace, ui.Center); n-- {
		}
	}
	if dim {
		f.Fill(r, 0xfbf8f070, rad)
	}
}

// tokenInk is the colour of the tokens written on a tile.
const tokenInk ui.Color = 0x7a3b00ff

// drawTokens writes tokens in r, joined by commas on as many lines as r
// holds; when they do not all fit, the first ones and "+N more".
func drawTokens(f *ui.Frame, r layout.Rect, tokens []string, size float64) {
	size = max(ui.MinText, min(size, r.H/1.2))
	lines := max(1, int(r.H/(size*1.25)))
	fits := func(s string) bool {
		ws := ui.Wrap(s, size, r.W, true)
		if len(ws) > lines {
			return false
		}
		for _, w := range ws {
			if ui.Measure(w, size, true) > r.W {
				return false
			}
		}
		return true
	}
	text := joinComma(tokens)
	for n := len(tokens) - 1; n >= 0 && !fits(text); n-- {
		text = "+" + itoa(len(tokens)-n) + " more"
		if n > 0 {
			text = joinComma(tokens[:n]) + ", " + text
		}
	}
	drawLinesIn(f, r, []string{text}, size, tokenInk)
}

// tileName is name, or, when name is wider than w at size (bold), its
// short form, or the first letters of that with a full stop ("Wins."),
// never fewer than three.
func tileName(name string, size, w float64) string {
	if ui.Measure(name, size, true) <= w {
		return name
	}
	name = shortName(name)
	rs := []rune(name)
	for n := len(rs); n >= 3; n-- {
		s := string(rs[:n])
		if n < len(rs) {
			s = strings.TrimSpace(s) + "."
		}
		if ui.Measure(s, size, true) <= w {
			return s
		}
	}
	return string(rs[:min(3, len(rs))]) + "."
}

// minCountWidth is the width of count c drawn at the smallest text size.
func minCountWidth(c ui.Count) float64 {
	h := ui.MinText / 0.72
	return h*0.9 + ui.Measure(c.Value, ui.MinText, true) + 1
}

// shortNames are the names players shorten heroes' long names to, for
// tiles too narrow for the whole name.
var shortNames = [][2]string{
	{"Junker Queen", "Queen"}, {"Wrecking Ball", "Ball"}, {"Ramattra (Nemesis)", "Nemesis"},
	{"D.Va+MEKA", "D.Va"}, {"Widowmaker", "Widow"}, {"Lifeweaver", "Weaver"}, {"Soldier: 76", "Soldier"},
}

// shortName is the short name of a hero, or its name when it has none.
func shortName(name string) string {
	for _, s := range shortNames {
		if s[0] == name {
			return s[1]
		}
	}
	return name
}
