package overpower

import (
	"overdeck/game/overpower"
	"overdeck/render/layout"
	"overdeck/render/ui"
)

// iconEntry is one paragraph of a help page drawn with the icons it
// explains: one icon stands in the gutter beside its first line; more
// stand in a row on a line of their own above it.
type iconEntry struct {
	icons []ui.Icon
	fills []ui.Color // each icon's ground (a power type's colour), 0 for none
	text  string
}

// helpRow is one line of an icon page: text, or a row of icons.
type helpRow struct {
	text  string
	icons []ui.Icon
	fills []ui.Color
	inset bool // the icons stand in the gutter, before text
}

// iconRows wraps entries at size into the lines of a page w wide, with
// a gutter for single icons when any entry has one.
func iconRows(entries []iconEntry, size, w float64) (rows []helpRow, gutter float64) {
	for _, e := range entries {
		if len(e.icons) == 1 {
			gutter = size * 1.6
		}
	}
	for _, e := range entries {
		if len(e.icons) > 1 {
			rows = append(rows, helpRow{icons: e.icons, fills: e.fills})
		}
		for k, l := range ui.Wrap(e.text, size, w-gutter, false) {
			row := helpRow{text: l}
			if k == 0 && len(e.icons) == 1 {
				row.icons, row.fills, row.inset = e.icons, e.fills, true
			}
			rows = append(rows, row)
		}
	}
	return rows, gutter
}

// drawIconPages draws entries in r at size (never smaller: help is read
// at the table's body size), with their icons: whole when they fit, else
// a page at a time, each page filled before the next begins, with
// Previous and Next (<prefix>.prev, <prefix>.next) along r's bottom.
func drawIconPages(f *ui.Frame, r layout.Rect, entries []iconEntry, size float64, ink ui.Color, p *ui.Pager, prefix string) {
	lh := size * 1.4
	body := r
	rows, gutter := iconRows(entries, size, r.W)
	paged := float64(len(rows))*lh > r.H+0.5
	var btns layout.Rect
	if paged {
		btns, body = r.CutBottom(max(layout.MinTouch, f.M.Button*0.85))
		_, body = body.CutBottom(f.M.Gap)
		rows, gutter = iconRows(entries, size, body.W)
	}
	per := max(1, int((body.H+0.5)/lh))
	pages := (len(rows) + per - 1) / per
	p.Page = max(0, min(p.Page, pages-1))
	for i, row := range rows[p.Page*per : min(len(rows), (p.Page+1)*per)] {
		line := layout.Rect{X: body.X, Y: body.Y + float64(i)*lh, W: body.W, H: lh}
		x := line.X
		for k, ic := range row.icons {
			b := layout.Rect{X: x, Y: line.Y + (lh-size*1.2)/2, W: size * 1.2, H: size * 1.2}
			if row.fills[k] != 0 {
				f.Fill(b, row.fills[k], 3)
				f.Icon(b.Inset(size*0.12), ic, ui.InkOn(row.fills[k]), row.fills[k])
			} else {
				f.Icon(b.Inset(size*0.05), ic, ink, ui.Panel)
			}
			x += size * 1.6
		}
		if row.text != "" {
			f.Text(layout.Rect{X: line.X + gutter, Y: line.Y, W: line.W - gutter, H: lh}, row.text, size, ink, ui.Left, false)
		}
	}
	if !paged {
		return
	}
	cols := btns.Cols(3, f.M.Gap)
	f.Button(ui.Btn{ID: prefix + ".prev", Label: "Previous page", Text: "Previous", Rect: cols[0], Enabled: p.Page > 0})
	f.Text(cols[1], itoa(p.Page+1)+" / "+itoa(pages), ui.SizesOf(f.M).Body, ui.InkDim, ui.Center, true)
	f.Button(ui.Btn{ID: prefix + ".next", Label: "Next page", Text: "Next", Rect: cols[2], Enabled: p.Page < pages-1})
}

// typeIcons are the power types' icons on their colours, in the grid's
// order then Any-Power and MultiPower.
func typeIcons(n int) ([]ui.Icon, []ui.Color) {
	var ics []ui.Icon
	var fills []ui.Color
	for t := range int8(n) {
		ics = append(ics, typeIcon(t))
		fills = append(fills, typeColor(t))
	}
	return ics, fills
}

// keywordIcons are the icons the keyword help draws beside its terms:
// every icon the table draws in place of words.
func keywordIcons(term string) ([]ui.Icon, []ui.Color) {
	one := func(i ui.Icon) ([]ui.Icon, []ui.Color) { return []ui.Icon{i}, []ui.Color{0} }
	switch term {
	case "Power grid":
		return typeIcons(4)
	case "Type icons":
		return typeIcons(len(overpower.TypeNames))
	case "Any-Power":
		return []ui.Icon{ui.IconAnyPower}, []ui.Color{typeColor(overpower.AnyPower)}
	case "MultiPower":
		return []ui.Icon{ui.IconMultiPower}, []ui.Color{typeColor(overpower.MultiPower)}
	case "Pile icons":
		var ics []ui.Icon
		for _, x := range piles(&overpower.View{}, 0) {
			ics = append(ics, x.icon)
		}
		return ics, make([]ui.Color, len(ics))
	}
	for _, x := range piles(&overpower.View{}, 0) {
		if term == x.name || term == x.name+" Pile" {
			return one(x.icon)
		}
	}
	switch term {
	case "1st":
		return one(ui.IconFirst)
	case "Remainder of battle":
		return one(ui.IconBattleLong)
	case "Remainder of game":
		return one(ui.IconGameLong)
	case "Astral Plane":
		return one(ui.IconAstral)
	}
	return nil, nil
}

// keywordEntries are the keyword help's paragraphs with their icons.
func keywordEntries() []iconEntry {
	var out []iconEntry
	for _, k := range keywords {
		ics, fills := keywordIcons(k[0])
		out = append(out, iconEntry{icons: ics, fills: fills, text: k[0] + ": " + k[1]})
	}
	return out
}
