package save_test

import (
	"bytes"
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/tinylib/msgp/msgp"

	"overdeck/engine"
	"overdeck/engine/save"
)

// TestRoundTrip saves matches at every point of play (including halfway
// through a simultaneous decision), restores them, and plays on both the
// original and the copy with the same moves to the end.
func TestRoundTrip(t *testing.T) {
	for seed := uint64(1); seed <= 6; seed++ {
		for k := 0; k <= 26; k += 3 {
			m, rng := played(t, "13", seed, k)
			b := encode(t, m)
			r, err := save.Restore(decode(t, b))
			if err != nil {
				t.Fatalf("seed %d after %d moves: %v", seed, k, err)
			}
			sameMatch(t, m, r)
			for {
				mv, ok := step(t, m, rng)
				if !ok {
					break
				}
				if err := r.ApplyKey(mv.Seat, mv.Key); err != nil {
					t.Fatalf("seed %d after %d moves: the copy refuses %v: %v", seed, k, mv, err)
				}
				sameMatch(t, m, r)
			}
			if !r.Outcome().Over || r.Outcome().Summary != m.Outcome().Summary {
				t.Fatalf("seed %d: outcomes %v and %v", seed, m.Outcome(), r.Outcome())
			}
		}
	}
}

// TestEnvelopeFields checks what a save records.
func TestEnvelopeFields(t *testing.T) {
	m, _ := played(t, "5", 3, 3)
	b, err := save.Encode(m, "Lunch", 42)
	if err != nil {
		t.Fatal(err)
	}
	e := decode(t, b)
	if e.Game != "goofspiel" || e.Rules != 1 || e.Seed != 3 || e.Name != "Lunch" || e.SavedAt != 42 ||
		len(e.History) != 3 || e.Setup.Get("cards", "") != "5" || e.Base != nil {
		t.Fatalf("envelope %+v", e)
	}
	if !bytes.HasPrefix(b, []byte{0x94, 0xa4, 'O', 'V', 'D', 'K'}) {
		t.Fatalf("save starts % x", b[:6])
	}
}

// TestEveryDamageIsCaught flips each byte of a save and cuts it at each
// length: every result is refused with one of the package's errors.
func TestEveryDamageIsCaught(t *testing.T) {
	m, _ := played(t, "13", 9, 11)
	b := encode(t, m)
	known := []error{save.ErrNotASave, save.ErrCorrupt, save.ErrTooNew}
	check := func(what string, c []byte) {
		_, err := save.Decode(c)
		if err == nil {
			t.Fatalf("%s: accepted", what)
		}
		for _, k := range known {
			if errors.Is(err, k) {
				return
			}
		}
		t.Fatalf("%s: unexpected error %v", what, err)
	}
	for i := range b {
		c := bytes.Clone(b)
		c[i] ^= 0x5a
		check("flip", c)
	}
	for n := 0; n < len(b); n++ {
		check("truncate", b[:n])
	}
	check("extra", append(bytes.Clone(b), 0))
}

// TestDecodeErrors names the sentinel for each kind of bad input.
func TestDecodeErrors(t *testing.T) {
	m, _ := played(t, "13", 4, 6)
	b := encode(t, m)
	body := save.Body(b)
	wrongMagic := bytes.Clone(b)
	copy(wrongMagic[2:], "OVDX")
	cases := []struct {
		name string
		in   []byte
		want error
	}{
		{"empty", nil, save.ErrNotASave},
		{"random", []byte("PK\x03\x04 some zip file"), save.ErrNotASave},
		{"msgp but not ours", msgp.AppendArrayHeader(nil, 4), save.ErrNotASave},
		{"wrong magic", wrongMagic, save.ErrNotASave},
		{"wrong checksum", save.Frame(1, body, save.Checksum(1, body)+1), save.ErrCorrupt},
		{"newer format", save.Frame(2, body, save.Checksum(2, body)), save.ErrTooNew},
		{"old format without migration", save.Frame(0, body, save.Checksum(0, body)), save.ErrTooOld},
		{"body not msgp", save.Frame(1, []byte{0xc1}, save.Checksum(1, []byte{0xc1})), save.ErrCorrupt},
		{"too large", make([]byte, save.MaxSize+1), save.ErrTooLarge},
	}
	for _, c := range cases {
		_, err := save.Decode(c.in)
		if !errors.Is(err, c.want) {
			t.Errorf("%s: got %v, want %v", c.name, err, c.want)
		}
	}
	// A body that claims a huge array is refused before anything is allocated.
	huge := msgp.AppendMapHeader(nil, 1)
	huge = msgp.AppendString(huge, "h")
	huge = append(huge, 0xdd, 0xff, 0xff, 0xff, 0xff)
	if _, err := save.DecodeBody(huge); !errors.Is(err, save.ErrCorrupt) {
		t.Errorf("huge array: %v", err)
	}
	// So is one nested in the base snapshot, which the engine would decode.
	base := msgp.AppendMapHeader(nil, 1)
	base = msgp.AppendString(base, "l")
	base = append(base, 0xdd, 0xff, 0xff, 0xff, 0xff)
	forged := msgp.CopyReplace("b", body, msgp.AppendBytes(nil, base))
	if bytes.Equal(forged, body) {
		t.Fatal("the forged base did not go in")
	}
	if _, err := save.DecodeBody(forged); !errors.Is(err, save.ErrCorrupt) {
		t.Errorf("huge array in the base: %v", err)
	}
	e := decode(t, b)
	e.Base = base
	if _, err := save.Restore(e); !errors.Is(err, save.ErrCorrupt) {
		t.Errorf("huge array in the base, given to Restore: %v", err)
	}
}

// TestRestoreErrors tampers with valid envelopes: each is refused.
func TestRestoreErrors(t *testing.T) {
	m, _ := played(t, "13", 5, 10)
	fresh := func() *save.Envelope { return decode(t, encode(t, m)) }
	tamper := []struct {
		name string
		edit func(e *save.Envelope)
		want error
	}{
		{"unknown game", func(e *save.Envelope) { e.Game = "chess" }, save.ErrUnknownGame},
		{"rules changed", func(e *save.Envelope) { e.Rules++ }, save.ErrRulesChanged},
		{"other seed", func(e *save.Envelope) { e.Seed++ }, save.ErrCorrupt},
		{"bad setup", func(e *save.Envelope) { e.Setup = e.Setup.With("cards", "99") }, save.ErrCorrupt},
		{"move dropped", func(e *save.Envelope) { e.History = e.History[:len(e.History)-1] }, save.ErrCorrupt},
		{"move changed", func(e *save.Envelope) { e.History[2].Key = "b99" }, save.ErrCorrupt},
		{"moves swapped", func(e *save.Envelope) { e.History[2], e.History[4] = e.History[4], e.History[2] }, save.ErrCorrupt},
		{"wrong seat", func(e *save.Envelope) { e.History[0].Seat = 5 }, save.ErrCorrupt},
		{"snapshot changed", func(e *save.Envelope) { e.Snapshot[len(e.Snapshot)-1] ^= 1 }, save.ErrCorrupt},
		{"base not msgp", func(e *save.Envelope) { e.Base = []byte{0xc1} }, save.ErrCorrupt},
	}
	for _, c := range tamper {
		e := fresh()
		c.edit(e)
		// Through Seal and Decode, as a forged file would come.
		_, err := save.Restore(decode(t, reseal(t, e)))
		if !errors.Is(err, c.want) {
			t.Errorf("%s: got %v, want %v", c.name, err, c.want)
		}
	}
	e := fresh()
	e.Game = "chess"
	if _, err := save.Restore(e); !errors.Is(err, engine.ErrUnknownGame) {
		t.Errorf("unknown game does not wrap engine.ErrUnknownGame: %v", err)
	}
}

// TestMigration registers a migration from a made-up format 0, which kept
// SavedAt in seconds, and reads a format 0 save through it.
func TestMigration(t *testing.T) {
	m, _ := played(t, "7", 8, 5)
	b, err := save.Encode(m, "old", 1_700_000_000_000)
	if err != nil {
		t.Fatal(err)
	}
	// Forge the format 0 body: the same fields, seconds in "t".
	old := msgp.Replace("t", save.Body(b), msgp.AppendInt64(nil, 1_700_000_000))
	f0 := save.Frame(0, old, save.Checksum(0, old))
	if _, err := save.Decode(f0); !errors.Is(err, save.ErrTooOld) {
		t.Fatalf("without a migration: %v", err)
	}
	defer save.SetMigration(0, func(body []byte) ([]byte, error) {
		sec, _, err := msgp.ReadInt64Bytes(msgp.Locate("t", body))
		if err != nil {
			return nil, err
		}
		return msgp.CopyReplace("t", body, msgp.AppendInt64(nil, sec*1000)), nil
	})()
	e, err := save.Decode(f0)
	if err != nil {
		t.Fatal(err)
	}
	if e.SavedAt != 1_700_000_000_000 || e.Name != "old" {
		t.Fatalf("migrated envelope: saved at %d, name %q", e.SavedAt, e.Name)
	}
	r, err := save.Restore(e)
	if err != nil {
		t.Fatal(err)
	}
	sameMatch(t, m, r)
	broken := save.Frame(0, []byte{0x80}, save.Checksum(0, []byte{0x80}))
	if _, err := save.Decode(broken); !errors.Is(err, save.ErrCorrupt) {
		t.Fatalf("a migration that fails: %v", err)
	}
}

// TestSaveAfterRebase plays far past engine.MaxHistory in an endless game:
// the save stays small and still restores.
func TestSaveAfterRebase(t *testing.T) {
	m, err := engine.NewMatch(tally, engine.Setup{}, 11)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 3*engine.MaxHistory+17; i++ {
		step(t, m, rng)
	}
	if m.Base() == nil {
		t.Fatal("the match never rebased")
	}
	b := encode(t, m)
	if len(save.ToText(b)) > 128<<10 {
		t.Fatalf("a save of an endless game is %d bytes of text", len(save.ToText(b)))
	}
	r, err := save.Restore(decode(t, b))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(snap(t, m), snap(t, r)) {
		t.Fatal("snapshots differ after a restore from a base")
	}
	t.Logf("save after %d moves: %d bytes, %d of text", 3*engine.MaxHistory+17, len(b), len(save.ToText(b)))
}
