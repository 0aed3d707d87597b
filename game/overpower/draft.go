package overpower

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
)

//go:generate msgp -file draft.go -o draft_gen.go -io=false

// DraftPacks is the number of packs each seat opens in a draft.
const DraftPacks = 3

// Errors of a draft.
var (
	ErrNotYourPick = errors.New("overpower: not this seat's pick")
	ErrBadPick     = errors.New("overpower: not a stack this seat may take")
)

// Draft is a Draft in progress: a pod of 8 or 10 seats (seat 0 a person,
// seat 1 too when People is 2, the rest computer drafters), each opening
// three packs in turn. The Character Stacks of the packs being drafted lie
// open on the table and are picked in snake order (PickOrder); the
// uncommons, rares and homebases go to their opener, secretly. It is all
// a draft's state: saved as it is, it goes on after a reload.
type Draft struct {
	Seats  int8
	People int8
	Packs  []Pack  // not yet opened: Packs[p*Seats+s] is seat s's pack p
	Pack   int8    // the pack being drafted (0 to 2); DraftPacks when over
	Turn   int16   // picks made from this pack
	Open   []Stack // the stacks on the table
	Held   []Pack  // each seat's drafted stacks (public) and opened cards (secret)
	Picks  []Pick  // every pick, in order
}

// Pick is one pick of a draft, public.
type Pick struct {
	Seat int8
	Pack int8
	Char string
}

// DraftView is all one seat of a draft may know: the open stacks, every
// seat's drafted stacks, and its own opened cards only.
type DraftView struct {
	Seat    int8
	Seats   int8
	Pack    int8
	Turn    int16
	ToPick  int8    // the seat to pick, -1 when the draft is over
	Legal   []int8  // the open stacks the seat may take, when it is to pick
	Open    []Stack // the stacks on the table
	Drafted [][]Stack
	Own     Pack // the seat's own pool: its stacks and its secret cards
	Picks   []Pick
}

// NewDraft deals a draft for seats (8 or 10) with people (1 or 2; 0 for a
// pod of computers) persons at seats 0 and 1, all from seed: every pack is
// made at once, each round of packs from as many different characters as
// it has stacks (dealRound). It returns
// an error wrapping ErrBadPick for another pod size.
func NewDraft(seats, people int, seed uint64) (*Draft, error) {
	if seats != 8 && seats != 10 || people < 0 || people > 2 {
		return nil, fmt.Errorf("%w: a pod of 8 or 10 with 1 or 2 persons, not %d and %d", ErrBadPick, seats, people)
	}
	rng := rand.New(rand.NewPCG(seed, 0xd4af7))
	d := &Draft{Seats: int8(seats), People: int8(people), Held: make([]Pack, seats)}
	for p := 0; p < DraftPacks; p++ {
		ch := dealRound(seats, rng)
		for s := 0; s < seats; s++ {
			d.Packs = append(d.Packs, newPack(int8(ch[2*s]), int8(ch[2*s+1]), rng))
		}
	}
	d.open()
	return d, nil
}

// PickOrder is the order seats pick in pack p of a pod of n: pack 1 from
// the first seat to the last and back (the last seat picking twice in a
// row), pack 2 the other way round, pack 3 as pack 1.
func PickOrder(p, n int) []int8 {
	up := make([]int8, 0, n)
	for k := 0; k < n; k++ {
		up = append(up, int8(k))
	}
	down := slices.Clone(up)
	slices.Reverse(down)
	if p == 1 {
		return append(down, up...)
	}
	return append(up, down...)
}

// open opens the next pack of every seat: its stacks go on the table, its
// secret cards to the seat.
func (d *Draft) open() {
	n := int(d.Seats)
	for s := 0; s < n; s++ {
		pk := &d.Packs[int(d.Pack)*n+s]
		d.Open = append(d.Open, pk.Stacks...)
		d.Held[s].Cards = append(d.Held[s].Cards, pk.Cards...)
		d.Held[s].Homes = append(d.Held[s].Homes, pk.Homes...)
		*pk = Pack{}
	}
	d.Turn = 0
}

// Over reports whether every pick is made.
func (d *Draft) Over() bool { return int(d.Pack) >= DraftPacks }

// ToPick returns the seat to pick, or -1 when the draft is over.
func (d *Draft) ToPick() int {
	if d.Over() {
		return -1
	}
	return int(PickOrder(int(d.Pack), int(d.Seats))[d.Turn])
}

// Legal returns the indices of the open stacks seat s may take now (none
// when it is not to pick): every stack that leaves it room for a legal
// team (see draft_team.go), and some stack always does.
func (d *Draft) Legal(s int) []int8 {
	if d.ToPick() != s {
		return nil
	}
	held := charsOf(d.Held[s].Stacks)
	sure := d.laterSure(s)
	var out []int8
	for k, st := range d.Open {
		if roomForTeam(append(slices.Clone(held), int8(CharByName(st.Char))), sure) {
			out = append(out, int8(k))
		}
	}
	if len(out) == 0 { // never, as TestDraft_EverySeatEndsWithATeam shows
		for k := range d.Open {
			out = append(out, int8(k))
		}
	}
	return out
}

// Take makes seat s take open stack k. It returns an error wrapping
// ErrNotYourPick or ErrBadPick, and changes nothing then.
func (d *Draft) Take(s, k int) error {
	if d.ToPick() != s {
		return fmt.Errorf("%w: seat %d", ErrNotYourPick, s+1)
	}
	if !slices.Contains(d.Legal(s), int8(k)) {
		return fmt.Errorf("%w: stack %d", ErrBadPick, k)
	}
	st := d.Open[k]
	d.Open = slices.Delete(d.Open, k, k+1)
	d.Held[s].Stacks = append(d.Held[s].Stacks, st)
	d.Picks = append(d.Picks, Pick{Seat: int8(s), Pack: d.Pack, Char: st.Char})
	d.Turn++
	if int(d.Turn) == 2*int(d.Seats) {
		d.Pack++
		d.Open = nil
		if !d.Over() {
			d.open()
		}
	}
	return nil
}

// Computer reports whether seat s is a computer drafter.
func (d *Draft) Computer(s int) bool { return s >= int(d.People) }

// View returns what seat s may know of the draft.
func (d *Draft) View(s int) *DraftView {
	v := &DraftView{Seat: int8(s), Seats: d.Seats, Pack: d.Pack, Turn: d.Turn, ToPick: int8(d.ToPick()),
		Legal: d.Legal(s), Open: cloneStacks(d.Open), Picks: slices.Clone(d.Picks)}
	for k := range d.Held {
		v.Drafted = append(v.Drafted, cloneStacks(d.Held[k].Stacks))
	}
	v.Own = Pack{Stacks: cloneStacks(d.Held[s].Stacks), Cards: slices.Clone(d.Held[s].Cards), Homes: slices.Clone(d.Held[s].Homes)}
	return v
}

// cloneStacks copies a list of stacks deeply.
func cloneStacks(l []Stack) []Stack {
	out := make([]Stack, len(l))
	for k, s := range l {
		out[k] = Stack{Char: s.Char, Specials: slices.Clone(s.Specials)}
	}
	return out
}

// RunComputers lets the computer drafters pick, with pick choosing for a
// view, until a person is to pick or the draft is over. A drafter that
// chooses a stack it may not take gets the first it may.
func (d *Draft) RunComputers(pick func(v *DraftView) int) {
	for !d.Over() && d.Computer(d.ToPick()) {
		s := d.ToPick()
		if d.Take(s, pick(d.View(s))) != nil {
			d.Take(s, int(d.Legal(s)[0]))
		}
	}
}
