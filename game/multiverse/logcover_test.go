package multiverse

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"overdeck/engine"
	"overdeck/engine/ai/aitest"
)

// publicQuantities lists every public number of v by name: each defense
// spot's presence, face, card and power and its lasting change; the
// Champion's face and power; the sizes of the hand, the Power Deck, the
// discard pile and the Battleground Deck; the battlegrounds in play; the
// totals of the combat under way; the Delayed skills waiting.
func publicQuantities(v *View) map[string]aitest.Quantity {
	q := map[string]aitest.Quantity{}
	quantity := func(words []string, n int, needValue bool, ends []string) aitest.Quantity {
		if ends == nil {
			ends = []string{"gone", "now"}
		}
		return aitest.Quantity{Words: words, Value: n, NeedValue: needValue, Gone: ends}
	}
	slot := func(who string, sl SlotView) {
		if !sl.Has {
			return
		}
		q[who+" present"] = quantity([]string{who}, 1, false, nil)
		if sl.Up {
			q[who+" card"] = quantity([]string{who, PowerCards[sl.Card].Name, "face up"}, int(sl.Card)+1, false, nil)
			q[who+" power"] = quantity([]string{who, "power"}, int(sl.Power), true, nil)
		} else {
			q[who+" card"] = quantity([]string{who, "face-down"}, -1, false, nil)
		}
		lasting := quantity([]string{who, "lasting"}, int(sl.Mod), true, nil)
		lasting.Reset = []string{"its lasting change with it"} // the card went, and a new one came
		q[who+" lasting"] = lasting
	}
	for i, sl := range v.Rows {
		slot(fmt.Sprintf("The Multiverse's %s card in row %d", colName(i%int(v.Cols), int(v.Cols)), i/int(v.Cols)+1), sl)
	}
	for i, sl := range v.Mine {
		slot("Your "+colName(i, DefenseSpots)+" defense card", sl)
	}
	if v.Champ >= 0 {
		c := Champions[v.Champ].Name
		face := "face down"
		if v.ChampUp {
			face = "face up"
		}
		q["champion face"] = quantity([]string{c, face}, b2i(v.ChampUp), false, nil)
		q["champion power"] = quantity([]string{c, "power"}, int(v.ChampPower), true, nil)
	}
	q["hand"] = quantity([]string{"your hand"}, len(v.Hand), true, nil)
	q["deck"] = quantity([]string{"Power Deck has"}, int(v.DeckN), true, nil)
	q["discard"] = quantity([]string{"discard pile"}, len(v.Discard), true, nil)
	q["bg deck"] = quantity([]string{"Battleground Deck has"}, int(v.BGDeckN), true, nil)
	if v.MyBG >= 0 {
		q["my bg"] = quantity([]string{"Your battleground", Battlegrounds[v.MyBG].Name}, int(v.MyBG)+1, false, nil)
	}
	for i, b := range v.MVBG {
		q[fmt.Sprint("mv bg ", i)] = quantity([]string{"Multiverse's battlegrounds", Battlegrounds[b].Name}, int(b)+1, false, nil)
	}
	if v.Fight.On {
		ends := []string{"the attack succeeds", "the defense holds", "the attack ends"}
		q["fight attack"] = quantity([]string{"against defense", fmt.Sprintf("attack %d", v.Fight.Attack)}, int(v.Fight.Attack), false, ends)
		q["fight defense"] = quantity([]string{"against defense", fmt.Sprintf("defense %d", v.Fight.Defense)}, int(v.Fight.Defense), false, ends)
	}
	for i, p := range v.Pending {
		q[fmt.Sprint("pending ", i)] = quantity([]string{"waiting", PowerCards[p.Card].Name}, int(p.Card)+1, false, nil)
	}
	return q
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// TestLog_EveryPublicChangeNamed plays random games of every level and
// deck and checks, after every action, that each public quantity that
// changed between the player's views before and after is named by a log
// entry of that action: the entry names the spot (or pile, or Champion),
// the kind of change, and for numbers the new value; a spot that empties
// is accounted for by "<spot> is gone", a battleground that leaves by the
// line listing the battlegrounds now. The Multiverse's turn, shown step by
// step, is checked step by step.
func TestLog_EveryPublicChangeNamed(t *testing.T) {
	aitest.LogCover{
		Matches: 300,
		Seed:    31,
		Steps:   2000,
		Seats:   1,
		New: func(i int, rng *rand.Rand) (engine.Rules, error) {
			setup := engine.Setup{}.With(OptLevel, Levels[i%len(Levels)].Name).With(OptDeck, Decks[i%len(Decks)].Name)
			return Game.New(setup, rng)
		},
		Quantities: func(v engine.View) map[string]aitest.Quantity { return withKinds(publicQuantities(v.(*View))) },
		Trace: func(eb, ea engine.View) []aitest.Board {
			b, v := eb.(*View), ea.(*View)
			if v.TraceTurn != v.Turn || len(v.Trace) == 0 || b.TraceTurn == v.TraceTurn && len(b.Trace) > 0 {
				return nil
			}
			out := []aitest.Board{{Q: stepBoard(b, nil)}}
			for j := range v.Trace {
				out = append(out, aitest.Board{Q: stepBoard(v, &v.Trace[j]), Text: v.Trace[j].Text})
			}
			return out
		},
	}.Run(t)
}

// withKinds names each quantity's kind for the report: the spot's
// quantity without the spot ("present", "power"), or the key.
func withKinds(q map[string]aitest.Quantity) map[string]aitest.Quantity {
	for k, x := range q {
		x.Kind = k
		if _, w, ok := strings.Cut(k, " card in row "); ok {
			x.Kind = w[2:]
		} else if _, w, ok := strings.Cut(k, " defense card "); ok {
			x.Kind = w
		}
		q[k] = x
	}
	return q
}

// stepBoard lists the quantities a step of the Multiverse's turn shows
// (its defense cards and the player's, the deck, discard and hand sizes),
// from st, or from v itself when st is nil.
func stepBoard(v *View, st *Step) map[string]aitest.Quantity {
	w := *v
	w.Champ, w.MyBG, w.MVBG, w.BGDeckN = -1, -1, nil, 0
	if st != nil {
		w.Rows, w.Mine, w.DeckN = st.Rows, st.Defs, st.DeckN
		w.Discard, w.Hand = make([]uint8, st.DiscardN), make([]uint8, st.HandN)
	}
	q := withKinds(publicQuantities(&w))
	delete(q, "bg deck")
	return q
}
