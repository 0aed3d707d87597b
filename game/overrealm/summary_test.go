package overrealm

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"overdeck/engine"
	"overdeck/engine/ai/aitest"
)

// logTally counts from the log alone, line by line, what the game-over
// summary must say: each team's monsters and their HP from the line that
// reveals the team, then every "now has N of M HP" drop as damage dealt
// by the other player, every "is KO'd" as a KO for the other player, and
// every "Player 1 reveals" as a turn played. A monster both teams hold
// must be named with its player ("Player 2's Ashdash"), or the line
// cannot be counted: that is an error.
type logTally struct {
	t            *testing.T
	team         [2][]string
	hp           [2]map[string]int
	dealt, kos   [2]int
	turns, moves int
	last         string // the last line of the log
}

var (
	reTeam   = regexp.MustCompile(`Player ([12])'s team: (.*?), with [0-9]+ maneuver`)
	reMember = regexp.MustCompile(`([A-Z][A-Za-z]+) \(([0-9]+) HP\)`)
	reHP     = regexp.MustCompile(`(?:Player ([12])'s )?([A-Z][A-Za-z]+) now has ([0-9]+) of [0-9]+ HP\.`)
	reKOd    = regexp.MustCompile(`(?:Player ([12])'s )?([A-Z][A-Za-z]+) is KO'd!`)
	reReveal = regexp.MustCompile(`^Player 1 reveals: `)
)

// seatOf finds whose monster name is: the player the line names, or the
// one team that holds it.
func (c *logTally) seatOf(player, name, line string) int {
	if player != "" {
		return int(player[0] - '1')
	}
	in := [2]bool{}
	for s := range 2 {
		for _, n := range c.team[s] {
			in[s] = in[s] || n == name
		}
	}
	switch {
	case in[0] && in[1]:
		c.t.Errorf("the log names %s, which both teams hold, without its player: %q", name, line)
	case in[1]:
		return 1
	case !in[0]:
		c.t.Errorf("the log names %s, on no team: %q", name, line)
	}
	return 0
}

// read counts one public log line.
func (c *logTally) read(line string) {
	for _, x := range reTeam.FindAllStringSubmatch(line, -1) {
		s := int(x[1][0] - '1')
		c.team[s], c.hp[s] = nil, map[string]int{}
		for _, m := range reMember.FindAllStringSubmatch(x[2], -1) {
			c.team[s] = append(c.team[s], m[1])
			c.hp[s][m[1]], _ = strconv.Atoi(m[2])
		}
	}
	for _, x := range reHP.FindAllStringSubmatch(line, -1) {
		s := c.seatOf(x[1], x[2], line)
		n, _ := strconv.Atoi(x[3])
		if lost := c.hp[s][x[2]] - n; lost > 0 {
			c.dealt[1-s] += lost
		}
		c.hp[s][x[2]] = n
	}
	for _, x := range reKOd.FindAllStringSubmatch(line, -1) {
		c.kos[1-c.seatOf(x[1], x[2], line)]++
	}
	if reReveal.MatchString(line) {
		c.turns++
	}
}

// TestSummary_EveryModeAgreesWithTheLog plays random matches of every
// mode to their end and checks every figure of the game-over summary
// against the count the log gives (logTally): damage dealt, KOs, turns,
// and the moves made; the result line is the log's last line and agrees
// with the KOs (the loser's three monsters KO'd, both teams' for a draw).
func TestSummary_EveryModeAgreesWithTheLog(t *testing.T) {
	matches := 12
	if testing.Short() {
		matches = 4
	}
	for _, mode := range []string{"casual", "draft", "competitive"} {
		t.Run(mode, func(t *testing.T) {
			deal := func(seed uint64) (*engine.Match, error) {
				return engine.NewMatch(Game, engine.Setup{}.With("mode", mode), seed+uint64(len(mode))*100)
			}
			aitest.CheckSummary(t, matches, deal, Summary, func() aitest.Tally {
				c := &logTally{t: t}
				return aitest.Tally{
					Move: func(_ engine.Rules, _ *engine.Match, added []engine.Entry) {
						c.moves++
						for _, e := range added {
							c.last = e.Text // a private line after the result would be as wrong
							if e.Public() {
								c.read(e.Text)
							}
						}
					},
					Want: func(m *engine.Match) []string {
						res := Result(m, engine.Seat.String)
						if c.last != res+"." {
							t.Errorf("the log ends with %q, not the result %q", c.last, res)
						}
						var want [2]int // the KOs the result line claims
						switch {
						case strings.HasPrefix(res, "Player 1 wins"):
							want[0] = 3
						case strings.HasPrefix(res, "Player 2 wins"):
							want[1] = 3
						case strings.HasPrefix(res, "A draw"):
							want = [2]int{3, 3}
						}
						if want[0] == 3 && c.kos[0] != 3 || want[1] == 3 && c.kos[1] != 3 || want == [2]int{} {
							t.Errorf("%q, and the log gives KOs %v", res, c.kos)
						}
						var out []string
						for s := range 2 {
							out = append(out, fmt.Sprintf("Player %d: %d damage dealt, %s", s+1, c.dealt[s], plural(c.kos[s], "KO")))
						}
						return append(out, fmt.Sprintf("%s, %s", plural(c.turns, "turn"), plural(c.moves, "move")))
					},
				}
			})
		})
	}
}
