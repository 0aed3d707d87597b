package overwatch

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"overdeck/engine"
	"overdeck/engine/ai/aitest"
)

// logCount counts from the log alone, line by line, what the game-over
// summary must say. Damage: each "deals N damage to X" (or "X takes N
// damage") line puts on X what got past its shields ("shields absorb K"),
// at most the health X had left (its "enters the battlefield with H of M
// health" and "now has H of M health" lines, less the damage since; a
// hero that "is now" another is known by its new name; one hurt as it
// enters, before its line, has its card's health), for
// the player of the other side; "is healed of N damage" gives N health
// back; a "recalls and avoids the fatal damage" line takes the last of it
// back. Defeats: each "X is defeated" counts
// for the other side. Rounds: the "Round N: power …" lines and who they
// say won. Turns: every "passes", every "plays … in the … row" and every
// hero's use of its own ultimate.
type logCount struct {
	dealt, defeats, wins [2]int
	rounds, turns        int
	health               map[string]int // each hero's health left, by its log name
	last                 map[string]int // the damage last put on each hero
}

var (
	reDeals   = regexp.MustCompile(`^.+ deals ([0-9]+) damage to (Player ([12])'s .+?)(?:; shields absorb (all of it|[0-9]+))?\.$`)
	reTakes   = regexp.MustCompile(`^(Player ([12])'s .+) takes ([0-9]+) damage(?:; shields absorb (all of it|[0-9]+))?\.$`)
	reEnters  = regexp.MustCompile(`^(Player [12]'s .+) enters the battlefield in the [A-Za-z]+ row with ([0-9]+) of [0-9]+ health\.$`)
	reHealth  = regexp.MustCompile(`^(Player [12]'s .+?): (?:.*, )?now has ([0-9]+) of [0-9]+ health[,.]`)
	reIsNow   = regexp.MustCompile(`^Player [12]'s .+?: is now ([^,]+?)[,.]`)
	reHealed  = regexp.MustCompile(`^(Player [12]'s .+) is healed of ([0-9]+) damage\.$`)
	reLeaves  = regexp.MustCompile(`^(Player [12]'s .+) leaves the battlefield\.$`)
	reRecall  = regexp.MustCompile(`^(Player [12]'s .+) recalls and avoids the fatal damage\.$`)
	reDefeat  = regexp.MustCompile(`^Player ([12])'s .+ is defeated\.$`)
	reRound   = regexp.MustCompile(`^Round [0-9]+: power [0-9]+ to [0-9]+, synergy [0-9]+ to [0-9]+\. (Both players win|Player ([12]) wins) the round\.$`)
	reTurn    = regexp.MustCompile(`^Player [12] (passes|plays .+ in the (Front|Middle|Back) row)\.$`)
	reUses    = regexp.MustCompile(`^Player [12]'s (.+) uses (.+)$`)
	reMatchTo = regexp.MustCompile(`the match ([0-9]+) rounds to ([0-9]+)`)
)

// read counts one log line.
func (c *logCount) read(text string) {
	seat := func(x string) int { return int(x[0] - '1') }
	num := func(x string) int { n, _ := strconv.Atoi(x); return n }
	hurt := func(hero string, side, n int) {
		left, ok := c.health[hero]
		if i := CardByName(hero[len("Player 1's "):]); !ok && i >= 0 {
			left = int(cards[i].HP) // hurt as it enters: its line comes after
		}
		n = min(n, left)
		c.health[hero] -= n
		c.last[hero] = n
		c.dealt[1-side] += n
	}
	switch x := reDeals.FindStringSubmatch(text); {
	case x != nil && x[4] == "all of it":
	case x != nil:
		hurt(x[2], seat(x[3]), num(x[1])-num(x[4]))
	}
	switch x := reTakes.FindStringSubmatch(text); {
	case x != nil && x[4] == "all of it":
	case x != nil:
		hurt(x[1], seat(x[2]), num(x[3])-num(x[4]))
	}
	if x := reEnters.FindStringSubmatch(text); x != nil {
		c.health[x[1]] = num(x[2])
	}
	if x := reHealth.FindStringSubmatch(text); x != nil {
		name := x[1]
		if y := reIsNow.FindStringSubmatch(text); y != nil { // D.Va+MEKA is now D.Va
			name = name[:len("Player 1's ")] + y[1]
		}
		c.health[name] = num(x[2])
	}
	if x := reHealed.FindStringSubmatch(text); x != nil {
		c.health[x[1]] += num(x[2])
	}
	if x := reLeaves.FindStringSubmatch(text); x != nil {
		delete(c.health, x[1])
	}
	if strings.HasPrefix(text, "The battlefield is cleared") {
		clear(c.health)
	}
	if x := reRecall.FindStringSubmatch(text); x != nil {
		side := seat(x[1][len("Player "):])
		c.dealt[1-side] -= c.last[x[1]]
		c.health[x[1]] += c.last[x[1]]
	}
	if x := reDefeat.FindStringSubmatch(text); x != nil {
		c.defeats[1-seat(x[1])]++
	}
	if x := reRound.FindStringSubmatch(text); x != nil {
		c.rounds++
		if x[2] == "" {
			c.wins[0]++
			c.wins[1]++
		} else {
			c.wins[seat(x[2])]++
		}
	}
	if reTurn.MatchString(text) {
		c.turns++
	}
	if x := reUses.FindStringSubmatch(text); x != nil {
		if i := CardByName(x[1]); i >= 0 && cards[i].Ult != nil && strings.TrimSuffix(x[2], ".") == strings.TrimSuffix(cards[i].Ult.Name, ".") {
			c.turns++
		}
	}
}

// summarySetups are the setups the summary is checked in: who goes
// first, and every ready-made deck (each against the next).
func summarySetups() []engine.Setup {
	out := []engine.Setup{engine.Setup{}.With("first", "1"), engine.Setup{}.With("first", "2")}
	for i, d := range Decks {
		out = append(out, engine.Setup{}.With("deck0", d.Name).With("deck1", Decks[(i+1)%len(Decks)].Name))
	}
	return out
}

// TestSummary_AgreesWithTheLog plays random matches of every setup to
// their end and checks every figure of the game-over summary (computed
// from the match) against the count its log gives (logCount): rounds won,
// damage dealt, heroes defeated, rounds and turns played; that the result
// line names the side the log's rounds make the winner, with the score
// they give; and that the log ends with the result, said once. The
// matches must hold damage, defeats and a third round, or the test
// proves little.
func TestSummary_AgreesWithTheLog(t *testing.T) {
	matches := 5
	if testing.Short() {
		matches = 2
	}
	var seen struct{ defeats, dealt, long, drawn int }
	defer func() {
		if seen.defeats == 0 || seen.dealt == 0 || seen.long == 0 {
			t.Errorf("the matches played had %d defeats, %d damage and %d matches of three rounds: too few to prove much", seen.defeats, seen.dealt, seen.long)
		}
		t.Logf("%d defeats, %d damage, %d matches of three rounds, %d drawn", seen.defeats, seen.dealt, seen.long, seen.drawn)
	}()
	for k, setup := range summarySetups() {
		t.Run(strconv.Itoa(k), func(t *testing.T) {
			deal := func(seed uint64) (*engine.Match, error) { return engine.NewMatch(Game, setup, seed+uint64(k)*10) }
			aitest.CheckSummary(t, matches, deal, Summary, func() aitest.Tally {
				c := &logCount{health: map[string]int{}, last: map[string]int{}}
				return aitest.Tally{
					Move: func(_ engine.Rules, _ *engine.Match, added []engine.Entry) {
						for _, e := range added {
							c.read(e.Text)
						}
					},
					Want: func(m *engine.Match) []string {
						seen.defeats += c.defeats[0] + c.defeats[1]
						seen.dealt += c.dealt[0] + c.dealt[1]
						seen.long += min(1, max(0, c.rounds-2))
						seen.drawn += min(1, c.wins[0]/2*c.wins[1]/2)
						checkEnd(t, m, c)
						var out []string
						for s := range 2 {
							out = append(out, fmt.Sprintf("Player %d: %s won, %d damage dealt, %s defeated", s+1, plural(c.wins[s], "round"), c.dealt[s], heroes(c.defeats[s])))
						}
						return append(out, fmt.Sprintf("%s, %s", plural(c.rounds, "round"), plural(c.turns, "turn")))
					},
				}
			})
		})
	}
}

// checkEnd checks that m's result agrees with the rounds the log gave,
// and that its log ends with the result, said once.
func checkEnd(t *testing.T, m *engine.Match, c *logCount) {
	t.Helper()
	res := Result(m, engine.Seat.String)
	switch hi, lo := max(c.wins[0], c.wins[1]), min(c.wins[0], c.wins[1]); {
	case c.wins[0] >= 2 && c.wins[1] >= 2:
		if !strings.HasPrefix(res, "A drawn match") {
			t.Errorf("%q with rounds won %v", res, c.wins)
		}
	case hi < 2:
		t.Errorf("the match ended with rounds won %v", c.wins)
	default:
		winner := fmt.Sprintf("Player %d wins", map[bool]int{true: 1, false: 2}[c.wins[0] > c.wins[1]])
		x := reMatchTo.FindStringSubmatch(res)
		if !strings.HasPrefix(res, winner) || x == nil || x[1] != strconv.Itoa(hi) || x[2] != strconv.Itoa(lo) {
			t.Errorf("%q with rounds won %v", res, c.wins)
		}
	}
	log := m.Log()
	said := 0
	for _, e := range log {
		if strings.TrimSuffix(e.Text, ".") == strings.TrimSuffix(m.Outcome().Summary, ".") {
			said++
		}
	}
	if last := log[len(log)-1].Text; strings.TrimSuffix(last, ".") != strings.TrimSuffix(m.Outcome().Summary, ".") || said != 1 {
		t.Errorf("the log ends %q and says the result %q %d times", last, m.Outcome().Summary, said)
	}
}
