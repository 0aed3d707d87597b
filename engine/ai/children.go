package ai

import (
	"hash/maphash"
	"strings"
	"unsafe"
)

// children are a node's children by joint key: a list, scanned while
// short, with an open-addressing index of list positions + 1 by the key's
// hash once it is long (the root gathers thousands). Most nodes that have
// children have one or two, and a map held each of them in some 250
// bytes where a list takes 24 a child.
type children struct {
	list  []child
	index []int32 // made once the list is longer than indexFrom
}

// child is one child node and its joint key.
type child struct {
	key string
	n   *node
}

// childOf returns n's child for key, nil when there is none.
func (n *node) childOf(key string) *node {
	c := n.kids
	if c == nil {
		return nil
	}
	if c.index == nil {
		for i := range c.list {
			if c.list[i].key == key {
				return c.list[i].n
			}
		}
		return nil
	}
	mask := uint64(len(c.index) - 1)
	for h := maphash.String(seed, key) & mask; c.index[h] != 0; h = (h + 1) & mask {
		if k := &c.list[c.index[h]-1]; k.key == key {
			return k.n
		}
	}
	return nil
}

// addChild adds a new child of n for key, which has none yet, and
// returns it. The key is copied when it is not a string of its own
// (see jointKey).
func (n *node) addChild(key string, own bool, mem *edgeMem) *node {
	if n.kids == nil {
		n.kids = &children{}
	}
	c := n.kids
	if !own {
		key = strings.Clone(key)
	}
	kid := &node{}
	if len(c.list) == cap(c.list) { // doubled: append grows a long list by a quarter, copying it more often
		c.list = append(make([]child, 0, max(1, 2*len(c.list))), c.list...)
	}
	c.list = append(c.list, child{key: key, n: kid})
	switch {
	case c.index != nil && 3*len(c.list) <= 2*len(c.index):
		mask := uint64(len(c.index) - 1)
		h := maphash.String(seed, key) & mask
		for c.index[h] != 0 {
			h = (h + 1) & mask
		}
		c.index[h] = int32(len(c.list))
	case len(c.list) > indexFrom:
		mem.freeIndex(c.index)
		c.index = mem.indexOf(2*len(c.list) + 1)
		mask := uint64(len(c.index) - 1)
		for i := range c.list {
			h := maphash.String(seed, c.list[i].key) & mask
			for c.index[h] != 0 {
				h = (h + 1) & mask
			}
			c.index[h] = int32(i + 1)
		}
	}
	return kid
}

// jointKey returns the key of the joint choice just made in descend: the
// one seat's key (a string of its own), or the keys joined, as a string
// that lies in t.joint and is good only until the next descent.
func (t *tree) jointKey() (key string, own bool) {
	if len(t.keys) == 1 {
		return t.keys[0], true
	}
	return unsafe.String(unsafe.SliceData(t.joint), len(t.joint)), false
}
