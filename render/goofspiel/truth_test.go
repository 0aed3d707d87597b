package goofspiel

import (
	"math/rand/v2"
	"strconv"
	"testing"

	"overdeck/engine"
	"overdeck/game/goofspiel"
	"overdeck/render/kit"
	"overdeck/render/ui/uitest"
)

// shownItems are the public things of st that a frame of seat must show
// under a mirror button: each player's score and the prize (with how many
// prizes are still to come), each said in words in the mirror, and each
// card of the seat's own hand, as its bid, or for a spectator each card
// of both hands.
func shownItems(st *goofspiel.View, seat engine.Seat, name func(engine.Seat) string) []uitest.Item {
	var items []uitest.Item
	for s := range 2 {
		score := name(engine.Seat(s)) + ": " + itoa(int(st.Scores[s])) + " points"
		items = append(items, uitest.Item{What: engine.Whose(name(engine.Seat(s))) + " score", Button: "table.score." + itoa(s), Names: []string{score}})
	}
	prize := "The prize: " + itoa(int(st.Prize))
	if st.Prize == 0 {
		prize = "No prize left"
	}
	left := itoa(len(st.Prizes)) + " prizes"
	if len(st.Prizes) == 1 {
		left = "1 prize"
	}
	items = append(items, uitest.Item{What: "the prize", Button: "table.prize", Names: []string{prize}, Mirror: prize + ". Still to come, " + left})
	if seat != 0 && seat != 1 {
		for s := range 2 {
			whose := engine.Whose(name(engine.Seat(s)))
			for _, c := range st.Hands[s] {
				n := itoa(int(c))
				items = append(items, uitest.Item{What: whose + " " + n, Button: "table.hand." + itoa(s) + "." + n, Names: []string{n}, Mirror: whose + " hand: " + n})
			}
		}
		return items
	}
	for _, c := range st.Hands[seat] {
		n := itoa(int(c))
		items = append(items, uitest.Item{What: "the hand's " + n, Button: BidPrefix + n, Names: []string{n}, Mirror: "Bid " + n})
	}
	return items
}

// TestTruth_EveryPublicThingIsOnScreen: over random matches of 5 and 13
// cards, looked at in every mode at 360×640, 1280×720 and 1920×1080 with
// the animations on, the table comes to rest within the longest
// animation's length after every round, the score it writes is the
// score of the view, and every card of the seat's hand is drawn inside
// the screen under its bid button, its number not covered.
func TestTruth_EveryPublicThingIsOnScreen(t *testing.T) {
	for i, cards := range []string{"5", "13"} {
		m, err := engine.NewMatch(goofspiel.Game, engine.Setup{}.With("cards", cards), uint64(31+i))
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(uint64(i), 3))
		vws := uitest.Viewers(func() kit.Table { return &Table{} })
		for round := 0; !m.Outcome().Over; round++ {
			for _, vw := range vws {
				where := cards + " cards, round " + strconv.Itoa(round) + " " + vw.Where()
				f, v, problem := vw.Settled(m)
				if problem != "" {
					t.Fatalf("%s: %s", where, problem)
				}
				st := v.State.(*goofspiel.View)
				for s := range 2 {
					score := vw.Names(engine.Seat(s)) + ": " + itoa(int(st.Scores[s])) + " points"
					if !slicesContain(f.Texts(), score) {
						t.Fatalf("%s: the score %q is not written at rest", where, score)
					}
				}
				for _, p := range append(uitest.SharedIDs(f), uitest.Shown(f, shownItems(st, vw.Seat, vw.Names))...) {
					t.Fatalf("%s: %s", where, p)
				}
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

func slicesContain(ss []string, s string) bool {
	for _, x := range ss {
		if x == s {
			return true
		}
	}
	return false
}
