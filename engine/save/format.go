package save

import (
	"fmt"

	"github.com/tinylib/msgp/msgp"
)

// Migration upgrades the body of a save from one format version to the
// next. It receives the body exactly as stored and returns the body of the
// next format.
type Migration func(body []byte) ([]byte, error)

// migrations holds, for each old format version v, the Migration from v to
// v+1. Format 1 is the first, so none is registered yet; when format 2
// comes, migrations[1] turns a format 1 body into a format 2 body.
var migrations = map[uint16]Migration{}

// migrate brings a body of format from up to FormatVersion, one step at a
// time. A format with no way forward wraps ErrTooOld; a migration that
// fails wraps ErrCorrupt.
func migrate(from uint16, body []byte) ([]byte, error) {
	for v := from; v < FormatVersion; v++ {
		step, ok := migrations[v]
		if !ok {
			return nil, fmt.Errorf("%w: format %d", ErrTooOld, from)
		}
		next, err := step(body)
		if err != nil {
			return nil, fmt.Errorf("%w: upgrading format %d: %w", ErrCorrupt, v, err)
		}
		body = next
	}
	return body, nil
}

// wellFormedDepth bounds how deeply maps, arrays and nested msgp may nest
// inside a save; real saves use about ten levels.
const wellFormedDepth = 64

// wellFormed reports whether b is exactly one well-formed msgp object, and
// so is every binary value inside it that starts like a msgp map or array
// (the engine's snapshots and the games' states are nested that way).
func wellFormed(b []byte) error {
	return nestedOK(b, 0)
}

func nestedOK(b []byte, depth int) error {
	rest, err := walk(b, depth)
	if err != nil {
		return err
	}
	if len(rest) != 0 {
		return fmt.Errorf("save: %d stray bytes after a msgp object", len(rest))
	}
	return nil
}

// walk skips one object of b, checking binary values as it goes.
func walk(b []byte, depth int) ([]byte, error) {
	if depth > wellFormedDepth {
		return b, fmt.Errorf("save: msgp nested too deep")
	}
	var n uint32
	var err error
	switch msgp.NextType(b) {
	case msgp.MapType:
		if n, b, err = msgp.ReadMapHeaderBytes(b); err != nil {
			return b, err
		}
		n *= 2
	case msgp.ArrayType:
		if n, b, err = msgp.ReadArrayHeaderBytes(b); err != nil {
			return b, err
		}
	case msgp.BinType:
		var bin []byte
		if bin, b, err = msgp.ReadBytesZC(b); err != nil {
			return b, err
		}
		if len(bin) > 0 && (msgp.NextType(bin) == msgp.MapType || msgp.NextType(bin) == msgp.ArrayType) {
			return b, nestedOK(bin, depth+1)
		}
		return b, nil
	default:
		return msgp.Skip(b)
	}
	for ; n > 0; n-- {
		if b, err = walk(b, depth+1); err != nil {
			return b, err
		}
	}
	return b, nil
}
