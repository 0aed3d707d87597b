package multiverse

import (
	"errors"
	"testing"

	"overdeck/engine/save"
)

// TestRulesVersion_OldSavesAreTold: rules 2 changed what the same moves do
// (the Multiverse's attackers stay in their row, the d6 picks the leftmost
// and rightmost remaining cards, the levels are new), so a game saved under
// rules 1 restores with the engine's "rules changed" error, and one saved
// now restores.
func TestRulesVersion_OldSavesAreTold(t *testing.T) {
	if Game.RulesVersion < 2 {
		t.Fatalf("rules version %d: rules 2 changed the game", Game.RulesVersion)
	}
	m := newMatch(t, DefaultLevel, 5)
	for range 6 {
		if l := m.Legal(0); len(l) > 0 {
			if err := m.Apply(0, l[len(l)-1]); err != nil {
				t.Fatal(err)
			}
		}
	}
	e, err := save.NewEnvelope(m, "test", 1)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := save.Restore(e); err != nil {
		t.Fatalf("a save of the current rules: %v", err)
	}
	e.Rules = 1
	if _, err := save.Restore(e); !errors.Is(err, save.ErrRulesChanged) {
		t.Errorf("a save of rules 1: %v, want save.ErrRulesChanged", err)
	}
}
