package overpower

import (
	"strings"

	"overdeck/render/layout"
	"overdeck/render/ui"
)

// shortNames are the characters' short names, for a tile or a list too
// narrow for the whole name: each still names that character and nothing
// else (never "Angry" for an Angry Mob or "Professor" for Moriarty).
var shortNames = map[string]string{
	"Angry Mob (Middle Ages)":    "Mob, Middle Ages",
	"Angry Mob (Industrial Age)": "Mob, Industrial",
	"Angry Mob (Modern Age)":     "Mob, Modern",
	"Billy the Kid":              "Billy",
	"Captain Nemo":               "Nemo",
	"Carson of Venus":            "Carson",
	"Count of Monte Cristo":      "Monte Cristo",
	"Dejah Thoris":               "Dejah",
	"Dr. Watson":                 "Watson",
	"Headless Horseman":          "Horseman",
	"Invisible Man":              "Invisible Man",
	"Jane Porter":                "Jane",
	"Joan of Arc":                "Joan",
	"John Carter of Mars":        "John Carter",
	"King Arthur":                "Arthur",
	"Mina Harker":                "Mina",
	"Morgan le Fay":              "Morgan",
	"Mr. Hyde":                   "Hyde",
	"Professor Moriarty":         "Moriarty",
	"Robin Hood":                 "Robin",
	"Sheriff of Nottingham":      "Sheriff",
	"Sherlock Holmes":            "Holmes",
	"Sun Wukong":                 "Wukong",
	"The Mummy":                  "Mummy",
	"The Three Musketeers":       "Musketeers",
	"Time Traveler":              "Traveler",
	"Van Helsing":                "Helsing",
	"Victory Harben":             "Victory",
	"Wicked Witch":               "Witch",
}

// shortName is a character's short name (the name itself when it is short
// already).
func shortName(name string) string {
	if s, ok := shortNames[name]; ok {
		return s
	}
	return name
}

// drawCharName draws a character's name in r: whole, or its short name,
// or, when neither fits, the short name cut with an ellipsis (the tile's
// zoom, one tap away, names it whole). Never a first word alone, which
// may name something else.
func drawCharName(f *ui.Frame, r layout.Rect, name string, size float64, ink ui.Color, texts ...string) {
	short := shortName(name)
	for _, s := range append(texts, name, short) {
		if fitText(f, r, s, size, ink, ui.Left, true) {
			return
		}
	}
	rs := []rune(short)
	for n := len(rs) - 1; n >= 2; n-- {
		if s := strings.TrimRight(string(rs[:n]), " ,") + "…"; fitText(f, r, s, size, ink, ui.Left, true) {
			return
		}
	}
}
