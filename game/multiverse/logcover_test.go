package multiverse

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"regexp"
	"slices"
	"strings"
	"testing"

	"overdeck/engine"
)

var logCoverN = flag.Int("logcover", 300, "random games TestLog_EveryPublicChangeNamed plays")

// quantity is one public number of a view and the words a log line must
// hold to account for its change (matched case-insensitively), with the
// new value as a number when needValue is set.
type quantity struct {
	words     []string
	value     int
	needValue bool
	ends      []string // one of these says it is gone (default: "gone", "now")
}

// publicQuantities lists every public number of v by name: each defense
// spot's presence, face, card and power and its lasting change; the
// Champion's face and power; the sizes of the hand, the Power Deck, the
// discard pile and the Battleground Deck; the battlegrounds in play; the
// totals of the combat under way; the Delayed skills waiting.
func publicQuantities(v *View) map[string]quantity {
	q := map[string]quantity{}
	slot := func(who string, sl SlotView) {
		if !sl.Has {
			return
		}
		q[who+" present"] = quantity{[]string{who}, 1, false, nil}
		if sl.Up {
			q[who+" card"] = quantity{[]string{who, PowerCards[sl.Card].Name, "face up"}, int(sl.Card) + 1, false, nil}
			q[who+" power"] = quantity{[]string{who, "power"}, int(sl.Power), true, nil}
		} else {
			q[who+" card"] = quantity{[]string{who, "face-down"}, -1, false, nil}
		}
		q[who+" lasting"] = quantity{[]string{who, "lasting"}, int(sl.Mod), true, nil}
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
		q["champion face"] = quantity{[]string{c, face}, b2i(v.ChampUp), false, nil}
		q["champion power"] = quantity{[]string{c, "power"}, int(v.ChampPower), true, nil}
	}
	q["hand"] = quantity{[]string{"your hand"}, len(v.Hand), true, nil}
	q["deck"] = quantity{[]string{"Power Deck has"}, int(v.DeckN), true, nil}
	q["discard"] = quantity{[]string{"discard pile"}, len(v.Discard), true, nil}
	q["bg deck"] = quantity{[]string{"Battleground Deck has"}, int(v.BGDeckN), true, nil}
	if v.MyBG >= 0 {
		q["my bg"] = quantity{[]string{"Your battleground", Battlegrounds[v.MyBG].Name}, int(v.MyBG) + 1, false, nil}
	}
	for i, b := range v.MVBG {
		q[fmt.Sprint("mv bg ", i)] = quantity{[]string{"Multiverse's battlegrounds", Battlegrounds[b].Name}, int(b) + 1, false, nil}
	}
	if v.Fight.On {
		ends := []string{"the attack succeeds", "the defense holds", "the attack ends"}
		q["fight attack"] = quantity{[]string{"against defense", fmt.Sprintf("attack %d", v.Fight.Attack)}, int(v.Fight.Attack), false, ends}
		q["fight defense"] = quantity{[]string{"against defense", fmt.Sprintf("defense %d", v.Fight.Defense)}, int(v.Fight.Defense), false, ends}
	}
	for i, p := range v.Pending {
		q[fmt.Sprint("pending ", i)] = quantity{[]string{"waiting", PowerCards[p.Card].Name}, int(p.Card) + 1, false, nil}
	}
	return q
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// accounted reports whether one of the entries holds every word of q and,
// when asked, its value as a number. A spot that empties is accounted for
// by "<spot> is gone", a battleground that leaves by the line listing the
// battlegrounds now.
func accounted(q quantity, gone bool, entries []engine.Entry) bool {
	num := regexp.MustCompile(fmt.Sprintf(`(^|[^0-9])%d([^0-9]|$)`, q.value))
	for _, e := range entries {
		t := strings.ToLower(e.Text)
		ok := true
		for i, w := range q.words {
			if gone && i > 0 {
				break // the spot or the list is named; its contents are gone
			}
			ok = ok && strings.Contains(t, strings.ToLower(w))
		}
		if gone {
			ends := q.ends
			if ends == nil {
				ends = []string{"gone", "now"}
			}
			ok = ok && slices.ContainsFunc(ends, func(w string) bool { return strings.Contains(t, w) })
		} else if q.needValue {
			ok = ok && num.MatchString(t)
		}
		if ok {
			return true
		}
	}
	return false
}

// TestLog_EveryPublicChangeNamed plays random games of every level and
// deck and checks, after every action, that each public quantity that
// changed between the player's views before and after is named by a log
// entry of that action: the entry names the spot (or pile, or Champion),
// the kind of change, and for numbers the new value.
func TestLog_EveryPublicChangeNamed(t *testing.T) {
	n := *logCoverN
	if testing.Short() {
		n = min(n, 60)
	}
	missed := map[string]int{}
	example := map[string]string{}
	kind := func(k string) string {
		if _, w, ok := strings.Cut(k, " card in row "); ok {
			return w[2:]
		}
		if _, w, ok := strings.Cut(k, " defense card "); ok {
			return w
		}
		return k
	}
	for i := range n {
		lv := i % len(Levels)
		setup := engine.Setup{}.With(OptLevel, Levels[lv].Name).With(OptDeck, Decks[i%len(Decks)].Name)
		rng := rand.New(rand.NewPCG(uint64(i), 31))
		r, err := Game.New(setup, rng)
		if err != nil {
			t.Fatal(err)
		}
		s := r.(*State)
		traced := int16(-1)
		for steps := 0; !s.Outcome().Over && steps < 2000; steps++ {
			before0 := s.View(0).(*View)
			before := publicQuantities(before0)
			l := s.Legal(0)
			turn := engine.LoggingTurn(rng)
			s.Resolve([]engine.Action{l[rng.IntN(len(l))]}, turn)
			v := s.View(0).(*View)
			after := publicQuantities(v)
			seen := engine.VisibleLog(turn.Entries(), 0)
			if v.TraceTurn == v.Turn && len(v.Trace) > 0 && traced != v.Turn {
				traced = v.Turn
				prev := stepBoard(before0, nil)
				for j := range v.Trace {
					now := stepBoard(v, &v.Trace[j])
					for k, q := range now {
						if prev[k].value == q.value {
							continue
						}
						if !accounted(q, false, []engine.Entry{{Seat: engine.NoSeat, Text: v.Trace[j].Text}}) {
							missed["step: "+kind(k)]++
							example["step: "+kind(k)] = fmt.Sprintf("game %d step %d: %s %d -> %d; text %q", i, j, k, prev[k].value, q.value, v.Trace[j].Text)
						}
					}
					for k, q := range prev {
						if _, ok := now[k]; !ok && !accounted(q, true, []engine.Entry{{Seat: engine.NoSeat, Text: v.Trace[j].Text}}) {
							missed["step: "+kind(k)+" (gone)"]++
							example["step: "+kind(k)+" (gone)"] = fmt.Sprintf("game %d step %d: %s gone; text %q", i, j, k, v.Trace[j].Text)
						}
					}
					prev = now
				}
			}
			for k, q := range after {
				if before[k].value == q.value {
					continue // unchanged, or new and nothing
				}
				if !accounted(q, false, seen) {
					missed[kind(k)]++
					example[kind(k)] = fmt.Sprintf("game %d: %s went %d -> %d; log: %q", i, k, before[k].value, q.value, texts(seen))
				}
			}
			for k, q := range before {
				if _, ok := after[k]; ok {
					continue
				}
				if !accounted(q, true, seen) {
					missed[kind(k)+" (gone)"]++
					example[kind(k)+" (gone)"] = fmt.Sprintf("game %d: %s gone; log: %q", i, k, texts(seen))
				}
			}
		}
	}
	for k, c := range missed {
		t.Errorf("%d unlogged changes of %q, e.g. %s", c, k, example[k])
	}
}

// stepBoard lists the quantities a step of the Multiverse's turn shows
// (its defense cards and the player's, the deck, discard and hand sizes),
// from st, or from v itself when st is nil.
func stepBoard(v *View, st *Step) map[string]quantity {
	w := *v
	w.Champ, w.MyBG, w.MVBG, w.BGDeckN = -1, -1, nil, 0
	if st != nil {
		w.Rows, w.Mine, w.DeckN = st.Rows, st.Defs, st.DeckN
		w.Discard, w.Hand = make([]uint8, st.DiscardN), make([]uint8, st.HandN)
	}
	q := publicQuantities(&w)
	delete(q, "bg deck")
	return q
}

// texts returns the entries' words.
func texts(es []engine.Entry) []string {
	var out []string
	for _, e := range es {
		out = append(out, e.Text)
	}
	return out
}
