package overpower

import "testing"

// TestCards_AnyCharacterTricks: Master Thief's cost, Disorient Opponent
// both ways, Grim Reaper's 1st icon and icon, Hades, Legendary Escape.
func TestCards_AnyCharacterTricks(t *testing.T) { scenarioFile(t, "specials_any_character_tricks") }

// TestCards_AngryMobRansom: Ransom Your Secrets, negated by two cards or
// kept for the battle.
func TestCards_AngryMobRansom(t *testing.T) { scenarioFile(t, "specials_angry_mob_ransom") }

// TestCards_BillyPals: the pal blocks the attack on his partner.
func TestCards_BillyPals(t *testing.T) { scenarioFile(t, "specials_billy_the_kid_pals") }

// TestCards_RaStaff: the Staff cards and Ra's inherent ability.
func TestCards_RaStaff(t *testing.T) { scenarioFile(t, "advanced_universe_ra") }

// TestCards_Aspects: the homebase attacks with the Fortifications! Aspects.
func TestCards_Aspects(t *testing.T) { scenarioFile(t, "aspects") }

// TestCards_Homebases: every homebase's inherent ability.
func TestCards_Homebases(t *testing.T) { scenarioFile(t, "homebases") }
