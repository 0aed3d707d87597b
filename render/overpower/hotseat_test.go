package overpower

import (
	"math/rand/v2"
	"strings"
	"testing"

	"overdeck/engine/save"
	"overdeck/render/platform"
	"overdeck/render/shell"
)

// memHost is a platform.Host in memory.
type memHost struct{ store *save.MemStore }

func (h memHost) Store() save.Store                             { return h.store }
func (memHost) Download(string, string, []byte) error           { return nil }
func (memHost) PickFile(string, func(string, []byte, error))    {}
func (memHost) AskText(string, string, int, func(string, bool)) {}
func (memHost) Emit(platform.Event)                             {}
func (memHost) OpenBuild(string)                                {}
func (memHost) ShowLaunch(platform.Launch)                      {}

// TestHotseat_EveryWindowHandsOffAndTellsNothing plays hot-seat battles
// through the shell with hand-off screens on, pressing the table's
// buttons as a player would: every change of the deciding player goes
// through a hand-off screen that reads the same for a seat whatever its
// hand ("I am Player N: show my cards", one tap, and the mover's take-back
// of the shell), and a
// defence window where the defender has nothing but "Take the hit" is
// still handed to the defender.
func TestHotseat_EveryWindowHandsOffAndTellsNothing(t *testing.T) {
	emptyWindows := 0
	for seed := uint64(1); seed <= 3; seed++ {
		h := memHost{save.NewMemStore()}
		h.store.Set(shell.SettingsKey, "speed=off\nhandoff=on\n")
		s := shell.New(h, platform.Launch{Game: "overpower", Mode: "hotseat", Seed: seed, HasSeed: true})
		s.Resize(360, 640)
		s.Update(shell.Input{Dt: 1.0 / 60})
		rng := rand.New(rand.NewPCG(seed, 1))
		handoff := map[int]string{}
		last := -1
		for step := 0; step < 300 && s.Status().Outcome == ""; step++ {
			st := s.Status()
			if st.Scene == "handoff" {
				text := strings.Join(s.Frame().Texts(), "|")
				seat := st.ToAct[0]
				// Every hand-off after a move offers the mover a take-back
				// (the shell's, whatever the hands); only the match's very
				// first, before any move, says who plays first instead.
				bs := s.Buttons()
				afterMove := len(bs) == 2 && bs[0].ID == "handoff.takeback"
				if afterMove {
					if prev, ok := handoff[seat]; ok && prev != text {
						t.Fatalf("the hand-off to seat %d reads differently: %q then %q", seat, prev, text)
					}
					handoff[seat] = text
				} else if step > 1 || len(bs) != 1 {
					t.Fatalf("step %d: the hand-off screen has buttons %v", step, bs)
				}
				if !s.Press("handoff.ready") {
					t.Fatalf("the hand-off screen has buttons %v", s.Buttons())
				}
				s.Update(shell.Input{Dt: 1.0 / 60})
				last = seat
				continue
			}
			if st.Scene != "table" {
				t.Fatalf("step %d: scene %s", step, st.Scene)
			}
			if len(st.ToAct) > 0 && st.ToAct[0] != last {
				t.Fatalf("step %d: seat %d decides without a hand-off (the device showed seat %d)", step, st.ToAct[0], last)
			}
			s.Frame() // the buttons are those of the frame drawn last
			var ids []string
			take, answer := false, false
			for _, b := range s.Buttons() {
				if !b.Enabled || !strings.HasPrefix(b.ID, "table.") {
					continue
				}
				switch {
				case b.ID == "table.move.take":
					take = true
				case strings.HasPrefix(b.ID, "table.card.") && strings.Contains(b.Label, "playable"), strings.HasPrefix(b.ID, "table.opt."):
					answer = true
				}
				if strings.HasPrefix(b.ID, "table.move.") || strings.HasPrefix(b.ID, "table.stage.") || b.ID == "table.go" || strings.HasPrefix(b.ID, "table.go.") ||
					strings.HasPrefix(b.ID, "table.opt.") || strings.HasPrefix(b.ID, "table.card.") && strings.Contains(b.Label, "playable") {
					ids = append(ids, b.ID)
				}
			}
			if take && !answer {
				emptyWindows++
			}
			if len(ids) == 0 {
				t.Fatalf("step %d: nothing to press among %v", step, s.Buttons())
			}
			for _, id := range ids {
				if id == "table.go" || strings.HasPrefix(id, "table.go.") || strings.HasPrefix(id, "table.stage.") {
					ids = []string{id}
					break
				}
			}
			if !s.Press(ids[rng.IntN(len(ids))]) {
				t.Fatalf("step %d: a press was refused", step)
			}
			s.Update(shell.Input{Dt: 1.0 / 60})
		}
		if len(handoff) != 2 {
			t.Fatalf("seed %d: hand-offs to %d seats", seed, len(handoff))
		}
	}
	if emptyWindows == 0 {
		t.Fatal("no defence window without an answer was seen")
	}
}
