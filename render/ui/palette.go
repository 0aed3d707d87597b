package ui

import "math"

// Swatch is a colour of the palette with the ink that reads on it: text
// or an icon drawn in Ink on Fill has a contrast of at least 4.5:1 (WCAG
// AA), which TestPalette_Contrast checks for every swatch.
type Swatch struct {
	Fill, Ink Color
}

// The palette: one colour per OverRealm element, Overwatch hero class,
// OverPower power type and Multiverse activation type. Tables take their
// colours from here (through SwatchOf or the Icon's Swatch), never from
// numbers of their own, so a colour means the same thing on every table.
const (
	// OverRealm's six elements.
	Fire     Color = 0xc8402aff
	Water    Color = 0x2a6fbdff
	Rock     Color = 0x8b6a45ff
	Leaf     Color = 0x347d2fff
	Electric Color = 0xe9c320ff
	Death    Color = 0x6a4a92ff
	// Overwatch's four hero classes.
	Offense Color = 0xc7463aff
	Defense Color = 0xd4861cff
	Tank    Color = 0x3a74bfff
	Support Color = 0x3d9152ff
	// OverPower's four power types, Any-Power and MultiPower.
	Energy    Color = 0xf0c419ff
	Fighting  Color = 0xc2352cff
	Strength  Color = 0x347f3bff
	Intellect Color = 0x2d66b8ff
	AnyPower  Color = 0xeef1f4ff
	Multi     Color = 0x7b4fb0ff
	// The Multiverse's activation types.
	Trigger   Color = 0xdc6e24ff
	Delayed   Color = 0x7d62c6ff
	Instant   Color = 0xf0c43aff
	Offensive Color = 0xc93a3aff
	DefenseMV Color = 0x3a78c4ff
	Passive   Color = 0x557381ff
	// Shared marks.
	Heal    Color = 0x5fd37aff // healing numbers, success
	Hurt    Color = 0xff8a7aff // damage numbers, failure, on dark ground
	Good    Color = 0x3f9a4cff // a full health bar
	Shield  Color = 0x8fd0ffff // shield tokens
	Gold    Color = 0xf2b84bff // ultimate ready, the active card's ring
	DarkInk Color = 0x15191eff // text on light swatches
)

// swatches names every palette colour by the key tables look it up with:
// an element, class, power type or activation type in lower case.
var swatches = map[string]Color{
	"fire": Fire, "water": Water, "rock": Rock, "leaf": Leaf, "electric": Electric, "death": Death,
	"offense": Offense, "defense": Defense, "tank": Tank, "support": Support,
	"energy": Energy, "fighting": Fighting, "strength": Strength, "intellect": Intellect,
	"any": AnyPower, "multi": Multi,
	"trigger": Trigger, "delayed": Delayed, "instant": Instant, "offensive": Offensive,
	"defensemv": DefenseMV, "passive": Passive,
}

// SwatchOf returns the swatch of a palette key ("fire", "tank",
// "energy", "trigger", ...), or the neutral Panel swatch for an unknown
// key.
func SwatchOf(key string) Swatch {
	c, ok := swatches[key]
	if !ok {
		c = Panel
	}
	return Swatch{Fill: c, Ink: InkOn(c)}
}

// InkOn returns the text colour that reads best on c: white or near
// black.
func InkOn(c Color) Color {
	if Contrast(c, 0xffffffff) >= Contrast(c, DarkInk) {
		return 0xffffffff
	}
	return DarkInk
}

// Luminance is c's relative luminance (WCAG 2), from 0 (black) to 1.
func Luminance(c Color) float64 {
	r, g, b, _ := c.RGBA()
	return 0.2126*linear[r] + 0.7152*linear[g] + 0.0722*linear[b]
}

// linear holds each 8-bit sRGB channel value as linear light, worked out
// once: every frame asks which ink reads on dozens of colours.
var linear = func() (t [256]float64) {
	for v := range t {
		s := float64(v) / 255
		if s <= 0.04045 {
			t[v] = s / 12.92
		} else {
			t[v] = math.Pow((s+0.055)/1.055, 2.4)
		}
	}
	return t
}()

// Contrast is the WCAG contrast ratio of two opaque colours, 1 to 21.
func Contrast(a, b Color) float64 {
	la, lb := Luminance(a), Luminance(b)
	return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
}

// Shade returns c mixed with black (k < 0) or white (k > 0), by |k| from
// 0 to 1, keeping its alpha.
func Shade(c Color, k float64) Color {
	r, g, b, a := c.RGBA()
	mix := func(v uint8) uint32 {
		if k < 0 {
			return uint32(float64(v) * (1 + k))
		}
		return uint32(float64(v) + (255-float64(v))*k)
	}
	return Color(mix(r)<<24 | mix(g)<<16 | mix(b)<<8 | uint32(a))
}

// Alpha returns c with alpha a (0 to 1).
func Alpha(c Color, a float64) Color {
	return c&^0xff | Color(uint8(max(0, min(1, a))*255))
}
