package overpower

import (
	"fmt"
	"math/rand/v2"
	"regexp"
	"slices"
	"strconv"
	"testing"

	"overdeck/engine"
)

// TestSummary_ARandomMatch plays random matches to their end and checks
// the summary's numbers against the log read line by line: the damage of
// every "is hit for N" line goes to the other team's player, every "is
// KO'd" line counts for the other player, every "Battle N." starts a
// battle.
func TestSummary_ARandomMatch(t *testing.T) {
	hit := regexp.MustCompile(`^Player ([12])'s .* is hit for ([0-9]+) \(now`)
	ko := regexp.MustCompile(`^Player ([12])'s .* is KO'd`)
	battle := regexp.MustCompile(`^Battle [0-9]+\.`)
	for seed := range uint64(6) {
		d0, d1 := Decks[int(seed)%len(Decks)].Name, Decks[int(seed*5+1)%len(Decks)].Name
		m, err := engine.NewMatch(Game, engine.Setup{}.With("deck0", d0).With("deck1", d1), seed)
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(seed, 9))
		var log []engine.Entry // the whole log: the match keeps its last engine.MaxLog entries
		for !m.Outcome().Over {
			s := m.Waiting()[0]
			l := m.Legal(s)
			was := slices.Clone(m.Log())
			if err := m.Apply(s, l[rng.IntN(len(l))]); err != nil {
				t.Fatal(err)
			}
			log = append(log, added(was, m.Log())...)
		}
		var dealt, kos [2]int
		battles := 1
		for _, e := range log {
			if x := hit.FindStringSubmatch(e.Text); x != nil {
				n, _ := strconv.Atoi(x[2])
				dealt[2-int(x[1][0]-'0')] += n
			}
			if x := ko.FindStringSubmatch(e.Text); x != nil {
				kos[2-int(x[1][0]-'0')]++
			}
			if battle.MatchString(e.Text) {
				battles++
			}
		}
		g := m.Rules().(*State)
		var done [2]int
		for s := range 2 {
			for _, o := range g.P[s].Obj {
				if o == ObjCompleted {
					done[s]++
				}
			}
		}
		want := []string{
			fmt.Sprintf("Player 1: %d damage dealt, %s, %d of 7 objectives", dealt[0], plural(kos[0], "KO"), done[0]),
			fmt.Sprintf("Player 2: %d damage dealt, %s, %d of 7 objectives", dealt[1], plural(kos[1], "KO"), done[1]),
			fmt.Sprintf("%s, %s", plural(battles, "battle"), plural(len(m.History()), "move")),
		}
		if got := MatchSummary(m, engine.Seat.String); !slices.Equal(got, want) {
			t.Errorf("seed %d: MatchSummary = %q, want %q", seed, got, want)
		}
		t.Logf("seed %d: %q", seed, want)
	}
}

// added returns the entries of log after that log before did not have:
// after is before with some entries added and, once it is full, as many
// dropped from its start.
func added(before, after []engine.Entry) []engine.Entry {
	for k := max(0, len(before)+len(after)-engine.MaxLog-len(after)); k <= len(before); k++ {
		if slices.Equal(before[k:], after[:len(before)-k]) {
			return after[len(before)-k:]
		}
	}
	panic("added: the logs do not overlap")
}
