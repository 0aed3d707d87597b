package overwatch

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"overdeck/engine"
	"overdeck/game/overwatch"
)

func texts(tb *Table, v *engine.SeatView) string {
	return strings.Join(drawFor(tb, v, 1280, 720).Texts(), " ")
}

// A seat may zoom its own cards and every hero on the battlefield, never
// a card of the other hand.
func TestZoomShowsOnlyWhatTheSeatMaySee(t *testing.T) {
	m := newMatch(t, 5)
	playRandom(t, m, rand.New(rand.NewPCG(5, 1)), 6)
	s := m.Waiting()[0]
	v := m.View(s)
	st := view(v)
	tb := New()
	own := st.P[s].Hand[0]
	press(t, tb, v, "table.card."+itoa(int(own)), 0)
	if tb.seats[int(s)+1].overlay == "" { // selected to play: zoom it
		press(t, tb, v, "table.zoom.card."+itoa(int(own)), 0)
	}
	if got := texts(tb, v); !strings.Contains(got, cardName(own)) || !strings.Contains(got, "Power by row") {
		t.Errorf("zoom of an own card shows %q", got)
	}
	press(t, tb, v, "table.close", 0)
	tried := 0
	for _, c := range view(m.View(1 - s)).P[1-s].Hand {
		if slices.Contains(st.P[s].Hand, c) {
			continue
		}
		tried++
		tb.Action("table.zoom.card."+itoa(int(c)), v)
		if got := texts(tb, v); strings.Contains(got, cardName(c)) || !strings.Contains(got, "Nothing to show") {
			t.Fatalf("zooming the other hand's %s shows %q", cardName(c), got)
		}
		tb.Action("table.close", v)
	}
	if tried == 0 {
		t.Error("no card of the other hand tried")
	}
	h := st.Heroes[0]
	press(t, tb, v, "table.hero."+itoa(int(h.ID)), 0)
	if tb.seats[int(s)+1].overlay == "" { // selected: zoom it
		press(t, tb, v, "table.zoom.hero."+itoa(int(h.ID)), 0)
	}
	if got := texts(tb, v); !strings.Contains(got, cardName(h.Card)) || !strings.Contains(got, "health") {
		t.Errorf("zoom of a hero shows %q", got)
	}
}

// The keywords overlay explains the glossary; the log overlay shows the
// seat's log and pages back; a card's zoom explains its keywords.
func TestKeywordsAndLog(t *testing.T) {
	m := newMatch(t, 2)
	playRandom(t, m, rand.New(rand.NewPCG(2, 1)), 40)
	v := m.View(m.Waiting()[0])
	tb := New()
	tb.seats[int(v.Seat)+1].seen = len(view(v).Result)
	press(t, tb, v, "table.help", 1)
	if got := texts(tb, v); !strings.Contains(got, "Synergy damage") || !strings.Contains(got, "Adjacent") {
		t.Errorf("keywords show %q", got)
	}
	press(t, tb, v, "table.close", 1)
	press(t, tb, v, "table.log", 2)
	last := v.Log[len(v.Log)-1].Text
	if got := texts(tb, v); !strings.Contains(got, last) {
		t.Errorf("the log does not end with %q: %q", last, got)
	}
	press(t, tb, v, "table.log.older", 2)
	if got := texts(tb, v); strings.Contains(got, last) {
		t.Errorf("the older page still shows %q", last)
	}
	press(t, tb, v, "table.log.newer", 2)
	press(t, tb, v, "table.close", 2)
	if kw := keywords("Each adjacent ally takes synergy damage."); len(kw) < 3 {
		t.Errorf("keywords found: %q", kw)
	}
}

// After a round ends each seat is shown its result once, before it acts.
func TestRoundResultBannerOncePerSeat(t *testing.T) {
	m := newMatch(t, 9)
	rng := rand.New(rand.NewPCG(9, 1))
	tb := New()
	for len(view(m.View(0)).Result) == 0 {
		s := m.Waiting()[0]
		if _, ok := drawFor(tb, m.View(s), 1280, 720).Find("table.banner"); ok {
			t.Fatal("a banner before any round ended")
		}
		playRandom(t, m, rng, 1)
	}
	for range 2 {
		s := m.Waiting()[0]
		v := m.View(s)
		got := texts(tb, v)
		if !strings.Contains(got, "Round 1: ") || !strings.Contains(got, "Rounds won") {
			t.Fatalf("%v is not shown the round result: %q", s, got)
		}
		press(t, tb, v, "table.banner", 0)
		if _, ok := drawFor(tb, v, 1280, 720).Find("table.banner"); ok {
			t.Fatal("the banner stays after Continue")
		}
		playRandom(t, m, rng, 1)
		for m.Waiting()[0] == s {
			playRandom(t, m, rng, 1)
		}
	}
}

// Selecting a hero whose ultimate is legal offers it with its cost; one
// whose ultimate is not shows it disabled with the reason.
func TestUltimateShowsCostAndWhetherTheRowCanPay(t *testing.T) {
	on, off := 0, 0
	for seed := uint64(1); seed <= 6 && (on < 3 || off < 3); seed++ {
		m := newMatch(t, seed)
		rng := rand.New(rand.NewPCG(seed, 8))
		for !m.Outcome().Over {
			s := m.Waiting()[0]
			v := m.View(s)
			st := view(v)
			if st.Phase == overwatch.PhaseTurn {
				for _, h := range st.Heroes {
					if int(h.Side) != int(s) || card(h.Card).Ult == nil {
						continue
					}
					tb := New()
					tb.seats[int(s)+1].seen = len(st.Result)
					press(t, tb, v, "table.hero."+itoa(int(h.ID)), 0)
					b, ok := drawFor(tb, v, 1280, 720).Find("table.ult")
					_, legal := engine.FindKey(v.Legal, "u"+itoa(int(h.ID)))
					if !ok || b.Enabled != legal || legal && !strings.Contains(b.Label, "synergy") {
						t.Fatalf("ultimate button %+v, legal %v", b, legal)
					}
					if got := texts(tb, v); !strings.Contains(got, "synergy") || !strings.Contains(got, rowNames[h.Row]+" row has") {
						t.Fatalf("the panel does not say the cost and the row's synergy: %q", got)
					}
					if legal {
						on++
					} else {
						off++
					}
				}
			}
			m.Apply(s, v.Legal[rng.IntN(len(v.Legal))])
		}
	}
	if on < 3 || off < 3 {
		t.Errorf("ultimates offered %d times, refused %d", on, off)
	}
}

// A previewed pick says what it reaches before it is confirmed.
func TestPickPreview(t *testing.T) {
	seen := 0
	for seed := uint64(1); seed <= 10 && seen < 10; seed++ {
		m := newMatch(t, seed)
		rng := rand.New(rand.NewPCG(seed, 3))
		for !m.Outcome().Over {
			s := m.Waiting()[0]
			v := m.View(s)
			li := analyse(v, view(v))
			if len(li.picks) > 0 {
				p := li.picks[0]
				tb := New()
				tb.seats[int(s)+1].seen = len(view(v).Result)
				if b, _ := drawFor(tb, v, 1280, 720).Find("table.confirm"); b.Enabled {
					t.Fatal("confirm is enabled before a choice")
				}
				id := "table.pick." + itoa(p.val)
				if p.kind == pkHero {
					id = "table.hero." + itoa(p.val)
				}
				press(t, tb, v, id, 0)
				got := texts(tb, v)
				if !strings.Contains(got, " on ") || !strings.Contains(got, "Confirm") {
					t.Fatalf("no preview for %+v: %q", p, got)
				}
				seen++
			}
			m.Apply(s, v.Legal[rng.IntN(len(v.Legal))])
		}
	}
}
