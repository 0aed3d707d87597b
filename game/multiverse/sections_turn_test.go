package multiverse

import "testing"

// TestPlayerPhase1_DrawACard: the player's turn begins with a draw.
func TestPlayerPhase1_DrawACard(t *testing.T) {
	runScenario(t, `
hand Monolith, Monolith
row up Power Spike, up Second Wind, -
row Monolith, Monolith, Monolith
do attack Monolith 1
do fight
expect hand 1
do end     # the Multiverse replaces an Enhance card, then turn 2 begins with a draw
expect turn 2
expect hand 2
expect phase main`)
}

// TestPlayerPhase2_SlowCardAndAttackInAnyOrder: one Slow card and one
// attack, in either order, but never two of either.
func TestPlayerPhase2_SlowCardAndAttackInAnyOrder(t *testing.T) {
	runScenario(t, `
hand Tidecaller, Echo Runner, Monolith
row up Street Brawler, Monolith, Monolith
do slow Tidecaller
expect illegal slow Echo Runner
expect legal attack Monolith 1
do attack Monolith 1
do fight
expect illegal attack Echo Runner 1
expect illegal draw`)
	runScenario(t, `
hand Tidecaller, Monolith, Monolith
row up Street Brawler, Monolith, Monolith
do attack Monolith 1
do fight
expect legal slow Tidecaller
do slow Tidecaller
expect hand 3`)
}

// TestPlayerPhase2_ChampionFlipInsteadOfSlowCard: flipping the Champion
// face up or down takes the Slow action.
func TestPlayerPhase2_ChampionFlipInsteadOfSlowCard(t *testing.T) {
	runScenario(t, `
champion Comet Striker
hand Tidecaller
row up Street Brawler, Monolith, Monolith
do champion
expect champup yes
expect illegal slow Tidecaller
expect illegal champion`)
	runScenario(t, `
champion Comet Striker up
hand Tidecaller
row up Street Brawler, Monolith, Monolith
do slow Tidecaller
expect illegal champion`)
}

// TestPlayerPhase2_AttackOrDrawACard: not attacking draws a card instead,
// by choice or when the turn ends.
func TestPlayerPhase2_AttackOrDrawACard(t *testing.T) {
	runScenario(t, `
hand Monolith
row up Street Brawler, Monolith, Monolith
do draw
expect hand 2
expect illegal attack Monolith 1
expect illegal draw`)
	runScenario(t, `
hand Monolith, Monolith, Monolith, Monolith, Monolith, Monolith, Monolith
row up Street Brawler, Monolith, Monolith
do end
expect phase discard   # 7 + the draw for not attacking
expect hand 8`)
}

// TestPlayerPhase2_ChampionMayAttack: the face-up Champion attacks instead
// of a Super from hand; face down it cannot.
func TestPlayerPhase2_ChampionMayAttack(t *testing.T) {
	runScenario(t, `
champion Comet Striker
row up Street Brawler, Monolith, Monolith
expect illegal hit 1
do champion
expect legal hit 1
do hit 1
expect attack 10   # Comet Striker 8 + Charge 2
do fight
expect left 2
expect champup no
expect illegal draw`)
}

// TestCombat_UseASuperFromHand: only Supers attack; Enhance cards do not.
func TestCombat_UseASuperFromHand(t *testing.T) {
	runScenario(t, `
hand Overclock, Supply Drop, Monolith
row up Street Brawler, Monolith, Monolith
expect illegal attack Overclock 1
expect illegal attack Supply Drop 1
expect legal attack Monolith 1`)
}

// TestCombat_TargetFlipsFaceUp: the attacked card flips face up, and its
// Trigger skill fires (here the Multiverse's draw discards the top card).
func TestCombat_TargetFlipsFaceUp(t *testing.T) {
	runScenario(t, `
hand Colossus Nine
row Echo Runner, Monolith, Monolith
do attack Colossus Nine 1
expect up row 1
expect deck 19       # Echo Runner's Trigger: the Multiverse discards the top card
expect discard 1
expect attack 8
expect defense 3`)
}

// TestCombat_OnlyOffensiveAbilitiesActivate: the attacker's Trigger,
// Delayed and Instant skills do nothing; its Offensive skill works.
func TestCombat_OnlyOffensiveAbilitiesActivate(t *testing.T) {
	for _, c := range []string{"Tidecaller", "Slowburn Mystic", "Quicksilver"} {
		runScenario(t, `
hand `+c+`
row up Monolith, Monolith, Monolith
do attack `+c+` 1
expect hand 0
expect pending 0
do fight
expect hand 0
expect pending 0`)
	}
	runScenario(t, `
hand Ramjet
row up Monolith, Monolith, Monolith
do attack Ramjet 1
expect attack 7`)
}

// TestCombat_DefenseSkillFirstThenOffensive: the defense card's skill
// resolves before the attacker's: Mirrorshield's Deflect stops Ramjet's
// Charge, which had not resolved yet.
func TestCombat_DefenseSkillFirstThenOffensive(t *testing.T) {
	runScenario(t, `
hand Ramjet
row Mirrorshield, Monolith, Monolith
do attack Ramjet 1
expect attack 5
expect defense 4`)
}

// TestCombat_InstantsFromHandMayJoin: Instant skills and Instant Enhance
// cards join from hand, one by one, before the fight.
func TestCombat_InstantsFromHandMayJoin(t *testing.T) {
	runScenario(t, `
hand Street Brawler, Quicksilver, Overclock, Supply Drop
row up Monolith, Monolith, Monolith
expect illegal instant Overclock     # no combat yet
do attack Street Brawler 1
expect illegal instant Supply Drop   # not an Instant
do instant Quicksilver
do instant Overclock
expect attack 10
do fight
expect discardhas Quicksilver
expect discardhas Overclock
expect discard 4`)
}

// TestCombat_SuccessfulAttack: power greater than the defense: every card
// of the combat goes to the discard pile.
func TestCombat_SuccessfulAttack(t *testing.T) {
	runScenario(t, `
hand Monolith, Second Wind
row up Street Brawler, Monolith, Monolith
do attack Monolith 1
do instant Second Wind
expect wins yes
do fight
expect empty row 1
expect discard 3
expect left 2`)
}

// TestCombat_SuccessfulDefense: equal or higher defense holds: only the
// attacking cards go to the discard pile, the defense card stays face up.
func TestCombat_SuccessfulDefense(t *testing.T) {
	runScenario(t, `
hand Street Brawler, Second Wind
row Street Brawler, Monolith, Monolith
do attack Street Brawler 1
expect attack 5
expect defense 5
expect wins no
do instant Second Wind
expect wins yes
`)
	runScenario(t, `
hand Street Brawler
row Street Brawler, Monolith, Monolith
do attack Street Brawler 1
do fight
expect up row 1
expect discard 1
expect left 3`)
}

// TestPlayerPhase3_DelayedEffectsResolve: Delayed skills resolve at the end
// of the turn, before the hand limit.
func TestPlayerPhase3_DelayedEffectsResolve(t *testing.T) {
	runScenario(t, `
hand Late Intel, Monolith, Monolith, Monolith, Monolith, Monolith
row up Street Brawler, Monolith, Monolith
do slow Late Intel
expect pending 1
expect hand 5
do attack Monolith 1
do fight
expect hand 4
do end
expect pending 0
expect hand 7
expect phase discard`)
}

// TestPlayerPhase3_HandLimitSix: at the end of the turn the player discards
// (choosing which) down to 6; then the Multiverse plays.
func TestPlayerPhase3_HandLimitSix(t *testing.T) {
	runScenario(t, `
hand Monolith, Monolith, Monolith, Monolith, Monolith, Overclock, Flashstep, Ramjet
row up Power Spike, up Second Wind, -
row Monolith, Monolith, Monolith
do end
expect phase discard
expect hand 9
do discard Overclock
expect phase discard
do discard Flashstep
expect phase discard
do discard Ramjet
expect phase main
expect turn 2
expect hand 7
expect discardhas Overclock`)
}
