package overpower

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"overdeck/engine"
	"overdeck/engine/ai/aitest"
)

// summarySettings are the setups the summary is checked in: every mode
// and, in Skirmish, every number of shared objectives.
var summarySettings = [][]string{
	{"mode", "venture"},
	{"mode", "brawl"},
	{"mode", "skirmish", "objectives", "5"},
	{"mode", "skirmish", "objectives", "7"},
	{"mode", "skirmish", "objectives", "9"},
}

// logTally counts from the log alone, line by line, what the game-over
// summary must say: the damage of every "is hit for N" line goes to the
// other team's player, every "is KO'd" line counts for the other player,
// every "Battle N." starts a battle; a Venture player's objective piles
// are those of the last pile line, moved on by every objective line
// after it (a lift, I'll Make You Famous, Riches of Don Diego de la Vega,
// which takes a Defeated objective when there is one); a Skirmish
// player's objectives are the sum of the claims.
type logTally struct {
	dealt, kos, done, lost, claimed [2]int
	battles                         int
}

var (
	reHit    = regexp.MustCompile(`^Player ([12])'s .* is hit for ([0-9]+) \(now`)
	reKO     = regexp.MustCompile(`^Player ([12])'s .* is KO'd \(`)
	reBattle = regexp.MustCompile(`^Battle [0-9]+\.`)
	rePiles  = regexp.MustCompile(`^Player ([12]): ([0-9]+) Completed, [0-9]+ Reserve, ([0-9]+) Defeated\.`)
	reLift   = regexp.MustCompile(`^Player ([12]) lifts a Defeated objective to (Completed|Reserve)\.`)
	reFamous = regexp.MustCompile(`^Player ([12]) moves a ventured objective to Completed`)
	reRiches = regexp.MustCompile(`^Player ([12]) moves an objective to Completed`)
	reClaim  = regexp.MustCompile(`^Player ([12]) claims ([0-9]+) objective`)
	reScore  = regexp.MustCompile(`([0-9]+) to ([0-9]+)\.$`)
)

// read counts one log line.
func (c *logTally) read(text string) {
	seat := func(x string) int { return int(x[0] - '1') }
	num := func(x string) int { n, _ := strconv.Atoi(x); return n }
	if x := reHit.FindStringSubmatch(text); x != nil {
		c.dealt[1-seat(x[1])] += num(x[2])
	}
	if x := reKO.FindStringSubmatch(text); x != nil {
		c.kos[1-seat(x[1])]++
	}
	if reBattle.MatchString(text) {
		c.battles++
	}
	if x := rePiles.FindStringSubmatch(text); x != nil {
		c.done[seat(x[1])], c.lost[seat(x[1])] = num(x[2]), num(x[3])
	}
	if x := reLift.FindStringSubmatch(text); x != nil {
		c.lost[seat(x[1])]--
		if x[2] == "Completed" {
			c.done[seat(x[1])]++
		}
	}
	if x := reFamous.FindStringSubmatch(text); x != nil {
		c.done[seat(x[1])]++
	}
	if x := reRiches.FindStringSubmatch(text); x != nil {
		s := seat(x[1])
		c.done[s]++
		if c.lost[s] > 0 {
			c.lost[s]--
		}
	}
	if x := reClaim.FindStringSubmatch(text); x != nil {
		c.claimed[seat(x[1])] += num(x[2])
	}
}

// TestSummary_EveryModeAgreesWithTheLog plays random matches of every
// mode and setting to their end and checks every figure of the game-over
// summary against the count the log gives (logTally): damage, KOs,
// objectives of the mode played (of the number set up, none in Brawl),
// battles and moves. The result line must agree with the figures: a KO
// win comes with the other team's four KOs, a mission win with seven
// objectives completed or defeated, a Skirmish win with the score the
// summary gives.
func TestSummary_EveryModeAgreesWithTheLog(t *testing.T) {
	matches := 8
	if testing.Short() {
		matches = 3
	}
	for _, set := range summarySettings {
		t.Run(strings.Join(set, "="), func(t *testing.T) {
			deal := func(seed uint64) (*engine.Match, error) {
				setup := engine.Setup{}.With("deck0", Decks[int(seed*3)%len(Decks)].Name).With("deck1", Decks[int(seed*5+1)%len(Decks)].Name)
				for k := 0; k+1 < len(set); k += 2 {
					setup = setup.With(set[k], set[k+1])
				}
				return engine.NewMatch(Game, setup, seed+uint64(len(set[1]))*100)
			}
			aitest.CheckSummary(t, matches, deal, MatchSummary, func() aitest.Tally {
				c := &logTally{battles: 1}
				return aitest.Tally{
					Move: func(_ engine.Rules, _ *engine.Match, added []engine.Entry) {
						for _, e := range added {
							c.read(e.Text)
						}
					},
					Want: func(m *engine.Match) []string {
						g := m.Rules().(*State)
						var out []string
						for s := range 2 {
							line := fmt.Sprintf("Player %d: %d damage dealt, %s", s+1, c.dealt[s], plural(c.kos[s], "KO"))
							switch g.Mode {
							case ModeVenture:
								line += fmt.Sprintf(", %d of 7 objectives completed", c.done[s])
								if c.lost[s] > 0 {
									line += fmt.Sprintf(", %d defeated", c.lost[s])
								}
							case ModeSkirmish:
								line += fmt.Sprintf(", %d of %s objectives claimed", c.claimed[s], set[3])
							}
							out = append(out, line)
						}
						checkResult(t, Result(m, engine.Seat.String), g.Mode, c)
						return append(out, fmt.Sprintf("%s, %s", plural(c.battles, "battle"), plural(len(m.History()), "move")))
					},
				}
			})
		})
	}
}

// checkResult checks that the result line agrees with the figures the
// log gave: who won and by what.
func checkResult(t *testing.T, res string, mode uint8, c *logTally) {
	t.Helper()
	switch {
	case strings.Contains(res, "Both teams are KO'd"):
		if c.kos != [2]int{4, 4} {
			t.Errorf("%q with KOs %v", res, c.kos)
		}
	case strings.Contains(res, "whole team is KO'd"):
		w := 0
		if strings.HasPrefix(res, "Player 1") {
			w = 1
		}
		if c.kos[w] != 4 {
			t.Errorf("%q, and the winner KO'd %d", res, c.kos[w])
		}
	case strings.Contains(res, "completes all seven"):
		w := int(res[len("Player ")] - '1')
		if mode != ModeVenture || c.done[w] != 7 {
			t.Errorf("%q, and the log gives %d completed", res, c.done[w])
		}
	case strings.Contains(res, "all seven objectives defeated"):
		l := int(res[len("Player ")] - '1')
		if mode != ModeVenture || c.lost[l] != 7 {
			t.Errorf("%q, and the log gives %d defeated", res, c.lost[l])
		}
	case strings.Contains(res, "Every objective is claimed"):
		x := reScore.FindStringSubmatch(res)
		w := int(res[strings.Index(res, "Player ")+len("Player ")] - '1')
		if mode != ModeSkirmish || x == nil || x[1] != strconv.Itoa(c.claimed[w]) || x[2] != strconv.Itoa(c.claimed[1-w]) {
			t.Errorf("%q, and the log gives claims %v", res, c.claimed)
		}
	default:
		t.Logf("result not checked against the figures: %q", res)
	}
}
