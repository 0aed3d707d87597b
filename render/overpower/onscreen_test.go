package overpower

import (
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"overdeck/engine"
	"overdeck/game/overpower"
	"overdeck/render/layout"
	"overdeck/render/ui"
)

// TestTable_EveryPublicThingIsOnScreen plays random matches of every mode
// (Skirmish with 5 and 9 objectives too) and, at rest after every move,
// draws the table for the seat to move (now and then for the seat
// waiting) at 360x640, 1280x720 and
// 1920x1080 and checks that each thing its view holds is on the screen,
// legible (at least ui.MinText, not cut, not drawn over) and in the
// accessible mirror: every character by its name on its tile; every
// card placed on or attached to it, every hit on it this battle and on
// its permanent record listed on the tile, or counted by the tile's
// "+N more" (the tile opens the full list); a KO threshold that is not
// 20 named with its reasons at 1280x720 and over; every card of the
// exchange and the Astral Plane in the middle strip; each side's piles
// with their counts; every card of the seat's hand.
func TestTable_EveryPublicThingIsOnScreen(t *testing.T) {
	games := [][]string{
		{"mode", "venture", "deck0", "cult", "deck1", "camelot"},
		{"mode", "brawl", "deck0", "knights", "deck1", "vampires"},
		{"mode", "skirmish", "objectives", "5", "deck0", "monsters", "deck1", "musketeers"},
		{"mode", "skirmish", "objectives", "9", "deck0", "camelot", "deck1", "cult"},
	}
	steps := 300
	if testing.Short() {
		steps = 120
	}
	for g, opts := range games {
		seed := uint64(g + 1)
		m := newMatch(t, seed, opts...)
		rng := rand.New(rand.NewPCG(seed, 21))
		for step := 0; step < steps && !m.Outcome().Over; step++ {
			s, mv := randomMove(m, rng)
			seats := []engine.Seat{s}
			if step%4 == 0 {
				seats = append(seats, 1-s) // the seat waiting, too
			}
			for k, size := range screens {
				v := m.View(seats[k%len(seats)])
				f := drawFor(New(), v, size[0], size[1])
				for _, bad := range offScreen(f, view(v), me(v), size) {
					t.Errorf("%v step %d at %v: %s", opts, step, size, bad)
				}
			}
			if t.Failed() {
				t.FailNow()
			}
			if err := m.ApplyKey(s, mv.Key()); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// offScreen lists what of view st (seat mine's table) frame f does not
// show as TestTable_EveryPublicThingIsOnScreen requires.
func offScreen(f *ui.Frame, st *overpower.View, mine int, size [2]float64) []string {
	var out []string
	lines := drawnLines(f)
	cv := covers(f)
	bad := func(what string, ls []drawnLine) {
		for _, l := range ls {
			if p := legibleProblem(f, cv, l); p != "" {
				out = append(out, what+": "+quote(l.op.Text)+" "+p)
			}
		}
	}
	for ci := range st.Chars {
		c := &st.Chars[ci]
		name := overpower.Characters(int(c.Card)).Name
		b, ok := f.Find("table.char." + itoa(ci))
		if !ok {
			out = append(out, name+" has no tile")
			continue
		}
		tile := layout.Rect{X: b.X, Y: b.Y, W: b.W, H: b.H}
		in := linesIn(lines, tile)
		bad(name+"'s tile", in)
		if !within(tile, f.M.Screen) {
			out = append(out, name+"'s tile is out of the screen")
		}
		if !strings.Contains(b.Label, name) {
			out = append(out, name+"'s tile is labelled "+quote(b.Label))
		}
		if miss, _ := listed(in, []func(string) bool{naming(nil, "", name, shortName(name))}); len(miss) > 0 {
			out = append(out, name+"'s tile does not name it")
		}
		// What the tile lists: placed and attached cards, then hits.
		var items []func(string) bool
		bullet := []string{"• "}
		var names []string
		for _, p := range append(c.Placed[:], c.Extra) {
			if pc, ok := cardOf(st, p); ok && p != 0 {
				items = append(items, naming(bullet, "", "• "+pc.String(), "• "+shortFace(pc), pc.Name))
				names = append(names, pc.String())
			}
		}
		for _, l := range st.InPlay {
			if pc, ok := cardOf(st, l.Inst); ok && int(l.On) == ci {
				items = append(items, naming(bullet, "", "• "+pc.String(), "• "+shortFace(pc), pc.Name))
				names = append(names, pc.String())
			}
		}
		for _, h := range append(append([]overpower.Hit(nil), c.Hits...), c.Record...) {
			pc, _ := cardOf(st, h.Inst)
			d := " (" + itoa(int(h.Dmg)) + ")"
			items = append(items, naming([]string{"Hit: ", "Record: ", "  "}, d, cardName(st, h.Inst), shortFace(pc), pc.Name))
			names = append(names, cardName(st, h.Inst))
		}
		miss, more := listed(in, items)
		switch {
		case len(miss) > 0 && more != len(miss):
			out = append(out, name+"'s tile lists "+itoa(len(items)-len(miss))+" of "+itoa(len(items))+" cards and hits, and says +"+itoa(more)+" more")
		case len(miss) == 0 && more >= 0:
			out = append(out, name+"'s tile lists everything and says +"+itoa(more)+" more")
		}
		for _, n := range names {
			if !strings.Contains(b.Label, n) {
				out = append(out, name+"'s label does not name "+n+": "+quote(b.Label))
			}
		}
		if ch := st.ThresholdChanges(ci); len(ch) > 0 {
			want := "KO at " + itoa(int(st.KO[ci].Threshold)) + " ("
			for k, x := range ch {
				if k > 0 {
					want += ", "
				}
				want += x.By
			}
			if !strings.Contains(b.Label, want) {
				out = append(out, name+"'s label does not say "+quote(want)+": "+quote(b.Label))
			}
			if size[0] >= 1280 && size[1] >= 720 {
				var text []string
				for _, l := range in {
					text = append(text, l.op.Text)
				}
				if !strings.Contains(strings.Join(text, " "), want) {
					out = append(out, name+"'s tile does not say "+quote(want))
				}
			}
		}
	}
	out = append(out, middleOffScreen(f, st, lines)...)
	for s := range st.P {
		out = append(out, pilesOffScreen(f, st, s, mine, lines)...)
	}
	for _, i := range handCards(st, mine) {
		c, ok := cardOf(st, i)
		b, found := f.Find("table.card." + itoa(int(i)))
		if !ok || !found {
			out = append(out, "hand card "+itoa(int(i))+" is not drawn")
			continue
		}
		in := linesIn(lines, layout.Rect{X: b.X, Y: b.Y, W: b.W, H: b.H})
		if miss, _ := listed(in, []func(string) bool{naming(nil, "", c.Name, shortFace(c), firstWord(c.Name))}); len(miss) > 0 {
			out = append(out, "hand card "+c.String()+" does not show its name")
		}
		if !strings.Contains(b.Label, c.String()) {
			out = append(out, "hand card "+c.String()+" is labelled "+quote(b.Label))
		}
	}
	return out
}

// middleOffScreen checks the middle strip (its label table.plane): every
// card of the exchange and of the Astral Plane named in its lines (or a
// face drawn there) and in its label.
func middleOffScreen(f *ui.Frame, st *overpower.View, lines []drawnLine) []string {
	var out []string
	b, ok := f.Find("table.plane")
	if !ok {
		return []string{"no middle strip labelled table.plane"}
	}
	strip := layout.Rect{X: b.X, Y: b.Y, W: b.W, H: b.H}
	in := linesIn(lines, strip)
	cv := covers(f)
	for _, l := range in {
		if p := legibleProblem(f, cv, l); p != "" {
			out = append(out, "middle strip: "+quote(l.op.Text)+" "+p)
		}
	}
	var text []string
	for _, l := range in {
		text = append(text, l.op.Text)
	}
	all := strings.Join(text, " ")
	_, plane, _ := strings.Cut(all, "Astral Plane: ")
	var cards []uint16
	for _, i := range exchangeCards(st) {
		c, _ := cardOf(st, i)
		if !strings.Contains(all, c.String()) && !strings.Contains(all, firstWord(c.Name)) {
			out = append(out, "the middle strip does not name the exchange's "+c.String()+": "+quote(all))
		}
		cards = append(cards, i)
	}
	missing := 0
	for _, l := range st.InPlay {
		if l.On == -1 { // a card face down there reads "a hidden card"
			if !strings.Contains(plane, cardName(st, l.Inst)) {
				missing++
			}
			cards = append(cards, l.Inst)
		}
	}
	for _, i := range cards {
		if !strings.Contains(b.Label, cardName(st, i)) {
			out = append(out, "the middle strip's label does not name "+cardName(st, i)+": "+quote(b.Label))
		}
	}
	if missing > 0 {
		if x := moreRe.FindStringSubmatch(all); x == nil || x[1] != itoa(missing) {
			out = append(out, "the middle strip leaves out "+itoa(missing)+" Astral Plane cards: "+quote(all))
		}
	}
	return out
}

// pilesOffScreen checks seat s's side line (its label table.side.<s>,
// or on a small screen its row of the block table.sides under the
// banner, the other side's first): each pile's count drawn, after its
// name in words or short words, or as the icons' numbers in the piles'
// order; and each in the label in words.
func pilesOffScreen(f *ui.Frame, st *overpower.View, s, mine int, lines []drawnLine) []string {
	b, ok := f.Find("table.side." + itoa(s))
	label := b.Label
	var in []drawnLine
	if ok {
		in = linesIn(lines, layout.Rect{X: b.X, Y: b.Y, W: b.W, H: b.H})
	} else {
		blk, found := f.Find("table.sides")
		if !found || blk.Enabled == false {
			return []string{"no side line labelled table.side." + itoa(s) + " and no button table.sides"}
		}
		// The block's last two rows of text: the other side's, then the seat's.
		var ys []float64
		all := linesIn(lines, layout.Rect{X: blk.X, Y: blk.Y, W: blk.W, H: blk.H})
		mid := func(l drawnLine) float64 { return l.op.Rect.Y + l.op.Rect.H/2 }
		for _, l := range all {
			if len(ys) == 0 || math.Abs(ys[len(ys)-1]-mid(l)) > 2 {
				ys = append(ys, mid(l))
			}
		}
		if len(ys) < 3 {
			return []string{"the block table.sides draws fewer than the banner and two lines"}
		}
		row := ys[len(ys)-2]
		if s == mine {
			row = ys[len(ys)-1]
		}
		for _, l := range all {
			if math.Abs(mid(l)-row) <= 2 {
				in = append(in, l)
			}
		}
		parts := strings.SplitN(blk.Label, "; ", 2)
		label = parts[len(parts)-1]
		if s != mine {
			label = parts[0]
		}
	}
	var out []string
	var text []string
	cv := covers(f)
	for _, l := range in {
		if p := legibleProblem(f, cv, l); p != "" {
			out = append(out, "side line: "+quote(l.op.Text)+" "+p)
		}
		text = append(text, l.op.Text)
	}
	all := " " + strings.Join(text, " ") + " "
	p := &st.P[s]
	ns := []string{itoa(int(p.DrawN)), itoa(int(p.HandN)), itoa(len(p.Pack)), itoa(len(p.Dead)), itoa(len(p.Defeat))}
	icons := len(text) >= 5 && strings.Join(text[len(text)-5:], " ") == strings.Join(ns, " ")
	// Each pile by its name in words or its short word, or by its icon.
	for k, pile := range [][2]string{{"Draw Pile", "Draw"}, {"Hand", "Hand"}, {"Power Pack", "Pack"}, {"Dead Pile", "Dead"},
		{"Defeated Characters", "Defeated"}} {
		n := ns[k]
		if !icons && !strings.Contains(all, " "+pile[0]+" "+n+" ") && !strings.Contains(all, " "+pile[1]+" "+n+" ") {
			out = append(out, seatName(s)+"'s side line does not count the "+pile[0]+" ("+n+"): "+quote(all))
		}
		if !strings.Contains(label, pile[0]+" "+n) {
			out = append(out, seatName(s)+"'s side label does not count the "+pile[0]+": "+quote(label))
		}
	}
	return out
}

// quote quotes s for a message.
func quote(s string) string { return "\"" + s + "\"" }
