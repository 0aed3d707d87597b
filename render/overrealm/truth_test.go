package overrealm

import (
	"math/rand/v2"
	"strconv"
	"testing"

	"overdeck/engine"
	"overdeck/game/overrealm"
	"overdeck/render/kit"
	"overdeck/render/ui/uitest"
)

// shownItems are the public things of st that a frame of seat must show
// once both teams are set: the three monsters of each side, each side's
// counts (hand, deck, discard pile, maneuver cubes) in words in the
// mirror, and every card of the seat's own hand, whether it chooses its
// action now or waits (its choice made, a KO or Clear Mind to come, the
// other player still choosing).
func shownItems(st *overrealm.View, seat engine.Seat, name func(engine.Seat) string) []uitest.Item {
	var items []uitest.Item
	if !st.P[0].TeamSet || !st.P[1].TeamSet {
		return nil
	}
	for s := range st.P {
		p := &st.P[s]
		who := engine.Whose(name(engine.Seat(s)))
		for spot := range 3 {
			mi := int(p.Spot[spot])
			d := monster(p.Mons[mi].Kind)
			items = append(items, uitest.Item{What: who + " " + spotNames[spot] + " " + d.Name,
				Button: "table.zoom.mon." + itoa(s) + "." + itoa(mi), Names: []string{d.Name}})
		}
		counts := "table.counts." + itoa(s)
		for _, c := range []struct{ what, drawn, said string }{
			{"hand", "hand " + itoa(int(p.HandN)), words(int(p.HandN), "card") + " in hand"},
			{"deck", "deck " + itoa(int(p.DeckN)), itoa(int(p.DeckN)) + " in the deck"},
			{"discard pile", "discard " + itoa(len(p.Discard)), itoa(len(p.Discard)) + " in the discard pile"},
		} {
			items = append(items, uitest.Item{What: who + " " + c.what, Button: counts, Names: []string{c.drawn}, Mirror: c.said})
		}
		items = append(items, uitest.Item{What: who + " maneuver cubes", Button: counts,
			Names: []string{"deck " + itoa(int(p.DeckN))}, Mirror: words(int(p.Maneuver), "maneuver cube") + " left"})
	}
	if seat == 0 || seat == 1 {
		hand := st.P[seat].Hand
		copies := map[uint8]int{}
		for _, c := range hand {
			id := "table.card." + itoa(int(seat)) + "." + itoa(int(c)) + "." + itoa(copies[c]) // one id per copy
			copies[c]++
			items = append(items, uitest.Item{What: "the hand's " + cardName(c), Button: id, Names: []string{cardName(c)}})
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

// words counts n of a thing in words: "1 card", "3 cards".
func words(n int, thing string) string {
	if n == 1 {
		return "1 " + thing
	}
	return itoa(n) + " " + thing + "s"
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
		problems := append(uitest.SharedIDs(f), uitest.Shown(f, shownItems(view(v), vw.Seat, vw.Names))...)
		for _, p := range problems {
			if !seen[p] {
				seen[p] = true
				t.Errorf("%s: %s", where, p)
			}
		}
	}
}
