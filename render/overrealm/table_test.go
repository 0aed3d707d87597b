package overrealm

import (
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"overdeck/engine"
	"overdeck/game/overrealm"
	"overdeck/render/kit"
	"overdeck/render/layout"
)

// playTo plays random legal moves (straight to the match) until the
// selection phase of turn n, or the end.
func playTo(t testing.TB, m *engine.Match, rng *rand.Rand, turn int) {
	t.Helper()
	for !m.Outcome().Over {
		st := view(m.View(0))
		if st.Phase == phSelect && int(st.Turn) >= turn {
			return
		}
		for _, s := range m.Waiting() {
			l := m.Legal(s)
			if err := m.Apply(s, l[rng.IntN(len(l))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}

func TestKitIsRegistered(t *testing.T) {
	k, ok := kit.Lookup("overrealm")
	if !ok || k.DefaultSetup().Get("mode", "") != "casual" || !strings.Contains(k.Rules, "Counter") {
		t.Fatalf("kit = %+v, %v", k.Options, ok)
	}
	for _, c := range k.Options[0].Choices {
		if _, err := engine.NewMatch(overrealm.Game, k.DefaultSetup().With("mode", c.Value).With("shell.mode", "hotseat"), 1); err != nil {
			t.Errorf("mode %s refused: %v", c.Value, err)
		}
	}
}

// The phase and mode numbers the table mirrors match what the rules do,
// and a KO replacement is said to come at the end of the turn just played.
func TestPhasesMatchTheRules(t *testing.T) {
	for mode, want := range map[string]uint8{"casual": modeCasual, "draft": modeDraft, "competitive": modeCompetitive} {
		if got := view(newMatch(t, mode, 1).View(0)).Mode; got != want {
			t.Errorf("mode %s is %d, want %d", mode, got, want)
		}
	}
	prefix := map[uint8]string{phDraft: "p", phTeam: "t", phKO: "k", phClear: "a"}
	seen := map[uint8]bool{}
	for seed := uint64(1); seed < 60 && len(seen) < 5; seed++ {
		m := newMatch(t, "casual", seed)
		rng := rand.New(rand.NewPCG(seed, 9))
		for !m.Outcome().Over {
			s := m.Waiting()[0]
			v := m.View(s)
			st := view(v)
			seen[st.Phase] = true
			k := v.Legal[0].Key()
			if p, ok := prefix[st.Phase]; ok && !strings.HasPrefix(k, p) {
				t.Fatalf("phase %d offers %q", st.Phase, k)
			}
			if st.Phase == phSelect && k != "draw" {
				t.Fatalf("selection phase offers %q first", k)
			}
			if w := whoseTurn(v, st, engine.Seat.String); st.Phase == phKO && !strings.HasPrefix(w, "End of turn "+itoa(int(st.Turn))+". ") {
				t.Fatalf("a KO replacement after turn %d says %q", st.Turn, w)
			}
			m.Apply(s, v.Legal[rng.IntN(len(v.Legal))])
		}
		if view(m.View(0)).Phase != phOver {
			t.Fatal("a finished game is not in phOver")
		}
	}
	if !seen[phKO] || !seen[phSelect] || !seen[phTeam] {
		t.Errorf("phases seen: %v", seen)
	}
}

// Player 2's screen is the same whatever Player 1 chose behind the shield
// (and whatever Player 1 pressed on the same table).
func TestSecondChooserSeesNothingOfTheFirst(t *testing.T) {
	for _, seed := range []uint64{3, 8, 21} {
		base := newMatch(t, "casual", seed)
		rng := rand.New(rand.NewPCG(seed, 1))
		playTo(t, base, rng, 3)
		if base.Outcome().Over {
			continue
		}
		legal := base.Legal(0)
		var ref [][]byte
		for n := 0; n < 6; n++ {
			m := base.Clone()
			tb := New()
			v1 := m.View(0)
			dismissReveal(t, tb, v1, rng)
			key := legal[rng.IntN(len(legal))].Key()
			if got, ok := build(t, tb, v1, key); !ok || got != key {
				t.Fatalf("building %q gave %q, %v", key, got, ok)
			}
			if err := m.ApplyKey(0, key); err != nil {
				t.Fatal(err)
			}
			if texts := strings.Join(drawFor(tb, m.View(0), 1280, 720).Texts(), "|"); !strings.Contains(texts, "Your choice: ") {
				t.Fatalf("Player 1 is not shown its own choice: %q", texts)
			}
			v2 := m.View(1)
			var frames [][]byte
			for _, s := range screens {
				f := drawFor(tb, v2, s[0], s[1])
				frames = append(frames, []byte(strings.Join(f.Texts(), "|")))
				if n > 0 && !reflect.DeepEqual(f.Ops, drawFor(New(), v2, s[0], s[1]).Ops) {
					t.Fatalf("seed %d: Player 2's frame depends on the table Player 1 used", seed)
				}
			}
			if n == 0 {
				ref = frames
				continue
			}
			for i := range frames {
				if string(frames[i]) != string(ref[i]) {
					t.Fatalf("seed %d: Player 2's screen changes with Player 1's choice %q", seed, key)
				}
			}
		}
	}
}

// Every legal action of several positions is reached by pressing the
// table's buttons, and gives exactly its key.
func TestEveryLegalActionIsReachable(t *testing.T) {
	positions := 0
	for _, seed := range []uint64{2, 5, 11, 17} {
		m := newMatch(t, []string{"casual", "draft", "competitive"}[seed%3], seed)
		rng := rand.New(rand.NewPCG(seed, 2))
		for turn := 0; turn < 8 && !m.Outcome().Over; turn++ {
			for _, s := range m.Waiting() {
				v := m.View(s)
				keys := v.Legal
				if len(keys) > 300 {
					keys = keys[:300]
				}
				for _, a := range keys {
					tb := New()
					dismissReveal(t, tb, v, rng)
					if got, ok := build(t, tb, v, a.Key()); !ok || got != a.Key() {
						t.Fatalf("seed %d: pressing for %q gave %q, %v", seed, a.Key(), got, ok)
					}
				}
				positions++
			}
			for _, s := range m.Waiting() {
				l := m.Legal(s)
				m.Apply(s, l[rng.IntN(len(l))])
			}
		}
	}
	if positions < 20 {
		t.Errorf("only %d positions tried", positions)
	}
}

// Whole hot-seat games played only through the table's buttons (one
// table for both players, a reveal stepped through between turns) reach
// their end.
func TestRandomGamesThroughButtons(t *testing.T) {
	for _, mode := range []string{"casual", "draft", "competitive"} {
		m := newMatch(t, mode, 40)
		rng := rand.New(rand.NewPCG(40, 3))
		tb := New()
		for moves := 0; !m.Outcome().Over; moves++ {
			if moves > 3000 {
				t.Fatalf("%s: the game does not end", mode)
			}
			s := m.Waiting()[0]
			v := m.View(s)
			dismissReveal(t, tb, v, rng)
			key := v.Legal[rng.IntN(len(v.Legal))].Key()
			got, ok := build(t, tb, v, key)
			if !ok || got != key {
				t.Fatalf("%s: pressing for %q gave %q, %v", mode, key, got, ok)
			}
			if err := m.ApplyKey(s, got); err != nil {
				t.Fatal(err)
			}
			checkFrame(t, tb, m.View(s))
		}
	}
}

// checkFrame checks that every button fits the screen, is tall enough to
// touch, starts with "table." and that enabled buttons do not overlap.
func checkFrame(t *testing.T, tb *Table, v *engine.SeatView) {
	t.Helper()
	for _, s := range screens {
		f := drawFor(tb, v, s[0], s[1])
		for i, b := range f.Buttons {
			if !strings.HasPrefix(b.ID, "table.") || b.Label == "" || b.H < layout.MinTouch-0.01 ||
				b.X < -0.01 || b.Y < -0.01 || b.X+b.W > s[0]+0.01 || b.Y+b.H > s[1]+0.01 {
				t.Fatalf("%v: button %+v", s, b)
			}
			for _, o := range f.Buttons[:i] {
				if b.Enabled && o.Enabled && b.X < o.X+o.W-0.5 && o.X < b.X+b.W-0.5 && b.Y < o.Y+o.H-0.5 && o.Y < b.Y+b.H-0.5 {
					t.Fatalf("%v: %s overlaps %s", s, b.ID, o.ID)
				}
			}
		}
	}
}

// Every Clear Mind arrangement (competitive seed 3 starts with
// Cleansitoad) is reached by pressing the cards.
func TestClearMindThroughButtons(t *testing.T) {
	m := newMatch(t, "competitive", 3)
	rng := rand.New(rand.NewPCG(3, 1))
	for !m.Outcome().Over {
		s := m.Waiting()[0]
		v := m.View(s)
		if view(v).Phase == phClear {
			for _, a := range v.Legal {
				if k, ok := build(t, New(), v, a.Key()); !ok || k != a.Key() {
					t.Fatalf("arranging for %q gave %q, %v", a.Key(), k, ok)
				}
			}
			return
		}
		if view(v).Phase >= phSelect {
			break
		}
		m.Apply(s, v.Legal[rng.IntN(len(v.Legal))])
	}
	t.Fatal("seed 3 no longer starts with Clear Mind: pick another seed")
}
