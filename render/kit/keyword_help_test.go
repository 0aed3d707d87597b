package kit

import (
	"slices"
	"strings"
	"testing"

	"overdeck/engine/save"
	"overdeck/render/layout"
	"overdeck/render/ui"
)

// askHost is an EditorHost whose player types typed.
type askHost struct {
	typed   string
	initial string // what the last question started from
}

func (h *askHost) Store() save.Store { return nil }
func (h *askHost) Tell(string)       {}
func (h *askHost) AskText(_, initial string, _ int, then func(string)) {
	h.initial = initial
	then(h.typed)
}

var helpKeywords = [][2]string{{"Block", "Stops a hit."}, {"Slow", "Acts after the others."}, {"Hit", "Deals damage; a block stops it."}}

// texts returns every text line f draws.
func texts(f *ui.Frame) []string {
	var out []string
	for _, o := range f.Ops {
		if o.Kind == ui.TextLine && o.Text != "" {
			out = append(out, o.Text)
		}
	}
	return out
}

// TestKeywordHelp_ShowsTappedThenFoundThenAll: the keywords tapped on a
// card come first, then those a search found (name or text, any case),
// then all of them; the line says which; Show all is offered only when
// fewer than all are shown, and names them for a screen reader; Search
// only when the table can ask; a search that found none says so plainly.
func TestKeywordHelp_ShowsTappedThenFoundThenAll(t *testing.T) {
	cases := []struct {
		h       KeywordHelp
		shown   []int
		status  string
		showAll string // the Show all button's label, "" for none
	}{
		{KeywordHelp{Find: "BLOCK", Terms: []int{2}}, []int{2}, "The keyword tapped on the card", "Show all the keywords (shown now: The keyword tapped on the card: Hit)"},
		{KeywordHelp{Terms: []int{0, 2}}, []int{0, 2}, "The 2 keywords of the card", "Show all the keywords (shown now: The 2 keywords of the card: Block, Hit)"},
		{KeywordHelp{Find: "BLOCK"}, []int{0, 2}, "2 matches for 'BLOCK'", "Show all the keywords (shown now: 2 matches for 'BLOCK': Block, Hit)"},
		{KeywordHelp{Find: "zzqx"}, nil, "No match for 'zzqx'", "Show all the keywords (shown now: No match for 'zzqx')"},
		{KeywordHelp{CanAsk: true}, []int{0, 1, 2}, "All 3 keywords", ""},
	}
	for _, c := range cases {
		c.h.Keywords, c.h.Bar = helpKeywords, layout.MinTouch
		f := ui.NewFrame(layout.For(1280, 720), "")
		r := layout.Rect{X: 0, Y: 0, W: 1280, H: 720}
		shown, body := c.h.Draw(f, r)
		lines := texts(f)
		if !slices.Equal(shown, c.shown) || !slices.Contains(lines, c.status) || body.Y <= r.Y || body.H >= r.H {
			t.Errorf("%+v: shows %v with lines %q in %+v, want %v and %q", c.h, shown, lines, body, c.shown, c.status)
		}
		all, ok := f.Find("table.help.all")
		if (c.showAll != "") != ok || (ok && all.Label != c.showAll) {
			t.Errorf("%+v: Show all %v %q, want %q", c.h, ok, all.Label, c.showAll)
		}
		if _, ok := f.Find("table.help.search"); ok != c.h.CanAsk {
			t.Errorf("%+v: Search offered %v", c.h, ok)
		}
		if said := slices.ContainsFunc(lines, func(l string) bool { return strings.HasPrefix(l, "No keyword has 'zzqx'") }); said != (len(c.shown) == 0) {
			t.Errorf("%+v: no match said %v: %q", c.h, said, lines)
		}
	}
}

// TestPressKeywordHelp_AllSearchAndNoHost: Show all shows every keyword
// again; Search asks from the word searched now and shows the word typed,
// trimmed; without a host Search does nothing.
func TestPressKeywordHelp_AllSearchAndNoHost(t *testing.T) {
	var got []string
	show := func(w string) { got = append(got, w) }
	host := &askHost{typed: "  slow "}
	PressKeywordHelp("search", host, "block", show)
	PressKeywordHelp("all", host, "slow", show)
	PressKeywordHelp("search", nil, "", show)
	PressKeywordHelp("next", host, "", show)
	if !slices.Equal(got, []string{"slow", ""}) || host.initial != "block" {
		t.Errorf("shown %q, asked from %q", got, host.initial)
	}
	if n := KeywordsNamed(helpKeywords, "A slow HIT."); !slices.Equal(n, []int{1, 2}) {
		t.Errorf("KeywordsNamed = %v, want [1 2]", n)
	}
}
