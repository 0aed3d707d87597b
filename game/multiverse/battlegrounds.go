package multiverse

import (
	"strconv"
	"strings"
)

// Ground is what a battleground does for its owner, while face up.
type Ground uint8

// The battleground rules.
const (
	GroundRally    Ground = iota // the owner's attacks have +N
	GroundBulwark                // the owner's defense cards have +N when defending
	GroundDampen                 // the opposing side's attacks have -N
	GroundExpose                 // the opposing side's defense cards have -N when defending
	GroundEnhance                // the owner's Enhance cards have +N power
	GroundUnderdog               // the owner's Supers of printed power 3 or less have +N power
	GroundGiants                 // the owner's Supers of printed power 6 or more have +N power
	GroundHidden                 // the owner's defense card flipped by an attack has +N when defending
	GroundTies                   // the owner's attacks also succeed on equal power
	GroundOffense                // the owner's Offensive skills give N more
	GroundDefense                // the owner's Defense skills give N more
	GroundInstant                // the owner's Instants give N more
)

// Battleground is a place that changes the rules for its owner while face up.
type Battleground struct {
	Name string
	Rule Ground
	N    int8
}

// Text is the battleground's rule for its owner.
func (b *Battleground) Text() string {
	n := strconv.Itoa(int(b.N))
	switch b.Rule {
	case GroundRally:
		return "Its owner's attacks have +" + n + " power."
	case GroundBulwark:
		return "Its owner's defense cards have +" + n + " power when they defend."
	case GroundDampen:
		return "The opposing side's attacks have -" + n + " power."
	case GroundExpose:
		return "The opposing side's defense cards have -" + n + " power when they defend."
	case GroundEnhance:
		return "Its owner's Enhance cards have +" + n + " power."
	case GroundUnderdog:
		return "Its owner's Supers of printed power 3 or less have +" + n + " power."
	case GroundGiants:
		return "Its owner's Supers of printed power 6 or more have +" + n + " power."
	case GroundHidden:
		return "Its owner's defense card that an attack flips face up has +" + n + " power in that combat."
	case GroundTies:
		return "Its owner's attacks also succeed when the powers are equal."
	case GroundOffense:
		return "Its owner's Offensive skills give " + n + " more."
	case GroundDefense:
		return "Its owner's Defense skills give " + n + " more."
	case GroundInstant:
		return "Its owner's Instants give " + n + " more."
	}
	return ""
}

// Battlegrounds is the Battleground Deck: every battleground once.
var Battlegrounds = []Battleground{
	{Name: "Skyline Rooftops", Rule: GroundRally, N: 1},
	{Name: "Bunker Nine", Rule: GroundBulwark, N: 1},
	{Name: "Flooded Subway", Rule: GroundDampen, N: 1},
	{Name: "Shattered Mall", Rule: GroundExpose, N: 1},
	{Name: "Solar Array", Rule: GroundEnhance, N: 2},
	{Name: "Back Alley", Rule: GroundUnderdog, N: 2},
	{Name: "Titan Quarry", Rule: GroundGiants, N: 1},
	{Name: "Fogbound Harbor", Rule: GroundHidden, N: 2},
	{Name: "Arena of Echoes", Rule: GroundTies, N: 1},
	{Name: "Proving Grounds", Rule: GroundOffense, N: 1},
	{Name: "Citadel Gate", Rule: GroundDefense, N: 1},
	{Name: "Chrono Lab", Rule: GroundInstant, N: 1},
}

// BattlegroundByName returns the number of the battleground named name
// (case-insensitive), or -1.
func BattlegroundByName(name string) int {
	for i := range Battlegrounds {
		if strings.EqualFold(Battlegrounds[i].Name, name) {
			return i
		}
	}
	return -1
}
