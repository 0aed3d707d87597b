package ui

import "overdeck/render/layout"

// Icon is one of the project's icons, drawn as vector shapes (no image
// files): where a player of a game expects an icon on a card, the table
// draws the Icon and keeps the word in the button's label and the zoom.
type Icon uint8

// The icons. Each has a name (IconNamed finds it by name) and most have a
// palette key that colours their badge.
const (
	NoIcon Icon = iota
	// OverRealm: the six elements.
	IconFire
	IconWater
	IconRock
	IconLeaf
	IconElectric
	IconDeath
	// OverRealm: stat cubes, maneuver cubes, buff timings I to IV, flips,
	// conditions, team auras.
	IconAttack
	IconSpeed
	IconDefense
	IconManeuver
	IconTiming1
	IconTiming2
	IconTiming3
	IconTiming4
	IconFlipWin
	IconFlipFail
	IconBurn
	IconParalyze
	IconFatigue
	IconStun
	IconLeech
	IconAura
	// Overwatch: classes, rows, shields, synergy, power, ultimate ready.
	IconOffense
	IconDefenseClass
	IconTank
	IconSupport
	IconFront
	IconMiddle
	IconBack
	IconShield
	IconSynergy
	IconPower
	IconUltimate
	// OverPower: power types, Any-Power, MultiPower and the Special-card
	// function icons.
	IconEnergy
	IconFighting
	IconStrength
	IconIntellect
	IconAnyPower
	IconMultiPower
	IconGameLong   // full hourglass: remainder of game
	IconBattleLong // half-full hourglass: remainder of battle
	IconOffensive
	IconDefensive
	IconAttach
	IconFirst
	IconAstral
	// The Multiverse's activation types.
	IconTrigger
	IconDelayed
	IconInstant
	IconOffensiveMV
	IconDefenseMV
	IconPassive
	// General marks.
	IconHeart
	IconCard
	IconDeck
	IconDiscard
	IconHand
	IconInfo
	IconLog
	IconClose
	// OverPower's piles, on a phone's side line: the Power Pack and the
	// Defeated Characters Pile (the Draw Pile, Hand and Dead Pile use
	// IconDeck, IconHand and IconDiscard).
	IconPowerPack
	IconDefeatedPile
	NumIcons
)

// iconDef is how an icon is named and drawn.
type iconDef struct {
	name  string
	key   string // palette key of its badge, "" for a neutral badge
	label string // the word it stands for, for labels and the zoom
	draw  func(p Pen, ink, bg Color)
}

var icons [NumIcons]iconDef

// defIcon registers icon i (called from the init of the icons_*.go files).
func defIcon(i Icon, name, key, label string, draw func(p Pen, ink, bg Color)) {
	icons[i] = iconDef{name: name, key: key, label: label, draw: draw}
}

// Name returns the icon's name ("fire", "ultimate", "hourglass-battle").
func (i Icon) Name() string {
	if i >= NumIcons {
		return ""
	}
	return icons[i].name
}

// Word returns the word the icon stands for ("Fire", "Ultimate ready"):
// what a label or the zoom says where the card shows the icon.
func (i Icon) Word() string {
	if i >= NumIcons {
		return ""
	}
	return icons[i].label
}

// Swatch returns the colours of the icon's badge.
func (i Icon) Swatch() Swatch {
	if i < NumIcons && icons[i].key != "" {
		return SwatchOf(icons[i].key)
	}
	return Swatch{Fill: 0x3a4a5cff, Ink: Ink}
}

// IconNamed returns the icon called name, or false.
func IconNamed(name string) (Icon, bool) {
	for i := range icons {
		if icons[i].name == name && name != "" {
			return Icon(i), true
		}
	}
	return NoIcon, false
}

// Icon draws icon i in the largest square centred in r, in colour ink;
// bg is the colour behind it, used for the icon's cut-outs.
func (f *Frame) Icon(r layout.Rect, i Icon, ink, bg Color) {
	if i == NoIcon || i >= NumIcons || icons[i].draw == nil {
		return
	}
	icons[i].draw(f.PenIn(r), ink, bg)
}

// IconBadge draws icon i on a disc of its swatch colour, with a thin dark
// rim so that it stands out on light and dark ground alike.
func (f *Frame) IconBadge(r layout.Rect, i Icon) {
	sw := i.Swatch()
	p := f.PenIn(r)
	p.Circle(0.5, 0.5, 0.5, 0x000000a0)
	p.Circle(0.5, 0.5, 0.46, sw.Fill)
	f.Icon(layout.Rect{X: p.X + p.S*0.17, Y: p.Y + p.S*0.17, W: p.S * 0.66, H: p.S * 0.66}, i, sw.Ink, sw.Fill)
}
