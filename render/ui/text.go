package ui

import (
	"math"
	"strings"

	"golang.org/x/image/font"

	"overdeck/assets"
)

// Measure returns the width of s in CSS pixels at size, in the theme's
// typeface (bold or regular).
func Measure(s string, size float64, bold bool) float64 {
	face := assets.Face(int(math.Round(size)), bold)
	return float64(font.MeasureString(face, s)) / 64
}

// Fit returns the size to draw s at so that it is at most w wide: size
// itself, or smaller down to 60% of it (never below MinText unless size
// is); when even that is too wide, s is
// cut and ends with "…".
func Fit(s string, size, w float64, bold bool) (float64, string) {
	if w <= 0 {
		return size, s
	}
	floor := max(size*0.6, min(size, MinText))
	for k := size; k >= floor; k -= max(1, size*0.08) {
		if Measure(s, k, bold) <= w {
			return k, s
		}
	}
	small := max(math.Round(size*0.6), min(size, MinText))
	r := []rune(s)
	for len(r) > 1 && Measure(string(r)+"…", small, bold) > w {
		r = r[:len(r)-1]
	}
	return small, string(r) + "…"
}

// Wrap breaks s into lines at most w wide at size. Each "\n" starts a new
// paragraph, separated by an empty line. A word wider than w gets a line of
// its own.
func Wrap(s string, size, w float64, bold bool) []string {
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
			if line != "" && Measure(try, size, bold) > w {
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
