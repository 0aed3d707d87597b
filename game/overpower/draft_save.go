package overpower

import (
	"errors"
	"fmt"
)

// ErrCorruptDraft is wrapped by DecodeDraft for bytes that are no draft
// this version can go on with.
var ErrCorruptDraft = errors.New("overpower: corrupt draft")

// EncodeDraft writes d for a save.
func EncodeDraft(d *Draft) ([]byte, error) { return d.MarshalMsg(nil) }

// DecodeDraft restores a draft EncodeDraft wrote and checks that it can go
// on: a pod of 8 or 10, the packs and picks of the pack being drafted
// where the pick order puts them, and every character, card and homebase
// one of the catalogue. It returns an error wrapping ErrCorruptDraft
// otherwise.
func DecodeDraft(b []byte) (*Draft, error) {
	d := &Draft{}
	if _, err := d.UnmarshalMsg(b); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrCorruptDraft, err)
	}
	if err := d.check(); err != nil {
		return nil, fmt.Errorf("%w: %s", ErrCorruptDraft, err)
	}
	return d, nil
}

// check reports what makes d a draft that cannot go on, or nil.
func (d *Draft) check() error {
	n := int(d.Seats)
	switch {
	case n != 8 && n != 10:
		return fmt.Errorf("a pod of %d", n)
	case d.People < 0 || d.People > 2:
		return fmt.Errorf("%d persons", d.People)
	case len(d.Packs) != DraftPacks*n || len(d.Held) != n:
		return errors.New("packs or pools missing")
	case d.Pack < 0 || int(d.Pack) > DraftPacks:
		return fmt.Errorf("pack %d", d.Pack)
	case d.Over() && (d.Turn != 0 || len(d.Open) != 0):
		return errors.New("stacks left after the draft")
	case !d.Over() && (d.Turn < 0 || int(d.Turn) >= 2*n || len(d.Open) != 2*n-int(d.Turn)):
		return fmt.Errorf("turn %d with %d stacks open", d.Turn, len(d.Open))
	}
	made := 0
	for s := 0; s < n; s++ {
		picks := 2 * min(int(d.Pack), DraftPacks)
		if !d.Over() {
			for _, seat := range PickOrder(int(d.Pack), n)[:d.Turn] {
				if int(seat) == s {
					picks++
				}
			}
		}
		if len(d.Held[s].Stacks) != picks {
			return fmt.Errorf("seat %d holds %d stacks after %d picks", s+1, len(d.Held[s].Stacks), picks)
		}
		made += picks
		if err := knownPack(d.Held[s]); err != nil {
			return err
		}
	}
	if len(d.Picks) != made {
		return fmt.Errorf("%d picks recorded, %d made", len(d.Picks), made)
	}
	for k, pk := range d.Packs {
		if opened := k/n <= int(d.Pack); opened != (len(pk.Stacks) == 0) || !opened && len(pk.Stacks) != PackStacks {
			return fmt.Errorf("pack %d of seat %d", k/n+1, k%n+1)
		}
		if err := knownPack(pk); err != nil {
			return err
		}
	}
	return knownPack(Pack{Stacks: d.Open})
}

// knownPack reports a character, card or homebase of p the catalogue does
// not have, or a Special that is not its stack's character's.
func knownPack(p Pack) error {
	for _, st := range p.Stacks {
		ci := CharByName(st.Char)
		if ci < 0 {
			return fmt.Errorf("no character %q", st.Char)
		}
		for _, n := range st.Specials {
			if c := CardByName(n); c < 0 || cards[c].Kind != KindSpecial || !sameFamily(cards[c].Char, int8(ci)) {
				return fmt.Errorf("%q is no Special of %s", n, st.Char)
			}
		}
	}
	for _, n := range p.Cards {
		if CardByName(n) < 0 {
			return fmt.Errorf("no card %q", n)
		}
	}
	for _, h := range p.Homes {
		if HomeByName(h) < 0 {
			return fmt.Errorf("no homebase %q", h)
		}
	}
	return nil
}
