package overpower

import (
	"strings"
	"testing"

	"overdeck/game/overpower"
)

// TestLimitedEditor_SaysWhyAPickOffersFewStacks: at every pick of a draft
// on a phone and a desktop, the screen says the pod's snake order, how
// many stacks are open, and, when some are dimmed, why.
func TestLimitedEditor_SaysWhyAPickOffersFewStacks(t *testing.T) {
	for _, sz := range [][2]float64{{360, 640}, {1280, 720}} {
		host := &fakeEditorHost{store: memStore{}}
		e := NewLimitedEditor("").(*LimitedEditor)
		e.Attach(host)
		ltdPress(t, e, "edit.ltd.draft.8", sz[0], sz[1])
		dimmed := 0
		for e.stage == ltdDraft {
			v := e.draft.View(e.person())
			text := strings.Join(drawBuilder(e, sz[0], sz[1]).Texts(), " ")
			for _, want := range []string{itoa(len(v.Open)) + " stacks", "snake order (seat 1 to 8, then back)"} {
				if !strings.Contains(text, want) {
					t.Fatalf("%v pick %d: the screen does not say %q: %s", sz, len(v.Own.Stacks)+1, want, text)
				}
			}
			if len(v.Legal) < len(v.Open) {
				dimmed++
				if !strings.Contains(text, "no room for a legal team") {
					t.Fatalf("%v pick %d: %d of %d stacks lit, and no word why: %s", sz, len(v.Own.Stacks)+1, len(v.Legal), len(v.Open), text)
				}
			}
			ltdPress(t, e, nextStack(t, e, sz[0], sz[1]), sz[0], sz[1])
		}
		t.Logf("%v: %d picks with dimmed stacks", sz, dimmed)
	}
}

// TestDeckBuilder_SaysWhatItsCountsMean: on every ready-made deck, at a
// phone's and a desktop's size, the counts say what they are measured
// against ("Cards 60 (min 56)"), and a list of cards the team cannot use
// says that the deck is still legal and what becomes of such a card.
func TestDeckBuilder_SaysWhatItsCountsMean(t *testing.T) {
	unusable := 0
	for _, d := range overpower.Decks {
		s := overpower.Summarize(d, nil)
		for _, sz := range [][2]float64{{360, 640}, {1280, 720}} {
			text := strings.Join(drawBuilder(NewDeckBuilder(d.Name, nil), sz[0], sz[1]).Texts(), " ")
			for _, want := range []string{"Cards " + itoa(s.Cards) + " (min " + itoa(s.Min) + ")", "(max " + itoa(overpower.MaxThreat) + ")"} {
				if !strings.Contains(text, want) {
					t.Fatalf("%s at %v: no %q in %s", d.Name, sz, want, text)
				}
			}
			if s.Legal() && len(s.Unusable) > 0 {
				unusable++
				if !strings.Contains(text, "A legal deck, but no Front Line character can play") || !strings.Contains(text, "discarded in the Discard Phase") {
					t.Fatalf("%s at %v: the cards it cannot use are not explained: %s", d.Name, sz, text)
				}
			}
		}
	}
	if unusable == 0 {
		t.Fatal("no ready-made deck has a card its team cannot use: the explanation went untested")
	}
}
