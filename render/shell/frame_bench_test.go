package shell

import (
	"testing"

	"overdeck/render/platform"
)

// BenchmarkFrame_OverPowerTable: one frame of an OverPower hot-seat table
// at 1280x720, at rest, as the page builds it every tick.
func BenchmarkFrame_OverPowerTable(b *testing.B) {
	h := newHost()
	h.store.Set(SettingsKey, "speed=off\nhandoff=off\n")
	s := New(h, platform.Launch{Game: "overpower", Mode: "hotseat", Seed: 11})
	s.Resize(1280, 720)
	for range 30 {
		s.Frame()
	}
	if sc := s.Status().Scene; sc != "table" && sc != "handoff" {
		b.Fatalf("on scene %s", sc)
	}
	for b.Loop() {
		s.Frame()
	}
}
