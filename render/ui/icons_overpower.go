package ui

import "math"

// OverPower's icons (power types, Any-Power, MultiPower, the Special-card
// function icons) and the Multiverse's activation types.
func init() {
	defIcon(IconEnergy, "energy", "energy", "Energy", func(p Pen, ink, _ Color) {
		for i := range 3 {
			a := math.Pi / 3 * float64(i)
			ringEllipse(p, 0.5, 0.5, 0.42, 0.15, a, 0.06, ink)
		}
		p.Circle(0.5, 0.5, 0.09, ink)
	})
	defIcon(IconFighting, "fighting", "fighting", "Fighting", func(p Pen, ink, bg Color) {
		sword(p, 0.16, 0.84, 0.86, 0.14, 0.09, ink)
		shield(p.Sub(0.02, 0.36, 0.5), 0.1, 0.05, 0.9, 0.95, ink)
		shield(p.Sub(0.02, 0.36, 0.5), 0.25, 0.2, 0.75, 0.8, bg)
	})
	defIcon(IconStrength, "strength", "strength", "Strength", func(p Pen, ink, bg Color) {
		p.Poly(ink, 0.12, 0.7, 0.22, 0.36, 0.46, 0.18, 0.76, 0.26, 0.9, 0.56, 0.78, 0.86, 0.3, 0.88)
		p.Poly(bg, 0.3, 0.4, 0.46, 0.3, 0.4, 0.46)
		p.Line(0.56, 0.5, 0.72, 0.72, 0.05, bg)
	})
	defIcon(IconIntellect, "intellect", "intellect", "Intellect", func(p Pen, ink, bg Color) {
		p.Poly(ink, 0.06, 0.22, 0.48, 0.3, 0.48, 0.86, 0.06, 0.78)
		p.Poly(ink, 0.52, 0.3, 0.94, 0.22, 0.94, 0.78, 0.52, 0.86)
		for i := range 3 {
			y := 0.4 + float64(i)*0.12
			p.Line(0.14, y, 0.4, y+0.03, 0.035, bg)
			p.Line(0.6, y+0.03, 0.86, y, 0.035, bg)
		}
	})
	defIcon(IconAnyPower, "any-power", "any", "Any-Power", func(p Pen, ink, bg Color) {
		p.Circle(0.5, 0.5, 0.4, ink)
		p.Circle(0.5, 0.5, 0.28, bg)
	})
	defIcon(IconMultiPower, "multipower", "multi", "MultiPower", func(p Pen, ink, _ Color) {
		for i, c := range []Color{Energy, Fighting, Strength, Intellect} {
			a := -math.Pi/2 + math.Pi/2*float64(i)
			p.Wedge(0.5, 0.5, 0.44, a+0.05, a+math.Pi/2-0.05, c)
		}
		p.Ring(0.5, 0.5, 0.44, 0.06, ink)
	})
	defIcon(IconGameLong, "hourglass-game", "", "Remainder of game", func(p Pen, ink, bg Color) { hourglass(p, 1, 0, ink, bg) })
	defIcon(IconBattleLong, "hourglass-battle", "", "Remainder of battle", func(p Pen, ink, bg Color) { hourglass(p, 0.5, 0.5, ink, bg) })
	crossed := func(p Pen, ink, _ Color) {
		sword(p, 0.16, 0.86, 0.86, 0.14, 0.09, ink)
		sword(p, 0.84, 0.86, 0.14, 0.14, 0.09, ink)
	}
	defIcon(IconOffensive, "offensive", "", "Offensive action", crossed)
	defIcon(IconDefensive, "defensive", "", "Defensive action", func(p Pen, ink, _ Color) { shield(p, 0.16, 0.08, 0.84, 0.94, ink) })
	defIcon(IconAttach, "attach", "", "Attach to a character", func(p Pen, ink, bg Color) {
		q := Pen{F: p.F, X: p.X, Y: p.Y, S: p.S, Turn: p.Turn + 0.5}
		q.RoundRect(0.3, 0.06, 0.4, 0.86, 0.2, ink)
		q.RoundRect(0.38, 0.14, 0.24, 0.7, 0.12, bg)
		q.RoundRect(0.44, 0.26, 0.12, 0.5, 0.06, ink)
		q.Rect(0.47, 0.3, 0.06, 0.56, bg)
	})
	defIcon(IconFirst, "first", "", "First card of the turn (1st)", func(p Pen, ink, _ Color) {
		p.Line(0.22, 0.3, 0.38, 0.16, 0.1, ink)
		p.Line(0.38, 0.14, 0.38, 0.86, 0.12, ink)
		p.Line(0.24, 0.86, 0.52, 0.86, 0.1, ink)
		// "st": a small s as two arcs, a t as a cross.
		p.Arc(0.64, 0.5, 0.07, 0.05, math.Pi*0.2, math.Pi*1.5, ink)
		p.Arc(0.62, 0.64, 0.07, 0.05, -math.Pi*0.5, math.Pi*0.8, ink)
		p.Line(0.84, 0.36, 0.84, 0.72, 0.06, ink)
		p.Line(0.76, 0.46, 0.92, 0.46, 0.05, ink)
	})
	defIcon(IconAstral, "astral", "", "Astral Plane", func(p Pen, ink, _ Color) {
		p.Line(0.14, 0.9, 0.5, 0.1, 0.13, ink)
		p.Line(0.5, 0.1, 0.86, 0.9, 0.13, ink)
		p.Line(0.3, 0.62, 0.7, 0.62, 0.1, ink)
		p.Star(0.82, 0.2, 0.13, 0.05, 4, ink)
	})
	defIcon(IconTrigger, "trigger", "trigger", "Trigger", func(p Pen, ink, bg Color) {
		p.Ring(0.5, 0.5, 0.38, 0.09, ink)
		p.Circle(0.5, 0.5, 0.16, ink)
		p.Poly(ink, 0.62, 0.62, 0.96, 0.74, 0.78, 0.8, 0.74, 0.96)
	})
	defIcon(IconDelayed, "delayed", "delayed", "Delayed", clock)
	defIcon(IconInstant, "instant", "instant", "Instant", func(p Pen, ink, _ Color) { bolt(p, ink) })
	defIcon(IconOffensiveMV, "offensive-mv", "offensive", "Offensive", func(p Pen, ink, bg Color) {
		p.RoundRect(0.2, 0.3, 0.6, 0.46, 0.12, ink)
		for i := range 4 {
			p.RoundRect(0.2+float64(i)*0.15, 0.16, 0.14, 0.22, 0.06, ink)
			p.Line(0.34+float64(i)*0.15, 0.2, 0.34+float64(i)*0.15, 0.36, 0.025, bg)
		}
		p.RoundRect(0.12, 0.42, 0.2, 0.14, 0.06, ink)
		p.Rect(0.3, 0.76, 0.42, 0.14, ink)
	})
	defIcon(IconDefenseMV, "defense-mv", "defensemv", "Defense", func(p Pen, ink, bg Color) {
		shield(p, 0.16, 0.08, 0.84, 0.94, ink)
		shield(p, 0.5, 0.18, 0.74, 0.78, bg)
	})
	defIcon(IconPassive, "passive", "passive", "Passive", eye)
	defIcon(IconPowerPack, "power-pack", "", "Power Pack", func(p Pen, ink, bg Color) {
		// Two cards, the front one with a bolt: the Power cards' pile.
		p.RoundRect(0.3, 0.06, 0.52, 0.72, 0.06, ink)
		p.RoundRect(0.34, 0.1, 0.44, 0.64, 0.05, bg)
		p.RoundRect(0.16, 0.2, 0.52, 0.74, 0.06, ink)
		bolt(Pen{F: p.F, X: p.X + p.S*0.2, Y: p.Y + p.S*0.3, S: p.S * 0.44, Turn: p.Turn}, bg)
	})
	defIcon(IconDefeatedPile, "defeated-pile", "", "Defeated Characters Pile", func(p Pen, ink, bg Color) {
		// A headstone with a cross cut in it.
		p.Circle(0.5, 0.4, 0.3, ink)
		p.Rect(0.2, 0.4, 0.6, 0.44, ink)
		p.Rect(0.1, 0.82, 0.8, 0.1, ink)
		p.Rect(0.45, 0.24, 0.1, 0.44, bg)
		p.Rect(0.34, 0.34, 0.32, 0.1, bg)
	})
}

// ringEllipse draws the outline of an ellipse, w wide, rotated by rot.
func ringEllipse(p Pen, x, y, rx, ry, rot, w float64, c Color) {
	n := p.segments(rx) + 8
	sr, cr := math.Sincos(rot)
	pt := func(i int, k float64) (float64, float64) {
		cos, sin := around(i, n)
		ex, ey := (rx+k)*cos, (ry+k)*sin
		return x + ex*cr - ey*sr, y + ex*sr + ey*cr
	}
	for i := range n {
		ox0, oy0 := pt(i, w/2)
		ox1, oy1 := pt(i+1, w/2)
		ix1, iy1 := pt(i+1, -w/2)
		ix0, iy0 := pt(i, -w/2)
		p.Poly(c, ox0, oy0, ox1, oy1, ix1, iy1, ix0, iy0)
	}
}
