package overpower

import (
	"math/rand/v2"
	"strings"
	"testing"

	"overdeck/engine"
)

// Discard Phase: "All discarded cards are revealed to the opponent as they
// are discarded. Players may only look through any Discard Pile when a game
// effect allows them to." The view lists the discard piles' cards (the
// table shows them) because each was revealed and named in the log as it
// went there: random matches check that every card a move puts on a
// discard pile was known to the seat before the move, or is named in a log
// line of that move the seat may read.
func TestDiscardPhase_PilesShowOnlyWhatWasRevealed(t *testing.T) {
	matches := 40
	if testing.Short() {
		matches = 10
	}
	checked := 0
	for m := range matches {
		rng := rand.New(rand.NewPCG(uint64(m), 91))
		d0, d1 := Decks[m%len(Decks)].Name, Decks[(m*5+2)%len(Decks)].Name
		r, err := New(engine.Setup{}.With("deck0", d0).With("deck1", d1), rng)
		if err != nil {
			t.Fatal(err)
		}
		for step := 0; !r.Outcome().Over && step < 2000; step++ {
			var before [2]*View
			for s := range before {
				before[s] = r.View(engine.Seat(s)).(*View)
			}
			var acts []engine.Action
			for _, seat := range r.ToAct() {
				l := r.Legal(seat)
				acts = append(acts, l[rng.IntN(len(l))])
			}
			turn := engine.LoggingTurn(rng)
			r.Resolve(acts, turn)
			for s := range before {
				after := r.View(engine.Seat(s)).(*View)
				var log strings.Builder
				for _, e := range engine.VisibleLog(turn.Entries(), engine.Seat(s)) {
					log.WriteString(e.Text + "\n")
				}
				for o := range after.P {
					b, a := &before[s].P[o], &after.P[o]
					for _, pile := range [3][2][]uint16{{b.Pack, a.Pack}, {b.Dead, a.Dead}, {b.Defeat, a.Defeat}} {
						for _, i := range pile[1] {
							if contains(pile[0], i) {
								continue
							}
							checked++
							if before[s].Cards[i] != Hidden {
								continue
							}
							if name := cards[after.Cards[i]].Name; !strings.Contains(log.String(), name) {
								t.Fatalf("match %d step %d: seat %d sees %s reach a discard pile of seat %d unannounced; log:\n%s", m, step, s, name, o, log.String())
							}
						}
					}
				}
			}
		}
	}
	if checked < 1000 {
		t.Fatalf("only %d cards reached a pile", checked)
	}
}
