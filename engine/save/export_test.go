package save

// Hooks for the external tests: format frames and migrations are internal.

// Checksum is checksum, for tests that forge frames.
var Checksum = checksum

// DecodeBody is decodeBody, for the fuzzer that reaches past the checksum.
var DecodeBody = decodeBody

// Frame encodes a frame with any format, body and sum.
func Frame(format uint16, body []byte, sum uint32) []byte {
	b, err := (&frame{Magic: Magic, Format: format, Body: body, Sum: sum}).MarshalMsg(nil)
	if err != nil {
		panic(err)
	}
	return b
}

// Body returns the body inside an encoded frame.
func Body(b []byte) []byte {
	var f frame
	if _, err := f.UnmarshalMsg(b); err != nil {
		panic(err)
	}
	return f.Body
}

// SetMigration registers m as the migration from format from for the
// length of a test, and returns the function that puts things back.
func SetMigration(from uint16, m Migration) (undo func()) {
	old, had := migrations[from]
	migrations[from] = m
	return func() {
		if had {
			migrations[from] = old
		} else {
			delete(migrations, from)
		}
	}
}
