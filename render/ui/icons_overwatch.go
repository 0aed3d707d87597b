package ui

import "math"

// Overwatch's icons: classes, rows, shields, synergy, power, ultimate
// ready; and the general marks every table uses.
func init() {
	defIcon(IconOffense, "offense", "offense", "Offense", func(p Pen, ink, bg Color) {
		p.Ring(0.5, 0.5, 0.32, 0.1, ink)
		p.Line(0.5, 0.04, 0.5, 0.3, 0.09, ink)
		p.Line(0.5, 0.7, 0.5, 0.96, 0.09, ink)
		p.Line(0.04, 0.5, 0.3, 0.5, 0.09, ink)
		p.Line(0.7, 0.5, 0.96, 0.5, 0.09, ink)
		p.Circle(0.5, 0.5, 0.07, ink)
	})
	defIcon(IconDefenseClass, "defense-class", "defense", "Defense", func(p Pen, ink, bg Color) {
		p.Rect(0.2, 0.36, 0.6, 0.56, ink)
		for _, x := range []float64{0.2, 0.44, 0.68} {
			p.Rect(x, 0.14, 0.12, 0.24, ink)
		}
		p.RoundRect(0.42, 0.62, 0.16, 0.3, 0.08, bg)
	})
	defIcon(IconTank, "tank", "tank", "Tank", func(p Pen, ink, bg Color) {
		shield(p, 0.14, 0.08, 0.86, 0.94, ink)
		p.Rect(0.46, 0.22, 0.08, 0.58, bg)
		p.Rect(0.26, 0.4, 0.48, 0.08, bg)
	})
	defIcon(IconSupport, "support", "support", "Support", func(p Pen, ink, _ Color) {
		p.RoundRect(0.36, 0.1, 0.28, 0.8, 0.05, ink)
		p.RoundRect(0.1, 0.36, 0.8, 0.28, 0.05, ink)
	})
	rows := func(lit int) func(p Pen, ink, bg Color) {
		return func(p Pen, ink, _ Color) {
			for i := range 3 {
				c := Alpha(ink, 0.35)
				if i == lit {
					c = ink
				}
				p.RoundRect(0.12, 0.1+float64(i)*0.29, 0.76, 0.22, 0.05, c)
			}
		}
	}
	defIcon(IconFront, "front", "", "Front row", rows(0))
	defIcon(IconMiddle, "middle", "", "Middle row", rows(1))
	defIcon(IconBack, "back", "", "Back row", rows(2))
	defIcon(IconShield, "shield", "", "Shield", func(p Pen, ink, bg Color) {
		var xy []float64
		for i := range 6 {
			a := math.Pi/6 + math.Pi/3*float64(i)
			xy = append(xy, 0.5+0.44*math.Cos(a), 0.5+0.44*math.Sin(a))
		}
		p.Poly(ink, xy...)
		shield(p, 0.32, 0.24, 0.68, 0.78, bg)
	})
	defIcon(IconSynergy, "synergy", "", "Synergy", func(p Pen, ink, bg Color) {
		p.Ring(0.36, 0.5, 0.24, 0.1, ink)
		p.Ring(0.64, 0.5, 0.24, 0.1, ink)
		p.Arc(0.36, 0.5, 0.24, 0.1, -0.9, 0.9, ink)
	})
	defIcon(IconPower, "power", "", "Power", func(p Pen, ink, bg Color) {
		p.Star(0.5, 0.5, 0.46, 0.22, 8, ink)
		p.Circle(0.5, 0.5, 0.13, bg)
	})
	defIcon(IconUltimate, "ultimate", "", "Ultimate ready", func(p Pen, ink, bg Color) {
		p.Ring(0.5, 0.5, 0.4, 0.1, ink)
		p.Star(0.5, 0.52, 0.26, 0.11, 5, Gold)
	})
	defIcon(IconHeart, "heart", "", "Health", func(p Pen, ink, _ Color) {
		p.Circle(0.32, 0.38, 0.2, ink)
		p.Circle(0.68, 0.38, 0.2, ink)
		p.Poly(ink, 0.13, 0.45, 0.87, 0.45, 0.5, 0.88)
	})
	defIcon(IconCard, "card", "", "Card", func(p Pen, ink, bg Color) {
		p.RoundRect(0.22, 0.1, 0.56, 0.8, 0.07, ink)
		p.RoundRect(0.3, 0.2, 0.4, 0.6, 0.04, bg)
	})
	defIcon(IconDeck, "deck", "", "Deck", func(p Pen, ink, bg Color) {
		for i := 2; i >= 0; i-- {
			d := float64(i) * 0.07
			p.RoundRect(0.2+d, 0.08+d, 0.5, 0.72, 0.06, ink)
			p.RoundRect(0.23+d, 0.11+d, 0.44, 0.66, 0.05, bg)
		}
		p.RoundRect(0.27, 0.15, 0.36, 0.58, 0.04, ink)
	})
	defIcon(IconDiscard, "discard", "", "Discard pile", func(p Pen, ink, bg Color) {
		p.Poly(ink, 0.22, 0.3, 0.78, 0.3, 0.7, 0.92, 0.3, 0.92)
		p.Rect(0.16, 0.18, 0.68, 0.08, ink)
		p.Rect(0.4, 0.08, 0.2, 0.08, ink)
		for _, x := range []float64{0.38, 0.5, 0.62} {
			p.Line(x, 0.4, x, 0.82, 0.05, bg)
		}
	})
	defIcon(IconHand, "hand", "", "Hand", func(p Pen, ink, bg Color) {
		for i, a := range []float64{-0.35, 0, 0.35} {
			q := Pen{F: p.F, X: p.X, Y: p.Y + p.S*0.06, S: p.S, Turn: p.Turn + a}
			q.RoundRect(0.32, 0.14, 0.36, 0.56, 0.05, ink)
			if i < 2 {
				q.RoundRect(0.35, 0.17, 0.3, 0.5, 0.04, bg)
			}
		}
	})
	defIcon(IconInfo, "info", "", "Information", func(p Pen, ink, bg Color) {
		p.Circle(0.5, 0.5, 0.44, ink)
		p.Circle(0.5, 0.28, 0.07, bg)
		p.Rect(0.44, 0.42, 0.12, 0.36, bg)
	})
	defIcon(IconLog, "log", "", "Game log", func(p Pen, ink, _ Color) {
		for i := range 4 {
			w := []float64{0.76, 0.6, 0.7, 0.5}[i]
			p.RoundRect(0.12, 0.14+float64(i)*0.2, w, 0.1, 0.04, ink)
		}
	})
	defIcon(IconClose, "close", "", "Close", func(p Pen, ink, _ Color) { cross(p, 0.12, ink) })
}
