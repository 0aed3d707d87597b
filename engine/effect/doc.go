// Package effect is the powers-and-abilities model of seed 002 that every
// Overdeck game builds its abilities on.
//
// A game declares each power or ability once as a Def: data plus named
// hooks (Modify for always-on modifiers, On/When/Resolve for "when" and
// "if" triggers, Action/Activate for powers used by giving an action). The
// Defs go into a Registry (behaviour, never saved). The state lives in a
// Board the game embeds in its own msgp-encoded state: what is printed on
// each source, the lasting game effects (each remembering the power that
// created it), tokens, and the queue of triggers. Registry.Bind joins the
// two and the game state into a Table, whose methods carry out the rules:
//
//   - Possession: a source possesses what is printed on it (Print, SetDial)
//     and what a wording says it "has" (GrantedPower with Possess); it only
//     uses what a wording says it "can use" (Use). A possessed power or
//     combat ability can be countered; a used one cannot (ErrCannotCounter):
//     counter the power that grants it.
//   - Countering and loss: an effect lasts only while its origin power is
//     held. Every change settles the Board: effects of a countered or lost
//     power end at once, queued triggers of it are dropped, while a hook
//     already running finishes normally. Tokens are not effects and stay.
//   - Activation: Act (the power replaces the action's normal activity),
//     Raise then Run ("when"/"if"; see Raise for the order), and Value
//     (always on, recomputed on every call).
//   - "May": only Optional Defs ask; their controller chooses through
//     Choices and Choose, which a game offers as actions in its Legal list.
//     A granted power keeps the optionality of its own Def.
//   - Durations: ThisTurn, ThisRound, ThisGame, ForTurns(n), AttachedTo,
//     expired by the game calling EndTurn, EndRound, EndGame and Detach.
//   - Area of effect: Strike compares one result with every character in
//     one or more Areas; characters only in an area are InArea, not Target.
//   - Self-reference: see below.
//
// # Self-reference
//
// Seed 002: "If ignoring a game effect would cause a situation where that
// game effect would not be ignored, then you do not ignore that game
// effect." The case: Null Field says "this character ignores all game
// effects on it" (Def.Ignores with an empty IgnoreRule). Null Field is
// itself a game effect on the character. Ignoring it would switch it off,
// and then nothing would ignore it; so it is not ignored, and it goes on
// ignoring everything else on the character.
//
// The rule is applied literally to every ignore rule on a character, judged
// in turn (powers' Ignores in holding order, then Ignore effects in creation
// order): suppose it ignored and look at the rules still in force; it is
// ignored only if one of those ignores it. Of two rules that ignore each
// other, the one judged first is ignored and the later stays in force.
// Value skips ignored modifiers; Table.Ignores answers for any other effect
// a game applies itself.
//
// # Example
//
//	rules := effect.NewRegistry[*Game]()
//	rules.Define(
//		effect.Def[*Game]{ID: "Leadership", Category: effect.TeamAbility, // always on
//			Modify: func(c effect.Context[*Game], s effect.Stat, t effect.SourceID, v int) int {
//				if s == "attack" && t != c.Power.Source { return v + 1 }
//				return v
//			}},
//		effect.Def[*Game]{ID: "Retaliate", On: []effect.EventKind{effect.DamageDealt}, // "when"
//			When:    func(c effect.Context[*Game], e effect.Event) bool { return e.Target == c.Power.Source },
//			Resolve: func(c effect.Context[*Game], e effect.Event) error { c.Game.Hurt(e.Source, 1); return nil }},
//		effect.Def[*Game]{ID: "Regenerate", Optional: true, On: []effect.EventKind{effect.TurnEnd}, // "may"
//			Resolve: func(c effect.Context[*Game], e effect.Event) error { c.Game.Heal(c.Power.Source, 1); return nil }},
//		effect.Def[*Game]{ID: "Outwit", Action: "power", // counters a power
//			Activate: func(c effect.Context[*Game], a effect.Action) error {
//				_, err := c.Counter(c.Game.Aim, "Retaliate", effect.ThisTurn)
//				return err
//			}},
//	)
//	t := rules.Bind(&g.Effects, g)
//	t.Print(hero, engine.Seat(0), "Leadership", "Outwit")
//	atk := t.Value(8, "attack", ally)                // 9 while Leadership is held
//	t.Raise(effect.Event{Kind: effect.TurnEnd})
//	t.Run()                                          // stops at the "may" choice
//	legal := t.Choices()                             // offered as actions
//	t.Act(hero, "power", "Outwit", nil)              // Retaliate countered this turn
//	hits := effect.Strike(roll, []effect.Area{{Target: foe, Members: column}}, beats)
//	t.EndTurn(engine.NoSeat)                         // the counter expires
//
// Example in example_test.go runs the same declarations.
package effect
