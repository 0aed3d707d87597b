package multiverse

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"overdeck/engine/effect"
)

// TestScenarios runs every rules case in testdata/scenarios (format in the
// package doc).
func TestScenarios(t *testing.T) {
	files, _ := filepath.Glob("testdata/scenarios/*.txt")
	if len(files) == 0 {
		t.Fatal("no scenarios")
	}
	for _, f := range files {
		t.Run(strings.TrimSuffix(filepath.Base(f), ".txt"), func(t *testing.T) { scenarioFile(t, f) })
	}
}

// scenarioFile runs one scenario file and returns its final state.
func scenarioFile(t *testing.T, path string) *State {
	t.Helper()
	if !strings.Contains(path, "/") {
		path = filepath.Join("testdata", "scenarios", path+".txt")
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return runScenario(t, string(b))
}

// filler is the card that fills the Power Deck below its given top.
const filler = "Street Brawler"

// cardNum finds a Power card by name or fails the test.
func cardNum(t testing.TB, name string) uint8 {
	t.Helper()
	c := CardByName(strings.TrimSpace(name))
	if c < 0 {
		t.Fatalf("no card %q", name)
	}
	return uint8(c)
}

// splitList splits "a, b, c" (an empty list is empty).
func splitList(s string) []string {
	if strings.TrimSpace(s) == "" {
		return nil
	}
	parts := strings.Split(s, ",")
	for i := range parts {
		parts[i] = strings.TrimSpace(parts[i])
	}
	return parts
}

// slots reads "Monolith, up Granite Warden, -".
func slots(t testing.TB, s string) []Slot {
	var out []Slot
	for _, p := range splitList(s) {
		switch {
		case p == "-":
			out = append(out, Slot{})
		case strings.HasPrefix(p, "up "):
			out = append(out, Slot{Card: cardNum(t, p[3:]), Has: true, Up: true})
		default:
			out = append(out, Slot{Card: cardNum(t, p), Has: true})
		}
	}
	return out
}

// scenario is a scenario being set up and run.
type scenario struct {
	t     *testing.T
	s     *State
	top   []uint8
	deckn int
	rows  [][]Slot
	mine  []Slot
	champ string
	up    bool
	set   bool
	rng   *rand.Rand
	line  int
}

// runScenario runs a scenario's text and returns the final state.
func runScenario(t *testing.T, text string) *State {
	t.Helper()
	sc := &scenario{t: t, s: &State{Level: DefaultLevel, MyBG: -1, Champ: -1, Turn: 1}, deckn: 20,
		rng: rand.New(rand.NewPCG(1, 2))}
	for i, raw := range strings.Split(text, "\n") {
		sc.line = i + 1
		line := strings.TrimSpace(raw)
		if j := strings.Index(line, "#"); j >= 0 {
			line = strings.TrimSpace(line[:j])
		}
		if line == "" {
			continue
		}
		cmd, rest, _ := strings.Cut(line, " ")
		rest = strings.TrimSpace(rest)
		switch cmd {
		case "covers": // the cards this file checks (TestScenarios_EveryCard)
		case "do", "expect":
			sc.build()
			switch cmd {
			case "do":
				sc.do(rest)
			case "expect":
				sc.expect(rest)
			}
		default:
			sc.setup(cmd, rest)
		}
	}
	sc.build()
	return sc.s
}

// setup reads one setup command.
func (sc *scenario) setup(cmd, rest string) {
	t, s := sc.t, sc.s
	if sc.set {
		t.Fatalf("line %d: %q after the first do/expect", sc.line, cmd)
	}
	switch cmd {
	case "level":
		if s.Level = uint8(LevelByName(rest)); s.Level > uint8(len(Levels)) {
			t.Fatalf("line %d: no level %q", sc.line, rest)
		}
	case "hand":
		for _, n := range splitList(rest) {
			s.Hand = append(s.Hand, cardNum(t, n))
		}
	case "top":
		for _, n := range splitList(rest) {
			sc.top = append(sc.top, cardNum(t, n))
		}
	case "deckn":
		sc.deckn, _ = strconv.Atoi(rest)
	case "discard":
		for _, n := range splitList(rest) {
			s.Discard = append(s.Discard, cardNum(t, n))
		}
	case "mine":
		sc.mine = slots(t, rest)
	case "row":
		sc.rows = append(sc.rows, slots(t, rest))
	case "mybg":
		if s.MyBG = int8(BattlegroundByName(rest)); s.MyBG < 0 && rest != "none" {
			t.Fatalf("line %d: no battleground %q", sc.line, rest)
		}
	case "mvbg":
		b := BattlegroundByName(rest)
		if b < 0 {
			t.Fatalf("line %d: no battleground %q", sc.line, rest)
		}
		s.MVBG = append(s.MVBG, uint8(b))
	case "champion":
		name, up := strings.CutSuffix(rest, " up")
		sc.champ, sc.up = name, up
	case "dice":
		for _, f := range strings.Fields(rest) {
			d, _ := strconv.Atoi(f)
			s.dice = append(s.dice, int8(d))
		}
	case "attackers": // attackers spent: the reading of rules 1
		s.Spent = rest == AttackersSpent
	case "phase":
		s.SlowUsed = strings.Contains(rest, "slowused")
		s.Attacked = strings.Contains(rest, "attacked")
	default:
		t.Fatalf("line %d: unknown command %q", sc.line, cmd)
	}
}

// build finishes the setup before the first do or expect.
func (sc *scenario) build() {
	if sc.set {
		return
	}
	sc.set = true
	t, s := sc.t, sc.s
	// The rows given set the geometry (the level only names the game).
	s.NRows, s.Cols = uint8(max(len(sc.rows), 1)), Levels[s.Level].Cols
	if len(sc.rows) > 0 {
		s.Cols = uint8(len(sc.rows[0]))
	}
	s.Rows = make([]Slot, int(s.NRows)*int(s.Cols))
	for r, row := range sc.rows {
		if len(row) != int(s.Cols) {
			t.Fatalf("row %d has %d cards, want %d", r+1, len(row), s.Cols)
		}
		copy(s.Rows[r*int(s.Cols):], row)
	}
	if sc.mine == nil {
		sc.mine = slots(t, "Monolith, Monolith, Monolith")
	}
	copy(s.Mine[:], sc.mine)
	s.Deck = slices.Clone(sc.top)
	for len(s.Deck) < sc.deckn {
		s.Deck = append(s.Deck, cardNum(t, filler))
	}
	if sc.champ != "" {
		if s.Champ = int8(ChampionByName(sc.champ)); s.Champ < 0 {
			t.Fatalf("no Champion %q", sc.champ)
		}
		s.ChampUp = sc.up
	}
	for b := range Battlegrounds {
		if int8(b) != s.MyBG && !slices.Contains(s.MVBG, uint8(b)) {
			s.BGDeck = append(s.BGDeck, uint8(b))
		}
	}
	s.printGrounds()
	for i, sl := range s.Mine {
		if sl.Has && sl.Up {
			s.print(mineSrc(i), player)
		}
	}
	for i, sl := range s.Rows {
		if sl.Has && sl.Up {
			s.print(rowSrc(i), multi)
		}
	}
	if s.ChampUp {
		s.print(champSrc, player)
	}
	all := slices.Concat(s.Deck, s.Hand, s.Discard)
	for _, sl := range append(s.Mine[:], s.Rows...) {
		if sl.Has {
			all = append(all, sl.Card)
		}
	}
	slices.Sort(all)
	s.DeckList = all
	s.Rolls = []int8{}
}

// effectSrc converts a source number.
func effectSrc(i int) effect.SourceID { return effect.SourceID(i) }

// TestScenarios_EveryCard: every Power card, battleground and Champion is
// named by a "covers" line of a scenario file that checks numbers (has an
// expect line).
func TestScenarios_EveryCard(t *testing.T) {
	files, _ := filepath.Glob("testdata/scenarios/*.txt")
	covered := map[string]bool{}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		text := string(b)
		if !strings.Contains(text, "\nexpect ") {
			continue
		}
		for _, line := range strings.Split(text, "\n") {
			if rest, ok := strings.CutPrefix(line, "covers "); ok {
				for _, n := range splitList(rest) {
					covered[strings.ToLower(n)] = true
				}
			}
		}
	}
	var names []string
	for _, c := range PowerCards {
		names = append(names, c.Name)
	}
	for _, b := range Battlegrounds {
		names = append(names, b.Name)
	}
	for _, c := range Champions {
		names = append(names, c.Name)
	}
	for _, n := range names {
		if !covered[strings.ToLower(n)] {
			t.Errorf("%s has no scenario with checked numbers", n)
		}
	}
}

// slicesSort sorts a card list.
func slicesSort(xs []uint8) { slices.Sort(xs) }
