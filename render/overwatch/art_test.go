package overwatch

import (
	"testing"

	"overdeck/game/overwatch"
	"overdeck/render/ui"
)

// TestEmblems_EveryHeroItsOwn: no two heroes of different names share an
// emblem.
func TestEmblems_EveryHeroItsOwn(t *testing.T) {
	seen := map[ui.Parts]string{}
	for _, c := range overwatch.Cards() {
		p := ui.EmblemParts(c.Name)
		if other, dup := seen[p]; dup && other != c.Name {
			t.Errorf("%s and %s have the same emblem", c.Name, other)
		}
		seen[p] = c.Name
	}
}
