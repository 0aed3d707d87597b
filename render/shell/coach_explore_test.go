package shell

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"

	"overdeck/engine"
	"overdeck/game/overpower"
	"overdeck/render/kit"
	"overdeck/render/platform"
)

// TestCoach_OverPowerSeedSearch is how the coached game's seed was
// chosen: with COACH_SEARCH=<from>-<to> it plays the coached OverPower
// game of each seed in that range (COACH_DECKS=deck0/deck1, COACH_LEVEL)
// following the coach, and prints the battle each step is shown in. A
// good seed shows every step, the first ten in battle 1. Without
// COACH_SEARCH it is skipped.
func TestCoach_OverPowerSeedSearch(t *testing.T) {
	from, to, ok := strings.Cut(os.Getenv("COACH_SEARCH"), "-")
	if !ok {
		t.Skip("set COACH_SEARCH=<from>-<to> to search seeds")
	}
	lo, _ := strconv.Atoi(from)
	hi, _ := strconv.Atoi(to)
	k, _ := kit.Lookup("overpower")
	defer kit.SetCoach("overpower", k.Coach)
	decks := strings.Split(os.Getenv("COACH_DECKS")+"/", "/")
	for seed := lo; seed <= hi; seed++ {
		c := *k.Coach
		c.Seed = uint64(seed)
		if l := os.Getenv("COACH_LEVEL"); l != "" {
			c.Level = l
		}
		if decks[0] != "" {
			c.Setup = engine.Setup{}.With("mode", "venture").With("deck0", decks[0]).With("deck1", decks[1]).With("first", "1")
		}
		kit.SetCoach("overpower", &c)
		h := newHost()
		h.store.Set(SettingsKey, "speed=off\n")
		s := start(t, h, platform.Launch{Game: "overpower", Coach: true})
		out, last := "", ""
		for i := 0; i < 20000 && s.Status().Scene == "table" && s.Status().Coach.On; i++ {
			st := s.Status()
			if st.Coach.Step != "" && st.Coach.Step != last {
				out += fmt.Sprintf("%s:%d ", st.Coach.Step, s.play.view().State.(*overpower.View).Battle)
				last = st.Coach.Step
			}
			switch {
			case st.Coach.Step != "" && hasButton(s, "coach.next"):
				s.Press("coach.next")
			case st.Coach.Target != "":
				s.Press(st.Coach.Target)
			}
			tick(s, Input{})
		}
		t.Logf("seed %d: %s(%s)", seed, out, s.Status().Scene)
	}
}
