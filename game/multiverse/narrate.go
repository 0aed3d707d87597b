package multiverse

import (
	"fmt"
	"slices"
	"strings"
)

// tally is the public table a move starts from, kept while the move is
// logged so that narrate can name every public change the move made.
type tally struct {
	rows    []SlotView
	mine    [DefenseSpots]SlotView
	champUp bool
	champP  int8
	hand    int
	deck    int
	discard int
	bgDeck  int
	myBG    int8
	mvBG    []uint8
}

// takeTally records the public table for narrate.
func (s *State) takeTally() tally {
	t := tally{rows: s.rowsView(), champUp: s.ChampUp, hand: len(s.Hand), deck: len(s.Deck), discard: len(s.Discard),
		bgDeck: len(s.BGDeck), myBG: s.MyBG, mvBG: slices.Clone(s.MVBG)}
	for i := range s.Mine {
		t.mine[i] = s.slotView(mineSrc(i), s.Mine[i])
	}
	if s.Champ >= 0 {
		t.champP = int8(s.powerOf(champSrc))
	}
	return t
}

// rowSlotName names the Multiverse's spot i for the log: "The
// Multiverse's left card in row 2" (row 1 is nearest the player).
func (s *State) rowSlotName(i int) string {
	return fmt.Sprintf("The Multiverse's %s card in row %d", colName(i%int(s.Cols), int(s.Cols)), i/int(s.Cols)+1)
}

// mineSlotName names the player's defense spot i: "Your left defense card".
func mineSlotName(i int) string { return "Your " + colName(i, DefenseSpots) + " defense card" }

// narrate logs every public change since before: each defense card that
// came, went, turned or changed its power or lasting change; the
// Champion; the sizes of the hand, the Power Deck, the discard pile and
// the Battleground Deck; the battlegrounds in play.
func (s *State) narrate(before *tally) {
	rows := s.rowsView()
	for i := range rows {
		var o SlotView
		if i < len(before.rows) {
			o = before.rows[i]
		}
		s.narrateSlot(s.rowSlotName(i), o, rows[i])
	}
	for i := range s.Mine {
		s.narrateSlot(mineSlotName(i), before.mine[i], s.slotView(mineSrc(i), s.Mine[i]))
	}
	if s.Champ >= 0 {
		c := Champions[s.Champ].Name
		if s.ChampUp != before.champUp {
			if s.ChampUp {
				s.log("%s is now face up.", c)
			} else {
				s.log("%s is now face down.", c)
			}
		}
		if p := int8(s.powerOf(champSrc)); p != before.champP {
			s.log("%s now has power %d.", c, p)
		}
	}
	if len(s.Hand) != before.hand || len(s.Deck) != before.deck || len(s.Discard) != before.discard {
		s.log("You hold %d cards in hand; the Power Deck has %d and the discard pile %d.", len(s.Hand), len(s.Deck), len(s.Discard))
	}
	if len(s.BGDeck) != before.bgDeck {
		s.log("The Battleground Deck has %d cards left.", len(s.BGDeck))
	}
	if s.MyBG != before.myBG {
		if s.MyBG >= 0 {
			s.log("Your battleground is now %s.", Battlegrounds[s.MyBG].Name)
		} else {
			s.log("You have no battleground now.")
		}
	}
	if !slices.Equal(s.MVBG, before.mvBG) {
		var ns []string
		for _, b := range s.MVBG {
			ns = append(ns, Battlegrounds[b].Name)
		}
		if len(ns) == 0 {
			s.log("The Multiverse has no battleground now.")
		} else {
			s.log("The Multiverse's battlegrounds are now: %s.", strings.Join(ns, ", "))
		}
	}
}

// narrateSlot names the change of one defense spot from o to v.
func (s *State) narrateSlot(who string, o, v SlotView) {
	switch {
	case o == v:
		return
	case !v.Has:
		s.log("%s is gone.", who)
		return
	case !v.Up && (!o.Has || o.Up):
		s.log("%s is now a face-down card.", who)
	case v.Up && (!o.Up || o.Card != v.Card):
		s.log("%s is now %s, face up, with power %d.", who, name(uint8(v.Card)), v.Power)
	case v.Up && o.Power != v.Power:
		s.log("%s (%s) now has power %d.", who, name(uint8(v.Card)), v.Power)
	}
	if v.Mod != o.Mod {
		s.log("%s now has a lasting change of %+d power.", who, v.Mod)
	}
}
