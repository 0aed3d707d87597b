package overrealm

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"overdeck/engine"
	"overdeck/engine/ai/aitest"
	"overdeck/engine/effect"
)

// boardOf copies the public board of a view into a Step (as a step's
// board is kept), with the monsters' names.
func boardOf(v *View) (Step, [2][3]string, [2]bool) {
	var st Step
	var names [2][3]string
	var set [2]bool
	for i := range v.P {
		p := &v.P[i]
		set[i] = p.TeamSet
		for k, m := range p.Mons {
			st.HP[i][k], st.Cond[i][k], st.Leech[i][k] = m.HP, m.Cond, m.Leech
			names[i][k] = monsters[m.Kind].Name
		}
		st.Cubes[i], st.Active[i], st.Man[i] = p.Cubes, p.Spot[0], p.Maneuver
		st.HandN[i], st.DeckN[i], st.Discrd[i] = p.HandN, p.DeckN, int8(len(p.Discard))
	}
	return st, names, set
}

// publicQuantities lists every public number of a board by name: each
// monster's HP, conditions and leech counters; each side's stat cubes,
// active monster, maneuver cubes and pile sizes; the tokens on each
// monster and team (none for a step, whose board holds none).
func publicQuantities(st *Step, names [2][3]string, set [2]bool, tokens []effect.Token) map[string]aitest.Quantity {
	q := map[string]aitest.Quantity{}
	kind := func(k string) string {
		_, w, _ := strings.Cut(k, " ")
		return w
	}
	put := func(k string, words []string, n int, needValue bool) {
		q[k] = aitest.Quantity{Kind: kind(k), Words: words, Value: n, NeedValue: needValue}
	}
	conds := []string{"burned", "paralyzed", "fatigued", "stunned"}
	for i := range 2 {
		seat := engine.Seat(i).String()
		if set[i] {
			for k := range 3 {
				n := names[i][k]
				put(fmt.Sprint(i, k, " HP"), []string{n, "HP"}, int(st.HP[i][k]), true)
				w := []string{n + "'s conditions now"}
				for b, c := range conds {
					if st.Cond[i][k]&(1<<b) != 0 {
						w = append(w, c)
					}
				}
				put(fmt.Sprint(i, k, " conditions"), w, int(st.Cond[i][k]), false)
				put(fmt.Sprint(i, k, " leech"), []string{n, "leech"}, int(st.Leech[i][k]), true)
			}
			if a := st.Active[i]; a >= 0 {
				put(seat+" active", []string{seat, "active monster", names[i][a]}, int(a), false)
			}
		}
		for s, name := range []string{"attack", "speed", "defense"} {
			put(seat+" cubes "+name, []string{seat, "stat cubes", fmt.Sprintf("%s %+d", name, st.Cubes[i][s])}, int(st.Cubes[i][s]), false)
		}
		put(seat+" maneuver", []string{seat, "maneuver"}, int(st.Man[i]), true)
		put(seat+" hand", []string{seat, "in hand"}, int(st.HandN[i]), true)
		put(seat+" deck", []string{seat, "in the deck"}, int(st.DeckN[i]), true)
		put(seat+" discard", []string{seat, "discard pile"}, int(st.Discrd[i]), true)
	}
	for _, tk := range tokens {
		if tk.Count == 0 {
			continue
		}
		owner := ""
		if tk.Source >= 6 {
			owner = engine.Seat(int(tk.Source)-6).String() + "'s team"
		} else {
			owner = names[int(tk.Source)/3][int(tk.Source)%3]
		}
		k := fmt.Sprint("token ", tk.Source, " ", tk.Kind)
		put(k, []string{owner, strings.TrimRight(tk.Kind, "0123456789") + " token"}, int(tk.Count)+q[k].Value, true)
	}
	return q
}

// TestLog_EveryPublicChangeNamed plays random matches of every mode and
// checks, after every joint decision and for both seats, that each public
// quantity that changed between the seat's views before and after is
// named by a log entry of that decision the seat may read; and, for each
// turn's resolution, that every change between one step's board and the
// next is named in the later step's text (the first step against the board
// before the turn).
func TestLog_EveryPublicChangeNamed(t *testing.T) {
	modes := []string{"casual", "draft", "competitive"}
	aitest.LogCover{
		Matches: 300,
		Seed:    41,
		Steps:   2000,
		New: func(i int, rng *rand.Rand) (engine.Rules, error) {
			return New(engine.Setup{}.With("mode", modes[i%3]), rng)
		},
		Quantities: func(ev engine.View) map[string]aitest.Quantity {
			v := ev.(*View)
			st, names, set := boardOf(v)
			return publicQuantities(&st, names, set, v.Board.Tokens)
		},
		Trace: func(eb, ea engine.View) []aitest.Board {
			b, v := eb.(*View), ea.(*View)
			if b.Phase != phSelect {
				return nil
			}
			prev, _, _ := boardOf(b)
			_, names, set := boardOf(v)
			out := []aitest.Board{{Q: publicQuantities(&prev, names, set, nil)}}
			for j := range v.Trace {
				out = append(out, aitest.Board{Q: publicQuantities(&v.Trace[j], names, set, nil), Text: v.Trace[j].Text})
			}
			return out
		},
	}.Run(t)
}
