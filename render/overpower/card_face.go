package overpower

import (
	"strings"
	"unicode/utf8"

	"overdeck/game/overpower"
	"overdeck/render/layout"
	"overdeck/render/ui"
)

// A card on the table (in the hand, in the exchange, on its way) is drawn
// with the kit's card frame: its name, its power type and Special icons
// on the type line in place of words, its character's emblem (a Special)
// or its power type's icon (a Power or Universe card) in the art box,
// its numbers as badges, and its text when the card is large.

// specialIcons are the kit's icons of the icons a card carries
// (Card.Icons), in the order the type line shows them.
var specialIcons = [...]struct {
	bit  uint16
	icon ui.Icon
}{
	{overpower.IconOffense, ui.IconOffensive}, {overpower.IconDefense, ui.IconDefensive},
	{overpower.IconAttach, ui.IconAttach}, {overpower.IconFirst, ui.IconFirst},
	{overpower.IconAstral, ui.IconAstral}, {overpower.IconBattle, ui.IconBattleLong},
	{overpower.IconGame, ui.IconGameLong},
}

// faceOf is card c in the card frame, without its text: its name, its
// kind beside its icons, its emblem, its badges (the value of a Power
// card or an attack, the bonus of a Universe card, a Teamwork card's
// follow-ups).
func faceOf(c overpower.Card) ui.CardFrame {
	face := ui.CardFrame{Name: c.Name, Type: strings.TrimSuffix(overpower.KindNames[c.Kind], " card"), Color: cardColor(c)}
	typed := c.Type >= 0 && int(c.Type) < len(overpower.TypeNames)
	if typed && c.Kind != overpower.KindSpecial {
		face.Icons = append(face.Icons, typeIcon(c.Type))
	}
	for _, s := range specialIcons {
		if c.Icons&s.bit != 0 {
			face.Icons = append(face.Icons, s.icon)
		}
	}
	if typed && c.Val > 0 {
		face.Stats = append(face.Stats, typeStat(c.Type, itoa(int(c.Val))))
	}
	switch c.Kind {
	case overpower.KindTeamwork:
		for k, t := range c.Foll {
			face.Icons = append(face.Icons, typeIcon(t))
			if c.FBon[k] > 0 {
				face.Stats = append(face.Stats, typeStat(t, "+"+itoa(int(c.FBon[k]))))
			}
		}
	case overpower.KindBasic, overpower.KindTraining:
		if typed && c.Bonus > 0 {
			face.Stats = append(face.Stats, typeStat(c.Type, "+"+itoa(int(c.Bonus))))
		}
	}
	switch {
	case c.Char >= 0:
		face.Emblem, face.Person = overpower.Characters(int(c.Char)).Name, true
	case c.Kind == overpower.KindAlly:
		face.Emblem, face.Person = c.Name, true
	case !typed || c.Kind == overpower.KindSpecial || c.Kind == overpower.KindAspect || c.Kind == overpower.KindEvent:
		face.Emblem = c.Name
	}
	return face
}

// typeStat is a badge of power type t reading v.
func typeStat(t int8, v string) ui.Stat {
	return ui.Stat{Icon: typeIcon(t), Value: v, Color: typeColor(t)}
}

// withText gives face c's text, and its first sentence for when the
// text does not fit, when that is short.
func withText(face ui.CardFrame, c overpower.Card) ui.CardFrame {
	face.Text = c.Text
	if k := strings.IndexAny(c.Text, ".;:"); k > 0 && k < 60 {
		face.Short = c.Text[:k] + "."
	}
	return face
}

// drawFace draws card c in r with the card frame face (see fitFace): a
// card with no emblem (a Power or Universe card) shows its power type's
// icon large in the art box, above its badges.
func drawFace(f *ui.Frame, r layout.Rect, c overpower.Card, face ui.CardFrame) {
	face = fitFace(f, r, face)
	dim := face.Dim
	face.Dim = false
	art := f.DrawCard(r, face)
	if face.Name == "" && isPower(c) {
		// Too narrow for "Energy 6": its chip in the name bar.
		box, _, _ := ui.CardName(f.M, r, "")
		chipLine(f, box, "", c, "", max(ui.MinText, box.H*0.8), ui.CardInk, ui.Center)
	}
	if face.Emblem == "" && c.Type >= 0 && art.H >= 40 {
		// The badges' size, as the card frame draws them.
		n := float64(max(1, len(face.Stats)))
		d := min(max(art.H*0.34, ui.MinText*1.9), art.H, art.W/n*0.9, 56)
		if top := (layout.Rect{X: art.X, Y: art.Y, W: art.W, H: art.H - d - 4}); top.H >= 16 {
			f.Icon(top.Inset(2), typeIcon(c.Type), ui.Shade(face.Color, -0.3), ui.Shade(face.Color, 0.55))
		}
	}
	if dim {
		f.Fill(r, 0x1b2530a0, min(r.W, r.H)*0.07)
	}
}

// fitFace leaves out of face what card r has no legible room for, by the
// card frame's own layout (ui.DrawCard): the type line of a low card, so
// that its badges stay legible; the badges of a card too low or too
// narrow for them; the text when neither it nor its short line fits the
// text box, so that the art takes the room.
func fitFace(f *ui.Frame, r layout.Rect, face ui.CardFrame) ui.CardFrame {
	sz := ui.SizesOf(f.M)
	in := r.Inset(max(3, min(r.W, r.H)*0.035))
	pad := max(2, in.W*0.03)
	body := in.Inset(pad)
	nameH := max(sz.Small*1.35, min(body.H*0.14, sz.Head*1.5))
	body.H -= nameH
	typeH := max(ui.MinText*1.7, sz.Small*1.4, min(nameH*0.9, 26))
	if body.H-typeH < 32 {
		face.Type, face.Icons, typeH = "", nil, 0
	}
	artH := body.H - typeH
	if face.Text != "" && body.H > nameH*6 {
		artH = body.H*0.5 - typeH/2
		box := layout.Rect{W: body.W, H: body.H - artH - typeH}.Inset(max(2, pad*0.8))
		if !wraps(face.Text, box) && (face.Short == "" || !wraps(face.Short, box)) {
			face.Text, artH = "", body.H-typeH
		}
	} else {
		face.Text = ""
	}
	for n := len(face.Stats); n > 0 && (artH < 16 || (body.W-4)/float64(n)*0.9 < 16); n-- {
		face.Stats = face.Stats[:n-1]
	}
	return face
}

// wraps reports whether s wrapped at the smallest legible size fits box.
func wraps(s string, box layout.Rect) bool {
	return float64(len(ui.Wrap(s, ui.MinText, box.W, false)))*ui.MinText*1.3 <= box.H
}

// faceName is the name card c shows on a card w wide, the first that
// fits the name bar at the smallest legible size: the name, its first
// words ("Barsoomian Warrior", not ending on "and" or "&"), or the
// shortest of those words shortened ("Barsoom."); "" when not even that
// fits, and for a Power card whose words do not fit (its badge, the
// type's icon and value, says it).
func faceName(c overpower.Card, w float64) string {
	in := w - 2*max(3, w*0.035) // inside the frame's border
	room := min(in*0.94, in-4) - 11
	fits := func(s string) bool { return ui.Measure(s, ui.MinText, true) <= room }
	name := c.Name
	if fits(name) {
		return name
	}
	words := strings.Fields(name)
	shortest := name
	for n := len(words) - 1; n > 1; n-- { // never one word alone: "Professor" names someone else
		s := strings.TrimRight(strings.Join(words[:n], " "), ":,")
		if smallWord(words[n-1]) || utf8.RuneCountInString(s) < 3 {
			continue
		}
		if fits(s) {
			return s
		}
		shortest = s
	}
	if isPower(c) {
		return "" // the card's badge shows its type's icon and value
	}
	r := []rune(shortest)
	for n := len(r) - 1; n >= 2; n-- {
		if s := strings.TrimRight(string(r[:n]), " ") + "."; fits(s) {
			return s
		}
	}
	return ""
}

// smallWord reports whether a name's shortened form may not end on w.
func smallWord(w string) bool {
	switch strings.ToLower(w) {
	case "a", "an", "and", "the", "of", "to", "for", "in", "on", "with", "&", "+":
		return true
	}
	return false
}

// drawFaceName draws a card's name centred on as many lines as r holds,
// as large as fits up to size; a name that does not fit at the smallest
// size is left to the label and the zoom; it reports whether it was drawn.
func drawFaceName(f *ui.Frame, r layout.Rect, name string, size float64, ink ui.Color) bool {
	return f.CenteredName(r, name, size, ink, 0)
}

// firstWord is s up to its first space.
func firstWord(s string) string {
	if k := indexByte(s, ' '); k > 0 {
		return s[:k]
	}
	return s
}
