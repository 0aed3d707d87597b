package shell

import (
	"overdeck/render/layout"
	"overdeck/render/ui"
)

// item is one row of a menu: a button, or (with no id) a line of text.
type item struct {
	id, label string
	text      string // drawn instead of label, when set
	enabled   bool
	selected  bool
	style     ui.Style
	para      bool   // a line of text that may wrap over its row
	row       []item // buttons side by side in this item's row, instead of it
}

func button(id, label string) item { return item{id: id, label: label, enabled: true} }

// radio is a choice among several; its label says whether it is selected.
func radio(id, text string, selected, enabled bool) item {
	label := text
	if selected {
		label += " (selected)"
	}
	return item{id: id, label: label, text: text, enabled: enabled, selected: selected, style: ui.Radio}
}

// backItem is the back button every scene but the title has.
var backItem = item{id: "back", label: "Back", enabled: true}

// isBack reports whether in means "go back": Escape or the back button.
func isBack(in Intent) bool { return in.Act == Back || in.Act == Press && in.ID == "back" }

// drawMenu draws a titled column of items centred on the screen, with an
// optional line under the title; it returns the items' places.
func drawMenu(f *ui.Frame, title, sub string, items []item) []layout.Rect {
	f.Screen(ui.Background)
	head, rects := f.M.Menu(len(items))
	if sub != "" {
		subBand, titleBand := head.CutBottom(head.H * 0.3)
		f.Heading(titleBand, title)
		f.Text(subBand, sub, f.M.Text, ui.InkDim, ui.Center, false)
	} else {
		f.Heading(head, title)
	}
	drawItems(f, rects, items)
	return rects
}

// drawItems draws items into rects, one each.
func drawItems(f *ui.Frame, rects []layout.Rect, items []item) {
	for i, it := range items {
		if i >= len(rects) {
			return
		}
		if len(it.row) > 0 {
			drawItems(f, rects[i].Cols(len(it.row), f.M.Gap/2), it.row)
			continue
		}
		if it.id == "" && it.para {
			f.Paragraph(rects[i], it.label, ui.SizesOf(f.M).Small, ui.InkDim)
			continue
		}
		if it.id == "" {
			f.FitText(rects[i], it.label, f.M.Text, ui.InkDim, ui.Left, true)
			continue
		}
		f.Button(ui.Btn{ID: it.id, Label: it.label, Text: it.text, Rect: rects[i],
			Enabled: it.enabled, Selected: it.selected, Style: it.style})
	}
}
