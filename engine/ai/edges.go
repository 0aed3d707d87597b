package ai

import (
	"hash/maphash"
	"math/bits"
	"unsafe"

	"overdeck/engine"
)

// What a Hard search keeps of each seat's choices at each node, and the
// memory it lives in. The edge lists and their indices are most of what a
// search allocates: a list is made for every node a second descent
// reaches, and the other seat's lists grow as its sampled hands allow
// actions not seen yet. A search recycles what it outgrows (edgeMem), and
// an index is made only for a list that a sample lists out of order.

// seatEdges holds one seat's edges at one tree node.
type seatEdges struct {
	seat  engine.Seat
	edges []edge
	// index finds an edge by key once there are many (the other seat's
	// edges near the root gather every action its sampled hands allowed):
	// an open-addressing table of edge indices + 1, by the key's hash.
	// It is made when a list of more than indexFrom edges is first listed
	// otherwise than it was made: a seat whose samples always list the
	// same actions in the same order never needs one.
	index []int32
}

// indexFrom is how many edges a seat's list holds before find uses an
// index: past a few, hashing a key costs less than the scans that miss
// (each sample of the other seat's hand lists some actions not seen yet).
const indexFrom = 16

// seed hashes keys for the edge indices.
var seed = maphash.MakeSeed()

// fill makes the edges of a seat choosing at a node for the first time,
// one per action of legal in order (keys are unique among a seat's legal
// actions: engine.Action), each counted available once, and appends each
// action's edge index to avail.
func (se *seatEdges) fill(legal []engine.Action, mem *edgeMem, avail []int32) []int32 {
	se.edges = mem.edgeList(len(legal))
	for i, a := range legal {
		se.edges = append(se.edges, edge{key: a.Key(), avail: 1})
		avail = append(avail, int32(i))
	}
	return avail
}

// find returns the index of the edge for key, adding it when new. The
// edge at hint is tried first: samples tend to list the same actions in
// the same order.
//
// Games that make each key once (a table of keys, or interned ones) hand
// the same string again, so short lists are first scanned comparing only
// where the strings lie, which is as fast as comparing numbers; keys made
// afresh fall through to comparing their bytes.
func (se *seatEdges) find(key string, hint int, mem *edgeMem) int32 {
	if hint < len(se.edges) && se.edges[hint].key == key {
		return int32(hint)
	}
	if se.index == nil && len(se.edges) > indexFrom {
		se.reindex(mem)
	}
	if se.index != nil {
		return se.indexed(key, mem)
	}
	p := unsafe.StringData(key)
	for i := range se.edges {
		if e := &se.edges[i]; unsafe.StringData(e.key) == p && len(e.key) == len(key) {
			return int32(i)
		}
	}
	for i := range se.edges {
		if se.edges[i].key == key {
			return int32(i)
		}
	}
	return se.add(key, mem)
}

// indexed finds key through the index, adding its edge when new.
func (se *seatEdges) indexed(key string, mem *edgeMem) int32 {
	mask := uint64(len(se.index) - 1)
	for h := maphash.String(seed, key) & mask; ; h = (h + 1) & mask {
		k := se.index[h]
		if k == 0 {
			n := se.add(key, mem) + 1
			se.index[h] = n
			if 3*len(se.edges) > 2*len(se.index) { // more than 2/3 full
				se.reindex(mem)
			}
			return n - 1
		}
		if se.edges[k-1].key == key {
			return k - 1
		}
	}
}

// add appends an edge for key, moving the list to a larger one of mem's
// when it is full, and returns its index.
func (se *seatEdges) add(key string, mem *edgeMem) int32 {
	if len(se.edges) == cap(se.edges) {
		grown := append(mem.edgeList(len(se.edges)+len(se.edges)/2+1), se.edges...)
		mem.freeEdges(se.edges)
		se.edges = grown
	}
	se.edges = append(se.edges, edge{key: key})
	return int32(len(se.edges) - 1)
}

// reindex makes an index at least twice as large as the edges, handing
// the old one back to mem.
func (se *seatEdges) reindex(mem *edgeMem) {
	mem.freeIndex(se.index)
	se.index = mem.indexOf(2*len(se.edges) + 1)
	mask := uint64(len(se.index) - 1)
	for i := range se.edges {
		h := maphash.String(seed, se.edges[i].key) & mask
		for se.index[h] != 0 {
			h = (h + 1) & mask
		}
		se.index[h] = int32(i + 1)
	}
}

// edgeMem is the memory of one search's edge lists and indices: what a
// list or an index outgrows is kept here, by size, and given to the next
// one that fits, so a search's garbage is what it ends with.
type edgeMem struct {
	lists [bits.UintSize + 1][][]edge  // free lists by bits.Len of their capacity
	index [bits.UintSize + 1][][]int32 // free indices (zeroed) by log2 of their length
}

// edgeList returns an empty list with room for at least n edges.
func (m *edgeMem) edgeList(n int) []edge {
	c := bits.Len(uint(n))
	free := m.lists[c] // capacities from 2^(c-1): the last few are tried
	for i := len(free) - 1; i >= max(0, len(free)-4); i-- {
		if l := free[i]; cap(l) >= n {
			free[i] = free[len(free)-1]
			m.lists[c] = free[:len(free)-1]
			return l
		}
	}
	if free := m.lists[c+1]; len(free) > 0 { // capacities from 2^c > n
		l := free[len(free)-1]
		m.lists[c+1] = free[:len(free)-1]
		return l
	}
	return make([]edge, 0, n)
}

// freeEdges keeps list l for reuse: nothing else may hold it.
func (m *edgeMem) freeEdges(l []edge) {
	if cap(l) == 0 {
		return
	}
	l = l[:0]
	clear(l[:cap(l)]) // the keys it held are no longer kept alive by it
	c := bits.Len(uint(cap(l)))
	m.lists[c] = append(m.lists[c], l)
}

// indexOf returns a zeroed index of the smallest power-of-two length of
// at least n.
func (m *edgeMem) indexOf(n int) []int32 {
	c := bits.Len(uint(n - 1))
	if free := m.index[c]; len(free) > 0 {
		x := free[len(free)-1]
		m.index[c] = free[:len(free)-1]
		return x
	}
	return make([]int32, 1<<c)
}

// freeIndex keeps index x (nil: none) for reuse, zeroed.
func (m *edgeMem) freeIndex(x []int32) {
	if len(x) == 0 {
		return
	}
	clear(x)
	c := bits.Len(uint(len(x) - 1))
	m.index[c] = append(m.index[c], x)
}
