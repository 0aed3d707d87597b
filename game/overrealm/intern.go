package overrealm

import "hash/maphash"

// internSet holds one selection per key a bot's sample has listed, so that
// a key listed again is the same string (the search then finds its edge by
// where the string lies: engine/ai's seatEdges.find) and the same action,
// which the selection lists share instead of each holding copies. It is an
// open-addressing table, at most 7/8 full, where a map[string]string took
// about twice the memory and allocated as much again while it grew:
// OverRealm's Hard search lists some 6,500 keys a move.
type internSet struct {
	slots []internSlot // power-of-two length; a nil act is a free slot
	n     int          // slots in use
	slab  []selAction  // where the next actions are made, a block at a time
}

// internSlot is one key and the action last made for it.
type internSlot struct {
	key string
	act *selAction
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
		if sl.act == nil {
			sl.key = string(key)
			sl.act = t.make(sl.key, kinds)
			t.n++
			return sl.act
		}
		if sl.key == string(key) { // no copy: a comparison
			if sl.act.kinds != kinds {
				sl.act = t.make(sl.key, kinds)
			}
			return sl.act
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
// keys held again.
func (t *internSet) grow() {
	old := t.slots
	t.slots = make([]internSlot, max(1024, 2*len(old)))
	mask := uint64(len(t.slots) - 1)
	for _, sl := range old {
		if sl.act == nil {
			continue
		}
		h := maphash.String(internSeed, sl.key) & mask
		for t.slots[h].act != nil {
			h = (h + 1) & mask
		}
		t.slots[h] = sl
	}
}
