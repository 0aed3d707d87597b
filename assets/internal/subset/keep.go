package subset

// Keep reports whether Overdeck's fonts keep rune r: the runes its texts
// use and room around them, so that a new card's text rarely needs a new
// glyph, and a save's name typed in a language written in Latin letters
// shows as typed.
//
//   - Basic Latin, Latin-1 Supplement and Latin Extended-A: English,
//     and the accented letters of most European languages;
//   - General Punctuation (dashes, quotes, ellipsis, bullet), currency
//     signs, letterlike symbols (™, №), arrows, mathematical operators
//     (−, ≤, ≥, ≠, ×), geometric shapes and miscellaneous symbols (♥, ♠);
//   - U+FFFD, the replacement character.
//
// Greek, Cyrillic, Latin Extended-B, box drawing and block elements go: a
// rune the fonts lack is drawn as the empty box of glyph 0. The assets
// tests check that every rune of every game's texts is kept.
func Keep(r rune) bool {
	switch {
	case r < 0x180, // Basic Latin, Latin-1 Supplement, Latin Extended-A
		0x2000 <= r && r < 0x2070, // General Punctuation
		0x20A0 <= r && r < 0x2150, // Currency Symbols, Letterlike Symbols
		0x2190 <= r && r < 0x2300, // Arrows, Mathematical Operators
		0x25A0 <= r && r < 0x2700, // Geometric Shapes, Miscellaneous Symbols
		r == 0xFFFD:
		return true
	}
	return false
}
