package save_test

import (
	"flag"
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"overdeck/engine/save"
)

var update = flag.Bool("update", false, "rewrite the golden saves and the fuzz seeds made from them")

// goldenSave is a save made by an earlier build: this build must go on
// reading it. Rewrite it (-update) only together with a format migration.
const goldenSave = "testdata/goofspiel-13-mid.ovdk"

// TestGoldenSave restores the committed save and checks it is the match a
// fresh playout reaches: old saves keep loading, bit for bit.
func TestGoldenSave(t *testing.T) {
	m, _ := played(t, "13", 2026, 13)
	if *update {
		b, err := save.Encode(m, "golden", 1_795_219_200_000)
		if err != nil {
			t.Fatal(err)
		}
		writeFile(t, goldenSave, []byte(save.ToText(b)+"\n"))
		writeFile(t, "testdata/fuzz/FuzzDecode/golden", corpus(string(b)))
		writeFile(t, "testdata/fuzz/FuzzBody/golden", corpus(string(save.Body(b))))
		writeFile(t, "testdata/fuzz/FuzzFromText/golden", corpusString(save.ToText(b)))
	}
	text, err := os.ReadFile(goldenSave)
	if err != nil {
		t.Fatal(err)
	}
	r, err := newLib(save.NewMemStore()).Import(string(text))
	if err != nil {
		t.Fatal(err)
	}
	sameMatch(t, m, r)
}

func writeFile(t *testing.T, path string, data []byte) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
}

// corpus and corpusString write one value in Go's fuzz corpus format.
func corpus(b string) []byte {
	return []byte("go test fuzz v1\n[]byte(" + strconv.Quote(b) + ")\n")
}

func corpusString(s string) []byte {
	return []byte("go test fuzz v1\nstring(" + strconv.Quote(s) + ")\n")
}
