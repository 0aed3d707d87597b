package save_test

import (
	"testing"

	"overdeck/engine/save"
)

// BenchmarkEncode saves a finished 13-card Goofspiel match.
func BenchmarkEncode(b *testing.B) {
	m, _ := played(b, "13", 1, 26)
	var size int
	for b.Loop() {
		out, err := save.Encode(m, "", 1)
		if err != nil {
			b.Fatal(err)
		}
		size = len(out)
	}
	b.ReportMetric(float64(size), "save-bytes")
	b.ReportMetric(float64(len(save.ToText(encode(b, m)))), "text-bytes")
}

// BenchmarkDecodeRestore opens, replays and verifies a finished 13-card
// Goofspiel save, from its text as it is kept in storage.
func BenchmarkDecodeRestore(b *testing.B) {
	m, _ := played(b, "13", 1, 26)
	text := save.ToText(encode(b, m))
	for b.Loop() {
		raw, err := save.FromText(text)
		if err != nil {
			b.Fatal(err)
		}
		e, err := save.Decode(raw)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := save.Restore(e); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(len(text)), "text-bytes")
}
