package overwatch

import (
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"overdeck/engine"
	"overdeck/game/overwatch"
	"overdeck/render/kit"
	"overdeck/render/ui"
	"overdeck/render/ui/uitest"
)

// shownItems are the public things of st that the frame of seat must
// show: every hero on the battlefield with the tokens on it, each side's
// three rows with their power (and synergy, in the mirror), and the
// seat's own hand.
func shownItems(st *overwatch.View, seat engine.Seat, name func(engine.Seat) string) []uitest.Item {
	var items []uitest.Item
	for i := range st.Heroes {
		h := &st.Heroes[i]
		n := cardName(h.Card)
		it := uitest.Item{What: heroName(h, seat, name) + " (" + rowNames[h.Row] + " row)", Button: "table.hero." + itoa(int(h.ID)),
			Names: []string{n, shortName(n)}}
		if !h.Defeated {
			it.List = marksOn(st, h.ID)
		}
		items = append(items, it)
	}
	for side := range 2 {
		for row := range int8(3) {
			items = append(items, uitest.Item{What: "side " + itoa(side) + "'s " + rowNames[row] + " row", Button: "table.row." + itoa(side) + "." + itoa(int(row)),
				Names: []string{itoa(int(st.RowPower[side][row]))}, Mirror: rowNames[row] + " row: synergy " + itoa(int(st.Syn[side][row])) + ", power " + itoa(int(st.RowPower[side][row]))})
		}
	}
	if seat == 0 || seat == 1 {
		for _, c := range st.P[seat].Hand {
			n := cardName(c)
			items = append(items, uitest.Item{What: "the hand's " + n, Button: "table.card." + itoa(int(c)), Names: []string{n, shortName(n)}})
		}
	}
	return items
}

// TestTruth_EveryPublicThingIsOnScreen: over random matches (both players
// with the same deck, so the same hero is often on both sides or in one
// hand and on the other side, and with two different decks), looked at in
// every mode at 360×640, 1280×720 and 1920×1080 with the animations on,
// the table comes to rest after every move within the longest
// animation's length, and then every hero on the battlefield and every
// card of the seat's hand is drawn inside the screen under its own mirror
// button, with its name in full, not covered, and the tokens on it listed
// in full or with "+N more"; and no text or label names a column as the
// rules number it inside ("column -1").
func TestTruth_EveryPublicThingIsOnScreen(t *testing.T) {
	if testing.Short() {
		t.Skip("plays matches at three sizes in four modes")
	}
	setups := []engine.Setup{engine.Setup{}.With("first", "1"),
		engine.Setup{}.With("first", "2").With("deck0", "assault").With("deck1", overwatch.Decks[len(overwatch.Decks)-1].Name)}
	seen := map[string]bool{} // problems reported, each once
	for i, setup := range setups {
		m, err := engine.NewMatch(overwatch.Game, setup, uint64(11+i))
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(uint64(i), 5))
		vws := uitest.Viewers(func() kit.Table { return New() })
		for step := 0; !m.Outcome().Over && step < 120 && len(seen) < 12; step++ {
			for _, vw := range vws {
				where := "setup " + strconv.Itoa(i) + " step " + strconv.Itoa(step) + " " + vw.Where()
				f, v, problem := vw.Settled(m, "table.banner")
				if problem != "" {
					t.Errorf("%s: %s", where, problem)
				}
				for _, p := range append(uitest.Shown(f, shownItems(view(v), vw.Seat, vw.Names)), columnWords(f)...) {
					if !seen[p] {
						seen[p] = true
						t.Errorf("%s: %s", where, p)
					}
				}
			}
			s := m.Waiting()[0]
			l := m.Legal(s)
			if err := m.Apply(s, l[rng.IntN(len(l))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// columnWords returns the texts and labels of f that name a column as the
// rules number it inside ("column -1", "column 0"), not as a player counts.
func columnWords(f *ui.Frame) []string {
	var out []string
	for _, s := range f.Texts() {
		l := strings.ToLower(s)
		if strings.Contains(l, "column -") || strings.Contains(l, "column 0") {
			out = append(out, "a column named as the rules number it: "+strconv.Quote(s))
		}
	}
	return out
}

// TestNoColumns: the rules' column numbers are taken out of log lines.
func TestNoColumns(t *testing.T) {
	for in, want := range map[string]string{
		"Player 1's Mei chooses Player 2's Ana (Back row, column -1) for Cryo Freeze.": "Player 1's Mei chooses Player 2's Ana (Back row) for Cryo Freeze.",
		"Your Hanzo chooses column -2 for Dragonstrike.":                               "Your Hanzo chooses a column for Dragonstrike.",
		"Column damage hits column 0, column 1.":                                       "Column damage hits a column.",
		"The column stays.":                                                            "The column stays.",
	} {
		if got := noColumns(in); got != want {
			t.Errorf("noColumns(%q) = %q, want %q", in, got, want)
		}
	}
}
