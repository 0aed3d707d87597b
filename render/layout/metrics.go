package layout

// MinTouch is the smallest height, in CSS pixels, of anything a finger
// must hit.
const MinTouch = 44

// Metrics are the sizes a screen of a given size is drawn with. Every
// scene derives its rectangles from these and the window, never from fixed
// pixel positions.
type Metrics struct {
	Screen Rect    // the whole canvas
	Text   float64 // body text size
	Title  float64 // headline text size
	Button float64 // height of a button, at least MinTouch
	Gap    float64 // space between neighbouring elements
	Margin float64 // space kept free along the screen's edges
	Wide   bool    // landscape with room for a side column
}

// For returns the metrics of a w×h canvas.
func For(w, h float64) Metrics {
	short := min(w, h)
	m := Metrics{Screen: Rect{0, 0, w, h}}
	m.Text = clamp(short/30, 14, 22)
	m.Title = clamp(short/12, 24, 56)
	m.Button = max(MinTouch, m.Text*2.6)
	m.Gap = clamp(short/60, 6, 14)
	m.Margin = clamp(short/30, 8, 32)
	m.Wide = w >= 1.25*h && w >= 720
	return m
}

// Content is the screen minus its margins.
func (m Metrics) Content() Rect { return m.Screen.Inset(m.Margin) }

// ColumnWidth is the width of a menu column: most of a phone's width, a
// comfortable reading width on a desktop.
func (m Metrics) ColumnWidth() float64 {
	return clamp(m.Screen.W*0.86, min(260, m.Content().W), 460)
}

// Menu lays out n buttons in a centred column below a title band, and
// returns the title band and the buttons' rectangles. When the buttons do
// not fit the screen's height they shrink, never below MinTouch.
func (m Metrics) Menu(n int) (title Rect, buttons []Rect) {
	c := m.Content()
	titleH := min(m.Title*2.2, c.H*0.3)
	title, rest := c.CutTop(titleH)
	bh := m.Button
	if n > 0 {
		fit := (rest.H - m.Gap*float64(n-1)) / float64(n)
		bh = max(MinTouch, min(bh, fit))
	}
	total := bh*float64(n) + m.Gap*float64(max(n-1, 0))
	col := Rect{c.X + (c.W-m.ColumnWidth())/2, rest.Y, m.ColumnWidth(), total}
	if total < rest.H {
		col.Y = rest.Y + (rest.H-total)*0.3
	}
	for i := 0; i < n; i++ {
		buttons = append(buttons, Rect{col.X, col.Y + float64(i)*(bh+m.Gap), col.W, bh})
	}
	return title, buttons
}

// Scaled returns m with its text k times as large (the text-size
// setting); buttons grow with the text, never below MinTouch.
func (m Metrics) Scaled(k float64) Metrics {
	if k == 1 || k <= 0 {
		return m
	}
	m.Text *= k
	m.Title *= k
	m.Button = max(MinTouch, m.Button*k)
	return m
}
