package multiverse

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"regexp"
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
}

// publicQuantities lists every public number of v by name: each defense
// spot's presence, face, card and power and its lasting change; the
// Champion's face and power; the sizes of the hand, the Power Deck, the
// discard pile and the Battleground Deck; the battlegrounds in play.
func publicQuantities(v *View) map[string]quantity {
	q := map[string]quantity{}
	slot := func(who string, sl SlotView) {
		if !sl.Has {
			return
		}
		q[who+" present"] = quantity{[]string{who}, 1, false}
		if sl.Up {
			q[who+" card"] = quantity{[]string{who, PowerCards[sl.Card].Name, "face up"}, int(sl.Card) + 1, false}
			q[who+" power"] = quantity{[]string{who, "power"}, int(sl.Power), true}
		} else {
			q[who+" card"] = quantity{[]string{who, "face-down"}, -1, false}
		}
		q[who+" lasting"] = quantity{[]string{who, "lasting"}, int(sl.Mod), true}
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
		q["champion face"] = quantity{[]string{c, face}, b2i(v.ChampUp), false}
		q["champion power"] = quantity{[]string{c, "power"}, int(v.ChampPower), true}
	}
	q["hand"] = quantity{[]string{"in hand"}, len(v.Hand), true}
	q["deck"] = quantity{[]string{"Power Deck has"}, int(v.DeckN), true}
	q["discard"] = quantity{[]string{"discard pile"}, len(v.Discard), true}
	q["bg deck"] = quantity{[]string{"Battleground Deck has"}, int(v.BGDeckN), true}
	if v.MyBG >= 0 {
		q["my bg"] = quantity{[]string{"Your battleground", Battlegrounds[v.MyBG].Name}, int(v.MyBG) + 1, false}
	}
	for i, b := range v.MVBG {
		q[fmt.Sprint("mv bg ", i)] = quantity{[]string{"Multiverse's battlegrounds", Battlegrounds[b].Name}, int(b) + 1, false}
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
			ok = ok && (strings.Contains(t, "gone") || strings.Contains(t, "now"))
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
	for i := range n {
		lv := i % len(Levels)
		setup := engine.Setup{}.With(OptLevel, Levels[lv].Name).With(OptDeck, Decks[i%len(Decks)].Name)
		rng := rand.New(rand.NewPCG(uint64(i), 31))
		r, err := Game.New(setup, rng)
		if err != nil {
			t.Fatal(err)
		}
		s := r.(*State)
		for steps := 0; !s.Outcome().Over && steps < 2000; steps++ {
			before := publicQuantities(s.View(0).(*View))
			l := s.Legal(0)
			turn := engine.LoggingTurn(rng)
			s.Resolve([]engine.Action{l[rng.IntN(len(l))]}, turn)
			after := publicQuantities(s.View(0).(*View))
			seen := engine.VisibleLog(turn.Entries(), 0)
			kind := func(k string) string { _, w, _ := strings.Cut(k, " card in row "); return w[min(len(w), 2):] }
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

// texts returns the entries' words.
func texts(es []engine.Entry) []string {
	var out []string
	for _, e := range es {
		out = append(out, e.Text)
	}
	return out
}
