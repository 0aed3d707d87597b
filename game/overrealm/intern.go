package overrealm

import "hash/maphash"

// internSet holds one selection per key a bot's sample has listed, so that
// a key listed again is the same string (the search then finds its edge by
// where the string lies: engine/ai's seatEdges.find) and the same action,
// which the selection lists share instead of each holding copies. It is an
// open-addressing table of the actions themselves (each holds its key), at
// most 7/8 full, where a map[string]string took about twice the memory and
// allocated as much again while it grew: OverRealm's Hard search lists
// some 6,500 keys a move. Slots of a key and an action took three times
// the table's 8 bytes a slot.
type internSet struct {
	slots []*selAction // power-of-two length; nil is a free slot
	n     int          // slots in use
	slab  []selAction  // where the next actions are made, a block at a time
}

// internSeed hashes the keys of every internSet.
var internSeed = maphash.MakeSeed()

// of returns the action held for key and the monsters kinds, adding it
// when new (the key copied once, whatever the kinds).
func (t *internSet) of(key []byte, kinds [3]uint8) *selAction {
	if 8*(t.n+1) > 7*len(t.slots) {
		t.grow()
	}
	mask := uint64(len(t.slots) - 1)
	for h := maphash.Bytes(internSeed, key) & mask; ; h = (h + 1) & mask {
		sl := &t.slots[h]
		if *sl == nil {
			*sl = t.make(string(key), kinds)
			t.n++
			return *sl
		}
		if (*sl).key == string(key) { // no copy: a comparison
			if (*sl).kinds != kinds {
				*sl = t.make((*sl).key, kinds)
			}
			return *sl
		}
	}
}

// make returns a new action in the slab.
func (t *internSet) make(key string, kinds [3]uint8) *selAction {
	if len(t.slab) == cap(t.slab) {
		t.slab = make([]selAction, 0, 256)
	}
	t.slab = append(t.slab, selAction{key, kinds})
	return &t.slab[len(t.slab)-1]
}

// grow doubles the table (or makes its first 1,024 slots) and places the
// actions held again.
func (t *internSet) grow() {
	old := t.slots
	t.slots = make([]*selAction, max(1024, 2*len(old)))
	mask := uint64(len(t.slots) - 1)
	for _, a := range old {
		if a == nil {
			continue
		}
		h := maphash.String(internSeed, a.key) & mask
		for t.slots[h] != nil {
			h = (h + 1) & mask
		}
		t.slots[h] = a
	}
}
