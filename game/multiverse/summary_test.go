package multiverse

import (
	"math/rand/v2"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"overdeck/engine"
	"overdeck/engine/ai/aitest"
)

// logCount is what the end screen tells of a game, counted from its log
// alone, line by line, as a player reading the log would count it.
type logCount struct {
	beaten, lost int // Multiverse cards the player defeated; the player's defense cards defeated
	left         int // Multiverse defense cards on the table at the end
	flips        int // the times the Champion flipped face up
	turns        int
}

var (
	// The player's attack, Strike and Riposte defeat Multiverse cards.
	logBeaten = regexp.MustCompile(`Attack -?\d+ against defense -?\d+: the attack succeeds\.|You strikes? [^()]+ \(power -?\d+\): defeated\.|Riposte: the Multiverse loses `)
	// The Multiverse's attack and Strike defeat the player's cards.
	logLost = regexp.MustCompile(`(^|\. )-?\d+ against -?\d+: your [^.]+ is defeated\.|The Multiverse strikes [^()]+ \(power -?\d+\): defeated\.`)
	// A Multiverse spot the log says changed: gone, or holding a card.
	logSpot = regexp.MustCompile(`The Multiverse's (\w+) card in row (\d+) is (gone|now)`)
	logTurn = regexp.MustCompile(`^Turn (\d+)\.`)
)

// countLog counts the end screen's figures from every log entry of a game
// of level lv played with Champion champ ("" for none).
func countLog(log []engine.Entry, lv Level, champ string) logCount {
	c := logCount{turns: 1}
	gone := map[string]bool{}
	for _, e := range log {
		c.beaten += len(logBeaten.FindAllString(e.Text, -1))
		c.lost += len(logLost.FindAllString(e.Text, -1))
		for _, m := range logSpot.FindAllStringSubmatch(e.Text, -1) {
			gone[m[1]+" "+m[2]] = m[3] == "gone"
		}
		if champ != "" {
			c.flips += strings.Count(e.Text, champ+" flips face up.")
		}
		if m := logTurn.FindStringSubmatch(e.Text); m != nil {
			c.turns, _ = strconv.Atoi(m[1])
		}
	}
	c.left = int(lv.Rows) * int(lv.Cols)
	for _, g := range gone {
		if g {
			c.left--
		}
	}
	return c
}

// playToEnd plays random legal moves in m to the end of the game and
// returns every log entry the game wrote (the match keeps only the last
// engine.MaxLog of them).
func playToEnd(t *testing.T, m *engine.Match, rng *rand.Rand) []engine.Entry {
	t.Helper()
	all := append([]engine.Entry(nil), m.Log()...)
	for !m.Outcome().Over {
		was := append([]engine.Entry(nil), m.Log()...)
		l := m.Legal(0)
		if err := m.Apply(0, l[rng.IntN(len(l))]); err != nil {
			t.Fatal(err)
		}
		all = append(all, aitest.Added(was, m.Log())...)
	}
	return all
}

// TestSummary_FromTheStateAgreesWithTheLog plays random games of every
// level, without a Champion and with each, and checks every figure of the
// end screen (made from the final state) against the same figure counted
// from the log: the Multiverse cards the player defeated (not its
// attackers that left play), the player's defense cards lost, the
// Multiverse's defense cards left, the Champion's line (only in a game
// with a Champion), the turns. The games must include a win and the loss
// in which the Multiverse's last attackers break the player's last card.
func TestSummary_FromTheStateAgreesWithTheLog(t *testing.T) {
	champs := []string{""}
	for _, c := range Champions {
		champs = append(champs, c.Name)
	}
	results := map[string]int{}
	for li, lv := range Levels {
		for ci, champ := range champs {
			for k := range 8 {
				seed := uint64(li*1000 + ci*100 + k)
				setup := engine.Setup{}.With(OptLevel, lv.Name)
				if champ != "" {
					setup = setup.With(OptChampion, champ)
				}
				if k%2 == 1 { // both sides broken happens only with the attackers spent (rules 1)
					setup = setup.With(OptAttackers, AttackersSpent)
				}
				m, err := engine.NewMatch(Game, setup, seed)
				if err != nil {
					t.Fatal(err)
				}
				c := countLog(playToEnd(t, m, rand.New(rand.NewPCG(seed, 22))), lv, champ)
				want := []string{
					"You: " + count(c.beaten, "Multiverse card") + " defeated, " + count(c.lost, "defense card") + " lost",
					"The Multiverse: " + count(c.left, "defense card") + " left",
				}
				switch {
				case champ != "" && c.flips == 0:
					want = append(want, "The Champion, "+champ+", stayed face down")
				case c.flips == 1:
					want = append(want, "The Champion, "+champ+", was turned face up once")
				case c.flips > 1:
					want = append(want, "The Champion, "+champ+", was turned face up "+strconv.Itoa(c.flips)+" times")
				}
				want = append(want, count(c.turns, "turn"))
				name := func(engine.Seat) string { return "You" }
				if got := Summary(m, name); strings.Join(got, "|") != strings.Join(want, "|") {
					t.Errorf("%s, champion %q, seed %d: the end screen says\n%q\nthe log counts\n%q", lv.Name, champ, seed, got, want)
				}
				res := Result(m, name)
				g := m.Rules().(*State)
				if v := m.View(0).State.(*View); int(v.Beaten) != c.beaten || int(v.Left) != c.left {
					t.Errorf("%s seed %d: the view says %d defeated, %d left; the log %d, %d", lv.Name, seed, v.Beaten, v.Left, c.beaten, c.left)
				}
				if g.Result != ResultWon && c.left == 0 && !strings.Contains(res, "broke both sides") && !strings.Contains(res, "Power Deck ran out") {
					t.Errorf("%s seed %d: %q beside the Multiverse's empty rows does not say why", lv.Name, seed, res)
				}
				key := res
				if strings.Contains(res, "broke both sides") {
					key = "both broken"
				}
				results[key]++
			}
		}
	}
	t.Logf("results: %v", results)
	if results["You win: the Multiverse has no defense card left"] == 0 || results["both broken"] == 0 {
		t.Errorf("the games did not include both a win and a loss with both sides broken: %v", results)
	}
}

// TestResult_NamesTheWatchedComputer words the result for the computer
// playing (the watch mode) as for the player.
func TestResult_NamesTheWatchedComputer(t *testing.T) {
	m, err := engine.NewMatch(Game, engine.Setup{}, 5)
	if err != nil {
		t.Fatal(err)
	}
	playToEnd(t, m, rand.New(rand.NewPCG(5, 22)))
	name := func(engine.Seat) string { return "The computer" }
	res, sum := Result(m, name), Summary(m, name)
	if strings.Contains(res, "your") || strings.Contains(res, "You") || !strings.HasPrefix(sum[0], "The computer: ") {
		t.Errorf("the watched computer's game reads %q, %q", res, sum)
	}
}
