package overrealm

import (
	"strings"

	"overdeck/game/overrealm"
	"overdeck/render/layout"
	"overdeck/render/ui"
)

// elemIcons are the icons of the six elements, in the rules' order.
var elemIcons = [...]ui.Icon{ui.IconFire, ui.IconWater, ui.IconRock, ui.IconLeaf, ui.IconElectric, ui.IconDeath}

// elemColors are their palette colours.
var elemColors = [...]ui.Color{ui.Fire, ui.Water, ui.Rock, ui.Leaf, ui.Electric, ui.Death}

// timingIcons are the icons of the buff timings I to IV (none for "no
// timing").
var timingIcons = [...]ui.Icon{ui.IconTiming1, ui.IconTiming2, ui.IconTiming3, ui.IconTiming4, ui.NoIcon}

// monColors returns a monster's two frame colours: its first element's,
// and its second's (0 for a monster of one element).
func monColors(d *overrealm.Monster) (ui.Color, ui.Color) {
	c1 := elemColors[d.Elements[0]]
	if len(d.Elements) > 1 {
		return c1, elemColors[d.Elements[1]]
	}
	return c1, 0
}

// monIcons returns the icons of a monster's elements.
func monIcons(d *overrealm.Monster) []ui.Icon {
	var out []ui.Icon
	for _, e := range d.Elements {
		out = append(out, elemIcons[e])
	}
	return out
}

// monFrame is the card frame of monster d: its element colours and icons
// (the words stay in the labels and the zoom), its emblem, its role.
func monFrame(d *overrealm.Monster) ui.CardFrame {
	c1, c2 := monColors(d)
	return ui.CardFrame{Name: d.Name, Type: d.Role, Icons: monIcons(d), Color: c1, Second: c2, Emblem: d.Name}
}

// condIcons are the conditions' icons, by condition bit.
var condIcons = []struct {
	bit  uint8
	icon ui.Icon
}{{condBurn, ui.IconBurn}, {condParalyze, ui.IconParalyze}, {condFatigue, ui.IconFatigue}, {condStun, ui.IconStun}}

// monTokenCounts are the tokens drawn on a monster: its conditions, leech
// and the tokens on it (wishes, torment).
func monTokenCounts(st *overrealm.View, seat, mi int, mon overrealm.Mon) []ui.Count {
	var out []ui.Count
	for _, c := range condIcons {
		if mon.Cond&c.bit != 0 {
			out = append(out, ui.Count{Icon: c.icon})
		}
	}
	if mon.Leech > 0 {
		out = append(out, ui.Count{Icon: ui.IconLeech, Value: itoa(int(mon.Leech))})
	}
	for _, t := range monTokens(st, seat, mi) {
		i := strings.LastIndexByte(t, ' ')
		out = append(out, ui.Count{Icon: ui.IconAura, Value: t[i+1:]})
	}
	return out
}

// drawTokens draws tokens as badges in a row along the top of r.
func drawTokens(f *ui.Frame, r layout.Rect, ts []ui.Count) {
	if len(ts) == 0 {
		return
	}
	d := min(r.H*0.34, r.W/float64(len(ts)), 36)
	for i, t := range ts {
		b := layout.Rect{X: r.X + r.W - float64(i+1)*d - 2, Y: r.Y + 2, W: d, H: d}
		n := 0
		if t.Value != "" {
			n = atoiSmall(t.Value)
		}
		f.Token(b, t.Icon, n)
	}
}

// atoiSmall reads a small non-negative number ("12"), 0 if it is none.
func atoiSmall(s string) int {
	n := 0
	for _, c := range s {
		if c < '0' || c > '9' {
			return 0
		}
		n = n*10 + int(c-'0')
	}
	return n
}

// monKey is the Motion key of monster mi of seat: the same in every spot
// it moves to, so a switch shows the monsters changing places.
func monKey(seat, mi int) string { return "or.mon." + itoa(seat) + "." + itoa(mi) }
