package overpower

import (
	"testing"

	"overdeck/game/overpower"
	"overdeck/render/ui"
)

// TestEmblems_EveryCharacterItsOwn: no two characters share an emblem,
// and a character's tile and zoom draw it.
func TestEmblems_EveryCharacterItsOwn(t *testing.T) {
	seen := map[ui.Parts]string{}
	for i := 0; i < overpower.NumCharacters(); i++ {
		name := overpower.Characters(i).Name
		p := ui.EmblemParts(name)
		if other, dup := seen[p]; dup && other != name {
			t.Errorf("%s and %s have the same emblem", name, other)
		}
		seen[p] = name
	}
	v := newMatch(t, 1).View(0)
	for _, size := range screens {
		tb := New()
		f := drawFor(tb, v, size[0], size[1])
		tb.Action("table.zoom.char.0", v)
		z := drawFor(tb, v, size[0], size[1])
		if len(z.Pts) == 0 {
			t.Errorf("at %v the zoom of a character draws no emblem", size)
		}
		if size[0] > 1000 && len(f.Pts) == 0 {
			t.Errorf("at %v no character tile draws its emblem", size)
		}
	}
}
