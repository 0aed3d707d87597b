package overpower

import (
	"bytes"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"
)

// allComputers drafts a whole pod of computer drafters.
func allComputers(t testing.TB, seats int, seed uint64) *Draft {
	d, err := NewDraft(seats, 0, seed)
	if err != nil {
		t.Fatal(err)
	}
	d.RunComputers(Drafter{}.Pick)
	if !d.Over() {
		t.Fatal("the draft stopped before its end")
	}
	return d
}

// draftBytes encodes a draft.
func draftBytes(t testing.TB, d *Draft) []byte {
	b, err := d.MarshalMsg(nil)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestDraft_DeterministicFromSeed: the same seed drafts the same packs and
// picks, byte for byte; another seed another draft.
func TestDraft_DeterministicFromSeed(t *testing.T) {
	for _, n := range []int{8, 10} {
		a, b, c := allComputers(t, n, 5), allComputers(t, n, 5), allComputers(t, n, 6)
		if !bytes.Equal(draftBytes(t, a), draftBytes(t, b)) {
			t.Errorf("pod of %d: seed 5 drafted twice differently", n)
		}
		if bytes.Equal(draftBytes(t, a), draftBytes(t, c)) {
			t.Errorf("pod of %d: seeds 5 and 6 drafted the same", n)
		}
	}
}

// TestDraft_SnakeOrder: the seats pick in the rulebook's order, written out
// here by position (1 to 8): pack 1 from 1 to the last and back, pack 2
// the other way, pack 3 as pack 1; each seat ends with six stacks, two of
// each pack, and a seat picking out of turn is refused.
func TestDraft_SnakeOrder(t *testing.T) {
	want := map[int][3]string{
		8: {"1 2 3 4 5 6 7 8 8 7 6 5 4 3 2 1", "8 7 6 5 4 3 2 1 1 2 3 4 5 6 7 8", "1 2 3 4 5 6 7 8 8 7 6 5 4 3 2 1"},
		10: {"1 2 3 4 5 6 7 8 9 10 10 9 8 7 6 5 4 3 2 1", "10 9 8 7 6 5 4 3 2 1 1 2 3 4 5 6 7 8 9 10",
			"1 2 3 4 5 6 7 8 9 10 10 9 8 7 6 5 4 3 2 1"},
	}
	for n, packs := range want {
		d, _ := NewDraft(n, 0, 3)
		if err := d.Take(1, 0); !errors.Is(err, ErrNotYourPick) {
			t.Errorf("seat 2 picked first: %v", err)
		}
		d.RunComputers(Drafter{}.Pick)
		var got [3][]string
		for _, p := range d.Picks {
			got[p.Pack] = append(got[p.Pack], fmt.Sprint(p.Seat+1))
		}
		for p := range packs {
			if g := strings.Join(got[p], " "); g != packs[p] {
				t.Errorf("pod of %d, pack %d: %s, want %s", n, p+1, g, packs[p])
			}
		}
		for s := range d.Held {
			if len(d.Held[s].Stacks) != 6 || len(d.Held[s].Cards)+len(d.Held[s].Homes) != 3*(PackUncommons+PackRares) {
				t.Errorf("seat %d holds %d stacks and %d cards", s+1, len(d.Held[s].Stacks), len(d.Held[s].Cards))
			}
			if len(d.Held[s].Chars()) < 4 {
				t.Errorf("seat %d holds only %v", s+1, d.Held[s].Chars())
			}
		}
	}
}

// TestDraft_ViewHidesOtherSeatsSecrets: a seat's view, and its drafter's
// pick, do not change when another seat's secret cards or an unopened
// pack change; its own secret cards are in it.
func TestDraft_ViewHidesOtherSeatsSecrets(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		d, _ := NewDraft(8, 0, seed)
		for k := 0; k < int(seed)%30; k++ {
			s := d.ToPick()
			d.Take(s, Drafter{}.Pick(d.View(s)))
		}
		s := d.ToPick()
		v := d.View(s)
		before, _ := v.MarshalMsg(nil)
		pick := Drafter{}.Pick(v)
		other := (s + 3) % 8
		d.Held[other].Cards = append(d.Held[other].Cards, "Merlin's Magic", "Any-Power 8")
		d.Held[other].Homes = append(d.Held[other].Homes, "Barsoom")
		for k := range d.Packs {
			d.Packs[k].Cards = append(d.Packs[k].Cards, "Heimdall")
			if len(d.Packs[k].Stacks) > 0 {
				d.Packs[k].Stacks[0].Char = "Zeus"
			}
		}
		w := d.View(s)
		after, _ := w.MarshalMsg(nil)
		if !bytes.Equal(before, after) {
			t.Fatalf("seed %d: seat %d's view changed with seat %d's secret cards", seed, s+1, other+1)
		}
		if again := (Drafter{}).Pick(w); again != pick {
			t.Fatalf("seed %d: the drafter's pick changed with another seat's secret cards", seed)
		}
		if len(w.Own.Cards)+len(w.Own.Homes) == 0 {
			t.Fatalf("seed %d: seat %d sees none of its own cards", seed, s+1)
		}
	}
}

// TestDraft_SurvivesReload: a draft encoded in the middle and decoded goes
// on to the same end as the draft that never stopped.
func TestDraft_SurvivesReload(t *testing.T) {
	whole := allComputers(t, 10, 9)
	d, _ := NewDraft(10, 0, 9)
	for k := 0; k < 27; k++ {
		s := d.ToPick()
		d.Take(s, Drafter{}.Pick(d.View(s)))
	}
	var back Draft
	if _, err := back.UnmarshalMsg(draftBytes(t, d)); err != nil {
		t.Fatal(err)
	}
	back.RunComputers(Drafter{}.Pick)
	if !bytes.Equal(draftBytes(t, &back), draftBytes(t, whole)) {
		t.Fatal("the reloaded draft ended otherwise")
	}
}

// TestDraft_PersonsPickThemselves: RunComputers stops at a person's pick
// and Legal offers only open stacks.
func TestDraft_PersonsPickThemselves(t *testing.T) {
	d, _ := NewDraft(8, 2, 4)
	if d.ToPick() != 0 || d.Computer(0) || d.Computer(1) || !d.Computer(2) {
		t.Fatal("seats 1 and 2 are not the persons")
	}
	d.RunComputers(Drafter{}.Pick)
	if d.ToPick() != 0 || len(d.Legal(0)) != 16 {
		t.Fatalf("seat %d to pick with %d choices", d.ToPick()+1, len(d.Legal(0)))
	}
	if err := d.Take(0, 16); !errors.Is(err, ErrBadPick) {
		t.Fatalf("took stack 17 of 16: %v", err)
	}
	d.Take(0, 0)
	if d.ToPick() != 1 {
		t.Fatal("seat 2 is not the next to pick")
	}
	d.RunComputers(Drafter{}.Pick)
	if d.ToPick() != 1 {
		t.Fatal("the computers picked for seat 2")
	}
}

// TestDraft_EverySeatEndsWithATeam: whoever drafts at random, every seat of
// pods of 8 and 10 ends with four different characters within MaxThreat,
// and Legal always had a stack keeping that room.
func TestDraft_EverySeatEndsWithATeam(t *testing.T) {
	seeds := uint64(150)
	if testing.Short() {
		seeds = 30
	}
	for seed := uint64(1); seed <= seeds; seed++ {
		for _, n := range []int{8, 10} {
			d, _ := NewDraft(n, 0, seed)
			random := RandomDrafter(seed)
			for !d.Over() {
				s := d.ToPick()
				held := charsOf(d.Held[s].Stacks)
				if !slices.ContainsFunc(d.Legal(s), func(k int8) bool {
					return roomForTeam(append(slices.Clone(held), int8(CharByName(d.Open[k].Char))), d.laterSure(s))
				}) {
					t.Fatalf("seed %d, pod of %d: seat %d has no pick keeping room for a team", seed, n, s+1)
				}
				d.Take(s, random(d.View(s)))
			}
			for s := range d.Held {
				if _, ok := bestTeam(d.Held[s].Pool()); !ok {
					t.Fatalf("seed %d, pod of %d: seat %d ends with %v", seed, n, s+1, d.Held[s].Chars())
				}
			}
		}
	}
}
