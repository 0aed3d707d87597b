package multiverse

import (
	"fmt"
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"

	"overdeck/engine"
	"overdeck/game/multiverse"
	"overdeck/render/layout"
	"overdeck/render/ui"
	"overdeck/render/ui/uitest"
)

// This file checks that the table shows what the view holds: every card
// the player may know is drawn on the screen, named, uncovered and in the
// mirror, and every mirror label reads as a sentence. The checks take a
// ui.Frame and a list of the things it must show, so that another table's
// test may use them the same way.

// shown is one public thing of the view that a frame must show: the id of
// its mirror button, the words its label must hold, and the name that
// must be drawn on it ("" when nothing need be: a face-down card).
type shown struct {
	id, label, name string
}

// checkShown reports every thing of want that frame f does not show: no
// mirror button, a label without its words, a button outside the screen,
// a name not drawn (in full, or its first word) inside the button, or a
// name covered by something drawn later that is no part of the thing.
func checkShown(f *ui.Frame, want []shown) []string {
	var out []string
	scr := f.M.Screen
	for _, w := range want {
		b, ok := f.Find(w.id)
		if !ok {
			out = append(out, w.id+": not in the mirror")
			continue
		}
		if !strings.Contains(b.Label, w.label) {
			out = append(out, fmt.Sprintf("%s: label %q does not say %q", w.id, b.Label, w.label))
		}
		r := layout.Rect{X: b.X, Y: b.Y, W: b.W, H: b.H}
		if !inside(r, scr) || r.W < 1 || r.H < 1 {
			out = append(out, fmt.Sprintf("%s: %+v is not on the %gx%g screen", w.id, r, scr.W, scr.H))
			continue
		}
		if w.name == "" {
			continue
		}
		ops := nameOps(f, r, w.name)
		if len(ops) == 0 {
			out = append(out, fmt.Sprintf("%s: %q is not drawn in %+v", w.id, w.name, r))
			continue
		}
		for _, k := range ops {
			if j, ok := coveredBy(f, k, r); ok {
				out = append(out, fmt.Sprintf("%s: %q is covered by op %d %+v", w.id, f.Ops[k].Text, j, f.Ops[j].Rect))
			}
		}
	}
	return out
}

// inside reports whether r lies in s (half a pixel allowed).
func inside(r, s layout.Rect) bool {
	return r.X >= s.X-0.5 && r.Y >= s.Y-0.5 && r.X+r.W <= s.X+s.W+0.5 && r.Y+r.H <= s.Y+s.H+0.5
}

// overlap is the area r and s share.
func overlap(r, s layout.Rect) float64 {
	w := min(r.X+r.W, s.X+s.W) - max(r.X, s.X)
	h := min(r.Y+r.H, s.Y+s.H) - max(r.Y, s.Y)
	return max(w, 0) * max(h, 0)
}

// inkOf is the part of text op o's rectangle its letters cover.
func inkOf(o ui.Op) layout.Rect { return uitest.InkBox(o, 1.15) }

// nameOps returns the text ops in r that draw name: whole on one line, on
// consecutive lines, or its first word (the kit's short form); none when
// it is not drawn there, inside the screen, at a legible size.
func nameOps(f *ui.Frame, r layout.Rect, name string) []int {
	first, _, _ := strings.Cut(name, " ")
	for k := 0; k < len(f.Ops); k++ {
		o := f.Ops[k]
		if o.Kind != ui.TextLine || o.Cut || o.Size < ui.MinText-0.01 {
			continue
		}
		ink := inkOf(o)
		if overlap(ink, r) < ink.W*ink.H*0.99 || !inside(ink, f.M.Screen) {
			continue
		}
		text, ops := o.Text, []int{k}
		for j := k + 1; j < len(f.Ops) && len(text) < len(name) && f.Ops[j].Kind == ui.TextLine; j++ {
			text += " " + f.Ops[j].Text
			ops = append(ops, j)
		}
		if text == name || o.Text == first {
			if o.Text == first {
				ops = ops[:1]
			}
			return ops
		}
	}
	return nil
}

// coveredBy returns an op drawn after op k that hides part of its letters
// and is not part of the thing in r (it does not lie inside r): a
// neighbour's card, a panel. Fills lighter than three quarters opacity
// tint (a dimmed card), they do not hide.
func coveredBy(f *ui.Frame, k int, r layout.Rect) (int, bool) {
	ink := inkOf(f.Ops[k])
	for j := k + 1; j < len(f.Ops); j++ {
		o := f.Ops[j]
		switch o.Kind {
		case ui.FillRect:
			if _, _, _, a := o.Color.RGBA(); a < 0xc0 {
				continue
			}
		case ui.TextLine:
			o.Rect = inkOf(o)
		case ui.StrokeRect:
			continue // an outline: a ring round a card
		}
		if overlap(o.Rect, ink) > 1 && !inside(o.Rect, r) {
			return j, true
		}
	}
	return 0, false
}

// labelFaults finds broken punctuation in a mirror label: doubled full
// stops, a space before a mark or two spaces, two marks in a row, a label
// ending on a comma or colon, empty brackets, spaces at its ends.
var labelFaults = regexp.MustCompile(`\.\.|\s[.,;:!?)]|\(\s|\s\s|[,;:][.,;:!?]|\.[,;:]|[,;:]$|\(\)|^\s|\s$|^$`)

// checkLabels reports every mirror label of f with broken punctuation.
func checkLabels(f *ui.Frame) []string {
	var out []string
	for _, b := range f.Buttons {
		if loc := labelFaults.FindStringIndex(b.Label); loc != nil {
			out = append(out, fmt.Sprintf("%s: %q (at %q)", b.ID, b.Label, b.Label[loc[0]:loc[1]]))
		}
	}
	return out
}

// publicThings lists what the table must show of st at rest: the
// Multiverse's defense cards and battlegrounds, the player's defense
// cards, Champion and battleground, the discard pile's top card and size,
// and the hand (the cards of it in view, when the hand is shown in part).
func publicThings(f *ui.Frame, st *multiverse.View) []shown {
	var want []shown
	for i, sl := range st.Rows {
		switch {
		case sl.Has && sl.Up:
			n := cardName(int(sl.Card))
			want = append(want, shown{"table.slot." + itoa(i), n, n})
		case sl.Has:
			want = append(want, shown{"table.slot." + itoa(i), "face-down", ""})
		}
	}
	for i, b := range st.MVBG {
		want = append(want, shown{"table.bg." + itoa(i), groundName(int(b)), groundName(int(b))})
	}
	if st.MyBG >= 0 {
		want = append(want, shown{"table.bg.me", groundName(int(st.MyBG)), groundName(int(st.MyBG))})
	}
	for i, sl := range st.Mine {
		switch {
		case sl.Has && sl.Up:
			n := cardName(int(sl.Card))
			want = append(want, shown{"table.mine." + itoa(i), n, n})
		case sl.Has:
			want = append(want, shown{"table.mine." + itoa(i), "face down", ""})
		}
	}
	if st.Champ >= 0 {
		n := multiverse.Champions[st.Champ].Name
		want = append(want, shown{"table.champ", n, n})
	}
	if n := len(st.Discard); n > 0 {
		top := cardName(int(st.Discard[n-1]))
		want = append(want, shown{"table.discard", itoa(n) + " cards, " + top + " on top", top})
	}
	for i, c := range st.Hand {
		if _, ok := f.Find("table.hand." + itoa(i)); ok || !handWindowed(f) {
			n := cardName(int(c))
			want = append(want, shown{"table.hand." + itoa(i), n, n})
		}
	}
	return want
}

// handWindowed reports whether f shows the hand in part, with buttons to
// slide it.
func handWindowed(f *ui.Frame) bool {
	_, ok := f.Find("table.hand.next")
	return ok
}

// checkCounts reports the counts of st the frame does not give in full:
// the Power Deck's size drawn on it, the hand's size in its heading, the
// Multiverse's cards left in its heading, and, when the hand is shown in
// part, how many of its cards are out of view on each side.
func checkCounts(f *ui.Frame, st *multiverse.View) []string {
	var out []string
	texts := strings.Join(f.Texts(), "|")
	if !strings.Contains("|"+texts+"|", "|"+itoa(int(st.DeckN))+"|") && !strings.Contains(texts, "Power Deck "+itoa(int(st.DeckN))+" ·") {
		out = append(out, "the Power Deck's size "+itoa(int(st.DeckN))+" is not drawn")
	}
	if !strings.Contains(texts, "Your hand ("+itoa(len(st.Hand))+")") {
		out = append(out, "the hand's heading does not give its size "+itoa(len(st.Hand)))
	}
	_, left := nearRow(st)
	if !strings.Contains(texts, "The Multiverse: "+cards(left, "defense card")+" left") && !strings.Contains(texts, "Multiverse: "+itoa(left)+" left") {
		out = append(out, "the Multiverse's heading does not give its "+itoa(left)+" cards left")
	}
	if handWindowed(f) {
		lo, hi := len(st.Hand), -1
		for i := range st.Hand {
			if _, ok := f.Find("table.hand." + itoa(i)); ok {
				lo, hi = min(lo, i), max(hi, i)
			}
		}
		for _, side := range []struct {
			id string
			n  int
		}{{"table.hand.prev", lo}, {"table.hand.next", len(st.Hand) - 1 - hi}} {
			b, _ := f.Find(side.id)
			more := "+" + itoa(side.n) + " more"
			if side.n > 0 && (!b.Enabled || !strings.Contains(b.Label, more) || !strings.Contains(texts, more)) {
				out = append(out, fmt.Sprintf("%s: %d cards out of view, the button %q does not show %q", side.id, side.n, b.Label, more))
			}
		}
	}
	return out
}

// tableGames plays random games of every level, with and without a
// Champion, pressing the table's own buttons at random (selections, zooms,
// the Multiverse's turn step by step) as well as making moves, and calls
// check with the table and each frame it draws at each screen size after
// each press, and at rest (no overlay, no step of the Multiverse's turn
// shown) after each move.
func tableGames(t *testing.T, games int, check func(what string, f *ui.Frame, v *engine.SeatView, rest bool)) {
	levels := multiverse.Levels
	for g := range games {
		lv := levels[g%len(levels)]
		champ := "none"
		if g/len(levels)%2 == 1 {
			champ = multiverse.Champions[g%len(multiverse.Champions)].Name
		}
		seed := uint64(2200 + g)
		m := newMatch(t, seed, multiverse.OptLevel, lv.Name, multiverse.OptChampion, champ)
		rng := rand.New(rand.NewPCG(seed, 22))
		tb := New()
		for press := 0; press < 600 && !m.Outcome().Over; press++ {
			v := m.View(0)
			what := fmt.Sprintf("%s, champion %s, seed %d, press %d", lv.Name, champ, seed, press)
			for _, sz := range screens {
				check(what, drawFor(tb, v, sz[0], sz[1]), v, false)
			}
			f := drawFor(tb, v, 1280, 720)
			var ids []string
			for _, b := range f.Buttons {
				if b.Enabled && strings.HasPrefix(b.ID, "table.") && !strings.HasPrefix(b.ID, "table.log") {
					ids = append(ids, b.ID)
				}
			}
			if len(ids) == 0 || rng.IntN(3) == 0 {
				l := m.Legal(0)
				if err := m.Apply(0, l[rng.IntN(len(l))]); err != nil {
					t.Fatal(err)
				}
			} else if key, ok := tb.Action(ids[rng.IntN(len(ids))], v); ok {
				if err := m.ApplyKey(0, key); err != nil {
					t.Fatal(err)
				}
			} else {
				continue
			}
			// At rest after the move: the Multiverse's turn seen, no zoom.
			v = m.View(0)
			if _, ok := drawFor(tb, v, 1280, 720).Find("table.close"); ok {
				tb.Action("table.close", v)
			}
			skipTurn(t, tb, v)
			for _, sz := range screens {
				check(fmt.Sprintf("%s at %gx%g", what, sz[0], sz[1]), drawFor(tb, v, sz[0], sz[1]), v, true)
			}
		}
	}
}

// TestMirrorLabelsReadAsSentences: no mirror label of any frame of random
// games (a card selected, dimmed, zoomed, the Multiverse's turn shown) has
// doubled full stops or other broken punctuation.
func TestMirrorLabelsReadAsSentences(t *testing.T) {
	seen := map[string]bool{}
	tableGames(t, 6, func(what string, f *ui.Frame, _ *engine.SeatView, _ bool) {
		for _, e := range checkLabels(f) {
			if !seen[e] {
				seen[e] = true
				t.Errorf("%s: %s", what, e)
			}
		}
	})
}

// TestEveryPublicCardIsOnScreen: at rest after every move of random games
// of every level, with and without a Champion, at a phone's, a laptop's
// and a large screen's size, every card of the view (the Multiverse's
// rows and battlegrounds, the player's defense cards, Champion,
// battleground, discard pile and hand) is in the mirror and drawn inside
// the screen, named and not covered, and every count is given in full or
// as "+N more".
func TestEveryPublicCardIsOnScreen(t *testing.T) {
	fails := 0
	tableGames(t, 6, func(what string, f *ui.Frame, v *engine.SeatView, rest bool) {
		if !rest || fails > 20 {
			return
		}
		st := view(v)
		for _, e := range append(checkShown(f, publicThings(f, st)), checkCounts(f, st)...) {
			fails++
			t.Errorf("%s: %s", what, e)
		}
	})
}

// TestDeckBuilderLabelsReadAsSentences: every mirror label of the deck
// builder, every page of it at every screen size, a card held 0 to 3
// times, reads without broken punctuation.
func TestDeckBuilderLabelsReadAsSentences(t *testing.T) {
	e := NewDeckEditor(multiverse.Decks[0].Name)
	for _, sz := range screens {
		e.page = 0
		for range 40 {
			f := ui.NewFrame(layout.For(sz[0], sz[1]), "")
			e.Draw(f, f.M.Screen)
			for _, bad := range checkLabels(f) {
				t.Errorf("%gx%g, page %d: %s", sz[0], sz[1], e.page, bad)
			}
			if b, ok := f.Find("edit.page.next"); !ok || !b.Enabled {
				break
			}
			e.Press("edit.page.next")
		}
	}
}
