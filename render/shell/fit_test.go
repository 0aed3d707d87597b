package shell

import (
	"flag"
	"math/rand/v2"
	"sort"
	"strconv"
	"strings"
	"testing"

	"overdeck/render/kit"
	_ "overdeck/render/multiverse" // the Against the Multiverse table
	_ "overdeck/render/overpower"  // the OverPower table
	_ "overdeck/render/overrealm"  // the OverRealm table
	_ "overdeck/render/overwatch"  // the Overwatch table
	"overdeck/render/platform"
)

// fitSeed deals the matches the fitting test plays (-fit.seed tries others).
var fitSeed = flag.Uint64("fit.seed", 1, "the seed of the matches TestFit_NoTextCutOff plays")

// fitSizes are the screens every scene must fit: a phone, a laptop, a
// desktop.
var fitSizes = [][2]float64{{360, 640}, {1280, 720}, {1920, 1080}}

// fitting collects the texts that do not fit, by screen and scene.
type fitting struct {
	t     *testing.T
	s     *Shell
	where string
	bad   map[string]string // problem -> where it was first seen
}

// check draws the scene on top and records every text that does not fit.
func (c *fitting) check(what string) {
	f := c.s.Frame()
	for _, o := range f.Overflows() {
		k := c.s.Status().Scene + ": " + o
		if _, seen := c.bad[k]; !seen {
			c.bad[k] = c.where + " " + what
		}
	}
	for _, b := range f.Buttons {
		if b.Enabled && (b.H < 43.5 || b.W < 43.5) && b.ID != "" {
			k := c.s.Status().Scene + ": button " + b.ID + " smaller than 44 px"
			if _, seen := c.bad[k]; !seen {
				c.bad[k] = c.where + " " + what
			}
		}
	}
}

// press presses id if it is there and enabled, runs a tick, and checks.
func (c *fitting) press(id string) bool {
	if !c.s.Press(id) {
		return false
	}
	c.s.Update(Input{Dt: 1.0 / 60})
	c.check("after " + id)
	return true
}

// TestFit_NoTextCutOff: at 360×640, 1280×720 and 1920×1080, every text
// of every scene of every game fits its box (never cut with "…", never
// wider or taller than its box, never off the screen), and every enabled
// button is at least 44 px each way: the menus, the setup, the rules, the
// settings, and each table through a seeded random match, with its
// overlays opened and its own buttons pressed on the way.
func TestFit_NoTextCutOff(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a match of every game at three sizes")
	}
	for _, g := range kit.Playable() {
		for _, size := range fitSizes {
			h := newHost()
			h.store.Set(SettingsKey, "speed=off\nhandoff=on\n")
			s := New(h, platform.Launch{})
			s.seeds = rand.New(rand.NewPCG(*fitSeed, uint64(size[0]))) // the same matches every run
			s.Resize(size[0], size[1])
			c := &fitting{t: t, s: s, bad: map[string]string{}, where: g.ID + " " + strconv.Itoa(int(size[0])) + "×" + strconv.Itoa(int(size[1]))}
			c.check("title")
			c.press("title.settings")
			c.press("back")
			c.press("title.play")
			c.press("games." + g.ID)
			if c.press("mode.watch") { // the computer's levels shown too
				c.press("mode.computer")
			}
			c.press("mode.next")
			c.press("setup.start")
			fitMatch(c, rand.New(rand.NewPCG(uint64(size[0]), 7)))
			report(t, c)
		}
	}
}

// search presses the Search button id with the player typing "the" (a
// word most entries hold) and reports whether it was there.
func (c *fitting) search(id string) bool {
	h := c.s.host.(*fakeHost)
	h.typed = append(h.typed, typed{text: "the"})
	if c.press(id) {
		return true
	}
	h.typed = h.typed[:len(h.typed)-1]
	return false
}

// fitMatch plays a random match on c's shell, checking every scene.
func fitMatch(c *fitting, rng *rand.Rand) {
	s := c.s
	for step := 0; step < 90 && s.play != nil && !s.play.m.Outcome().Over; step++ {
		c.where = strings.Fields(c.where)[0] + " " + strings.Fields(c.where)[1] + " step " + strconv.Itoa(step)
		for i := 0; i < 4 && s.Status().Scene == "handoff"; i++ {
			c.check("")
			c.press("handoff.ready")
		}
		c.check("table")
		if s.Status().Scene != "table" {
			c.t.Fatalf("%s: stuck on scene %s", c.where, s.Status().Scene)
		}
		if step%9 == 0 {
			c.press("table.menu")
			c.press("pause.rules")
			for c.press("rules.next") {
			}
			c.search("rules.search") // the rules searched for a word, every page
			for c.press("rules.next") {
			}
			c.press("rules.all")
			c.press("back")
			c.press("pause.settings")
			c.press("back")
			c.press("pause.resume")
			c.press("table.howto")
			c.press("back")
			if c.press("table.help") && c.search("table.help.search") { // the keyword help searched, every page
				for c.press("table.page.next") || c.press("table.help.next") {
				}
			}
			for c.press("table.close") {
			}
		}
		for _, id := range tableButtons(s, rng, 4) {
			c.press(id)
			if s.Status().Scene != "table" {
				break
			}
		}
		for c.press("table.close") {
		}
		w := s.play.m.Waiting()
		if len(w) == 0 {
			break
		}
		legal := s.play.m.Legal(w[0])
		if len(legal) == 0 {
			break
		}
		if err := s.apply(w[0], legal[rng.IntN(len(legal))].Key()); err != nil {
			c.t.Fatalf("%s: %v", c.where, err)
		}
		s.Update(Input{Dt: 1.0 / 60})
	}
	c.check("game over")
}

// tableButtons picks up to n enabled buttons of the table, overlays
// (zoom, log, help) first.
func tableButtons(s *Shell, rng *rand.Rand, n int) []string {
	var over, other []string
	for _, b := range s.Buttons() {
		if !b.Enabled || !strings.HasPrefix(b.ID, "table.") || b.ID == "table.menu" || b.ID == "table.howto" || b.ID == "table.firsttip" {
			continue
		}
		if strings.HasPrefix(b.ID, "table.zoom") || b.ID == "table.log" || b.ID == "table.help" || b.ID == "table.elements" {
			over = append(over, b.ID)
		} else {
			other = append(other, b.ID)
		}
	}
	rng.Shuffle(len(over), func(i, j int) { over[i], over[j] = over[j], over[i] })
	rng.Shuffle(len(other), func(i, j int) { other[i], other[j] = other[j], other[i] })
	out := append(over[:min(1, len(over))], other...)
	return out[:min(n, len(out))]
}

// report fails the test with every problem found, sorted.
func report(t *testing.T, c *fitting) {
	t.Helper()
	var lines []string
	for k, where := range c.bad {
		lines = append(lines, k+"   ["+where+"]")
	}
	sort.Strings(lines)
	for i, l := range lines {
		if i == 40 {
			t.Errorf("... and %d more", len(lines)-40)
			break
		}
		t.Error(l)
	}
}
