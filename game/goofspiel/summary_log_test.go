package goofspiel

import (
	"fmt"
	"regexp"
	"strconv"
	"testing"

	"overdeck/engine"
	"overdeck/engine/ai/aitest"
)

var (
	reTakes = regexp.MustCompile(`^Player 1 bids [0-9]+, Player 2 bids [0-9]+: Player ([12]) takes the ([0-9]+)\.$`)
	reTie   = regexp.MustCompile(`^Both bid [0-9]+: the ([0-9]+) is discarded\.$`)
	reWin   = regexp.MustCompile(`^Player ([12]) wins ([0-9]+) to ([0-9]+)$`)
	reDraw  = regexp.MustCompile(`^A draw at ([0-9]+) each$`)
)

// TestSummary_EverySettingAgreesWithTheLog plays random games of several
// sizes to their end and checks every figure of the game-over summary
// against the count the log gives, line by line: the prizes each player
// took and their worth, the rounds, the prizes discarded on equal bids
// and their worth. The result line is the log's last line, and its
// scores are the worth the log gives each player.
func TestSummary_EverySettingAgreesWithTheLog(t *testing.T) {
	for _, cards := range []string{"3", "5", "8", "13"} {
		t.Run(cards, func(t *testing.T) {
			deal := func(seed uint64) (*engine.Match, error) {
				return engine.NewMatch(Game, engine.Setup{}.With("cards", cards), seed)
			}
			aitest.CheckSummary(t, 6, deal, Summary, func() aitest.Tally {
				var taken, worth [2]int
				rounds, tied, tiedWorth := 0, 0, 0
				last := ""
				return aitest.Tally{
					Move: func(_ engine.Rules, _ *engine.Match, added []engine.Entry) {
						for _, e := range added {
							last = e.Text
							if x := reTakes.FindStringSubmatch(e.Text); x != nil {
								s, n := int(x[1][0]-'1'), atoi(x[2])
								taken[s]++
								worth[s] += n
								rounds++
							}
							if x := reTie.FindStringSubmatch(e.Text); x != nil {
								tied++
								tiedWorth += atoi(x[1])
								rounds++
							}
						}
					},
					Want: func(m *engine.Match) []string {
						res := Result(m, engine.Seat.String)
						if last != res+"." {
							t.Errorf("the log ends with %q, not the result %q", last, res)
						}
						hi, lo := max(worth[0], worth[1]), min(worth[0], worth[1])
						switch x, d := reWin.FindStringSubmatch(res), reDraw.FindStringSubmatch(res); {
						case x != nil:
							w := int(x[1][0] - '1')
							if worth[w] != hi || worth[w] == lo || x[2] != strconv.Itoa(hi) || x[3] != strconv.Itoa(lo) {
								t.Errorf("%q, and the log gives worth %v", res, worth)
							}
						case d != nil:
							if hi != lo || d[1] != strconv.Itoa(hi) {
								t.Errorf("%q, and the log gives worth %v", res, worth)
							}
						default:
							t.Errorf("result %q not understood", res)
						}
						return []string{
							fmt.Sprintf("Player 1: %s taken, worth %d", prizes(taken[0]), worth[0]),
							fmt.Sprintf("Player 2: %s taken, worth %d", prizes(taken[1]), worth[1]),
							fmt.Sprintf("%d rounds; %s discarded on equal bids (worth %d)", rounds, prizes(tied), tiedWorth),
						}
					},
				}
			})
		})
	}
}

func atoi(s string) int { n, _ := strconv.Atoi(s); return n }
