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
// bytes where a list takes 24 a child. A long list is kept in blocks of
// kidBlock children, which it never copies to grow.
type children struct {
	blocks [][]child // all full but the last; the first grows to kidBlock
	n      int       // children in all
	index  []int32   // made once there are more than indexFrom
}

// kidBlock is how many children a block of a long list holds.
const kidBlock = 512

// child is one child node and its joint key.
type child struct {
	key string
	n   *node
}

// at returns the i-th child added.
func (c *children) at(i int) *child { return &c.blocks[i/kidBlock][i%kidBlock] }

// childOf returns n's child for key, nil when there is none.
func (n *node) childOf(key string) *node {
	c := n.kids
	if c == nil {
		return nil
	}
	if c.index == nil {
		for i := range c.blocks[0] {
			if k := &c.blocks[0][i]; k.key == key {
				return k.n
			}
		}
		return nil
	}
	mask := uint64(len(c.index) - 1)
	for h := maphash.String(seed, key) & mask; c.index[h] != 0; h = (h + 1) & mask {
		if k := c.at(int(c.index[h] - 1)); k.key == key {
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
		n.kids = &children{blocks: make([][]child, 1)}
	}
	c := n.kids
	if !own {
		key = strings.Clone(key)
	}
	kid := &node{}
	last := &c.blocks[len(c.blocks)-1]
	switch {
	case len(*last) < cap(*last):
	case len(*last) == kidBlock:
		c.blocks = append(c.blocks, make([]child, 0, kidBlock))
		last = &c.blocks[len(c.blocks)-1]
	default: // the first block, doubled
		*last = append(make([]child, 0, min(kidBlock, max(1, 2*len(*last)))), *last...)
	}
	*last = append(*last, child{key: key, n: kid})
	c.n++
	switch {
	case c.index != nil && 3*c.n <= 2*len(c.index):
		c.place(key, c.n)
	case c.n > indexFrom:
		mem.freeIndex(c.index)
		c.index = mem.indexOf(2*c.n + 1)
		for i := range c.n {
			c.place(c.at(i).key, i+1)
		}
	}
	return kid
}

// place puts the child at position k - 1 in the index.
func (c *children) place(key string, k int) {
	mask := uint64(len(c.index) - 1)
	h := maphash.String(seed, key) & mask
	for c.index[h] != 0 {
		h = (h + 1) & mask
	}
	c.index[h] = int32(k)
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
