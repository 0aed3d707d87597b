package overwatch

import (
	"testing"
)

// fullSides gives both seats six heroes; seat 0's are stronger (15 power
// in the middle row against 11 in the back).
func fullSides(f *fx) {
	for i, n := range []string{"Genji", "Hanzo", "Mei", "Ana", "Bastion", "Echo"} {
		f.put(0, n, Middle, int8(i))
		f.put(1, n, Back, int8(i))
	}
}

func TestRoundEnd_DiscardDrawClearWinnerFirst(t *testing.T) {
	f := setup(t)
	for s := 0; s < 2; s++ {
		for i := 0; i < 10; i++ {
			f.g.P[s].Deck = append(f.g.P[s].Deck, uint8(i))
		}
		f.g.P[s].Hand = []uint8{mustCard("Tracer"), mustCard("Zarya")}
	}
	fullSides(f)
	f.g.Syn[0][Front], f.g.Marks = 3, []Mark{{Kind: MarkHanzo, Side: 1, Row: Back}}
	f.g.First = 1
	f.do("pass")
	f.do("pass")
	want(t, "round 2", f.g.Round, int8(2))
	want(t, "winner", f.g.Wins, [2]int8{1, 0})
	want(t, "winner goes first", f.g.ToMove, int8(0))
	want(t, "battlefield cleared", len(f.g.Heroes)+len(f.g.Marks)+f.g.Synergy(0), 0)
	want(t, "discarded", len(f.g.P[0].Discard), 6)
	want(t, "two left plus six drawn", len(f.g.P[0].Hand), 8)
	want(t, "power", f.g.Result[0].Power[0] > f.g.Result[0].Power[1], true)
}

func TestRoundEnd_ReturnedCardMeansMoreThanEight(t *testing.T) {
	f := setup(t)
	for i := 0; i < 10; i++ {
		f.g.P[0].Deck = append(f.g.P[0].Deck, uint8(i))
	}
	f.g.P[0].Hand = []uint8{mustCard("Tracer"), mustCard("Zarya")}
	f.g.giveCard(0, mustCard("Genji")) // as Symmetra's Teleporter does
	f.g.clearBattlefield()
	f.g.draw(0, RoundDraw)
	want(t, "hand", len(f.g.P[0].Hand), 9)
}

func TestRoundEnd_BothWinTheNextFirstAlternates(t *testing.T) {
	f := setup(t)
	for i, n := range []string{"Genji", "Hanzo", "Mei", "Ana", "Bastion", "Echo"} {
		f.put(0, n, Front, int8(i))
		f.put(1, n, Front, int8(i))
	}
	f.g.First, f.g.ToMove = 0, 0
	f.do("pass", "pass")
	want(t, "both won", f.g.Wins, [2]int8{1, 1})
	want(t, "the other seat goes first", f.g.ToMove, int8(1))
}

func TestMatch_FirstToTwoRoundWins(t *testing.T) {
	f := setup(t)
	f.g.Wins = [2]int8{1, 0}
	fullSides(f)
	f.do("pass", "pass")
	o := f.g.Outcome()
	want(t, "over", o.Over, true)
	want(t, "seat 0 won", o.Won(0) && !o.Won(1), true)
	want(t, "no one to act", len(f.g.ToAct()), 0)
}

func TestMatch_BothReachTwoIsADraw(t *testing.T) {
	f := setup(t)
	f.g.Wins = [2]int8{1, 1}
	for i, n := range []string{"Genji", "Hanzo", "Mei", "Ana", "Bastion", "Echo"} {
		f.put(0, n, Front, int8(i))
		f.put(1, n, Front, int8(i))
	}
	f.do("pass", "pass")
	o := f.g.Outcome()
	want(t, "draw", o.Over && o.Draw(), true)
}
