package overpower

import (
	"strconv"
	"strings"

	"overdeck/engine"
	"overdeck/game/overpower"
	"overdeck/render/kit"
	"overdeck/render/layout"
	"overdeck/render/ui"
)

// drawOverlay draws the open overlay over the whole table area, with a
// Close button (table.close).
func drawOverlay(f *ui.Frame, r layout.Rect, v *engine.SeatView, st *overpower.View, u *seatUI) {
	sz := ui.SizesOf(f.M)
	switch u.overlay {
	case "log":
		u.log.Draw(f, f.Overlay(r, "Game log", "table.close"), seatLog(v, u), "table.log", sz.Body)
		return
	case "help":
		drawKeywordHelp(f, f.Overlay(r, "Keywords", "table.close"), u, u.ask)
		return
	case "info":
		drawPages(f, f.Overlay(r, "The table", "table.close"), infoText(st), sz.Body, ui.Ink, &u.pager, "table.page")
		return
	}
	if u.overlay == "sides" {
		drawSideOverlay(f, r, v, st, u)
		return
	}
	head, text, col := zoomText(v, st, strings.TrimPrefix(u.overlay, "zoom."))
	if ui.Measure(head, ui.MinText, true) > r.W*0.6 {
		head = "In full"
	}
	in := f.Overlay(r, head, "table.close")
	if ci, ok := zoomChar(u.overlay); ok {
		var art layout.Rect
		if art, in = f.ZoomArt(in); art.W > 0 {
			ch := overpower.Characters(int(st.Chars[ci].Card))
			c1, c2 := charColors(ch.Grid)
			f.HeroEmblem(art, ch.Name, c1, c2)
		}
	}
	if c, ok := zoomCard(st, u.overlay); ok {
		var pic layout.Rect
		if pic, in = f.ZoomCard(in); pic.W > 0 {
			drawBigCard(f, pic, c)
		}
	}
	band, in := in.CutTop(sz.Small * 0.6)
	f.Fill(band, col, 3)
	_, in = in.CutTop(f.M.Gap / 2)
	in = kit.DrawKeywordTerms(f, in, keywords, text, "table.term")
	u.pager.Draw(f, in, text, sz.Body, ui.Ink, "table.page")
}

// zoomText returns the title, the whole text and the colour of a zoomed
// card or character, only for what the seat may see.
func zoomText(v *engine.SeatView, st *overpower.View, what string) (string, string, ui.Color) {
	kind, arg, _ := strings.Cut(what, ".")
	n, err := strconv.Atoi(arg)
	switch {
	case err != nil:
	case kind == "card":
		if c, ok := cardOf(st, uint16(n)); ok {
			text := cardText(c)
			if w := st.WhyNot(uint16(n)); w != "" && !isPlayable(v, uint16(n)) {
				text += "\nWhy it cannot be played now: " + w
			}
			if k := keywordsIn(text); k != "" {
				text += "\n" + k
			}
			return c.Name, text, cardColor(c)
		}
	case kind == "char" && n >= 0 && n < 8:
		return charName(st, n), charText(st, n), ui.Accent
	}
	return "Nothing to show", "This card is not where you can see it.", ui.Panel
}

// isPlayable reports whether the seat may play card i now.
func isPlayable(v *engine.SeatView, i uint16) bool {
	for _, x := range playable(moves(v)) {
		if x == i {
			return true
		}
	}
	return false
}

// cardText is a card's whole text: its kind, numbers and rules.
func cardText(c overpower.Card) string {
	var b strings.Builder
	tn := overpower.TypeNames
	n := func(x int8) string { return itoa(int(x)) }
	b.WriteString(overpower.KindNames[c.Kind])
	switch c.Kind {
	case overpower.KindPower:
		b.WriteString(": " + tn[c.Type] + " " + n(c.Val) + ". Played by a character whose grid reaches " + n(c.Val))
		switch c.Type {
		case overpower.AnyPower:
			b.WriteString(" in the type it is declared as; its hits count toward no type for Spectrum KO.")
		case overpower.MultiPower:
			b.WriteString(" in the type it is declared as; its hit counts one more type needed for Spectrum KO.")
		default:
			b.WriteString(" in " + tn[c.Type] + ". It attacks at a target or blocks an attack of " + n(c.Val) + " or less.")
		}
	case overpower.KindBasic:
		b.WriteString(": played with a " + tn[c.Type] + " Power card by a character with " + tn[c.Type] + " " + n(c.Req) +
			" or more; +" + n(c.Bonus) + " to the attack or block (never to damage or venture).")
	case overpower.KindTeamwork:
		b.WriteString(": " + c.String() + ". Played by a character with " + tn[c.Type] + " " + n(c.Req) +
			" or more; the teammates then make the follow-up attacks with Power cards of those types and bonuses.")
	case overpower.KindTraining:
		b.WriteString(": for a character with " + tn[c.ReqT[0]] + " or " + tn[c.ReqT[1]] + " of " + n(c.Req) + " or less; +" + n(c.Bonus) + ".")
	}
	if c.Char >= 0 && (c.Kind == overpower.KindSpecial || c.Kind == overpower.KindAdvanced) {
		b.WriteString(" of " + overpower.Characters(int(c.Char)).Name)
	} else if c.Kind == overpower.KindSpecial {
		b.WriteString(" (Any Character)")
	}
	var icons []string
	for bit, w := range iconWords {
		if c.Icons&(1<<bit) != 0 {
			icons = append(icons, w)
		}
	}
	if len(icons) > 0 {
		b.WriteString(". Icons: " + strings.Join(icons, ", "))
	}
	if c.OPD {
		b.WriteString(". One Per Deck")
	}
	if c.Text != "" {
		b.WriteString("\n" + c.Text)
	}
	return b.String()
}

// iconWords say the function icons (overpower.IconOffense ...) in words.
var iconWords = []string{"offensive", "defensive", "attach", "1st", "Astral Plane", "remainder of battle", "remainder of game", "resolves, then stays in the Astral Plane"}

// charText is everything public about character ci: its grid, ability,
// KO distances, placed cards, hits and permanent record.
func charText(st *overpower.View, ci int) string {
	c := &st.Chars[ci]
	ch := overpower.Characters(int(c.Card))
	var b strings.Builder
	pos := "Front Line"
	if c.Pos == 3 {
		pos = "Reserve"
	}
	b.WriteString(seatName(ci/4) + ", " + pos + ". Threat " + itoa(int(ch.Threat)) + ". Power grid: ")
	for t := 0; t < 4; t++ {
		if t > 0 {
			b.WriteString(", ")
		}
		b.WriteString(overpower.TypeNames[t] + " " + itoa(int(ch.Grid[t])))
	}
	b.WriteString(".")
	if ch.Text != "" {
		b.WriteString("\nInherent ability: " + ch.Text)
	}
	if c.KO {
		b.WriteString("\nKO'd in battle " + itoa(int(c.KOAt)) + ".")
	} else {
		b.WriteString("\n" + koText(st, ci))
	}
	var placed []string
	for _, p := range append(c.Placed[:], c.Extra) {
		if p != 0 {
			placed = append(placed, cardName(st, p))
		}
	}
	if len(placed) > 0 {
		b.WriteString("\nPlaced: " + strings.Join(placed, ", ") + ".")
	}
	for _, l := range st.InPlay {
		if int(l.On) == ci {
			b.WriteString("\nAttached: " + cardName(st, l.Inst) + ".")
		}
	}
	b.WriteString("\nHits this battle: " + hitList(st, c.Hits))
	b.WriteString("\nPermanent record: " + hitList(st, c.Record))
	return b.String()
}

// hitList names hits with their damage and type.
func hitList(st *overpower.View, hs []overpower.Hit) string {
	if len(hs) == 0 {
		return "none."
	}
	var out []string
	total := 0
	for _, h := range hs {
		s := cardName(st, h.Inst) + " (" + itoa(int(h.Dmg))
		if h.Type >= 0 && h.Type < overpower.AnyPower {
			s += " " + overpower.TypeNames[h.Type]
		}
		if h.Multi {
			s += ", MultiPower"
		}
		out = append(out, s+")")
		total += int(h.Dmg)
	}
	return strings.Join(out, ", ") + "; " + itoa(total) + " damage."
}

// infoText describes the table: each side's homebase, mission and piles,
// and the Astral Plane.
func infoText(st *overpower.View) string {
	var b strings.Builder
	var astral []string
	for _, l := range st.InPlay {
		if l.On < 0 {
			astral = append(astral, cardName(st, l.Inst))
		}
	}
	b.WriteString("Astral Plane: ")
	if len(astral) == 0 {
		b.WriteString("empty.")
	} else {
		b.WriteString(strings.Join(astral, ", ") + ".")
	}
	if st.Mode == overpower.ModeSkirmish {
		b.WriteString(" Shared objectives still in the Astral Plane: " + itoa(sum(st.Shared)) + " of " + itoa(int(st.SkirN)) + ".")
	}
	for s := 0; s < 2; s++ {
		p := &st.P[s]
		b.WriteString("\n" + seatName(s) + ". ")
		if p.Home >= 0 {
			h := overpower.Homebases(int(p.Home))
			b.WriteString("Homebase: " + h.Name + " (" + h.Text + ")")
			for _, x := range p.HomeP {
				if x != 0 {
					b.WriteString(" Placed on it: " + cardName(st, x) + ".")
				}
			}
		} else {
			b.WriteString("No homebase.")
		}
		if st.Mode == overpower.ModeVenture && p.Set >= 0 {
			var pile [3][]string
			for k, o := range p.Obj {
				name := itoa(k + 1)
				if p.Vent[k] {
					name += " (ventured)"
				}
				if o >= 0 && o < 3 {
					pile[o] = append(pile[o], name)
				}
			}
			b.WriteString(" Mission: " + overpower.MissionSets(int(p.Set)).Name + ". Objectives in Reserve: " + listOr(pile[0]) +
				"; Completed: " + listOr(pile[1]) + "; Defeated: " + listOr(pile[2]) + ".")
			if p.Carry > 0 {
				b.WriteString(" " + itoa(int(p.Carry)) + " carried from a tie.")
			}
		}
		b.WriteString(" Draw Pile " + itoa(int(p.DrawN)) + ", hand " + itoa(int(p.HandN)) + ".")
		if s != int(st.Seat) && len(p.Hand) > 0 {
			b.WriteString(" Revealed in the hand: " + names(st, p.Hand) + ".")
		}
		if p.EventDown {
			b.WriteString(" An Event lies face down.")
		}
		b.WriteString(" Power Pack: " + names(st, p.Pack) + ". Dead Pile: " + names(st, p.Dead) +
			". Defeated Characters Pile: " + names(st, p.Defeat) + ".")
		if len(p.Gone) > 0 {
			b.WriteString(" Removed from the game: " + names(st, p.Gone) + ".")
		}
	}
	return b.String()
}

// names lists cards by name, "none" for no card.
func names(st *overpower.View, is []uint16) string {
	var out []string
	for _, i := range is {
		out = append(out, cardName(st, i))
	}
	return listOr(out)
}

// listOr joins s with commas, or says "none".
func listOr(s []string) string {
	if len(s) == 0 {
		return "none"
	}
	return strings.Join(s, ", ")
}

// sum adds small counts.
func sum(s []int8) int {
	n := 0
	for _, x := range s {
		n += int(x)
	}
	return n
}

// zoomChar is the character a "zoom.char.<ci>" overlay shows.
func zoomChar(overlay string) (int, bool) {
	arg, ok := strings.CutPrefix(overlay, "zoom.char.")
	n, err := strconv.Atoi(arg)
	return n, ok && err == nil && n >= 0 && n < 8
}

// zoomCard is the card a "zoom.card.<i>" overlay shows, if the seat may
// see it.
func zoomCard(st *overpower.View, overlay string) (overpower.Card, bool) {
	arg, ok := strings.CutPrefix(overlay, "zoom.card.")
	n, err := strconv.Atoi(arg)
	if !ok || err != nil {
		return overpower.Card{}, false
	}
	return cardOf(st, uint16(n))
}

// drawBigCard draws card c with the kit's card frame: its name (when it
// fits the name bar), kind, value badge and text (a short line instead
// when the text does not fit the card: the zoom's text says it in full).
func drawBigCard(f *ui.Frame, r layout.Rect, c overpower.Card) {
	cf := ui.CardFrame{Name: c.Name, Type: overpower.KindNames[c.Kind], Color: cardColor(c), Emblem: c.Name, Text: c.Text,
		Short: overpower.KindNames[c.Kind] + ": its text in full is beside it"}
	if ui.Measure(c.Name, ui.MinText+1, true) > r.W*0.8 {
		cf.Name = ""
	}
	if ui.Measure(cf.Type, ui.MinText, false) > r.W*0.6 {
		cf.Type = ""
	}
	if c.Kind == overpower.KindPower {
		cf.Type = overpower.TypeNames[c.Type]
		cf.Stats = []ui.Stat{{Icon: typeIcon(c.Type), Value: itoa(int(c.Val))}}
	}
	f.DrawCard(r, cf)
}

// typeIcon is the kit's icon of power type t.
func typeIcon(t int8) ui.Icon {
	switch t {
	case overpower.Energy:
		return ui.IconEnergy
	case overpower.Combat:
		return ui.IconFighting
	case overpower.Brute:
		return ui.IconStrength
	case overpower.Intel:
		return ui.IconIntellect
	case overpower.AnyPower:
		return ui.IconAnyPower
	}
	return ui.IconMultiPower
}
