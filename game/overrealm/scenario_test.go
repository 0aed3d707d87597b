package overrealm

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"overdeck/engine"
)

// TestScenarios runs every rules case in testdata/scenarios (format in the
// package doc).
func TestScenarios(t *testing.T) {
	files, _ := filepath.Glob("testdata/scenarios/*.txt")
	if len(files) == 0 {
		t.Fatal("no scenarios")
	}
	for _, f := range files {
		t.Run(strings.TrimSuffix(filepath.Base(f), ".txt"), func(t *testing.T) {
			b, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			runScenario(t, string(b))
		})
	}
}

var cardRef = regexp.MustCompile(`([A-Z][a-z]+|std)/(\d)`)

// cardCode reads "Galeaffy/2" or "std/1".
func cardCode(t testing.TB, name string) uint8 {
	m := cardRef.FindStringSubmatch(name)
	if m == nil {
		t.Fatalf("bad card %q", name)
	}
	n, _ := strconv.Atoi(m[2])
	if strings.EqualFold(m[1], "std") {
		return uint8(StdCard + n)
	}
	k := MonsterByName(m[1])
	if k < 0 {
		t.Fatalf("no monster %q", m[1])
	}
	return uint8(k*4 + n)
}

// keyOf turns card names in a selection key into codes.
func keyOf(t testing.TB, k string) string {
	return cardRef.ReplaceAllStringFunc(k, func(s string) string { return strconv.Itoa(int(cardCode(t, s))) })
}

// monOf finds seat's team monster by name.
func monOf(t testing.TB, s *State, seat int, name string) int {
	for i, m := range s.P[seat].Mons {
		if strings.EqualFold(m.def().Name, name) {
			return i
		}
	}
	t.Fatalf("seat %d has no %s", seat, name)
	return 0
}

// runScenario plays a scenario text, checks its expectations and returns
// the final state.
func runScenario(t *testing.T, text string) *State {
	s := &State{}
	var teams [2][3]uint8
	seed := uint64(1)
	rng := rand.New(rand.NewPCG(seed, 1))
	started := false
	start := func() {
		if !started {
			started = true
			s.setTeams(teams)
			s.tt = engine.NewTurn(rng)
			s.begin()
			if s.Phase == phClear { // Clear Mind: keep the order (scenarios set decks after)
				s.resolveArrange(s.ToAct(), []string{"a012-", "a012-"})
			}
			s.tt = nil
		}
	}
	for n, line := range strings.Split(text, "\n") {
		if i := strings.Index(line, "#"); i >= 0 {
			line = line[:i]
		}
		f := strings.Fields(line)
		if len(f) == 0 {
			continue
		}
		fail := func(format string, a ...any) { t.Fatalf("line %d (%s): "+format, append([]any{n + 1, line}, a...)...) }
		seat := 0
		if len(f) > 1 {
			seat, _ = strconv.Atoi(f[1])
		}
		cards := func(xs []string) []uint8 {
			var out []uint8
			for _, x := range xs {
				if x != "empty" {
					out = append(out, cardCode(t, x))
				}
			}
			return out
		}
		switch f[0] {
		case "seed":
			seed, _ = strconv.ParseUint(f[1], 10, 64)
			rng = rand.New(rand.NewPCG(seed, 1))
		case "team":
			for i, name := range f[2:5] {
				k := MonsterByName(name)
				if k < 0 {
					fail("no monster %s", name)
				}
				teams[seat][i] = uint8(k)
			}
		case "hand", "deck", "discard":
			start()
			zone := map[string]*[]uint8{"hand": &s.P[seat].Hand, "deck": &s.P[seat].Deck, "discard": &s.P[seat].Discard}[f[0]]
			*zone = cards(f[2:])
		case "hp":
			start()
			m := &s.P[seat].Mons[monOf(t, s, seat, f[2])]
			m.HP = int8(atoi(f[3]))
			m.KO = m.HP == 0
		case "cubes":
			start()
			for i := 2; i+1 < len(f); i += 2 {
				s.P[seat].Cubes[statIndex(f[i])] = int8(atoi(f[i+1]))
			}
		case "maneuver":
			start()
			s.P[seat].Maneuver = int8(atoi(f[2]))
		case "cond":
			start()
			s.P[seat].Mons[monOf(t, s, seat, f[2])].Cond |= condBit(f[3])
		case "leech": // leech <seat> <monster> n
			start()
			s.P[seat].Mons[monOf(t, s, seat, f[2])].Leech = int8(atoi(f[3]))
		case "counters": // counters <seat> honey 2
			start()
			src := teamSrc(seat)
			kind := counterKind(f[2])
			s.Board.RemoveTokens(src, kind, s.Board.TokenCount(src, kind))
			s.Board.AddTokens(src, kind, atoi(f[3]))
		case "torment": // torment <seat> <monster> <action 1-4> n
			start()
			s.torment(seat, monOf(t, s, seat, f[2]), atoi(f[3])-1, atoi(f[4]))
		case "turn":
			start()
			keys := [2]string{keyOf(t, f[1]), keyOf(t, f[2])}
			for i := 0; i < 2; i++ {
				if !s.validChoice(i, keys[i]) {
					fail("seat %d may not choose %q", i, keys[i])
				}
			}
			s.Resolve([]engine.Action{action{keys[0], ""}, action{keys[1], ""}}, engine.NewTurn(rng))
		case "pick":
			start()
			s.Resolve([]engine.Action{action{f[2], ""}}, engine.NewTurn(rng))
		case "expect":
			start()
			checkExpect(t, s, f[1:], fail)
		default:
			fail("unknown line")
		}
	}
	start()
	return s
}

func atoi(s string) int { n, _ := strconv.Atoi(s); return n }

// statIndex reads atk, spd or def.
func statIndex(s string) int { return strings.Index("atkspddef", s) / 3 }

// condBit reads a condition name.
func condBit(s string) uint8 {
	return map[string]uint8{"burn": condBurn, "paralyze": condParalyze, "fatigue": condFatigue, "stun": condStun}[s]
}
