package ui

import (
	"math"
	"strconv"
	"strings"
	"testing"

	"golang.org/x/image/font"

	"overdeck/assets"
)

// TestMeasure_SameAsTheFont: the remembered lines, advances and kerning
// pairs give every width the font package gives, to the 1/64 px, the
// first time a string is measured and every time after (pairs that kern,
// and glyphs the font lacks, included), and after a face has forgotten
// its lines for having kept too many.
func TestMeasure_SameAsTheFont(t *testing.T) {
	texts := []string{
		"", "A", "AV", "Tory", "WAVE To", "Venture 1–0 · the computer 3",
		"Professor X's Cerebro: +2 to Intelligence…", "Ω★ 12/56 “quoted”", "LT Yo AW ff fi",
	}
	for _, bold := range []bool{false, true} {
		for _, size := range []float64{9, 10.4, 14, 17.6, 24, 40} {
			for pass := 0; pass < 3; pass++ {
				if pass == 2 {
					for i := 0; i <= keptLines; i++ {
						Measure(strconv.Itoa(i)+" AV", size, bold)
					}
				}
				for _, s := range texts {
					want := float64(font.MeasureString(assets.Face(int(size+0.5), bold), s)) / 64
					if got := Measure(s, size, bold); got != want {
						t.Fatalf("Measure(%q, %v, bold %v) = %v on pass %d, the font says %v", s, size, bold, got, pass, want)
					}
				}
			}
		}
	}
}

// BenchmarkMeasure: a line of a table measured again, as each frame does.
func BenchmarkMeasure(b *testing.B) {
	const s = "The computer: power 7, 5 cards in hand, 12 cards in the deck"
	for b.Loop() {
		Measure(s, 14, false)
	}
}

// wrapByTheFont is Wrap as it was before widths were remembered: each
// line measured whole, with the font package, every time a word is added.
func wrapByTheFont(s string, size, w float64, bold bool) []string {
	face := assets.Face(int(math.Round(size)), bold)
	var out []string
	for i, para := range strings.Split(s, "\n") {
		if i > 0 {
			out = append(out, "")
		}
		line := ""
		for _, word := range strings.Fields(para) {
			try := word
			if line != "" {
				try = line + " " + word
			}
			if line != "" && float64(font.MeasureString(face, try))/64 > w {
				out = append(out, line)
				line = word
				continue
			}
			line = try
		}
		if line != "" {
			out = append(out, line)
		}
	}
	return out
}

// TestWrap_SameLinesAsMeasuringEachLine: Wrap, which joins a line's
// width and the next word's, breaks every text where measuring each line
// whole breaks it, at every size and width, to the 1/64 px; asked again,
// it gives the same lines, whatever the caller did with the first ones.
func TestWrap_SameLinesAsMeasuringEachLine(t *testing.T) {
	texts := []string{
		"When a character is KO'd, its hits stay in the record; AV Wa To — “quoted” ★ café.\nA second paragraph, with Ω and numbers 12/56.",
		"Front Line: the three characters who play cards and may be attacked. The fourth waits in Reserve.",
		"one", "", "  spaced   out  words  ", "Supercalifragilisticexpialidocious word",
	}
	for _, bold := range []bool{false, true} {
		for _, size := range []float64{9.6, 12, 14.4, 19} {
			for w := 20.0; w < 700; w += 13.7 {
				for _, s := range texts {
					want := wrapByTheFont(s, size, w, bold)
					for pass := 0; pass < 2; pass++ {
						got := Wrap(s, size, w, bold)
						if strings.Join(got, "|") != strings.Join(want, "|") {
							t.Fatalf("Wrap(%q, %v, %v, %v) = %q on pass %d, measuring each line gives %q", s, size, w, bold, got, pass, want)
						}
						for i := range got {
							got[i] = "changed by the caller"
						}
						_ = append(got, "appended by the caller")
					}
				}
			}
		}
	}
}
