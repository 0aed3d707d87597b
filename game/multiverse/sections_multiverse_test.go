package multiverse

import (
	"strings"
	"testing"

	"overdeck/engine"
)

// TestMultiversePhase1_DrawAndDiscard: the Multiverse's turn begins by
// discarding the top Power card.
func TestMultiversePhase1_DrawAndDiscard(t *testing.T) {
	runScenario(t, `
top Overclock, Second Wind
hand Monolith
row up Power Spike, up Second Wind
row Monolith, Monolith
do attack Monolith 1
do fight
expect discard 2
do end
expect discardhas Overclock   # phase 1
expect discardhas Second Wind # phase 2: drawn and discarded (an Enhance activates nothing)`)
}

// TestMultiversePhase2_DrawActivatesSlowSuper: a drawn Super with a Slow
// skill activates it for the Multiverse; other cards do nothing.
func TestMultiversePhase2_DrawActivatesSlowSuper(t *testing.T) {
	runScenario(t, `
top Monolith, Starfall Lancer
hand Monolith
mine Street Brawler, Monolith, Monolith
row up Power Spike, up Second Wind
row Monolith, Monolith
do attack Monolith 1
do fight
do end
# Starfall Lancer's Trigger: your leftmost defense card flips; power 5 > 3 stands.
expect up mine 1
expect mine 3
expect discardhas Starfall Lancer`)
	runScenario(t, `
top Monolith, Cinder Jack
hand Monolith
mine Power Spike, Monolith, Monolith
row up Power Spike, up Second Wind
row Monolith, Monolith
do attack Monolith 1
do fight
do end
expect empty mine 1    # Cinder Jack's Strike 2 defeats Power Spike (0)
expect mine 2`)
	runScenario(t, `
top Monolith, Supply Drop
hand Monolith
row up Power Spike, up Second Wind
row Monolith, Monolith
do attack Monolith 1
do fight
do end
expect deck 16   # 20 - 2 drawn - 1 replacing an Enhance - 1 your draw: Supply Drop is no Super`)
}

// TestMultiversePhase2_FlipNearestRowAndAttack: the nearest row flips (no
// Trigger fires) and every face-up Super attacks at once, Enhance cards not.
func TestMultiversePhase2_FlipNearestRowAndAttack(t *testing.T) {
	runScenario(t, `
hand Monolith
mine Colossus Nine, Colossus Nine, Colossus Nine
row Echo Runner, Street Brawler, Overclock
row Monolith, Monolith, Monolith
dice 3
do end
expect mvattack 8     # Echo Runner 3 + Street Brawler 5; Overclock does not attack
expect mvdefense 8
expect mvwins no
expect deck 16        # 20 - 1 (your draw for not attacking) - 2 - 1 your next draw: Echo Runner's Trigger did not fire
expect up row 3       # the Enhance stays
expect left 6         # and so do the attackers`)
}

// TestMultiversePhase2_D6PicksTheTarget: "Roll a d6 to determine the
// attacking card's target, 1-2: leftmost defense card, 3-4: center defense
// card, 5-6: rightmost defense card." Leftmost and rightmost are of the
// cards that remain; with the centre spot empty, 3-4 is rolled again.
// Before rules 2, an empty spot passed the attack on to the right and
// round, so with the right spot empty a 5 hit the left card, not the
// rightmost remaining one, the centre.
func TestMultiversePhase2_D6PicksTheTarget(t *testing.T) {
	for _, c := range []struct {
		dice string
		mine string // Power Spike (0) is the card that must be hit
		hit  int
	}{{"1", "Power Spike, Monolith, Monolith", 1}, {"2", "Power Spike, Monolith, Monolith", 1},
		{"3", "Monolith, Power Spike, Monolith", 2}, {"4", "Monolith, Power Spike, Monolith", 2},
		{"5", "Monolith, Monolith, Power Spike", 3}, {"6", "Monolith, Monolith, Power Spike", 3},
		{"1", "-, Power Spike, Monolith", 2}, {"2", "-, -, Power Spike", 3},
		{"5", "Monolith, Power Spike, -", 2}, {"6", "Power Spike, -, -", 1},
		{"3 4 1", "Power Spike, -, Monolith", 1}, {"4 6", "Monolith, -, Power Spike", 3}} {
		s := runScenario(t, `
hand Monolith
mine `+c.mine+`
row up Street Brawler, up Second Wind
row Monolith, Monolith
dice `+c.dice+`
do attack Monolith 2
do fight
do end
expect mvattack 5
expect mvdefense 0`)
		if s.Mine[c.hit-1].Has {
			t.Errorf("dice %s with %s: spot %d still holds", c.dice, c.mine, c.hit)
		}
		if n := len(strings.Fields(c.dice)); len(s.Rolls) != n {
			t.Errorf("dice %s with %s: %d rolls, want %d", c.dice, c.mine, len(s.Rolls), n)
		}
	}
}

// TestMultiversePhase2_FaceDownDefenseFlipsAndFires: the player's
// face-down defense card flips and its Trigger fires.
func TestMultiversePhase2_FaceDownDefenseFlipsAndFires(t *testing.T) {
	runScenario(t, `
hand Monolith
mine Tidecaller, Monolith, Monolith
row up Street Brawler, up Second Wind
row Monolith, Monolith
dice 1
do attack Monolith 2
do fight
do end
expect mvattack 5
expect mvdefense 4
expect hand 3     # Tidecaller drew 2 as it flipped, then your next draw
expect mine 2`)
}

// TestMultiversePhase2_TotalPowerThenOffensiveLeftToRight: the attack total
// is the attackers' power plus their Offensive skills.
func TestMultiversePhase2_TotalPowerThenOffensiveLeftToRight(t *testing.T) {
	runScenario(t, `
hand Monolith
mine Colossus Nine, Colossus Nine, Colossus Nine
row up Ramjet, up Nightglass Ambusher, up Power Spike
row Monolith, Monolith, Monolith
dice 6
do attack Monolith 3
do fight
do end
expect mvattack 14   # 5 + 2 (Charge) + 4 + 3 (Ambush: your card was face down)
expect mvdefense 8
expect mvwins yes
expect empty mine 3`)
}

// TestMultiversePhase2_NoSuperReplacesLeftmostEnhance: with no Super to
// attack, the leftmost Enhance is discarded and a face-down card takes its
// place; nobody attacks.
func TestMultiversePhase2_NoSuperReplacesLeftmostEnhance(t *testing.T) {
	runScenario(t, `
top Monolith, Monolith, Monolith, Ramjet   # your draw, its two, then the replacement
hand Monolith
row up Second Wind, Overclock
row Monolith, Monolith
do end
expect discardhas Second Wind
expect has row 1 Ramjet
expect down row 1
expect up row 2
expect mine 3
expect left 4`)
}

// TestMultiversePhase3_DelayedEffectsResolve: a Delayed skill set off in the
// Multiverse's turn resolves at its end.
func TestMultiversePhase3_DelayedEffectsResolve(t *testing.T) {
	runScenario(t, `
top Monolith, Nightfall Archer
hand Monolith
mine Power Spike, Monolith, Monolith
row up Power Spike, up Second Wind
row Monolith, Monolith
do attack Monolith 1
do fight
do end
expect empty mine 1    # Nightfall Archer's Delayed Strike 4, at the end of its turn
expect pending 0`)
}

// TestSpecialRules_NoHand: the Multiverse draws straight into the discard
// pile; its "draw" skills discard the top cards.
func TestSpecialRules_NoHand(t *testing.T) {
	runScenario(t, `
hand Colossus Nine
row Tidecaller, Monolith
do attack Colossus Nine 1
expect deck 18
expect discard 2
expect hand 0`)
}

// TestSpecialRules_AbilitySkillsDoNotFireOnItsPhase2Flip: see
// TestMultiversePhase2_FlipNearestRowAndAttack (Echo Runner); a Delayed one
// leaves nothing pending either.
func TestSpecialRules_AbilitySkillsDoNotFireOnItsPhase2Flip(t *testing.T) {
	runScenario(t, `
hand Monolith
mine Colossus Nine, Colossus Nine, Colossus Nine
row Nightfall Archer, Dawnkeeper
row Monolith, Monolith
dice 1
do end
expect mvattack 8
expect up mine 1
expect mine 3     # Nightfall Archer's Strike did not fire
expect left 4`)
}

// TestSpecialRules_ChooseLeftmostOfNearestRow: an effect that makes the
// Multiverse choose one of its cards takes the leftmost of the nearest row;
// yours hit its leftmost too.
func TestSpecialRules_ChooseLeftmostOfNearestRow(t *testing.T) {
	runScenario(t, `
hand Rustbinder
row -, up Monolith, up Street Brawler
row Monolith, Monolith, Monolith
do slow Rustbinder
expect power row 2 = 5
expect power row 3 = 5`)
	runScenario(t, `
top Street Brawler, Monolith, Bulwark Smith
row Monolith, up Overclock
row Monolith, Monolith
dice 1
do end
expect mvattack 9    # Bulwark Smith's Fortify 2 went on its leftmost card, Monolith (7)`)
}

// TestSpecialRules_AttackOnlyTheNearestRow: one card at a time, only in the
// nearest row; when it is empty the next row is nearest.
func TestSpecialRules_AttackOnlyTheNearestRow(t *testing.T) {
	runScenario(t, `
hand Monolith, Colossus Nine
row -, up Street Brawler
row Monolith, Monolith
expect legal attack Monolith 2
expect illegal attack Monolith 1
expect illegal attack Monolith 3`)
	s := runScenario(t, `
hand Colossus Nine
row -, up Street Brawler
row Monolith, Monolith
do attack Colossus Nine 2
do fight`)
	if s.near() != 1 {
		t.Errorf("nearest row %d, want the second", s.near())
	}
	legal := s.Legal(0)
	if _, ok := engine.FindKey(legal, "a0.2"); ok {
		t.Error("a row beyond the nearest is offered")
	}
}

// TestSpecialRules_DefenseSkillsWorkLikeAnyone: the Multiverse's Trigger
// and Delayed skills fire when your attack flips them; its Passive skills
// work while face up.
func TestSpecialRules_DefenseSkillsWorkLikeAnyone(t *testing.T) {
	runScenario(t, `
hand Colossus Nine, Monolith, Monolith, Monolith, Monolith, Monolith, Monolith, Monolith
mine Power Spike, Monolith, Monolith
row Nightfall Archer, up Banner Captain
row Monolith, Monolith
do attack Colossus Nine 1
expect pending 1
expect defense 6   # 5 + Banner Captain's Aura 1
do fight
do end
expect phase discard
expect empty mine 1  # its Delayed Strike 4 resolved at the end of your turn`)
}
