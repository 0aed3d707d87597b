package overpower

import (
	"fmt"
	"slices"
	"strings"
)

// tally is the public count of the table the log names when it changes:
// each side's piles, objectives and Venture Total, each character's
// damage and hits, and the cards placed and in play.
type tally struct {
	piles  [2][6]int // hand, Draw Pile, Power Pack, Dead Pile, Defeated Characters Pile, removed
	obj    [2][4]int // Reserve, Completed, Defeated, ventured
	vent   [2]int
	dmg    [8]int
	hits   [8]int
	record [8]int
	placed [8][]uint16
	home   [2][]uint16
	inPlay []uint16
	from   int // the log entries before the move
}

var pileNames = [6]string{"in hand", "in the Draw Pile", "in the Power Pack", "in the Dead Pile", "in the Defeated Characters Pile", "removed from the game"}

// count takes the table's tally.
func (g *State) count() *tally {
	t := &tally{}
	if g.tt != nil {
		t.from = len(g.tt.Entries())
	}
	for s := range g.P {
		p := &g.P[s]
		t.piles[s] = [6]int{len(p.Hand), len(p.Draw), len(p.Pack), len(p.Dead), len(p.Defeat), len(p.Gone)}
		for k, o := range p.Obj {
			t.obj[s][o]++
			if p.Vent[k] {
				t.obj[s][3]++
			}
		}
		t.vent[s] = g.VentureTotal(s)
		for _, i := range p.HomeP {
			if i != 0 {
				t.home[s] = append(t.home[s], i)
			}
		}
	}
	for k := range g.Chars {
		c := &g.Chars[k]
		t.dmg[k], t.hits[k], t.record[k] = g.damage(int8(k)), len(c.Hits), len(c.Record)
		for _, i := range append(c.Placed[:], c.Extra) {
			if i != 0 {
				t.placed[k] = append(t.placed[k], i)
			}
		}
	}
	for _, l := range g.InPlay {
		t.inPlay = append(t.inPlay, l.Inst)
	}
	return t
}

// narrate names in the log what changed on the table since was and that
// the lines of the move do not say on their own: the piles and objectives
// that changed size, the Venture Totals, a character's damage that did
// not come from a new hit and its permanent record, and the cards that
// came into play or left it.
func (g *State) narrate(was *tally) {
	now := g.count()
	for s := range 2 {
		var parts []string
		for k, n := range now.piles[s] {
			if n != was.piles[s][k] {
				parts = append(parts, fmt.Sprintf("%d %s", n, pileNames[k]))
			}
		}
		if len(parts) > 0 {
			g.logf("%s now has %s.", seatName(s), strings.Join(parts, ", "))
		}
		if now.obj[s] != was.obj[s] {
			o := now.obj[s]
			g.logf("%s's objectives now: %d Completed, %d Reserve, %d Defeated; %d ventured.", seatName(s), o[1], o[0], o[2], o[3])
		}
	}
	if now.vent != was.vent {
		g.logf("Venture Totals now %d to %d.", now.vent[0], now.vent[1])
	}
	for k := range g.Chars {
		if now.record[k] != was.record[k] || now.dmg[k] != was.dmg[k] && now.hits[k] <= was.hits[k] || now.hits[k] < was.hits[k] {
			g.logf("%s now has %d damage in all: %d hit(s) this battle, %d on the permanent record.", g.charName(int8(k)), now.dmg[k], now.hits[k], now.record[k])
		}
		for _, i := range was.placed[k] {
			if !slices.Contains(now.placed[k], i) {
				g.logf("%s leaves %s.", g.card(i).Name, g.charName(int8(k)))
			}
		}
		for _, i := range now.placed[k] {
			if !slices.Contains(was.placed[k], i) && !g.said(was.from, g.card(i).Name, g.ch(int8(k)).Name) {
				g.logf("%s is now placed on %s.", g.card(i).Name, g.charName(int8(k)))
			}
		}
	}
	for s := range 2 {
		for _, i := range was.home[s] {
			if !slices.Contains(now.home[s], i) {
				g.logf("%s leaves %s's homebase.", g.card(i).Name, seatName(s))
			}
		}
	}
	for _, i := range was.inPlay {
		if !slices.Contains(now.inPlay, i) {
			g.logf("%s leaves play.", g.card(i).Name)
		}
	}
	for _, i := range now.inPlay {
		if !slices.Contains(was.inPlay, i) && !g.said(was.from, g.card(i).Name) {
			g.logf("%s is now in play.", g.card(i).Name)
		}
	}
}

// said reports whether a log entry of the move, from entry from on, holds
// every one of words.
func (g *State) said(from int, words ...string) bool {
	for _, e := range g.tt.Entries()[from:] {
		if !slices.ContainsFunc(words, func(w string) bool { return !strings.Contains(e.Text, w) }) {
			return true
		}
	}
	return false
}
