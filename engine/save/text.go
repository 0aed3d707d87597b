package save

import (
	"encoding/base64"
	"fmt"
	"strings"
	"time"
)

// TextPrefix starts the text form of every save. Its number is the version
// of the text wrapping, not of the envelope inside.
const TextPrefix = "overdeck-save-1:"

// FileExt is the extension of exported save files.
const FileExt = ".ovdk"

// MimeType is the type of exported save files.
const MimeType = "application/x-overdeck-save"

// maxText is the longest text that can hold a save of MaxSize bytes.
var maxText = len(TextPrefix) + base64.StdEncoding.EncodedLen(MaxSize)

// ToText turns an encoded save into the text kept in localStorage and in
// exported files: TextPrefix, then the bytes in standard base64.
func ToText(b []byte) string {
	return TextPrefix + base64.StdEncoding.EncodeToString(b)
}

// FromText reverses ToText. Blank space around the text and line breaks
// inside it (a file opened and saved in an editor) are ignored. Text
// without the prefix wraps ErrNotASave; with the prefix but broken base64
// (a truncated file) ErrCorrupt; too long for any save ErrTooLarge.
func FromText(s string) ([]byte, error) {
	s = strings.TrimPrefix(s, "\ufeff")
	s = strings.TrimSpace(s)
	if !strings.HasPrefix(s, TextPrefix) {
		return nil, ErrNotASave
	}
	s = strings.TrimPrefix(s, TextPrefix)
	if strings.ContainsAny(s, "\r\n") {
		s = strings.NewReplacer("\r", "", "\n", "").Replace(s)
	}
	if len(TextPrefix)+len(s) > maxText {
		return nil, fmt.Errorf("%w: %d characters", ErrTooLarge, len(s))
	}
	b, err := base64.StdEncoding.DecodeString(s)
	if err != nil {
		return nil, fmt.Errorf("%w: text: %w", ErrCorrupt, err)
	}
	return b, nil
}

// FileName names the export of a save: "overdeck-goofspiel-2026-11-21.ovdk",
// the date (UTC) taken from SavedAt. Characters of the game id other than
// letters, digits and '-' become '-'.
func FileName(e *Envelope) string {
	id := strings.Map(func(r rune) rune {
		switch {
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r >= '0' && r <= '9', r == '-':
			return r
		}
		return '-'
	}, e.Game)
	if id == "" {
		id = "game"
	}
	day := time.UnixMilli(e.SavedAt).UTC().Format("2006-01-02")
	return "overdeck-" + id + "-" + day + FileExt
}
