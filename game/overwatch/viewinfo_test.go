package overwatch

import (
	"bytes"
	"math/rand/v2"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"overdeck/engine"
)

// TestView_TableInfoAgreesWithTheRules: over random matches, the view's
// row powers add up to the power scores and the heroes' powers to the
// row powers, an ultimate is UltReady exactly
// when its key is legal, Ask is set exactly when t<value> keys are legal
// (hero choices name heroes in play), and each round record adds up.
func TestView_TableInfoAgreesWithTheRules(t *testing.T) {
	seen := map[string]bool{}
	for seed := uint64(1); seed <= 12; seed++ {
		m := midMatch(t, seed, 0)
		rng := rand.New(rand.NewPCG(seed, 6))
		for !m.Outcome().Over {
			s := m.Waiting()[0]
			v := m.View(s)
			st := v.State.(*View)
			for side := 0; side < 2; side++ {
				sum := st.RowPower[side][0] + st.RowPower[side][1] + st.RowPower[side][2]
				want(t, "row powers add up to the power score", sum, st.Power[side])
			}
			var rows [2][3]int16
			for i, h := range st.Heroes {
				if h.Defeated && st.HeroPower[i] != 0 {
					t.Fatalf("seed %d: defeated hero %d shows power %d", seed, h.ID, st.HeroPower[i])
				}
				rows[h.Side][h.Row] += st.HeroPower[i]
			}
			want(t, "hero powers add up to the row powers", rows, st.RowPower)
			for _, u := range st.Ults {
				_, legal := engine.FindKey(v.Legal, "u"+strconv.Itoa(int(u.Hero)))
				if legal != (u.Block == UltReady) {
					t.Fatalf("seed %d: ultimate of hero %d blocked %d (%s), legal %v", seed, u.Hero, u.Block, UltBlockText(u.Block), legal)
				}
				seen["block "+UltBlockText(u.Block)] = true
			}
			picks := 0
			for _, a := range v.Legal {
				if strings.HasPrefix(a.Key(), "t") {
					picks++
					if n, _ := strconv.Atoi(a.Key()[1:]); st.Ask.What == PickHero && !slices.ContainsFunc(st.Heroes, func(h Hero) bool { return h.ID == int32(n) }) {
						t.Fatalf("seed %d: hero choice %s names no hero in play", seed, a.Key())
					}
				}
			}
			want(t, "Ask.Asking when choices are asked for", st.Ask.Asking, picks > 0)
			if st.Ask.Asking {
				seen["ask "+strconv.Itoa(int(st.Ask.What))] = true
				_, done := engine.FindKey(v.Legal, "done")
				want(t, "Ask.Stop when done is legal", st.Ask.Stop, done)
			}
			if err := m.Apply(s, v.Legal[rng.IntN(len(v.Legal))]); err != nil {
				t.Fatal(err)
			}
		}
		for i, r := range m.Rules().(*State).Result {
			want(t, "round number", int(r.Round), i+1)
			for side := 0; side < 2; side++ {
				want(t, "round row powers", r.RowPower[side][0]+r.RowPower[side][1]+r.RowPower[side][2], r.Power[side])
			}
			by := DecidedTie
			switch {
			case r.Power[0] != r.Power[1]:
				by = DecidedByPower
			case r.Synergy[0] != r.Synergy[1]:
				by = DecidedBySynergy
			}
			want(t, "decided by", r.By, by)
		}
	}
	for _, k := range []string{"block " + UltBlockText(UltReady), "block " + UltBlockText(UltCannotPay), "block " + UltBlockText(UltSpent),
		"ask " + strconv.Itoa(int(PickHero)), "ask " + strconv.Itoa(int(PickRow))} {
		if !seen[k] {
			t.Errorf("never seen: %s (seen %v)", k, seen)
		}
	}
}

// TestHidden_ViewLeaksNothingAtAnyPoint: at every decision of a few
// matches (skill choices, ultimates and round ends included, so the row
// powers, Ask and Ults are in scope), neither seat's view bytes change
// when the other hand or the deck orders change.
func TestHidden_ViewLeaksNothingAtAnyPoint(t *testing.T) {
	for seed := uint64(20); seed < 24; seed++ {
		m := midMatch(t, seed, 0)
		rng := rand.New(rand.NewPCG(seed, 8))
		for !m.Outcome().Over {
			g := m.Rules().(*State)
			for me := 0; me < 2; me++ {
				c := g.Clone().(*State)
				other := &c.P[1-me]
				if len(other.Deck) > 0 && len(other.Hand) > len(other.Known) {
					i := slices.IndexFunc(other.Hand, func(x uint8) bool { return !slices.Contains(other.Known, x) })
					other.Hand[i], other.Deck[0] = other.Deck[0], other.Hand[i]
					slices.Sort(other.Hand)
				}
				slices.Reverse(c.P[0].Deck)
				slices.Reverse(c.P[1].Deck)
				a, _ := g.View(engine.Seat(me)).MarshalMsg(nil)
				b, _ := c.View(engine.Seat(me)).MarshalMsg(nil)
				if !bytes.Equal(a, b) {
					t.Fatalf("seed %d turn %d: seat %d's view changed with hidden cards", seed, g.Turns, me)
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

// TestLog_NamesTargetsAndDamage: the log says who chose what and who
// dealt how much damage to whom, and never ends a line with "..".
func TestLog_NamesTargetsAndDamage(t *testing.T) {
	chose := regexp.MustCompile(`^Player [12]'s .+ chooses .+ for .+[.]$`)
	dealt := regexp.MustCompile(`^Player [12]'s .+ deals [0-9]+ damage to Player [12]'s .+[.]$`)
	var nChose, nDealt int
	for seed := uint64(1); seed <= 6; seed++ {
		m := midMatch(t, seed, 400)
		for _, e := range m.Log() {
			if strings.HasSuffix(e.Text, "..") {
				t.Errorf("double period: %q", e.Text)
			}
			if chose.MatchString(e.Text) {
				nChose++
			}
			if dealt.MatchString(e.Text) {
				nDealt++
			}
		}
	}
	if nChose == 0 || nDealt == 0 {
		t.Fatalf("%d choice lines, %d damage lines", nChose, nDealt)
	}
}
