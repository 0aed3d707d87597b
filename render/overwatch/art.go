package overwatch

import (
	"overdeck/game/overwatch"
	"overdeck/render/layout"
	"overdeck/render/ui"
)

// classIcons are the icons of the four hero classes.
var classIcons = map[string]ui.Icon{overwatch.Offense: ui.IconOffense, overwatch.Defense: ui.IconDefenseClass,
	overwatch.Tank: ui.IconTank, overwatch.Support: ui.IconSupport}

// rowIcons are the icons of the Front, Middle and Back rows.
var rowIcons = [3]ui.Icon{ui.IconFront, ui.IconMiddle, ui.IconBack}

// cardKey is the Motion key of hero card c, the same in the hand and on
// the battlefield, so a card played travels from one to the other.
func cardKey(c uint8) string { return "ow.card." + itoa(int(c)) }

// drawTile draws a hero card as a small tile in r: a border and name band
// in its class colour with the class icon, its emblem when there is room,
// counts (health, shields, power, ultimate) as icons with numbers, and
// note (the tokens on it) under them when there is room.
func drawTile(f *ui.Frame, r layout.Rect, k *overwatch.Card, counts []ui.Count, note string, dim bool) {
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
		name = band.Inset(1) // no room for the class icon too: the name first
		if ui.Measure(title, ui.MinText, true) > name.W-2 {
			title = shortName(title) // the label and the zoom say it in full
		}
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
	if note != "" && body.H >= ui.MinText*3.2 { // under the counts, beside the emblem
		var nr layout.Rect
		body, nr = body.CutBottom(max(ui.MinText*1.4, min(sz.Small*1.4, body.H*0.34)))
		drawLinesIn(f, nr, []string{note}, sz.Small, 0x7a3b00ff)
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
