package multiverse

import "strings"

// Champion is an optional card kept behind the player's defense cards. The
// turn's Slow action may flip it face up or down instead of playing a Slow
// card; face up, it may make the turn's attack instead of a Super from hand.
type Champion struct {
	Name  string
	Power int8
	Act   Act
	Op    Op
	N     int8
}

// Text is the Champion's skill.
func (c *Champion) Text() string { return SkillText(c.Act, c.Op, c.N) }

// Champions are the Champion cards a player may choose from. Rules 2 raised
// each one's power by 2 so that a Champion helps as the seed's option
// promises (Normal at Incursion: 60.6% with one, 51.8% without; with the
// powers of rules 1 a Champion added 4.8 points).
var Champions = []Champion{
	{Name: "Aegis Paragon", Power: 7, Act: Passive, Op: OpAura, N: 1},
	{Name: "Comet Striker", Power: 8, Act: Offensive, Op: OpCharge, N: 2},
	{Name: "Warden of Echoes", Power: 6, Act: Passive, Op: OpDampen, N: 1},
	{Name: "Nova Regent", Power: 7, Act: Offensive, Op: OpLoot, N: 1},
	{Name: "Shadow Marshal", Power: 6, Act: Offensive, Op: OpAmbush, N: 3},
}

// ChampionByName returns the number of the Champion named name
// (case-insensitive), or -1.
func ChampionByName(name string) int {
	for i := range Champions {
		if strings.EqualFold(Champions[i].Name, name) {
			return i
		}
	}
	return -1
}
