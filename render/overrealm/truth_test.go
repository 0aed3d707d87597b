package overrealm

import (
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"overdeck/engine"
	"overdeck/game/overrealm"
	"overdeck/render/kit"
	"overdeck/render/ui/uitest"
)

// shownItems are the public things of st that a frame of seat must show
// once both teams are set: the three monsters of each side, and the
// seat's own hand while it chooses its action (f shows the action board).
func shownItems(st *overrealm.View, seat engine.Seat, name func(engine.Seat) string, choosing bool) []uitest.Item {
	var items []uitest.Item
	if !st.P[0].TeamSet || !st.P[1].TeamSet {
		return nil
	}
	for s := range st.P {
		p := &st.P[s]
		for spot := range 3 {
			mi := int(p.Spot[spot])
			d := monster(p.Mons[mi].Kind)
			items = append(items, uitest.Item{What: engine.Whose(name(engine.Seat(s))) + " " + spotNames[spot] + " " + d.Name,
				Button: "table.zoom.mon." + itoa(s) + "." + itoa(mi), Names: []string{d.Name}})
		}
	}
	if choosing && (seat == 0 || seat == 1) {
		for _, c := range st.P[seat].Hand {
			items = append(items, uitest.Item{What: "the hand's " + cardName(c), Button: "table.card." + itoa(int(c)), Names: []string{cardName(c)}})
		}
	}
	return items
}

// TestTruth_EveryPublicThingIsOnScreen: over random matches of every mode
// of play (casual, draft, competitive: the last lets both players choose
// the same monster), looked at in every mode at 360×640, 1280×720 and
// 1920×1080 with the animations on, the table comes to rest within the
// longest animation's length after every decision (the reveal of a turn
// skipped as a player would), and then each side's three monsters, and
// the hand of a seat choosing its action, are drawn inside the screen
// under their own mirror buttons, named in full, not covered.
func TestTruth_EveryPublicThingIsOnScreen(t *testing.T) {
	if testing.Short() {
		t.Skip("plays matches at three sizes in four modes")
	}
	seen := map[string]bool{} // problems reported, each once
	for i, mode := range []string{"casual", "draft", "competitive"} {
		m, err := engine.NewMatch(overrealm.Game, engine.Setup{}.With("mode", mode), uint64(21+i))
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(uint64(i), 7))
		vws := uitest.Viewers(func() kit.Table { return New() })
		checked := 0
		for step := 0; !m.Outcome().Over && checked < 12 && len(seen) < 12; step++ {
			st := view(m.View(engine.NoSeat))
			// The draft once in a while, then a sample of the turns.
			if board := st.P[0].TeamSet && st.P[1].TeamSet; board && step%3 == 0 || !board && step%5 == 0 {
				checkAll(t, m, vws, mode+" step "+strconv.Itoa(step), seen)
				checked += b2i(board)
			}
			for _, s := range m.Waiting() {
				l := m.Legal(s)
				if err := m.Apply(s, l[rng.IntN(len(l))]); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// checkAll settles every viewer's table on m and checks what it shows,
// reporting each problem once (seen).
func checkAll(t *testing.T, m *engine.Match, vws []*uitest.Viewer, at string, seen map[string]bool) {
	t.Helper()
	for _, vw := range vws {
		where := at + " " + vw.Where()
		f, v, problem := vw.Settled(m, "table.step.skip")
		if problem != "" {
			t.Errorf("%s: %s", where, problem)
		}
		choosing := false
		for _, b := range f.Buttons {
			choosing = choosing || strings.HasPrefix(b.ID, "table.space.")
		}
		for _, p := range uitest.Shown(f, shownItems(view(v), vw.Seat, vw.Names, choosing)) {
			if !seen[p] {
				seen[p] = true
				t.Errorf("%s: %s", where, p)
			}
		}
	}
}
