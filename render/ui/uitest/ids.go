package uitest

import (
	"strconv"

	"overdeck/render/ui"
)

// SharedIDs returns one line per mirror id that two or more buttons of f
// carry: a screen reader reads them as one thing, and a test (or a key)
// pressing that id reaches only the first. No id shared: nil.
func SharedIDs(f *ui.Frame) []string {
	n := map[string]int{}
	var order []string
	for _, b := range f.Buttons {
		if n[b.ID] == 0 {
			order = append(order, b.ID)
		}
		n[b.ID]++
	}
	var out []string
	for _, id := range order {
		if n[id] > 1 {
			out = append(out, strconv.Itoa(n[id])+" mirror buttons share the id "+strconv.Quote(id))
		}
	}
	return out
}
