package shell

import (
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"overdeck/engine"
	"overdeck/game/overpower"
	"overdeck/render/platform"
)

// TestGameOver_OverPowerEveryMode plays an OverPower match against the
// computer to its end in every mode and setting (Skirmish with 5, 7 and 9
// objectives) and checks the end screen at a phone's and a laptop's size:
// each player's objectives are those of the final position and of the
// mode ("N of 5 objectives claimed", never "of 7" in a Skirmish of 5 or
// 9; none in Brawl), KOs are the final position's, a Skirmish result's
// score is the objectives claimed, and every text fits.
func TestGameOver_OverPowerEveryMode(t *testing.T) {
	for k, set := range [][]platform.SetupOption{
		{{Key: "mode", Value: "venture"}},
		{{Key: "mode", Value: "brawl"}},
		{{Key: "mode", Value: "skirmish"}, {Key: "objectives", Value: "5"}},
		{{Key: "mode", Value: "skirmish"}, {Key: "objectives", Value: "7"}},
		{{Key: "mode", Value: "skirmish"}, {Key: "objectives", Value: "9"}},
	} {
		h := newHost()
		h.store.Set(SettingsKey, "speed=off\n")
		seed := uint64(k + 3)
		s := start(t, h, platform.Launch{Game: "overpower", Mode: "computer", Level: "easy", Seed: seed, HasSeed: true, Setup: set})
		rng := rand.New(rand.NewPCG(seed, 4))
		for i := 0; i < 5000 && !s.play.m.Outcome().Over; i++ {
			w := s.play.m.Waiting()
			l := s.play.m.Legal(w[0])
			if err := s.play.m.Apply(w[0], l[rng.IntN(len(l))]); err != nil {
				t.Fatal(err)
			}
		}
		for i := 0; i < 600 && s.Status().Scene != "gameover"; i++ {
			if hasButton(s, "table.step.skip") {
				press(t, s, "table.step.skip")
			}
			tick(s, Input{})
		}
		expect(t, s, "gameover")
		g := s.play.m.Rules().(*overpower.State)
		name := set[len(set)-1].Value
		for _, size := range [][2]float64{{360, 640}, {1280, 720}} {
			s.Resize(size[0], size[1])
			f := tick(s, Input{})
			texts := strings.Join(f.Texts(), "\n")
			for seat := range 2 {
				who := s.play.seatName(engine.Seat(seat))
				kos := 0
				for c := range g.Chars {
					if c/4 != seat && g.Chars[c].KO {
						kos++
					}
				}
				want := []string{who + ": ", strconv.Itoa(kos) + " KO"}
				switch g.Mode {
				case overpower.ModeSkirmish:
					want = append(want, strconv.Itoa(int(g.Won[seat]))+" of "+name+" objectives claimed")
				case overpower.ModeVenture:
					done := 0
					for _, o := range g.P[seat].Obj {
						if o == overpower.ObjCompleted {
							done++
						}
					}
					want = append(want, strconv.Itoa(done)+" of 7 objectives completed")
				}
				// The seat's line, wrapped on a phone: up to the next line's start.
				all := strings.Join(f.Texts(), " ")
				line := ""
				if at := strings.Index(all, who+": "); at >= 0 {
					line = all[at:]
					for _, end := range []string{s.play.seatName(engine.Seat(1-seat)) + ": ", " battle"} {
						if e := strings.Index(line[1:], end); e >= 0 {
							line = line[:e+1]
						}
					}
				}
				for _, w := range want {
					if !strings.Contains(line, w) {
						t.Errorf("%s at %v: %s's summary line %q does not say %q; screen %q", name, size, who, line, w, texts)
					}
				}
				if g.Mode == overpower.ModeBrawl && strings.Contains(line, "objective") {
					t.Errorf("%s at %v: a Brawl's summary names objectives: %q", name, size, line)
				}
			}
			if g.Mode == overpower.ModeSkirmish && strings.Contains(texts, "Every objective is claimed") {
				hi, lo := max(g.Won[0], g.Won[1]), min(g.Won[0], g.Won[1])
				if score := strconv.Itoa(int(hi)) + " to " + strconv.Itoa(int(lo)); !strings.Contains(texts, score) {
					t.Errorf("%s at %v: the result does not say %q: %q", name, size, score, texts)
				}
			}
			if o := f.Overflows(); len(o) > 0 {
				t.Errorf("%s at %v: %q", name, size, o)
			}
		}
	}
}
