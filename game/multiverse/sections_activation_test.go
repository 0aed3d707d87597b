package multiverse

import "testing"

// TestActivation_TriggerAtOnce: a Trigger takes effect the moment its card
// is played or flipped face up by an effect or an attack, never later.
func TestActivation_TriggerAtOnce(t *testing.T) {
	runScenario(t, `
hand Tidecaller
row up Street Brawler, Monolith
do slow Tidecaller
expect hand 2
expect pending 0`)
	runScenario(t, `
hand Vantage Owl
row up Street Brawler, Echo Runner
do slow Vantage Owl     # flips Echo Runner: its Trigger fires at once
expect up row 2
expect deck 19`)
}

// TestActivation_DelayedAtEndOfTurn: a Delayed skill waits, through the
// rest of phase 2, and resolves at phase 3 before the hand limit; one set
// off in the Multiverse's turn resolves before your next draw.
func TestActivation_DelayedAtEndOfTurn(t *testing.T) {
	runScenario(t, `
hand Slowburn Mystic, Monolith, Monolith, Monolith, Monolith, Monolith, Monolith
row up Street Brawler, Monolith
do slow Slowburn Mystic
expect hand 6
do attack Monolith 1
do fight
expect hand 5
expect pending 1
do end
expect hand 7
expect phase discard
expect pending 0`)
	runScenario(t, `
hand Monolith
mine Slowburn Mystic, Monolith, Monolith
row up Street Brawler, up Second Wind
row Monolith, Monolith
dice 1
do attack Monolith 2
do fight
do end
expect hand 3    # your Slowburn Mystic flipped in its turn: 2 at its end, then your draw
expect turn 2`)
}

// TestActivation_InstantOnlyInCombat: an Instant is played only into your
// own combat, and counts before the fight ends.
func TestActivation_InstantOnlyInCombat(t *testing.T) {
	runScenario(t, `
hand Street Brawler, Overclock
row up Monolith, Monolith
expect illegal instant Overclock
do attack Street Brawler 1
expect wins no
do instant Overclock
expect wins yes
do fight
expect left 1`)
}

// TestActivation_OffensiveOnlyWhileAttacking: an Offensive skill adds
// nothing to a card that defends.
func TestActivation_OffensiveOnlyWhileAttacking(t *testing.T) {
	runScenario(t, `
hand Monolith
row up Ramjet, Monolith
do attack Monolith 1
expect defense 5
expect wins yes`)
}

// TestActivation_DefenseOnlyWhileDefending: a Defense skill adds nothing
// to a card that attacks.
func TestActivation_DefenseOnlyWhileDefending(t *testing.T) {
	runScenario(t, `
hand Granite Warden
row up Monolith, Monolith
do attack Granite Warden 1
expect attack 5`)
	runScenario(t, `
hand Monolith
mine Colossus Nine, Colossus Nine, Colossus Nine
row up Granite Warden, up Power Spike
row Monolith, Monolith
dice 1
do attack Monolith 2
do fight
do end
expect mvattack 5`)
}

// TestActivation_PassiveWhileFaceUp: a Passive skill works while its card is
// face up (or attacking), from the moment it flips until it leaves.
func TestActivation_PassiveWhileFaceUp(t *testing.T) {
	runScenario(t, `
hand Colossus Nine, Monolith
row Banner Captain, up Street Brawler
expect power row 2 = 5     # face down: no Aura yet
do attack Colossus Nine 1
expect power row 2 = 6     # flipped: Aura 1
do fight
expect empty row 1
expect power row 2 = 5     # gone: no Aura`)
}
