package overrealm

import (
	"testing"

	"overdeck/game/overrealm"
	"overdeck/render/ui"
)

// TestEmblems_EveryMonsterItsOwn: no two monsters share an emblem.
func TestEmblems_EveryMonsterItsOwn(t *testing.T) {
	seen := map[ui.Parts]string{}
	for _, m := range overrealm.Monsters() {
		p := ui.EmblemParts(m.Name)
		if other, dup := seen[p]; dup {
			t.Errorf("%s and %s have the same emblem", m.Name, other)
		}
		seen[p] = m.Name
	}
}
