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
	fight   [2]int8 // the combat's attack and defense totals (0, 0 when none)
	pending []uint8 // the Delayed skills waiting, by card
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
	t.fight, t.pending = s.fightTotals(), s.pendingCards()
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
// the Battleground Deck; the battlegrounds in play; the combat's totals;
// the Delayed skills waiting.
func (s *State) narrate(before *tally) {
	for _, l := range s.changes(before) {
		s.log("%s", l)
	}
}

// narrateStep names in the step being recorded (st) and in its log line
// what changed since the board was last told, and tells the board.
func (s *State) narrateStep(st *Step) {
	if s.told == nil {
		return
	}
	if ls := s.changes(s.told); len(ls) > 0 {
		line := strings.Join(ls, " ")
		if !s.tt.Amend(" " + line) {
			s.log("%s", line)
		}
		st.Text += " " + line
	}
	*s.told = s.takeTally()
}

// changes says every public change since before, one sentence each.
func (s *State) changes(before *tally) []string {
	var out []string
	say := func(format string, args ...any) { out = append(out, fmt.Sprintf(format, args...)) }
	rows := s.rowsView()
	for i := range rows {
		var o SlotView
		if i < len(before.rows) {
			o = before.rows[i]
		}
		out = append(out, s.slotChange(s.rowSlotName(i), o, rows[i])...)
	}
	for i := range s.Mine {
		out = append(out, s.slotChange(mineSlotName(i), before.mine[i], s.slotView(mineSrc(i), s.Mine[i]))...)
	}
	if s.Champ >= 0 {
		c := Champions[s.Champ].Name
		if s.ChampUp != before.champUp {
			if s.ChampUp {
				say("%s is now face up.", c)
			} else {
				say("%s is now face down.", c)
			}
		}
		if p := int8(s.powerOf(champSrc)); p != before.champP {
			say("%s now has power %d.", c, p)
		}
	}
	if len(s.Hand) != before.hand || len(s.Deck) != before.deck || len(s.Discard) != before.discard {
		say("The Power Deck has %d cards left, the discard pile %d and your hand %d.", len(s.Deck), len(s.Discard), len(s.Hand))
	}
	if len(s.BGDeck) != before.bgDeck {
		say("The Battleground Deck has %d cards left.", len(s.BGDeck))
	}
	if s.MyBG != before.myBG {
		if s.MyBG >= 0 {
			say("Your battleground is now %s.", Battlegrounds[s.MyBG].Name)
		} else {
			say("You have no battleground now.")
		}
	}
	if !slices.Equal(s.MVBG, before.mvBG) {
		var ns []string
		for _, b := range s.MVBG {
			ns = append(ns, Battlegrounds[b].Name)
		}
		if len(ns) == 0 {
			say("The Multiverse has no battleground now.")
		} else {
			say("The Multiverse's battlegrounds are now: %s.", strings.Join(ns, ", "))
		}
	}
	if f := s.fightTotals(); f != before.fight && s.Fight.On {
		say("The combat stands at attack %d against defense %d.", f[0], f[1])
	}
	if p := s.pendingCards(); !slices.Equal(p, before.pending) {
		var ns []string
		for _, c := range p {
			ns = append(ns, name(c))
		}
		if len(ns) == 0 {
			say("No Delayed skill is waiting now.")
		} else {
			say("Delayed skills now waiting for the end of the turn: %s.", strings.Join(ns, ", "))
		}
	}
	return out
}

// fightTotals returns the player's combat's attack and defense now (0, 0
// when there is none).
func (s *State) fightTotals() [2]int8 {
	if v := s.combatView(); v.On {
		return [2]int8{v.Attack, v.Defense}
	}
	return [2]int8{}
}

// pendingCards lists the cards whose Delayed skills wait.
func (s *State) pendingCards() []uint8 {
	var out []uint8
	for _, p := range s.pendingView() {
		out = append(out, p.Card)
	}
	return out
}

// slotChange says the change of one defense spot from o to v.
func (s *State) slotChange(who string, o, v SlotView) []string {
	var out []string
	say := func(format string, args ...any) { out = append(out, fmt.Sprintf(format, args...)) }
	switch {
	case o == v:
		return out
	case !v.Has && o.Mod != 0:
		say("%s is gone, and its lasting change with it.", who)
		return out
	case !v.Has:
		say("%s is gone.", who)
		return out
	case !v.Up && (!o.Has || o.Up):
		say("%s is now a face-down card.", who)
	case v.Up && (!o.Up || o.Card != v.Card):
		say("%s is now %s, face up, with power %d.", who, name(uint8(v.Card)), v.Power)
	case v.Up && o.Power != v.Power:
		say("%s (%s) now has power %d.", who, name(uint8(v.Card)), v.Power)
	}
	if v.Mod != o.Mod {
		say("%s now has a lasting change of %+d power.", who, v.Mod)
	}
	return out
}
