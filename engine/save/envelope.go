package save

import (
	"bytes"
	"fmt"
	"hash/crc32"
	"time"

	"overdeck/engine"
)

//go:generate msgp -file envelope.go -o envelope_gen.go -io=false -unexported

//msgp:tuple frame

// Magic is the word every save starts with.
const Magic = "OVDK"

// FormatVersion is the envelope format this build writes. Decode reads it
// and every older format that has a migration.
const FormatVersion uint16 = 1

// MaxSize caps the encoded size of one save in bytes. The engine rebases a
// match's history at engine.MaxHistory moves, so a real save stays far
// below it; anything larger is refused rather than written or read.
const MaxSize = 1 << 20

// Envelope is the body of a save: everything needed to rebuild a match and
// to check the rebuilt match is the one that was saved. On the wire it sits
// in a frame that also holds the magic word, the format version and a
// CRC-32 (IEEE) of format and body, so those are not fields here.
type Envelope struct {
	Game    string        `msg:"g"` // the game's id
	Rules   uint16        `msg:"r"` // the game's RulesVersion when saved
	Seed    uint64        `msg:"s"`
	Setup   engine.Setup  `msg:"u"`
	Base    []byte        `msg:"b"` // engine.Match.Base(): where History starts; nil for the first deal
	History []engine.Move `msg:"h"` // engine.Match.History()
	// Snapshot is engine.Match.Snapshot() at the moment of saving: Restore
	// replays History and refuses the save unless it arrives at these bytes.
	Snapshot []byte `msg:"n"`
	SavedAt  int64  `msg:"t"` // Unix milliseconds, given by the caller
	Name     string `msg:"a"` // the slot's label; "" for an autosave
	// Played is how long the match was on a screen, in milliseconds
	// (engine.Match.Played); 0, and left out of the body, for a save
	// made before it was kept, which so reads bit for bit as before.
	Played int64 `msg:"p,omitempty"`
}

// frame is the stable outer layer of every format: a msgp array of four.
// It must never change, so that any build can tell a save from other data
// and a newer format from damage.
type frame struct {
	Magic  string
	Format uint16
	Body   []byte
	Sum    uint32
}

// magicHead is how every encoded frame begins: an array of 4, then "OVDK".
var magicHead = []byte{0x94, 0xa4, 'O', 'V', 'D', 'K'}

// checksum covers the format and the body, so a flipped format is damage too.
func checksum(format uint16, body []byte) uint32 {
	h := crc32.NewIEEE()
	h.Write([]byte{byte(format >> 8), byte(format)})
	h.Write(body)
	return h.Sum32()
}

// NewEnvelope captures match m, labelled name, saved at savedAt (Unix
// milliseconds). It returns the error of m.Snapshot, if any. It must not be
// given a bot's simulation (engine.NewSim), which cannot be saved.
func NewEnvelope(m *engine.Match, name string, savedAt int64) (*Envelope, error) {
	snap, err := m.Snapshot()
	if err != nil {
		return nil, fmt.Errorf("save: %w", err)
	}
	g := m.Game()
	return &Envelope{
		Game:     g.ID,
		Rules:    g.RulesVersion,
		Seed:     m.Seed(),
		Setup:    m.Setup(),
		Base:     m.Base(),
		History:  m.History(),
		Snapshot: snap,
		SavedAt:  savedAt,
		Name:     name,
		Played:   m.Played().Milliseconds(),
	}, nil
}

// Seal encodes the envelope in the current format, framed with the magic
// word and checksum. It returns an error wrapping ErrTooLarge when the
// result would exceed MaxSize.
func (e *Envelope) Seal() ([]byte, error) {
	body, err := e.MarshalMsg(nil)
	if err != nil {
		return nil, fmt.Errorf("save: encode: %w", err)
	}
	f := frame{Magic: Magic, Format: FormatVersion, Body: body, Sum: checksum(FormatVersion, body)}
	b, err := f.MarshalMsg(make([]byte, 0, len(body)+16))
	if err != nil {
		return nil, fmt.Errorf("save: encode: %w", err)
	}
	if len(b) > MaxSize {
		return nil, fmt.Errorf("%w: %d bytes, at most %d", ErrTooLarge, len(b), MaxSize)
	}
	return b, nil
}

// Encode captures match m and seals it: NewEnvelope, then Seal. name labels
// a slot ("" for an autosave); savedAt is Unix milliseconds.
func Encode(m *engine.Match, name string, savedAt int64) ([]byte, error) {
	e, err := NewEnvelope(m, name, savedAt)
	if err != nil {
		return nil, err
	}
	return e.Seal()
}

// Decode opens a save: it checks the magic word, the format version and
// the checksum, upgrades an older format through its migrations and
// decodes the body. It does not replay the match (Restore does). Errors
// wrap ErrNotASave (other data), ErrTooNew, ErrTooOld, ErrTooLarge or
// ErrCorrupt (damage of any kind). Decode never panics, whatever b holds.
func Decode(b []byte) (*Envelope, error) {
	if len(b) > MaxSize {
		return nil, fmt.Errorf("%w: %d bytes, at most %d", ErrTooLarge, len(b), MaxSize)
	}
	if !bytes.HasPrefix(b, magicHead) {
		return nil, ErrNotASave
	}
	var f frame
	rest, err := f.UnmarshalMsg(b)
	if err != nil {
		return nil, fmt.Errorf("%w: frame: %w", ErrCorrupt, err)
	}
	if len(rest) != 0 {
		return nil, fmt.Errorf("%w: %d stray bytes after the save", ErrCorrupt, len(rest))
	}
	if f.Format > FormatVersion {
		return nil, fmt.Errorf("%w: format %d, this build reads up to %d", ErrTooNew, f.Format, FormatVersion)
	}
	if checksum(f.Format, f.Body) != f.Sum {
		return nil, fmt.Errorf("%w: checksum mismatch", ErrCorrupt)
	}
	body, err := migrate(f.Format, f.Body)
	if err != nil {
		return nil, err
	}
	return decodeBody(body)
}

// decodeBody decodes a current-format body after checking that it, and any
// msgp nested in it, is well formed (so no length in it can claim more
// elements than there are bytes).
func decodeBody(body []byte) (*Envelope, error) {
	if err := wellFormed(body); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrCorrupt, err)
	}
	e := &Envelope{}
	rest, err := e.UnmarshalMsg(body)
	if err != nil {
		return nil, fmt.Errorf("%w: body: %w", ErrCorrupt, err)
	}
	if len(rest) != 0 {
		return nil, fmt.Errorf("%w: %d stray bytes after the body", ErrCorrupt, len(rest))
	}
	if e.Game == "" || len(e.Snapshot) == 0 {
		return nil, fmt.Errorf("%w: no game or no snapshot", ErrCorrupt)
	}
	return e, nil
}

// Restore rebuilds the saved match: it looks the game up, checks its rules
// version, replays the history and compares the result with the saved
// snapshot. Errors wrap ErrUnknownGame (and engine.ErrUnknownGame),
// ErrRulesChanged, or ErrCorrupt (a base that does not decode, a move the
// rules refuse, a replay that ends elsewhere than the snapshot). The match
// counts the time played the save records (none for an older save).
func Restore(e *Envelope) (*engine.Match, error) {
	g, err := engine.Lookup(e.Game)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrUnknownGame, err)
	}
	if e.Rules != g.RulesVersion {
		return nil, fmt.Errorf("%w: %s saved with rules %d, now %d", ErrRulesChanged, g.Name, e.Rules, g.RulesVersion)
	}
	base := e.Base
	if len(base) == 0 {
		base = nil // the first deal, however the empty value was decoded
	} else if err := wellFormed(base); err != nil {
		return nil, fmt.Errorf("%w: base: %w", ErrCorrupt, err)
	}
	m, err := engine.Restore(g, e.Setup, e.Seed, base, e.History)
	if err != nil {
		return nil, fmt.Errorf("%w: replay: %w", ErrCorrupt, err)
	}
	snap, err := m.Snapshot()
	if err != nil {
		return nil, fmt.Errorf("%w: replay: %w", ErrCorrupt, err)
	}
	if !bytes.Equal(snap, e.Snapshot) {
		return nil, fmt.Errorf("%w: the replay does not arrive at the saved position", ErrCorrupt)
	}
	m.AddPlayed(time.Duration(max(e.Played, 0)) * time.Millisecond)
	return m, nil
}
