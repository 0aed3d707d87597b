package engine

import "testing"

// TestEachMove_ReplaysEveryState: EachMove gives the state before and after
// each kept move, from the start, without changing the match.
func TestEachMove_ReplaysEveryState(t *testing.T) {
	m, err := NewMatch(tallyGame, Setup{}, 1)
	if err != nil {
		t.Fatal(err)
	}
	playTally(t, m, 4)
	var totals []int
	err = m.EachMove(func(before, after Rules) {
		if after.(*tally).Total != before.(*tally).Total+1 {
			t.Errorf("a move went from %d to %d", before.(*tally).Total, after.(*tally).Total)
		}
		totals = append(totals, after.(*tally).Total)
	})
	if err != nil || len(totals) != 4 || totals[3] != 4 || m.Rules().(*tally).Total != 4 {
		t.Errorf("EachMove: %v, totals %v, the match at %d", err, totals, m.Rules().(*tally).Total)
	}
}
