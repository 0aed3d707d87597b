package overwatch

import (
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"

	"overdeck/engine"
	"overdeck/game/overwatch"
	"overdeck/render/kit"
)

func TestKitIsRegistered(t *testing.T) {
	k, ok := kit.Lookup("overwatch")
	if !ok || !strings.Contains(k.Rules, "Synergy damage") || !strings.Contains(k.Rules, "Placement") {
		t.Fatalf("kit = %+v, %v", k.Options, ok)
	}
	if k.DefaultSetup().Get("first", "") != "random" || k.DefaultSetup().Get("deck1", "") != "full" {
		t.Errorf("default setup = %+v", k.DefaultSetup())
	}
	for _, o := range k.Options {
		for _, c := range o.Choices {
			if _, err := engine.NewMatch(overwatch.Game, k.DefaultSetup().With(o.Key, c.Value).With("shell.mode", "hotseat"), 1); err != nil {
				t.Errorf("%s=%s refused: %v", o.Key, c.Value, err)
			}
		}
	}
}

// hideSwap changes what seat 0 may not know: a card of Player 2's hand
// (not one both know) trades places with one of its deck, and both decks
// are put in another order.
func hideSwap(g *overwatch.State) bool { return swapHidden(g, 1) }

// swapHidden trades a card of side's hand that only side knows with one of
// its deck, and puts both decks in another order.
func swapHidden(g *overwatch.State, side int) bool {
	p := &g.P[side]
	changed := false
	for i, c := range p.Hand {
		if !slices.Contains(p.Known, c) && len(p.Deck) > 0 && p.Deck[0] != c && !slices.Contains(p.Hand, p.Deck[0]) {
			p.Hand[i], p.Deck[0] = p.Deck[0], c
			slices.Sort(p.Hand)
			changed = true
			break
		}
	}
	slices.Reverse(g.P[0].Deck)
	slices.Reverse(g.P[1].Deck)
	return changed
}

// A seat's frame is the same, display list and buttons, whatever the
// other hand holds and whatever order the decks are in.
func TestFrameIgnoresHiddenCards(t *testing.T) {
	tried := 0
	for seed := uint64(1); seed <= 8; seed++ {
		for _, n := range []int{4, 11, 23} {
			m := newMatch(t, seed)
			playRandom(t, m, rand.New(rand.NewPCG(seed, 4)), n)
			if m.Outcome().Over {
				continue
			}
			other := m.Clone()
			if !hideSwap(other.Rules().(*overwatch.State)) {
				continue
			}
			tried++
			for _, s := range screens {
				a, b := New(), New()
				va, vb := m.View(0), other.View(0)
				fa, fb := drawFor(a, va, s[0], s[1]), drawFor(b, vb, s[0], s[1])
				if !reflect.DeepEqual(fa.Ops, fb.Ops) || !reflect.DeepEqual(fa.Buttons, fb.Buttons) {
					t.Fatalf("seed %d after %d moves: seat 0's frame depends on Player 2's hidden cards", seed, n)
				}
				// The same after selecting each of seat 0's buttons that
				// changes the table's own state.
				for _, id := range enabledIDs(fa) {
					if strings.HasPrefix(id, "table.card.") || strings.HasPrefix(id, "table.hero.") || id == "table.log" {
						a.Action(id, va)
						b.Action(id, vb)
						if ga, gb := drawFor(a, va, s[0], s[1]), drawFor(b, vb, s[0], s[1]); !reflect.DeepEqual(ga.Ops, gb.Ops) {
							t.Fatalf("seed %d: after %s the frame depends on hidden cards", seed, id)
						}
						a.Action("table.close", va)
						b.Action("table.close", vb)
					}
				}
			}
		}
	}
	if tried < 10 {
		t.Errorf("only %d positions tried", tried)
	}
}

// A spectator's frame is the same whatever either hand holds.
func TestSpectatorSeesNoHand(t *testing.T) {
	for seed := uint64(1); seed <= 4; seed++ {
		m := newMatch(t, seed)
		playRandom(t, m, rand.New(rand.NewPCG(seed, 4)), 9)
		other := m.Clone()
		g := other.Rules().(*overwatch.State)
		if !swapHidden(g, 0) || !swapHidden(g, 1) {
			continue
		}
		for _, s := range screens {
			fa, fb := drawFor(New(), m.View(engine.NoSeat), s[0], s[1]), drawFor(New(), other.View(engine.NoSeat), s[0], s[1])
			if !reflect.DeepEqual(fa.Ops, fb.Ops) || !reflect.DeepEqual(fa.Buttons, fb.Buttons) {
				t.Fatalf("seed %d: the spectator's frame depends on the hands", seed)
			}
			for _, b := range fa.Buttons {
				if strings.HasPrefix(b.ID, "table.card.") {
					t.Fatalf("a spectator is shown a hand card: %s", b.ID)
				}
			}
		}
	}
}

// Every legal action of many positions is reached by pressing enabled
// buttons on the screen, and gives exactly its key.
func TestEveryLegalActionIsReachable(t *testing.T) {
	positions, kinds := 0, map[byte]int{}
	for seed := uint64(1); seed <= 12; seed++ {
		m := newMatch(t, seed)
		rng := rand.New(rand.NewPCG(seed, 2))
		for step := 0; step < 60 && !m.Outcome().Over; step++ {
			s := m.Waiting()[0]
			v := m.View(s)
			if step%3 == 0 || view(v).Phase == overwatch.PhaseSkill {
				var keys []engine.Action
				for i, a := range v.Legal {
					if a.Key()[0] != 'h' || i%5 == step%5 {
						keys = append(keys, a) // every other key, a fifth of the plays
					}
				}
				for i, a := range keys {
					tb := New()
					dismiss(t, tb, v)
					if got, ok := build(t, tb, v, a.Key(), i); !ok || got != a.Key() {
						t.Fatalf("seed %d: pressing for %q gave %q, %v", seed, a.Key(), got, ok)
					}
					kinds[a.Key()[0]]++
				}
				positions++
			}
			m.Apply(s, v.Legal[rng.IntN(len(v.Legal))])
		}
	}
	t.Logf("%d positions, keys by kind %v", positions, kinds)
	if positions < 100 || kinds['t'] < 20 || kinds['u'] < 5 || kinds['h'] < 200 || kinds['p'] < 5 || kinds['a'] < 20 {
		t.Errorf("only %d positions, keys by kind %v", positions, kinds)
	}
}

// Whole hot-seat matches played only through the table's buttons (one
// table for both players, round results read between rounds) reach their
// end, and every frame on the way keeps its buttons on the screen.
func TestRandomMatchesThroughButtons(t *testing.T) {
	for seed := uint64(30); seed < 38; seed++ {
		m := newMatch(t, seed)
		rng := rand.New(rand.NewPCG(seed, 3))
		tb := New()
		banners := 0
		for moves := 0; !m.Outcome().Over; moves++ {
			if moves > 2000 {
				t.Fatalf("seed %d: the match does not end", seed)
			}
			s := m.Waiting()[0]
			v := m.View(s)
			if _, ok := drawFor(tb, v, 1280, 720).Find("table.banner"); ok {
				banners++
			}
			dismiss(t, tb, v)
			key := v.Legal[rng.IntN(len(v.Legal))].Key()
			got, ok := build(t, tb, v, key, moves)
			if !ok || got != key {
				t.Fatalf("seed %d: pressing for %q gave %q, %v", seed, key, got, ok)
			}
			if err := m.ApplyKey(s, got); err != nil {
				t.Fatal(err)
			}
			if moves%4 == 0 && !m.Outcome().Over {
				checkFrame(t, tb, m.View(m.Waiting()[0]))
			}
		}
		if want := len(view(m.View(0)).Result) - 1; banners < want {
			t.Errorf("seed %d: %d round banners for %d rounds before the last", seed, banners, want)
		}
	}
}

// Pass is enabled exactly when the rules allow it: with six heroes, or
// with an empty hand.
func TestPassOnlyAtSixHeroes(t *testing.T) {
	on, off := 0, 0
	for seed := uint64(1); seed <= 4; seed++ {
		m := newMatch(t, seed)
		rng := rand.New(rand.NewPCG(seed, 6))
		for !m.Outcome().Over {
			s := m.Waiting()[0]
			v := m.View(s)
			st := view(v)
			tb := New()
			tb.seats[int(s)+1].seen = len(st.Result)
			b, ok := drawFor(tb, v, 1280, 720).Find("table.pass")
			_, legal := engine.FindKey(v.Legal, "pass")
			if !ok || b.Enabled != legal || legal && heroCount(st, int(s)) < 6 && len(st.P[s].Hand) > 0 {
				t.Fatalf("pass button %+v, legal %v, %d heroes", b, legal, heroCount(st, int(s)))
			}
			if legal {
				on++
			} else {
				off++
			}
			m.Apply(s, v.Legal[rng.IntN(len(v.Legal))])
		}
	}
	if on == 0 || off == 0 {
		t.Errorf("pass enabled %d times, disabled %d", on, off)
	}
}

// TestRulesTextReadsPlain: the rules screen has every help section, without
// the test names the sections carry for the team.
func TestRulesTextReadsPlain(t *testing.T) {
	text := RulesText()
	for _, h := range overwatch.Rules {
		if !strings.Contains(text, h.Title+". ") {
			t.Errorf("no section %q", h.Title)
		}
	}
	if strings.Contains(text, "[Test") {
		t.Error("the rules screen shows test names")
	}
}
