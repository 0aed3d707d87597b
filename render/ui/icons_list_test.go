package ui

import "testing"

// TestIcons_TheListOfTheIssue: every icon the visual kit was asked for
// (issue 14) exists, found by its name: OverRealm's six elements, stat
// and maneuver cubes, buff timings, flips, conditions and team auras;
// Overwatch's classes, rows, shields, synergy, power and ultimate;
// OverPower's power types, Any-Power, MultiPower and Special-card icons;
// the Multiverse's activation types.
func TestIcons_TheListOfTheIssue(t *testing.T) {
	want := []string{
		// OverRealm
		"fire", "water", "leaf", "electric", "rock", "death",
		"attack", "speed", "defense", "maneuver",
		"timing1", "timing2", "timing3", "timing4", "flip-success", "flip-fail",
		"burn", "paralyze", "fatigue", "stun", "leech", "aura",
		// Overwatch
		"offense", "defense-class", "tank", "support", "front", "middle", "back",
		"shield", "synergy", "power", "ultimate",
		// OverPower
		"energy", "fighting", "strength", "intellect", "any-power", "multipower",
		"hourglass-game", "hourglass-battle", "offensive", "defensive", "attach", "first", "astral",
		// Against the Multiverse
		"trigger", "delayed", "instant", "offensive-mv", "defense-mv", "passive",
	}
	for _, name := range want {
		if _, ok := IconNamed(name); !ok {
			t.Errorf("no icon %q", name)
		}
	}
}
