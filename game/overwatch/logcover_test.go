package overwatch

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"

	"overdeck/engine"
)

var logCoverN = flag.Int("logcover", 300, "random matches TestLog_EveryPublicChangeNamed plays")

// quantity is one public number of a view, with what a log line must say
// to account for its change: the subject it belongs to and the kind of
// quantity (both matched case-insensitively), and whether the new value
// must appear as a number.
type quantity struct {
	subject, kind string
	value         int
	needValue     bool
}

// publicQuantities lists every public number of v by name ("Player 2's
// Pharah health" -> 2): heroes' health, shields, Zarya tokens, extra
// health, rows, defeats and ultimates; the marks on each row and hero;
// row synergy; power; hand, deck and discard sizes; passes and round wins.
func publicQuantities(v *View) map[string]quantity {
	q := map[string]quantity{}
	add := func(subject, kind string, n int, needValue bool) {
		q[subject+" "+kind] = quantity{subject, kind, n, needValue}
	}
	addHero := func(id int32, subject, kind string, n int, needValue bool) {
		q[fmt.Sprint(id, " ", kind)] = quantity{subject, kind, n, needValue}
	}
	b := func(x bool) int {
		if x {
			return 1
		}
		return 0
	}
	names := map[int32]string{}
	for _, h := range v.Heroes {
		names[h.ID] = fmt.Sprintf("%v's %s", engine.Seat(h.Side), cards[h.Card].Name)
	}
	for _, h := range v.Heroes {
		n := names[h.ID]
		addHero(h.ID, n, "battlefield", 1, false)
		addHero(h.ID, n, "health", h.Health(), true)
		addHero(h.ID, n, "shield", int(h.Shield), true)
		addHero(h.ID, n, "Zarya token", int(h.Zarya), true)
		addHero(h.ID, n, "extra health", int(h.Bonus), true)
		addHero(h.ID, n, rowNames[h.Row]+" row", 1, false)
		addHero(h.ID, n, "defeated", b(h.Defeated), false)
		addHero(h.ID, n, "ultimate", b(h.UltUsed), false)
	}
	for _, m := range v.Marks {
		place := fmt.Sprintf("%v's %s row", engine.Seat(m.Side), rowNames[m.Row])
		if !RowMark(m.Kind) {
			on := m.On
			if on == 0 {
				on = m.By // an effect of its placer (Forge Hammer, Annihilation)
			}
			place = names[on]
		}
		k := place + " " + MarkName(m.Kind)
		n, counted := 1, m.Kind == MarkMine || m.Kind == MarkSigma || m.Kind == MarkTemp
		if counted {
			n = int(m.N)
		}
		q[k] = quantity{place, MarkName(m.Kind), q[k].value + n, counted || q[k].value+n > 1}
	}
	for s := 0; s < 2; s++ {
		p := engine.Seat(s).String()
		for r := 0; r < 3; r++ {
			add(fmt.Sprintf("%s's %s row", p, rowNames[r]), "synergy", int(v.Syn[s][r]), true)
		}
		add(p, "power", int(v.Power[s]), true)
		add(p, "hand", int(v.P[s].HandN), true)
		add(p, "deck", int(v.P[s].DeckN), true)
		add(p, "discard", len(v.P[s].Discard), true)
		add(p, "pass", b(v.Passed[s]), false)
		add(p, "won", int(v.Wins[s]), true)
	}
	return q
}

// wasNote is the old value a line may recall ("(was 4)"), which does not
// name the new one.
var wasNote = regexp.MustCompile(`\(was -?[0-9]+\)`)

// accounted reports whether one of the entries names the change of q:
// an entry names q's subject, its kind and (for numbers) its new value
// outside the players' names. A quantity that drops to nothing or leaves
// is also accounted for by the line that says the round's end cleared the
// battlefield, and a pass taken back by the line that begins a round.
func accounted(q quantity, entries []engine.Entry) bool {
	num := regexp.MustCompile(fmt.Sprintf(`(^|[^0-9])%d([^0-9]|$)`, q.value))
	for _, e := range entries {
		t := strings.ToLower(e.Text)
		if q.value == 0 && strings.Contains(t, "battlefield is cleared") {
			return true
		}
		if q.kind == "pass" && q.value == 0 && strings.Contains(t, "begins") {
			return true
		}
		bare := wasNote.ReplaceAllString(strings.NewReplacer("player 1", "", "player 2", "").Replace(t), "")
		if strings.Contains(t, strings.ToLower(q.subject)) && strings.Contains(t, strings.ToLower(q.kind)) &&
			(!q.needValue || num.MatchString(bare)) {
			return true
		}
	}
	return false
}

// TestLog_EveryPublicChangeNamed plays random matches and checks, after
// every move and for both seats, that each public quantity that changed
// between the seat's views before and after the move is named by a log
// entry of that move the seat may read: the entry names its subject (the
// hero, the row or the player), the kind of quantity, and for numbers the
// new value ("Player 2's Pharah now has 2 of 4 health").
func TestLog_EveryPublicChangeNamed(t *testing.T) {
	n := *logCoverN
	if testing.Short() {
		n = min(n, 60)
	}
	missed := map[string]int{}
	example := map[string]string{}
	for seed := uint64(0); seed < uint64(n); seed++ {
		rng := rand.New(rand.NewPCG(seed, 23))
		r, err := New(engine.Setup{}, rng)
		if err != nil {
			t.Fatal(err)
		}
		g := r.(*State)
		for steps := 0; !g.Outcome().Over && steps < 3000; steps++ {
			var before [2]map[string]quantity
			for s := range before {
				before[s] = publicQuantities(g.View(engine.Seat(s)).(*View))
			}
			l := g.Legal(g.ToAct()[0])
			turn := engine.LoggingTurn(rng)
			g.Resolve([]engine.Action{l[rng.IntN(len(l))]}, turn)
			for s := range before {
				after := publicQuantities(g.View(engine.Seat(s)).(*View))
				seen := engine.VisibleLog(turn.Entries(), engine.Seat(s))
				for k, q := range after {
					if before[s][k].value == q.value {
						continue // unchanged, or new and nothing
					}
					if !accounted(q, seen) {
						kind := q.kind
						missed[kind]++
						example[kind] = fmt.Sprintf("seed %d: %s went %d -> %d; log: %q", seed, k, before[s][k].value, q.value, texts(seen))
					}
				}
				for k, q := range before[s] {
					if _, ok := after[k]; ok || q.value == 0 {
						continue
					}
					if id, kind, ok := strings.Cut(k, " "); ok && kind != "battlefield" {
						if _, err := fmt.Sscan(id, new(int)); err == nil {
							continue // a hero's numbers leave with it
						}
					}
					q.value, q.needValue = 0, false
					if !accounted(q, seen) {
						missed[q.kind+" (gone)"]++
						example[q.kind+" (gone)"] = fmt.Sprintf("seed %d: %s gone; log: %q", seed, k, texts(seen))
					}
				}
			}
		}
	}
	for k, c := range missed {
		t.Errorf("%d unlogged changes of %s, e.g. %s", c, k, example[k])
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
