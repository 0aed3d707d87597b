package overpower

import (
	"strconv"

	"overdeck/game/overpower"
	"overdeck/render/layout"
	"overdeck/render/platform"
	"overdeck/render/ui"
)

// itoa is strconv.Itoa.
func itoa(n int) string { return strconv.Itoa(n) }

// typeColor is the palette colour of power type t (Energy ... MultiPower);
// the panel's for none.
func typeColor(t int8) ui.Color {
	switch t {
	case overpower.Energy:
		return ui.Energy
	case overpower.Combat:
		return ui.Fighting
	case overpower.Brute:
		return ui.Strength
	case overpower.Intel:
		return ui.Intellect
	case overpower.AnyPower:
		return ui.AnyPower
	case overpower.MultiPower:
		return ui.Multi
	}
	return 0x8a6d3bff
}

// cardOf is the catalogue entry of instance i in st, and whether it is
// known to the seat.
func cardOf(st *overpower.View, i uint16) (overpower.Card, bool) {
	if i == 0 || int(i) >= len(st.Cards) || st.Cards[i] == overpower.Hidden {
		return overpower.Card{}, false
	}
	return overpower.Cards(st.Cards[i]), true
}

// cardName names instance i ("a hidden card" when the seat cannot see it).
func cardName(st *overpower.View, i uint16) string {
	c, ok := cardOf(st, i)
	if !ok {
		return "a hidden card"
	}
	return c.String()
}

// shortFace is what a small card face says: "Energy 6", or the name.
func shortFace(c overpower.Card) string {
	if c.Kind == overpower.KindPower {
		return overpower.TypeNames[c.Type] + " " + itoa(int(c.Val))
	}
	return c.Name
}

// cardColor is the colour of a card's frame: its power type, or its kind.
func cardColor(c overpower.Card) ui.Color {
	switch c.Kind {
	case overpower.KindPower, overpower.KindBasic, overpower.KindTeamwork, overpower.KindAlly:
		return typeColor(c.Type)
	case overpower.KindSpecial:
		return 0x8a3b6dff
	case overpower.KindEvent:
		return 0x5b5f66ff
	case overpower.KindAspect:
		return 0x6b5b3bff
	}
	return 0x8a6d3bff
}

// charName names character index ci of the view.
func charName(st *overpower.View, ci int) string {
	if ci < 0 || ci >= len(st.Chars) {
		return "nobody"
	}
	return overpower.Characters(int(st.Chars[ci].Card)).Name
}

// fitText draws s in r at size or smaller, down to ui.MinText, and not at
// all when it does not fit even then (the label or the zoom says it).
func fitText(f *ui.Frame, r layout.Rect, s string, size float64, ink ui.Color, a ui.Align, bold bool) bool {
	size = min(size, r.H)
	for size > ui.MinText && ui.Measure(s, size, bold) > r.W {
		size = max(ui.MinText, size-0.5)
	}
	if size >= ui.MinText && ui.Measure(s, size, bold) <= r.W {
		f.Text(r, s, size, ink, a, bold)
		return true
	}
	return false
}

// firstFit draws the first of texts that fits r (see fitText); it
// reports whether one did.
func firstFit(f *ui.Frame, r layout.Rect, size float64, ink ui.Color, a ui.Align, bold bool, texts ...string) bool {
	for _, s := range texts {
		if fitText(f, r, s, size, ink, a, bold) {
			return true
		}
	}
	return false
}

// paragraph draws s wrapped in r at size or smaller (not below
// MinText+1), the lines that fit; it reports whether all did.
func paragraph(f *ui.Frame, r layout.Rect, s string, size float64, ink ui.Color) bool {
	floor := min(size, ui.MinText+1)
	for ; size > floor && float64(len(ui.Wrap(s, size, r.W, false)))*size*1.35 > r.H; size-- {
	}
	size = max(size, floor)
	lh := size * 1.35
	lines := ui.Wrap(s, size, r.W, false)
	for i, l := range lines {
		row := layout.Rect{X: r.X, Y: r.Y + float64(i)*lh, W: r.W, H: lh}
		if row.Y+row.H > r.Y+r.H+0.5 {
			return false
		}
		if l != "" && ui.Measure(l, size, false) <= r.W+1 {
			f.Text(row, l, size, ink, ui.Left, false)
		}
	}
	return true
}

// hot records r as the interactive element id (drawn by the caller), with
// the focus ring when it has the keyboard focus.
func hot(f *ui.Frame, id, label string, r layout.Rect, on bool) {
	if id == f.Focus && id != "" {
		f.Stroke(r.Inset(-3), ui.FocusRing, 3, 8)
	}
	f.Buttons = append(f.Buttons, platform.Button{ID: id, Label: label, X: r.X, Y: r.Y, W: r.W, H: r.H, Enabled: on})
}

// button draws a plain button with the first of texts that fits it at a
// legible size (the last one otherwise).
func button(f *ui.Frame, id, label string, r layout.Rect, on bool, texts ...string) {
	b := ui.Btn{ID: id, Label: label, Rect: r, Enabled: on}
	inner := r.Inset(min(r.H*0.2, 12))
	b.Text = label
	for _, s := range texts {
		b.Text = s
		if ui.FitsBox(s, inner, true) {
			break
		}
	}
	f.Button(b)
}
