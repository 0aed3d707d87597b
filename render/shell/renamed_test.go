package shell

import (
	"math/rand/v2"
	"strings"
	"testing"

	"overdeck/engine"
	"overdeck/game/multiverse"
	"overdeck/render/kit"
	"overdeck/render/platform"
)

// renamedLevels are the Multiverse's levels of rules 1 and the levels in
// their places now.
var renamedLevels = [][2]string{{"Skirmish", "Patrol"}, {"Invasion", "Incursion"}, {"Onslaught", "Siege"}}

// TestRenamed_OldLevelLinksOpenTheirLevel: an address that names a
// Multiverse level by its name of rules 1 (set.level=Skirmish) starts the
// level in its place with no message, and the address bar then names the
// level as it is called now.
func TestRenamed_OldLevelLinksOpenTheirLevel(t *testing.T) {
	for _, r := range renamedLevels {
		h := newHost()
		s := start(t, h, platform.Launch{Game: "multiverse", Mode: "computer", Seed: 3, HasSeed: true,
			Setup: []platform.SetupOption{{Key: multiverse.OptLevel, Value: r[0]}}})
		expect(t, s, "table")
		if got := s.play.m.Setup().Get(multiverse.OptLevel, ""); got != r[1] {
			t.Errorf("set.level=%s: the match plays level %q, want %q", r[0], got, r[1])
		}
		named := strings.Contains(h.address, "set.level="+r[1]) || r[1] == multiverse.Levels[multiverse.DefaultLevel].Name
		if !named || strings.Contains(h.address, r[0]) {
			t.Errorf("set.level=%s: the address bar reads %q, want set.level=%s (or none for the default level)", r[0], h.address, r[1])
		}
	}
}

// TestRenamed_OldLevelSetupAndRecord: a setup kept under a level's old
// name opens the setup screen on the level in its place, and a record
// kept under the old name counts with the new name's row (games and wins
// added, the better best result kept), once, with no row of its own.
func TestRenamed_OldLevelSetupAndRecord(t *testing.T) {
	for _, r := range renamedLevels {
		h := newHost()
		h.store.Set(SetupKey("multiverse"), "level="+r[0])
		h.store.Set(RecordKey("multiverse"), r[0]+"=2,1,5,won+early&"+r[1]+"=1,1,9,won+late")
		s := start(t, h, platform.Launch{})
		if got := s.setupFor("multiverse")[multiverse.OptLevel]; got != r[1] {
			t.Errorf("a setup kept with level=%s opens on %q, want %q", r[0], got, r[1])
		}
		mvKit, _ := kit.Lookup("multiverse")
		q := s.records("multiverse")
		if got := q.Get(r[1]); got != "3,2,9,won late" || q.Has(r[0]) {
			t.Errorf("records %v: %s reads %q, want \"3,2,9,won late\" and no %s", q, r[1], got, r[0])
		}
		lines := strings.Join(itemLabels(s.recordGroup("multiverse", mvKit)), " | ")
		if !strings.Contains(lines, r[1]+": 3 games, 2 wins; best: won late") || strings.Contains(lines, r[0]) {
			t.Errorf("the record reads %q", lines)
		}
	}
}

// TestRenamed_OldLevelSaveResumes: a game saved under a level's old name
// comes back when its old address is reloaded (not a new deal), and when
// it ends it counts in the record of the level in its place.
func TestRenamed_OldLevelSaveResumes(t *testing.T) {
	h := newHost()
	h.store.Set(SettingsKey, "speed=off\n")
	s := start(t, h, platform.Launch{Game: "multiverse", Mode: "computer", Seed: 5, HasSeed: true})
	old, err := engine.NewMatch(multiverse.Game, s.play.m.Setup().With(multiverse.OptLevel, "Skirmish"), 5)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(5, 2))
	for range 2 {
		l := old.Legal(0)
		if err := old.Apply(0, l[rng.IntN(len(l))]); err != nil {
			t.Fatal(err)
		}
	}
	s.saves.setCurrent("multiverse")
	s.saves.autosave(old)
	s = start(t, h, platform.Launch{Game: "multiverse", Mode: "computer", Seed: 5, HasSeed: true,
		Setup: []platform.SetupOption{{Key: multiverse.OptLevel, Value: "Skirmish"}}})
	expect(t, s, "table")
	if n := len(s.play.m.History()); n != 2 {
		t.Fatalf("reloading the old address gave a game of %d moves, not the saved one of 2", n)
	}
	for step := 0; step < 3000 && !s.play.m.Outcome().Over; step++ {
		l := s.play.m.Legal(0)
		if err := s.apply(0, l[rng.IntN(len(l))].Key()); err != nil {
			t.Fatal(err)
		}
	}
	for i := 0; i < 600 && s.Status().Scene != "gameover"; i++ {
		if hasButton(s, "table.step.skip") {
			press(t, s, "table.step.skip")
		}
		tick(s, Input{Dt: 1.0 / 15})
	}
	expect(t, s, "gameover")
	if q := s.records("multiverse"); q.Get("Patrol") == "" {
		raw, _, _ := h.store.Get(RecordKey("multiverse"))
		t.Errorf("the game of the old save did not count under Patrol: record %q", raw)
	}
}

// itemLabels are the labels of items.
func itemLabels(items []item) []string {
	var out []string
	for _, it := range items {
		out = append(out, it.label)
	}
	return out
}
