package subset

import (
	"fmt"
	"slices"
)

// readCmap returns the font's map of runes to glyphs, from its Windows
// Unicode BMP subtable (format 4).
func readCmap(cmap []byte) (map[rune]int, error) {
	if len(cmap) < 4 {
		return nil, fmt.Errorf("%w: cmap cut short", ErrFont)
	}
	for i := range int(be.Uint16(cmap[2:])) {
		rec := cmap[4+8*i:]
		if len(rec) < 8 {
			break
		}
		off := int(be.Uint32(rec[4:]))
		if be.Uint16(rec) != 3 || be.Uint16(rec[2:]) != 1 || off+14 > len(cmap) || be.Uint16(cmap[off:]) != 4 {
			continue
		}
		return readFormat4(cmap[off:])
	}
	return nil, fmt.Errorf("%w: no Windows Unicode cmap of format 4", ErrFont)
}

// readFormat4 reads a cmap subtable of format 4.
func readFormat4(sub []byte) (map[rune]int, error) {
	segs := int(be.Uint16(sub[6:])) / 2
	if len(sub) < 16+8*segs {
		return nil, fmt.Errorf("%w: cmap format 4 cut short", ErrFont)
	}
	ends, starts := sub[14:], sub[16+2*segs:]
	deltas, offsets := sub[16+4*segs:], sub[16+6*segs:]
	m := map[rune]int{}
	for s := range segs {
		start, end := int(be.Uint16(starts[2*s:])), int(be.Uint16(ends[2*s:]))
		delta, ro := int(be.Uint16(deltas[2*s:])), int(be.Uint16(offsets[2*s:]))
		for c := start; c <= end && c != 0xffff; c++ {
			g := c
			if ro != 0 {
				at := 16 + 6*segs + 2*s + ro + 2*(c-start)
				if at+2 > len(sub) {
					return nil, fmt.Errorf("%w: cmap glyph array out of bounds", ErrFont)
				}
				if g = int(be.Uint16(sub[at:])); g == 0 {
					continue
				}
			}
			m[rune(c)] = (g + delta) & 0xffff
		}
	}
	return m, nil
}

// writeCmap returns a cmap table with one Windows Unicode BMP subtable of
// format 4 mapping m, which must hold only runes below U+FFFF: a segment
// per run of consecutive runes whose glyphs are consecutive too.
func writeCmap(m map[rune]int) []byte {
	runes := make([]rune, 0, len(m))
	for r := range m {
		runes = append(runes, r)
	}
	slices.Sort(runes)
	type segment struct{ start, end, delta int }
	var segs []segment
	for _, r := range runes {
		c, g := int(r), m[r]
		if n := len(segs); n > 0 && segs[n-1].end == c-1 && segs[n-1].delta == g-c {
			segs[n-1].end = c
			continue
		}
		segs = append(segs, segment{c, c, g - c})
	}
	segs = append(segs, segment{0xffff, 0xffff, 1}) // the required last segment
	n := len(segs)
	search := 1
	for search*2 <= n {
		search *= 2
	}
	sub := make([]byte, 16+8*n)
	for i, v := range []int{4, len(sub), 0, 2 * n, 2 * search, bitLen(search) - 1, 2*n - 2*search} {
		be.PutUint16(sub[2*i:], uint16(v))
	}
	for i, s := range segs {
		be.PutUint16(sub[14+2*i:], uint16(s.end))
		be.PutUint16(sub[16+2*n+2*i:], uint16(s.start))
		be.PutUint16(sub[16+4*n+2*i:], uint16(s.delta))
		// idRangeOffset stays 0: the delta gives the glyph.
	}
	head := []byte{0, 0, 0, 1, 0, 3, 0, 1, 0, 0, 0, 12} // version 0, one subtable (3,1) at 12
	return append(head, sub...)
}

func bitLen(x int) int {
	n := 0
	for ; x > 0; x >>= 1 {
		n++
	}
	return n
}

// writeHmtx returns the horizontal metrics of the glyphs in order (old
// indexes) and how many of them are full records: the trailing glyphs
// that share the last advance keep only their left side bearing.
func writeHmtx(hmtx []byte, numHMetrics, numGlyphs int, order []int) ([]byte, int, error) {
	if numHMetrics < 1 || len(hmtx) < 4*numHMetrics+2*(numGlyphs-numHMetrics) {
		return nil, 0, fmt.Errorf("%w: hmtx cut short", ErrFont)
	}
	advance := func(g int) uint16 { return be.Uint16(hmtx[4*min(g, numHMetrics-1):]) }
	lsb := func(g int) uint16 {
		if g < numHMetrics {
			return be.Uint16(hmtx[4*g+2:])
		}
		return be.Uint16(hmtx[4*numHMetrics+2*(g-numHMetrics):])
	}
	full := len(order)
	for full > 1 && advance(order[full-1]) == advance(order[full-2]) {
		full--
	}
	var out []byte
	for i, g := range order {
		if i < full {
			out = be.AppendUint16(out, advance(g))
		}
		out = be.AppendUint16(out, lsb(g))
	}
	return out, full, nil
}

// writeLoca returns the loca table of glyph offsets, short (offset/2 in 16
// bits) or long.
func writeLoca(offsets []int, short bool) []byte {
	var out []byte
	for _, o := range offsets {
		if short {
			out = be.AppendUint16(out, uint16(o/2))
		} else {
			out = be.AppendUint32(out, uint32(o))
		}
	}
	return out
}

// windowsNames returns the name table with only its Windows records (the
// Macintosh ones repeat them): copyright, licence and names stay.
func windowsNames(name []byte) []byte {
	if len(name) < 6 {
		return nil
	}
	count, strs := int(be.Uint16(name[2:])), int(be.Uint16(name[4:]))
	type record struct {
		ids  [4]uint16 // platform, encoding, language, name
		text []byte
	}
	var keep []record
	for i := range count {
		rec := name[6+12*i:]
		if len(rec) < 12 || be.Uint16(rec) != 3 {
			continue
		}
		n, off := int(be.Uint16(rec[8:])), strs+int(be.Uint16(rec[10:]))
		if off+n > len(name) {
			continue
		}
		keep = append(keep, record{[4]uint16{3, be.Uint16(rec[2:]), be.Uint16(rec[4:]), be.Uint16(rec[6:])}, name[off : off+n]})
	}
	out := be.AppendUint16(nil, 0)
	out = be.AppendUint16(out, uint16(len(keep)))
	out = be.AppendUint16(out, uint16(6+12*len(keep)))
	var texts []byte
	for _, r := range keep {
		for _, v := range r.ids {
			out = be.AppendUint16(out, v)
		}
		out = be.AppendUint16(out, uint16(len(r.text)))
		out = be.AppendUint16(out, uint16(len(texts)))
		texts = append(texts, r.text...)
	}
	return append(out, texts...)
}

// post3 returns the post table as format 3: its header without glyph names.
func post3(post []byte) []byte {
	if len(post) < 32 {
		return nil
	}
	out := slices.Clone(post[:32])
	be.PutUint32(out, 0x00030000)
	return out
}

// writeFont lays out the tables (sorted by tag) with their directory and
// checksums, and sets head's checkSumAdjustment.
func writeFont(tables []table) []byte {
	slices.SortFunc(tables, func(a, b table) int {
		return slices.Compare([]byte(a.tag), []byte(b.tag))
	})
	n := len(tables)
	search := 1
	for search*2 <= n {
		search *= 2
	}
	out := be.AppendUint32(nil, 0x00010000)
	for _, v := range []int{n, 16 * search, bitLen(search) - 1, 16*n - 16*search} {
		out = be.AppendUint16(out, uint16(v))
	}
	dir := len(out)
	out = append(out, make([]byte, 16*n)...)
	head := 0
	for i, t := range tables {
		at := len(out)
		if t.tag == "head" {
			head = at
		}
		out = append(out, t.data...)
		for len(out)%4 != 0 {
			out = append(out, 0)
		}
		rec := out[dir+16*i:]
		copy(rec, t.tag)
		be.PutUint32(rec[4:], checksum(out[at:]))
		be.PutUint32(rec[8:], uint32(at))
		be.PutUint32(rec[12:], uint32(len(t.data)))
	}
	be.PutUint32(out[head+8:], 0xB1B0AFBA-checksum(out))
	return out
}

// checksum is the sum of b as big-endian 32-bit words (b's length is a
// multiple of 4).
func checksum(b []byte) uint32 {
	var sum uint32
	for i := 0; i+4 <= len(b); i += 4 {
		sum += be.Uint32(b[i:])
	}
	return sum
}
