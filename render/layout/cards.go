package layout

// CardRow lays out n cards of the given aspect (height/width) inside area,
// centred, in the number of rows that makes them largest, at least minH and
// at most maxH tall. When even one card per row is too small the
// cards keep minH and overflow the area (the caller's area is too small to
// be usable anyway). It returns nil when n is 0.
func CardRow(area Rect, n int, minH, maxH, aspect, gap float64) []Rect {
	if n <= 0 {
		return nil
	}
	// The number of rows that makes the cards largest (the fewest on a tie).
	best, bestW := 1, -1.0
	for rows := 1; rows <= n; rows++ {
		perRow := (n + rows - 1) / rows
		byWidth := (area.W - gap*float64(perRow-1)) / float64(perRow)
		byHeight := (area.H - gap*float64(rows-1)) / float64(rows) / aspect
		if w := min(byWidth, byHeight, maxH/aspect); w > bestW+0.01 {
			best, bestW = rows, w
		}
	}
	rows, w := best, bestW
	w = max(w, minH/aspect)
	h := w * aspect
	perRow := (n + rows - 1) / rows
	totalH := h*float64(rows) + gap*float64(rows-1)
	y := area.Y + max(area.H-totalH, 0)/2
	out := make([]Rect, 0, n)
	for r := 0; r*perRow < n; r++ {
		k := min(perRow, n-r*perRow)
		rowW := w*float64(k) + gap*float64(k-1)
		x := area.X + (area.W-rowW)/2
		for i := 0; i < k; i++ {
			out = append(out, Rect{x + float64(i)*(w+gap), y, w, h})
		}
		y += h + gap
	}
	return out
}
