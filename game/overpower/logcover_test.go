package overpower

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"overdeck/engine"
	"overdeck/engine/ai/aitest"
)

// publicQuantities lists every public number of v by name: each
// character's damage, KO and the hits of this battle and on its permanent
// record; the cards placed on characters and homebases and the cards in
// play; each side's hand, Draw Pile, Power Pack, Dead Pile, Defeated
// Characters Pile and removed cards; its objectives in each pile and
// ventured; its live Venture Total; the battles won.
func publicQuantities(v *View) map[string]aitest.Quantity {
	q := map[string]aitest.Quantity{}
	put := func(key, kind string, words []string, n int, needValue bool) {
		q[key] = aitest.Quantity{Kind: kind, Words: words, Value: n, NeedValue: needValue}
	}
	// card puts one card on a character, a homebase or in play: its
	// leaving must be named too.
	gone := []string{"discard", "power pack", "dead pile", "removed", "returns", "hand", "leaves", "ends", "ko"}
	card := func(key, kind string, i uint16, where ...string) {
		n := "?"
		if int(i) < len(v.Cards) && v.Cards[i] != Hidden {
			n = cards[v.Cards[i]].Name
		}
		q[fmt.Sprint(key, " ", i)] = aitest.Quantity{Kind: kind, Words: append([]string{n}, where...), Value: 1, Gone: gone}
	}
	for k := range v.Chars {
		c := &v.Chars[k]
		name := seatName(k/4) + "'s " + characters[c.Card].Name
		put(fmt.Sprint(k, " damage"), "damage", []string{name}, int(v.KO[k].Damage), true)
		put(fmt.Sprint(k, " KO"), "KO", []string{name, "KO"}, b2i(c.KO), false)
		put(fmt.Sprint(k, " hits"), "hits this battle", []string{name, "hit"}, len(c.Hits), false)
		put(fmt.Sprint(k, " record"), "hits on record", []string{name, "record"}, len(c.Record), true)
		for _, i := range append(c.Placed[:], c.Extra) {
			if i != 0 {
				card(fmt.Sprint(k, " placed"), "placed card", i, characters[c.Card].Name)
			}
		}
	}
	for _, l := range v.InPlay {
		card("in play", "card in play", l.Inst)
	}
	for s := range v.P {
		p, seat := &v.P[s], seatName(s)
		for _, i := range p.HomeP {
			if i != 0 {
				card(fmt.Sprint(s, " home"), "placed on homebase", i, "homebase")
			}
		}
		put(seat+" hand", "hand", []string{seat, "hand"}, int(p.HandN), true)
		put(seat+" draw", "Draw Pile", []string{seat, "Draw Pile"}, int(p.DrawN), true)
		put(seat+" pack", "Power Pack", []string{seat, "Power Pack"}, len(p.Pack), true)
		put(seat+" dead", "Dead Pile", []string{seat, "Dead Pile"}, len(p.Dead), true)
		put(seat+" defeat", "Defeated Characters Pile", []string{seat, "Defeated Characters"}, len(p.Defeat), true)
		put(seat+" gone", "removed from the game", []string{seat, "removed"}, len(p.Gone), true)
		var piles [3]int
		vent := 0
		for k, o := range p.Obj {
			piles[o]++
			vent += b2i(p.Vent[k])
		}
		for o, w := range []string{"Reserve", "Completed", "Defeated"} {
			put(seat+" objectives "+w, "objectives "+w, []string{seat, w}, piles[o], true)
		}
		put(seat+" ventured", "objectives ventured", []string{seat, "venture"}, vent, true)
		put(seat+" venture total", "Venture Total", []string{"Venture Total"}, int(v.Venture[s]), true)
		put(seat+" won", "battles won", []string{seat, "win"}, int(v.Won[s]), false)
	}
	return q
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// TestLog_EveryPublicChangeNamed plays random matches with random ready-made
// decks and checks, after every move and for both seats, that each public
// quantity that changed between the seat's views before and after the move
// is named by a log entry of that move the seat may read.
func TestLog_EveryPublicChangeNamed(t *testing.T) {
	aitest.LogCover{
		Matches: 100,
		Seed:    53,
		New: func(i int, rng *rand.Rand) (engine.Rules, error) {
			d0, d1 := Decks[i%len(Decks)].Name, Decks[(i*7+3)%len(Decks)].Name
			return New(engine.Setup{}.With("deck0", d0).With("deck1", d1), rng)
		},
		Quantities: func(v engine.View) map[string]aitest.Quantity { return publicQuantities(v.(*View)) },
	}.Run(t)
}
