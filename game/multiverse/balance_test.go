package multiverse

import (
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
	"testing"

	"overdeck/engine"
	"overdeck/engine/ai"
)

// balanceCell is one bot's record over seeded games of one setup.
type balanceCell struct {
	Games, Wins int
	MVWins      int   // wins that came in the Multiverse's own turn
	Turns       []int // the player's turns of every game
	DeckOut     int   // games lost to an empty Power Deck
}

// Rate is the win rate in percent.
func (c balanceCell) Rate() float64 { return 100 * float64(c.Wins) / float64(max(c.Games, 1)) }

// MedianTurns is the median game length in the player's turns.
func (c balanceCell) MedianTurns() int {
	t := slices.Clone(c.Turns)
	slices.Sort(t)
	if len(t) == 0 {
		return 0
	}
	return t[len(t)/2]
}

// MVShare is the share of wins that came in the Multiverse's turn, in percent.
func (c balanceCell) MVShare() float64 { return 100 * float64(c.MVWins) / float64(max(c.Wins, 1)) }

// chooser picks the player's next action in a running match.
type chooser func(m *engine.Match) engine.Action

// botChooser plays as an engine/ai bot, from the player's view.
func botChooser(b ai.Bot) chooser {
	return func(m *engine.Match) engine.Action {
		th := b.Start(m.View(0))
		th.Step(0)
		return th.Choice()
	}
}

// neverAttack never attacks: it ends every turn (drawing for not
// attacking) and discards the first card of its hand when over the limit.
func neverAttack(m *engine.Match) engine.Action {
	legal := m.Legal(0)
	for _, a := range legal {
		if k := a.Key(); k == "e" || k[0] == 'x' {
			return a
		}
	}
	return legal[len(legal)-1]
}

// playBalance plays games seeded games of setup (match seeds from seed)
// with the player newPlayer makes, on every core.
func playBalance(t testing.TB, newPlayer func(seed uint64) chooser, setup engine.Setup, games int, seed uint64) balanceCell {
	var next atomic.Int64
	var mu sync.Mutex
	var wg sync.WaitGroup
	cell := balanceCell{Games: games}
	var fail atomic.Value
	for range runtime.GOMAXPROCS(0) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				i := next.Add(1) - 1
				if i >= int64(games) {
					return
				}
				m, err := engine.NewMatch(Game, setup, seed+uint64(i))
				if err != nil {
					fail.Store(err)
					return
				}
				choose := newPlayer(seed + uint64(i)*7)
				for !m.Outcome().Over {
					if err := m.Apply(0, choose(m)); err != nil {
						fail.Store(err)
						return
					}
				}
				s := m.Rules().(*State)
				mu.Lock()
				cell.Turns = append(cell.Turns, int(s.Turn))
				if s.Result == ResultWon {
					cell.Wins++
					if s.Board.Active == engine.Seat(multi) {
						cell.MVWins++
					}
				}
				if s.Result == ResultNoDeck {
					cell.DeckOut++
				}
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	if err := fail.Load(); err != nil {
		t.Fatal(err)
	}
	return cell
}
