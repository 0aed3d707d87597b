package overrealm

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"overdeck/engine/effect"
)

// TestMonsters_TwentyComplete: 20 monsters (the 11 of the rulebook, the 8
// later ones, Glimmermoth), each with a name, elements, HP, an ability with
// text, 4 actions and 4 buffs with text, every hook registered.
func TestMonsters_TwentyComplete(t *testing.T) {
	if len(monsters) != 20 {
		t.Fatalf("%d monsters", len(monsters))
	}
	seen := map[string]bool{}
	for _, m := range monsters {
		if seen[m.Name] || len(m.Elements) == 0 || m.HP <= 0 || m.Text == "" || m.Ability == "" {
			t.Fatalf("%s: incomplete or duplicate", m.Name)
		}
		seen[m.Name] = true
		for _, id := range hookIDs(m) {
			if reg.Def(id) == nil {
				t.Fatalf("%s: hook %q not registered", m.Name, id)
			}
		}
		for i, a := range m.Actions {
			if a.Name == "" || a.Text == "" || (a.Kind == Attack) != (a.Damage > 0) || (a.Kind == Aura) != (a.Turns > 0) {
				t.Fatalf("%s: action %d incomplete", m.Name, i)
			}
		}
		for i, b := range m.Buffs {
			if b.Text == "" || b.Event != (b.EvText != "") || (b.Ability == "" && b.Timing != NoTiming) {
				t.Fatalf("%s: buff %d incomplete", m.Name, i)
			}
		}
	}
}

// hookIDs lists every hook of m's action and buff cards.
func hookIDs(m *Monster) []string {
	var out []string
	for _, a := range m.Actions {
		for _, id := range []string{a.Ability, a.After, a.Reveal, a.Cost} {
			if id != "" {
				out = append(out, id)
			}
		}
	}
	for _, b := range m.Buffs {
		for _, id := range []string{b.Ability, b.Event2} {
			if id != "" {
				out = append(out, id)
			}
		}
	}
	return out
}

// notCovered lists the monsters whose cards do not all have a scenario yet
// (none: every card of the 20 has a rules case with checked numbers).
var notCovered []string

// TestMonsters_EveryCardExercised runs every scenario and checks that each
// action ability, buff effect and flip event of every monster ran at least
// once, so each card has a rules case with checked numbers.
func TestMonsters_EveryCardExercised(t *testing.T) {
	ran := map[string]bool{}
	for _, m := range monsters {
		for _, id := range hookIDs(m) {
			d := reg.Def(id)
			orig := d.Activate
			d.Activate = func(c Ctx, a effect.Action) error { ran[id] = true; return orig(c, a) }
			defer func() { d.Activate = orig }()
		}
	}
	files, _ := filepath.Glob("testdata/scenarios/*.txt")
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		t.Run(strings.TrimSuffix(filepath.Base(f), ".txt"), func(t *testing.T) { runScenario(t, string(b)) })
	}
	var missing []string
	for _, m := range monsters {
		if slices.Contains(notCovered, m.Name) {
			continue
		}
		for _, id := range hookIDs(m) {
			if !ran[id] && !slices.Contains(missing, id) {
				missing = append(missing, id)
			}
		}
	}
	if len(missing) > 0 {
		t.Fatalf("%d card hooks no scenario exercises: %v", len(missing), missing)
	}
}
