package multiverse

import (
	"math/rand/v2"
	"strings"
	"testing"

	"overdeck/engine"
	"overdeck/game/multiverse"
	"overdeck/render/kit"
)

func TestKitIsRegistered(t *testing.T) {
	k, ok := kit.Lookup(multiverse.Game.ID)
	if !ok || k.Record == nil || !strings.Contains(k.Rules, "Trigger") {
		t.Fatalf("kit = %+v, %v", k.Options, ok)
	}
	for _, o := range k.Options {
		for _, c := range o.Choices {
			newMatch(t, 1, o.Key, c.Value) // every choice deals
		}
	}
}

// TestDrawsEverywhere: at every screen size and at many moments of random
// games, the table draws with every button inside the screen and at a
// size a finger can hit, and nothing panics.
func TestDrawsEverywhere(t *testing.T) {
	for seed := uint64(1); seed <= 6; seed++ {
		m := newMatch(t, seed, multiverse.OptChampion, multiverse.Champions[seed%5].Name)
		rng := rand.New(rand.NewPCG(seed, 1))
		tb := New()
		for step := 0; step < 80 && !m.Outcome().Over; step++ {
			v := m.View(0)
			for _, s := range screens {
				f := drawFor(tb, v, s[0], s[1])
				for _, b := range f.Buttons {
					if b.X < -1 || b.Y < -1 || b.X+b.W > s[0]+1 || b.Y+b.H > s[1]+1 {
						t.Fatalf("seed %d step %d at %v: button %s at %+v is off the screen", seed, step, s, b.ID, b)
					}
				}
			}
			if rng.IntN(3) == 0 {
				skipTurn(t, tb, v)
				everyActionReachable(t, tb, v)
			}
			playRandom(t, m, rng, 1)
		}
	}
}

// everyActionReachable checks, at every screen size, that each legal action
// of v has its button: in the panel, or (an attack) on the Multiverse card
// it targets once its attacker is selected.
func everyActionReachable(t *testing.T, tb *Table, v *engine.SeatView) {
	t.Helper()
	st := view(v)
	for _, s := range screens {
		for _, a := range v.Legal {
			k := a.Key()
			for tb.Back(v) {
			}
			f := drawFor(tb, v, s[0], s[1])
			if b, ok := f.Find("table.act." + k); ok && b.Enabled {
				continue
			}
			sel := "table.champ"
			if k[0] != 'h' {
				c, _, _ := strings.Cut(k[1:], ".")
				for i, h := range st.Hand {
					if itoa(int(h)) == c {
						sel = "table.hand." + itoa(i)
						break
					}
				}
			}
			tb.Action(sel, v)
			f = drawFor(tb, v, s[0], s[1])
			if b, ok := f.Find("table.act." + k); ok && b.Enabled {
				tb.Back(v)
				continue
			}
			if k[0] != 'a' && k[0] != 'h' {
				t.Fatalf("at %v, action %q (%s) has no button: %v", s, k, a, enabledIDs(f))
			}
			_, slot, _ := strings.Cut(k[1:], ".")
			if k[0] == 'h' {
				slot = k[1:]
			}
			f = drawFor(tb, v, s[0], s[1])
			if b, ok := f.Find("table.slot." + slot); !ok || !b.Enabled {
				b, _ := f.Find("table.slot." + slot)
				t.Fatalf("at %v, attack %q (%s) has no target button: %+v near %d rows %d", s, k, a, b, st.Near, st.NRows)
			}
			if got, ok := tb.Action("table.slot."+slot, v); !ok || got != k {
				t.Fatalf("at %v, the target of %q gives %q, %v", s, k, got, ok)
			}
			tb.Back(v)
		}
	}
}

// TestTheMultiversesTurnStepByStep: ending the turn shows the Multiverse's
// turn from its first step, one step per Next, with the board of each
// step; Keep and Restore bring a new table back to the same step (a
// reload); Done returns to the player's turn, and Last turn shows it again.
func TestTheMultiversesTurnStepByStep(t *testing.T) {
	m := newMatch(t, 3, multiverse.OptLevel, "Skirmish")
	tb := New()
	endTurn(t, m)
	v := m.View(0)
	st := view(v)
	if len(st.Trace) < 3 {
		t.Fatalf("a Multiverse turn of %d steps", len(st.Trace))
	}
	b, ok := drawFor(tb, v, 1280, 720).Find("table.step.next")
	if !ok || b.Label != "Next step (1 of "+itoa(len(st.Trace))+")" {
		t.Fatalf("next button %+v, %v", b, ok)
	}
	press(t, tb, v, "table.step.next")
	press(t, tb, v, "table.step.next")
	again := New()
	again.Restore(tb.Keep())
	if b, _ := drawFor(again, v, 1280, 720).Find("table.step.next"); b.Label != "Next step (3 of "+itoa(len(st.Trace))+")" {
		t.Errorf("after a reload the turn shows %q", b.Label)
	}
	f := drawFor(tb, v, 1280, 720)
	if !strings.Contains(strings.Join(f.Texts(), "|"), multiverse.StepName(st.Trace[2].Kind)) {
		t.Errorf("step 3 (%s) is not named: %q", multiverse.StepName(st.Trace[2].Kind), f.Texts())
	}
	for i := 2; i < len(st.Trace); i++ {
		press(t, tb, v, "table.step.next")
	}
	f = drawFor(tb, v, 1280, 720)
	if _, ok := f.Find("table.step.next"); ok {
		t.Fatal("the turn is still shown after Done")
	}
	if _, ok := f.Find("table.act.e"); !ok {
		t.Errorf("no end-turn button back at the player's turn: %v", enabledIDs(f))
	}
	press(t, tb, v, "table.replay")
	if _, ok := drawFor(tb, v, 1280, 720).Find("table.step.skip"); !ok {
		t.Error("Last turn does not show the Multiverse's turn again")
	}
	again.Restore("rubbish")
	again.Restore("a|b|-1")
}

// TestNearestRowIsComputedFromTheBoardShown: the nearest row and the count
// of cards left agree with the rules' view at rest.
func TestNearestRowIsComputedFromTheBoardShown(t *testing.T) {
	for seed := uint64(1); seed <= 5; seed++ {
		m := newMatch(t, seed)
		rng := rand.New(rand.NewPCG(seed, 7))
		for !m.Outcome().Over {
			st := view(m.View(0))
			near, left := nearRow(st)
			if near != int(st.Near) || left != int(st.Left) {
				t.Fatalf("seed %d: near %d left %d, the rules say %d and %d", seed, near, left, st.Near, st.Left)
			}
			playRandom(t, m, rng, 1)
		}
	}
}

// TestALossOnTheMultiversesTurnIsShownFirst: when the Multiverse ends the
// game on its turn, the table shows that turn (Showing, kit.Finisher)
// until the player has stepped through or skipped it.
func TestALossOnTheMultiversesTurnIsShownFirst(t *testing.T) {
	for seed := uint64(1); seed <= 30; seed++ {
		m := newMatch(t, seed, multiverse.OptCards, "50")
		for !m.Outcome().Over {
			endTurn(t, m)
		}
		v := m.View(0)
		st := view(v)
		tb := New()
		if st.TraceTurn < st.Turn {
			if tb.Showing(v) {
				t.Errorf("seed %d: the game ended on the player's turn, yet the table shows the last", seed)
			}
			continue
		}
		if !tb.Showing(v) {
			t.Fatalf("seed %d: the Multiverse's winning turn is not shown", seed)
		}
		press(t, tb, v, "table.step.next")
		press(t, tb, v, "table.step.skip")
		if tb.Showing(v) {
			t.Fatalf("seed %d: still showing after Skip", seed)
		}
		return
	}
	t.Fatal("no game of 30 ended on the Multiverse's turn")
}

// TestNoTextCutOrTooSmall: at every screen size, at many moments of games
// (the Multiverse's turn shown or not, a card selected, a Champion in
// play), no text is cut, too small to read, or out of its box.
func TestNoTextCutOrTooSmall(t *testing.T) {
	for seed := uint64(1); seed <= 4; seed++ {
		m := newMatch(t, seed, multiverse.OptChampion, multiverse.Champions[seed%5].Name, multiverse.OptLevel, multiverse.Levels[seed%3].Name)
		rng := rand.New(rand.NewPCG(seed, 3))
		tb := New()
		for step := 0; step < 60 && !m.Outcome().Over; step++ {
			v := m.View(0)
			if st := view(v); step%4 == 1 && len(st.Hand) > 0 {
				tb.Action("table.hand."+itoa(rng.IntN(len(st.Hand))), v)
			}
			for _, s := range screens {
				f := drawFor(tb, v, s[0], s[1])
				if bad := f.Overflows(); len(bad) > 0 {
					t.Fatalf("seed %d step %d at %v: %q", seed, step, s, bad)
				}
				for _, b := range f.Buttons {
					if b.Enabled && (b.W < 43.5 || b.H < 43.5) {
						t.Fatalf("seed %d step %d at %v: button %s is %.0f x %.0f, smaller than a finger", seed, step, s, b.ID, b.W, b.H)
					}
				}
			}
			if rng.IntN(2) == 0 {
				skipTurn(t, tb, v)
			}
			playRandom(t, m, rng, 1)
		}
	}
}
