package multiverse

import (
	"slices"
	"strconv"
	"strings"

	"overdeck/engine"
)

// key turns a scenario action into its action key.
func (sc *scenario) key(words string) string {
	t, s := sc.t, sc.s
	f := strings.Fields(words)
	if len(f) == 0 {
		t.Fatalf("line %d: empty action", sc.line)
	}
	lo, _ := s.nearRange()
	rest := strings.Join(f[1:], " ")
	num := func(x string) int {
		n, err := strconv.Atoi(x)
		if err != nil {
			t.Fatalf("line %d: %q is not a number", sc.line, x)
		}
		return n
	}
	switch f[0] {
	case "slow":
		return "s" + strconv.Itoa(int(cardNum(t, rest)))
	case "champion":
		return "c"
	case "attack":
		name := strings.Join(f[1:len(f)-1], " ")
		return "a" + strconv.Itoa(int(cardNum(t, name))) + "." + strconv.Itoa(lo+num(f[len(f)-1])-1)
	case "hit":
		return "h" + strconv.Itoa(lo+num(f[1])-1)
	case "draw":
		return "d"
	case "end":
		return "e"
	case "instant":
		return "i" + strconv.Itoa(int(cardNum(t, rest)))
	case "fight":
		return "f"
	case "discard":
		return "x" + strconv.Itoa(int(cardNum(t, rest)))
	}
	t.Fatalf("line %d: unknown action %q", sc.line, words)
	return ""
}

// do carries out one action, which must be legal.
func (sc *scenario) do(words string) {
	k := sc.key(words)
	a, ok := engine.FindKey(sc.s.Legal(0), k)
	if !ok {
		var keys []string
		for _, l := range sc.s.Legal(0) {
			keys = append(keys, l.Key())
		}
		sc.t.Fatalf("line %d: %q (%s) is not legal; legal: %v", sc.line, words, k, keys)
	}
	sc.s.Resolve([]engine.Action{a}, engine.NewTurn(sc.rng))
}

// expect checks one fact.
func (sc *scenario) expect(what string) {
	t, s := sc.t, sc.s
	f := strings.Fields(what)
	eq := func(name string, got, want int) {
		if got != want {
			t.Errorf("line %d: %s = %d, want %d", sc.line, name, got, want)
		}
	}
	num := func(x string) int {
		n, err := strconv.Atoi(x)
		if err != nil {
			t.Fatalf("line %d: %q is not a number", sc.line, x)
		}
		return n
	}
	yes := func(name string, got bool, want string) {
		if got != (want == "yes") {
			t.Errorf("line %d: %s = %v, want %s", sc.line, name, got, want)
		}
	}
	slot := func(kind, n string) (Slot, int) {
		i := num(n) - 1
		if kind == "mine" {
			return s.Mine[i], i
		}
		return s.Rows[i], i
	}
	src := func(kind string, i int) int {
		if kind == "mine" {
			return int(mineSrc(i))
		}
		return int(rowSrc(i))
	}
	rest := strings.Join(f[1:], " ")
	switch f[0] {
	case "attack", "defense", "wins":
		if !s.Fight.On {
			t.Fatalf("line %d: no combat", sc.line)
		}
		atk, def, wins := s.totals()
		switch f[0] {
		case "attack":
			eq("attack", atk, num(f[1]))
		case "defense":
			eq("defense", def, num(f[1]))
		default:
			yes("wins", wins, f[1])
		}
	case "mvattack":
		eq("the Multiverse's attack", int(s.last[0]), num(f[1]))
	case "mvdefense":
		eq("your defense", int(s.last[1]), num(f[1]))
	case "mvwins":
		yes("the Multiverse's attack succeeded", s.last[2] == 1, f[1])
	case "hand":
		eq("hand", len(s.Hand), num(f[1]))
	case "handhas":
		yes("hand has "+rest, slices.Contains(s.Hand, cardNum(t, rest)), "yes")
	case "deck":
		eq("deck", len(s.Deck), num(f[1]))
	case "discard":
		eq("discard", len(s.Discard), num(f[1]))
	case "discardhas":
		yes("discard has "+rest, slices.Contains(s.Discard, cardNum(t, rest)), "yes")
	case "left":
		eq("Multiverse cards", s.left(), num(f[1]))
	case "mine":
		eq("your defense cards", s.mineLeft(), num(f[1]))
	case "power": // power row 3 = 6
		sl, i := slot(f[1], f[2])
		if !sl.Has {
			t.Fatalf("line %d: %s %s is empty", sc.line, f[1], f[2])
		}
		eq("power of "+f[1]+" "+f[2], s.powerOf(effectSrc(src(f[1], i))), num(f[4]))
	case "up", "down", "empty", "has": // up row 2
		sl, _ := slot(f[1], f[2])
		ok := map[string]bool{"up": sl.Has && sl.Up, "down": sl.Has && !sl.Up, "empty": !sl.Has,
			"has": sl.Has && len(f) > 3 && sl.Card == cardNum(t, strings.Join(f[3:], " "))}[f[0]]
		yes(what, ok, "yes")
	case "result":
		want := map[string]uint8{"running": ResultRunning, "won": ResultWon, "nodefense": ResultNoDefense, "nodeck": ResultNoDeck}[f[1]]
		eq("result", int(s.Result), int(want))
	case "phase":
		want := map[string]uint8{"main": PhaseMain, "combat": PhaseCombat, "discard": PhaseDiscard, "over": PhaseOver}[f[1]]
		eq("phase", int(s.Phase), int(want))
	case "pending":
		eq("pending Delayed skills", len(s.pendingView()), num(f[1]))
	case "roll":
		eq("last roll", int(s.Rolls[len(s.Rolls)-1]), num(f[1]))
	case "rolls":
		eq("rolls", len(s.Rolls), num(f[1]))
	case "champup":
		yes("Champion face up", s.ChampUp, f[1])
	case "champpower":
		eq("Champion power", s.powerOf(champSrc), num(f[1]))
	case "legal", "illegal":
		_, ok := engine.FindKey(s.Legal(0), sc.key(rest))
		yes(what, ok, map[bool]string{true: "yes", false: "no"}[f[0] == "legal"])
	case "turn":
		eq("turn", int(s.Turn), num(f[1]))
	default:
		t.Fatalf("line %d: unknown check %q", sc.line, what)
	}
}
