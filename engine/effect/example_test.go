package effect_test

import (
	"fmt"

	"overdeck/engine"
	"overdeck/engine/effect"
)

// toyGame is a game state that embeds its effect Board.
type toyGame struct {
	Effects effect.Board
	Damage  [4]int
}

func Example() {
	rules := effect.NewRegistry[*toyGame]()
	err := rules.Define(
		// Always on: friendly characters other than the holder get +1 attack.
		effect.Def[*toyGame]{ID: "Leadership", Category: effect.TeamAbility,
			Modify: func(c effect.Context[*toyGame], s effect.Stat, target effect.SourceID, v int) int {
				if s == "attack" && target != c.Power.Source && target%2 == c.Power.Source%2 {
					return v + 1
				}
				return v
			}},
		// "When this character is dealt damage, deal 1 damage to the attacker."
		effect.Def[*toyGame]{ID: "Retaliate", Category: effect.StandardPower,
			On: []effect.EventKind{effect.DamageDealt},
			When: func(c effect.Context[*toyGame], e effect.Event) bool {
				return e.Target == c.Power.Source
			},
			Resolve: func(c effect.Context[*toyGame], e effect.Event) error {
				c.Game.Damage[e.Source]++
				return nil
			}},
		// "At the end of your turn, you may heal 1."
		effect.Def[*toyGame]{ID: "Regenerate", Category: effect.StandardPower, Optional: true,
			On: []effect.EventKind{effect.TurnEnd},
			Resolve: func(c effect.Context[*toyGame], e effect.Event) error {
				c.Game.Damage[c.Power.Source]--
				return nil
			}},
		// "Give this character a power action: counter a power until end of turn."
		effect.Def[*toyGame]{ID: "Outwit", Category: effect.StandardPower, Action: "power",
			Activate: func(c effect.Context[*toyGame], a effect.Action) error {
				_, err := c.Counter(1, "Retaliate", effect.ThisTurn)
				return err
			}},
	)
	if err != nil {
		panic(err)
	}
	g := &toyGame{Damage: [4]int{0, 2, 0, 0}}
	t := rules.Bind(&g.Effects, g)
	_ = t.Print(0, 0, "Leadership", "Outwit")
	_ = t.Print(1, 1, "Retaliate", "Regenerate")

	fmt.Println("attack of 2:", t.Value(8, "attack", 2))

	t.Raise(effect.Event{Kind: effect.DamageDealt, Source: 0, Target: 1})
	_ = t.Run()
	fmt.Println("damage on 0:", g.Damage[0])

	t.Raise(effect.Event{Kind: effect.TurnEnd})
	fmt.Println("choices:", t.Choices())
	_ = t.Choose(t.Choices()[0])
	fmt.Println("damage on 1:", g.Damage[1])

	_ = t.Act(0, "power", "Outwit", nil)
	t.Raise(effect.Event{Kind: effect.DamageDealt, Source: 0, Target: 1})
	_ = t.Run()
	fmt.Println("countered:", t.Countered(1, "Retaliate"), "damage on 0:", g.Damage[0])
	t.EndTurn(engine.NoSeat)
	fmt.Println("after end of turn:", t.Possesses(1, "Retaliate"))

	// An area attack: one roll of 9 against character 1 and its area.
	defense := []int{10, 8, 10, 7}
	hits := effect.Strike(9, []effect.Area{{Target: 1, Members: []effect.SourceID{2, 3}}},
		func(r int, c effect.SourceID) bool { return r >= defense[c] })
	for _, h := range hits {
		fmt.Println("character", h.Character, "target:", h.Role == effect.Target, "damage:", h.Damage(2, 1))
	}
	// Output:
	// attack of 2: 9
	// damage on 0: 1
	// choices: [Player 2: use Regenerate Player 2: decline Regenerate]
	// damage on 1: 1
	// countered: true damage on 0: 1
	// after end of turn: true
	// character 1 target: true damage: 2
	// character 2 target: false damage: 0
	// character 3 target: false damage: 1
}
