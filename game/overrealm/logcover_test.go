package overrealm

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"

	"overdeck/engine"
	"overdeck/engine/effect"
)

var logCoverN = flag.Int("logcover", 300, "random matches TestLog_EveryPublicChangeNamed plays")

// quantity is one public number of the table and the words a log line (or
// a step's text) must hold to account for its change, matched
// case-insensitively, with the new value as a number when needValue is set.
type quantity struct {
	words     []string
	value     int
	needValue bool
}

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
func publicQuantities(st *Step, names [2][3]string, set [2]bool, tokens []effect.Token) map[string]quantity {
	q := map[string]quantity{}
	conds := []string{"burned", "paralyzed", "fatigued", "stunned"}
	for i := range 2 {
		seat := engine.Seat(i).String()
		if set[i] {
			for k := range 3 {
				n := names[i][k]
				q[fmt.Sprint(i, k, " HP")] = quantity{[]string{n, "HP"}, int(st.HP[i][k]), true}
				w := []string{n + "'s conditions now"}
				for b, c := range conds {
					if st.Cond[i][k]&(1<<b) != 0 {
						w = append(w, c)
					}
				}
				q[fmt.Sprint(i, k, " conditions")] = quantity{w, int(st.Cond[i][k]), false}
				q[fmt.Sprint(i, k, " leech")] = quantity{[]string{n, "leech"}, int(st.Leech[i][k]), true}
			}
			if a := st.Active[i]; a >= 0 {
				q[seat+" active"] = quantity{[]string{seat, "active monster", names[i][a]}, int(a), false}
			}
		}
		for s, name := range []string{"attack", "speed", "defense"} {
			q[seat+" cubes "+name] = quantity{[]string{seat, "stat cubes", fmt.Sprintf("%s %+d", name, st.Cubes[i][s])}, int(st.Cubes[i][s]), false}
		}
		q[seat+" maneuver"] = quantity{[]string{seat, "maneuver"}, int(st.Man[i]), true}
		q[seat+" hand"] = quantity{[]string{seat, "in hand"}, int(st.HandN[i]), true}
		q[seat+" deck"] = quantity{[]string{seat, "in the deck"}, int(st.DeckN[i]), true}
		q[seat+" discard"] = quantity{[]string{seat, "discard pile"}, int(st.Discrd[i]), true}
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
		q[k] = quantity{[]string{owner, strings.TrimRight(tk.Kind, "0123456789") + " token"}, int(tk.Count) + q[k].value, true}
	}
	return q
}

// accounted reports whether one of texts holds every word of q and, when
// asked, its value as a number.
func accounted(q quantity, texts []string) bool {
	num := regexp.MustCompile(fmt.Sprintf(`(^|[^0-9])%d([^0-9]|$)`, q.value))
	for _, t := range texts {
		t = strings.ToLower(t)
		ok := !q.needValue || num.MatchString(strings.NewReplacer("player 1", "", "player 2", "").Replace(t))
		for _, w := range q.words {
			ok = ok && strings.Contains(t, strings.ToLower(w))
		}
		if ok {
			return true
		}
	}
	return false
}

// changes returns the keys of the quantities that differ between a and b.
func changes(a, b map[string]quantity) []string {
	var out []string
	for k, q := range b {
		if a[k].value != q.value { // a quantity that appears counts from 0
			out = append(out, k)
		}
	}
	return out
}

// TestLog_EveryPublicChangeNamed plays random matches of every mode and
// checks, after every joint decision and for both seats, that each public
// quantity that changed between the seat's views before and after is
// named by a log entry of that decision the seat may read; and, for each
// turn's resolution, that every change between one step's board and the
// next is named in the later step's text (the first step against the board
// before the turn).
func TestLog_EveryPublicChangeNamed(t *testing.T) {
	n := *logCoverN
	if testing.Short() {
		n = min(n, 60)
	}
	missed := map[string]int{}
	example := map[string]string{}
	miss := func(what string, eg string) {
		missed[what]++
		example[what] = eg
	}
	modes := []string{"casual", "draft", "competitive"}
	for g := range n {
		rng := rand.New(rand.NewPCG(uint64(g), 41))
		r, err := New(engine.Setup{}.With("mode", modes[g%3]), rng)
		if err != nil {
			t.Fatal(err)
		}
		s := r.(*State)
		for steps := 0; !s.Outcome().Over && steps < 2000; steps++ {
			var before [2]map[string]quantity
			var board0 Step
			for i := range before {
				st, names, set := boardOf(s.View(engine.Seat(i)).(*View))
				before[i] = publicQuantities(&st, names, set, s.Board.Tokens)
				board0 = st
			}
			phase := s.Phase
			var acts []engine.Action
			for _, seat := range s.ToAct() {
				l := s.Legal(seat)
				acts = append(acts, l[rng.IntN(len(l))])
			}
			turn := engine.LoggingTurn(rng)
			s.Resolve(acts, turn)
			for i := range before {
				v := s.View(engine.Seat(i)).(*View)
				st, names, set := boardOf(v)
				after := publicQuantities(&st, names, set, v.Board.Tokens)
				var seen []string
				for _, e := range engine.VisibleLog(turn.Entries(), engine.Seat(i)) {
					seen = append(seen, e.Text)
				}
				for _, k := range changes(before[i], after) {
					if !accounted(after[k], seen) {
						_, kind, _ := strings.Cut(k, " ")
						miss("log: "+kind, fmt.Sprintf("match %d: %s %v -> %v; log %q", g, k, before[i][k].value, after[k].value, seen))
					}
				}
				if i != 0 || phase != phSelect {
					continue
				}
				prev := board0
				for j := range v.Trace {
					_, names, set := boardOf(v)
					a, b := publicQuantities(&prev, names, set, nil), publicQuantities(&v.Trace[j], names, set, nil)
					for _, k := range changes(a, b) {
						if !accounted(b[k], []string{v.Trace[j].Text}) {
							_, kind, _ := strings.Cut(k, " ")
							miss("step: "+kind, fmt.Sprintf("match %d step %d: %s %v -> %v; step text %q", g, j, k, a[k].value, b[k].value, v.Trace[j].Text))
						}
					}
					prev = v.Trace[j]
				}
			}
		}
	}
	for k, c := range missed {
		t.Errorf("%d unnamed changes of %s, e.g. %s", c, k, example[k])
	}
}
