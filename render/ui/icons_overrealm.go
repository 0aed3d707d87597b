package ui

import "math"

// OverRealm's icons: elements, stat and maneuver cubes, buff timings,
// flips, conditions and team auras.
func init() {
	defIcon(IconFire, "fire", "fire", "Fire", flame)
	defIcon(IconWater, "water", "water", "Water", drop)
	defIcon(IconRock, "rock", "rock", "Rock", func(p Pen, ink, bg Color) {
		p.Poly(ink, 0.18, 0.62, 0.3, 0.3, 0.55, 0.16, 0.8, 0.34, 0.88, 0.66, 0.66, 0.86, 0.3, 0.84)
		p.Line(0.42, 0.3, 0.52, 0.52, 0.06, bg)
		p.Line(0.52, 0.52, 0.72, 0.58, 0.06, bg)
		p.Line(0.52, 0.52, 0.44, 0.74, 0.05, bg)
	})
	defIcon(IconLeaf, "leaf", "leaf", "Leaf", func(p Pen, ink, bg Color) {
		p.Ellipse(0.52, 0.46, 0.38, 0.2, -math.Pi/4, ink)
		p.Line(0.22, 0.78, 0.74, 0.26, 0.05, bg)
		p.Line(0.14, 0.88, 0.3, 0.7, 0.07, ink)
		p.Line(0.44, 0.56, 0.44, 0.4, 0.04, bg)
		p.Line(0.56, 0.44, 0.68, 0.46, 0.04, bg)
	})
	defIcon(IconElectric, "electric", "electric", "Electric", func(p Pen, ink, _ Color) { bolt(p, ink) })
	defIcon(IconDeath, "death", "death", "Death", func(p Pen, ink, bg Color) {
		p.Circle(0.5, 0.42, 0.32, ink)
		p.RoundRect(0.32, 0.56, 0.36, 0.3, 0.06, ink)
		p.Circle(0.38, 0.44, 0.09, bg)
		p.Circle(0.62, 0.44, 0.09, bg)
		p.Poly(bg, 0.5, 0.56, 0.55, 0.65, 0.45, 0.65)
		for _, x := range []float64{0.42, 0.5, 0.58} {
			p.Line(x, 0.74, x, 0.86, 0.035, bg)
		}
	})
	defIcon(IconAttack, "attack", "fire", "Attack", func(p Pen, ink, _ Color) {
		sword(p, 0.2, 0.8, 0.84, 0.16, 0.1, ink)
	})
	defIcon(IconSpeed, "speed", "electric", "Speed", func(p Pen, ink, _ Color) { chevrons(p, 0.12, ink) })
	defIcon(IconDefense, "defense", "water", "Defense", func(p Pen, ink, bg Color) {
		shield(p, 0.18, 0.1, 0.82, 0.92, ink)
		shield(p, 0.3, 0.22, 0.7, 0.78, bg)
		shield(p, 0.38, 0.31, 0.62, 0.68, ink)
	})
	defIcon(IconManeuver, "maneuver", "", "Maneuver cube", func(p Pen, ink, _ Color) { cube(p, ink) })
	for i, ic := range []Icon{IconTiming1, IconTiming2, IconTiming3, IconTiming4} {
		n := i + 1
		name := []string{"Pre-Switch (I)", "Pre-Attack (II)", "With Attack (III)", "Post Attack (IV)"}[i]
		defIcon(ic, "timing"+string(rune('1'+i)), "", name, func(p Pen, ink, bg Color) { pie(p, n, ink, bg) })
	}
	defIcon(IconFlipWin, "flip-success", "leaf", "Flip success", func(p Pen, ink, _ Color) { check(p, 0.14, ink) })
	defIcon(IconFlipFail, "flip-fail", "fire", "Flip fail", func(p Pen, ink, _ Color) { cross(p, 0.14, ink) })
	defIcon(IconBurn, "burn", "fire", "Burn", func(p Pen, ink, bg Color) {
		flame(p.Sub(0.12, 0.05, 0.76), ink, bg)
		p.Rect(0.16, 0.84, 0.68, 0.08, ink)
	})
	defIcon(IconParalyze, "paralyze", "electric", "Paralyze", func(p Pen, ink, bg Color) {
		p.Arc(0.5, 0.42, 0.2, 0.1, math.Pi, 2*math.Pi, ink)
		p.Line(0.3, 0.42, 0.3, 0.5, 0.1, ink)
		p.Line(0.7, 0.42, 0.7, 0.5, 0.1, ink)
		p.RoundRect(0.2, 0.48, 0.6, 0.42, 0.06, ink)
		p.Circle(0.5, 0.64, 0.06, bg)
		p.Rect(0.475, 0.66, 0.05, 0.12, bg)
	})
	defIcon(IconFatigue, "fatigue", "water", "Fatigue", func(p Pen, ink, _ Color) {
		zed := func(x, y, s float64) {
			p.Line(x, y, x+s, y, s*0.22, ink)
			p.Line(x+s, y, x, y+s, s*0.22, ink)
			p.Line(x, y+s, x+s, y+s, s*0.22, ink)
		}
		zed(0.1, 0.5, 0.36)
		zed(0.52, 0.22, 0.28)
		zed(0.72, 0.06, 0.16)
	})
	defIcon(IconStun, "stun", "electric", "Stun", func(p Pen, ink, _ Color) {
		p.Star(0.3, 0.34, 0.22, 0.09, 5, ink)
		p.Star(0.72, 0.3, 0.15, 0.06, 5, ink)
		p.Arc(0.5, 0.62, 0.3, 0.08, 0.2, math.Pi-0.2, ink)
	})
	defIcon(IconLeech, "leech", "death", "Leech", func(p Pen, ink, bg Color) {
		drop(p, ink, bg)
		p.Poly(bg, 0.38, 0.5, 0.46, 0.5, 0.42, 0.64)
		p.Poly(bg, 0.54, 0.5, 0.62, 0.5, 0.58, 0.64)
	})
	defIcon(IconAura, "aura", "", "Team aura", func(p Pen, ink, bg Color) {
		p.Ellipse(0.5, 0.2, 0.32, 0.1, 0, ink)
		p.Ellipse(0.5, 0.2, 0.22, 0.05, 0, bg)
		p.Star(0.5, 0.62, 0.3, 0.1, 4, ink)
		p.Star(0.2, 0.8, 0.1, 0.035, 4, ink)
		p.Star(0.82, 0.5, 0.1, 0.035, 4, ink)
	})
}
