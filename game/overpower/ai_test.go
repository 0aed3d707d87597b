package overpower

import (
	"math/rand/v2"
	"testing"
	"time"

	"overdeck/engine"
	"overdeck/engine/ai"
	"overdeck/engine/ai/aitest"
)

// TestAI_LevelsPlayLegalMovesFromTheirView: each level finishes a match
// against Random choosing only legal moves (ai.Play refuses any other),
// and the same view always gets the same choice.
func TestAI_LevelsPlayLegalMovesFromTheirView(t *testing.T) {
	for _, l := range []ai.Level{ai.Easy, ai.Normal, ai.Hard} {
		b := ai.New(l, Game, 3)
		b.Iterations, b.Depth = 6, 4
		if l == ai.Easy {
			b.Iterations = 1
		}
		out, _, err := ai.Play(Game, engine.Setup{}, 9, []ai.Bot{b, ai.New(ai.Random, Game, 4)})
		if err != nil || !out.Over {
			t.Fatalf("%v: %v, %v", b, out, err)
		}
		m := midMatch(t, 4, 40)
		v := m.View(m.Waiting()[0])
		if a, c := b.Choose(v), b.Choose(v); a.Key() != c.Key() {
			t.Errorf("%v chose %q then %q for the same view", b, a.Key(), c.Key())
		}
	}
}

// TestEvaluate_KOsObjectivesAndVenture: Evaluate falls with a KO'd
// character and rises with completed objectives and the Venture lead.
func TestEvaluate_KOsObjectivesAndVenture(t *testing.T) {
	g := runScenario(t, "setup deck0=camelot deck1=cult\nbattle\n")
	base := Evaluate(g, 0)
	g.P[0].Obj[0] = ObjCompleted
	if Evaluate(g, 0) <= base {
		t.Fatal("a completed objective does not count")
	}
	g.Chars[0].KO = true
	if Evaluate(g, 0) >= base {
		t.Fatal("a KO'd character does not count")
	}
}

// TestTournament plays 200 seeded matches per pairing when -tournament is
// given (see package aitest):
//
//	go test ./game/overpower -run TestTournament -v -timeout 0 -args -tournament
func TestTournament(t *testing.T) {
	// Each part of 20 matches pairs two more of the ready-made decks, so
	// that 200 matches play every deck.
	var setups []engine.Setup
	for p := 0; p < 10; p++ {
		setups = append(setups, engine.Setup{}.With("deck0", Decks[2*p%len(Decks)].Name).With("deck1", Decks[(2*p+1)%len(Decks)].Name))
	}
	aitest.Table{Game: Game, Setups: setups, Budgets: Budgets, Title: "OverPower, the ready-made decks in turn", Seed: 1000, BotSeed: 11}.Run(t)
}

// TestTournament_HardMoveTime measures Hard's search per move with
// -tournament: every move must stay within a second.
func TestTournament_HardMoveTime(t *testing.T) {
	if !aitest.Enabled() {
		t.Skip("runs with -tournament")
	}
	var views []*engine.SeatView
	for seed := uint64(1); seed <= 10; seed++ {
		m := battleDecision(t, seed)
		views = append(views, m.View(m.Waiting()[0]))
	}
	aitest.MoveTime(t, func(seed uint64) ai.Bot { return NewBot(ai.Hard, seed) }, views, time.Second)
}

// BenchmarkHardMove measures Hard's think time on a decision in a battle,
// as the shell plays it (NewBot: its iterations, capped at HardTime).
func BenchmarkHardMove(b *testing.B) {
	m := battleDecision(b, 7)
	aitest.BenchMove(b, NewBot(ai.Hard, 1), m.View(m.Waiting()[0]))
}

// battleDecision plays a random match to an offensive decision of the
// Battle Phase with at least three choices.
func battleDecision(t testing.TB, seed uint64) *engine.Match {
	for ; ; seed += 100 {
		m := midMatch(t, seed, 0)
		rng := rand.New(rand.NewPCG(seed, 6))
		for !m.Outcome().Over {
			g := m.Rules().(*State)
			l := m.Legal(m.Waiting()[0])
			if g.Phase == PhaseBattle && g.Ex.Step == StepIdle && len(l) >= 3 {
				return m
			}
			// Random play, but never conceding, to reach a battle.
			a := l[rng.IntN(len(l))]
			for a.Key() == "concede" && len(l) > 1 {
				a = l[rng.IntN(len(l))]
			}
			if err := m.Apply(m.Waiting()[0], a); err != nil {
				t.Fatal(err)
			}
		}
	}
}
