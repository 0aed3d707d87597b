package ai_test

import (
	"fmt"
	"time"

	"overdeck/engine"
	"overdeck/engine/ai"
	"overdeck/game/goofspiel"
)

// A Hard bot thinks about its bid a few milliseconds at a time, as the
// shell does once per frame, then plays it.
func ExampleBot_Start() {
	m, _ := engine.NewMatch(goofspiel.Game, engine.Setup{}.With("cards", "5"), 42)
	bot := ai.New(ai.Hard, goofspiel.Game, 7)
	bot.Iterations = 2000 // fixed, so the example's answer does not depend on the clock
	th := bot.Start(m.View(1))
	for !th.Step(2 * time.Millisecond) {
		// draw a frame
	}
	prize := m.View(1).State.(*goofspiel.View).Prize
	fmt.Printf("prize %d, %d iterations: %v\n", prize, th.Stats().Iterations, th.Choice())
	fmt.Println(m.Apply(1, th.Choice()))
	// Output:
	// prize 5, 2000 iterations: bid 5
	// <nil>
}
