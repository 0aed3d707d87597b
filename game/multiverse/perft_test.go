package multiverse

import (
	"slices"
	"testing"
)

// TestPerft_LegalCounts: the number of legal actions at the start of seeded
// games and after the Multiverse's first turn (a rules change that moves a
// count shows at once).
func TestPerft_LegalCounts(t *testing.T) {
	want := [][4]int{{0, 1, 8, 8}, {0, 2, 8, 8}, {0, 3, 7, 7}, {1, 1, 8, 9}, {1, 2, 8, 8},
		{1, 3, 7, 7}, {2, 1, 7, 7}, {2, 2, 8, 7}, {2, 3, 8, 7}}
	for _, w := range want {
		m := newMatch(t, w[0], uint64(w[1]))
		if n := len(m.Legal(0)); n != w[2] {
			t.Errorf("%s seed %d: %d actions at the start, want %d", Levels[w[0]].Name, w[1], n, w[2])
		}
		if err := m.ApplyKey(0, "e"); err != nil {
			t.Fatal(err)
		}
		for m.Rules().(*State).Phase == PhaseDiscard {
			if err := m.Apply(0, m.Legal(0)[0]); err != nil {
				t.Fatal(err)
			}
		}
		if n := len(m.Legal(0)); n != w[3] {
			t.Errorf("%s seed %d: %d actions on turn 2, want %d", Levels[w[0]].Name, w[1], n, w[3])
		}
	}
}

// TestPerft_MainPhaseFormula: in phase 2 before any action the legal list
// is one Slow play per distinct Slow card, the Champion flip, one attack per
// distinct Super and card of the nearest row, the Champion's attacks, draw
// and end.
func TestPerft_MainPhaseFormula(t *testing.T) {
	checked := 0
	for _, m := range midGames(t, 60) {
		s := m.Rules().(*State)
		if s.Phase != PhaseMain || s.SlowUsed || s.Attacked || s.Drew {
			continue
		}
		checked++
		var slow, supers []uint8
		for _, c := range s.Hand {
			if card(c).Act.Slow() && !slices.Contains(slow, c) {
				slow = append(slow, c)
			}
			if card(c).Kind == Super && !slices.Contains(supers, c) {
				supers = append(supers, c)
			}
		}
		lo, hi := s.nearRange()
		targets := 0
		for i := lo; i < hi; i++ {
			if s.Rows[i].Has {
				targets++
			}
		}
		want := len(slow) + len(supers)*targets + 2
		if s.Champ >= 0 {
			want++
			if s.ChampUp {
				want += targets
			}
		}
		if n := len(s.Legal(0)); n != want {
			t.Errorf("%d legal actions, want %d", n, want)
		}
	}
	if checked < 5 {
		t.Errorf("only %d positions checked", checked)
	}
}
