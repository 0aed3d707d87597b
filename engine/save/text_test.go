package save_test

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"overdeck/engine/save"
)

func TestTextRoundTrip(t *testing.T) {
	m, _ := played(t, "13", 2, 9)
	b := encode(t, m)
	text := save.ToText(b)
	if !strings.HasPrefix(text, "overdeck-save-1:") {
		t.Fatalf("text starts %q", text[:20])
	}
	// As an editor might leave it: a byte-order mark, line breaks, blank lines.
	wrapped := "\ufeff" + text[:40] + "\r\n" + text[40:] + "\n\n"
	for _, s := range []string{text, wrapped} {
		got, err := save.FromText(s)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, b) {
			t.Fatal("bytes differ after the text round trip")
		}
	}
}

func TestFromTextErrors(t *testing.T) {
	text := save.ToText(encode(t, newGoof(t, "3", 1)))
	cases := []struct {
		name, in string
		want     error
	}{
		{"empty", "", save.ErrNotASave},
		{"prose", "Dear diary, today I played cards.", save.ErrNotASave},
		{"json", `{"game":"goofspiel"}`, save.ErrNotASave},
		{"other version", strings.Replace(text, "save-1:", "save-9:", 1), save.ErrNotASave},
		{"bad base64", "overdeck-save-1:@@@@", save.ErrCorrupt},
		{"truncated", text[:len(text)-3], save.ErrCorrupt},
		{"too long", "overdeck-save-1:" + strings.Repeat("A", 2*save.MaxSize), save.ErrTooLarge},
	}
	for _, c := range cases {
		if _, err := save.FromText(c.in); !errors.Is(err, c.want) {
			t.Errorf("%s: got %v, want %v", c.name, err, c.want)
		}
	}
}

func TestFileName(t *testing.T) {
	cases := []struct {
		game string
		at   int64
		want string
	}{
		{"goofspiel", 1_795_219_200_000, "overdeck-goofspiel-2026-11-21.ovdk"},
		{"over/realm:x", 0, "overdeck-over-realm-x-1970-01-01.ovdk"},
	}
	for _, c := range cases {
		if got := save.FileName(&save.Envelope{Game: c.game, SavedAt: c.at}); got != c.want {
			t.Errorf("FileName(%q, %d) = %q, want %q", c.game, c.at, got, c.want)
		}
	}
}

func TestExplain(t *testing.T) {
	cases := []struct {
		err  error
		want string
	}{
		{nil, ""},
		{save.ErrNotASave, "This file is not an Overdeck save."},
		{errors.Join(save.ErrCorrupt, save.ErrTooNew), "This save was made by a newer version of Overdeck. Reload the page to update, then try again."},
		{&save.CorruptError{Key: "k", Err: save.ErrRulesChanged}, "The rules of this game have changed since this save was made, so it cannot be continued. You can start fresh or download the save to keep it."},
		{errors.New("disk on fire"), "Something went wrong with the save."},
	}
	for _, c := range cases {
		if got := save.Explain(c.err); got != c.want {
			t.Errorf("Explain(%v) = %q, want %q", c.err, got, c.want)
		}
	}
}
