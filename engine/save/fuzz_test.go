package save_test

import (
	"bytes"
	"testing"

	"overdeck/engine/save"
)

// seedSaves returns real saves to start the fuzzers from: a new match, one
// halfway through a decision, and a finished one.
func seedSaves(f *testing.F) [][]byte {
	var out [][]byte
	for _, n := range []int{0, 5, 26} {
		m, _ := played(f, "13", uint64(n+1), n)
		out = append(out, encode(f, m))
	}
	return out
}

// FuzzDecode feeds Decode anything: it must never panic, and whatever it
// accepts must restore without panicking and seal back to what was read.
func FuzzDecode(f *testing.F) {
	for _, b := range seedSaves(f) {
		f.Add(b)
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		e, err := save.Decode(b)
		if err != nil {
			if e != nil {
				t.Fatal("an envelope returned with an error")
			}
			return
		}
		_, _ = save.Restore(e)
		again, err := e.Seal()
		if err != nil {
			t.Fatalf("an accepted save does not seal again: %v", err)
		}
		if !bytes.Equal(again, b) {
			e2, err := save.Decode(again)
			if err != nil || e2.Game != e.Game || len(e2.History) != len(e.History) {
				t.Fatalf("an accepted save changes when sealed again: %v", err)
			}
		}
	})
}

// FuzzBody reaches past the checksum, which random damage almost
// never gets through: a forged body must never panic either, not in
// decoding and not in the replay.
func FuzzBody(f *testing.F) {
	for _, b := range seedSaves(f) {
		f.Add(save.Body(b))
	}
	f.Fuzz(func(t *testing.T, body []byte) {
		e, err := save.DecodeBody(body)
		if err != nil {
			return
		}
		_, _ = save.Restore(e)
	})
}

// FuzzFromText feeds the text decoder anything, as an import of any file
// would: it must never panic, and text it accepts must come back from
// ToText the same, up to blank space.
func FuzzFromText(f *testing.F) {
	for _, b := range seedSaves(f) {
		f.Add(save.ToText(b))
	}
	f.Fuzz(func(t *testing.T, s string) {
		b, err := save.FromText(s)
		if err != nil {
			return
		}
		if _, err := save.FromText(save.ToText(b)); err != nil {
			t.Fatalf("text made by ToText is refused: %v", err)
		}
		if e, err := save.Decode(b); err == nil {
			_, _ = save.Restore(e)
		}
	})
}
