package overrealm

import "strconv"

// Names the table shows: phases, modes, conditions and the buff cards'
// display names. The rules keep their own short constants; these are the
// exported values of the same numbers.

// Phases of a match (View.Phase).
const (
	PhaseDraft  = phDraft  // building the pools (modes of play)
	PhaseTeam   = phTeam   // secret team choice
	PhaseSelect = phSelect // selection phase of a turn
	PhaseKO     = phKO     // choosing a new active monster after a KO
	PhaseOver   = phOver   // the game is over
	PhaseClear  = phClear  // arranging the top of the deck (Clear Mind)
)

// Modes of play (View.Mode).
const (
	ModeCasual      = modeCasual
	ModeDraft       = modeDraft
	ModeCompetitive = modeCompetitive
)

// Kinds of selection (Choice.Kind).
const (
	ChoiceDraw    = selDraw
	ChoiceCounter = selCounter
	ChoiceLeft    = selLeft
	ChoiceRight   = selRight
	ChoiceMonster = selMonster
)

var phaseNames = [...]string{phDraft: "draft", phTeam: "team choice", phSelect: "selection", phKO: "KO replacement", phOver: "game over", phClear: "Clear Mind"}

var modeNames = [...]string{modeCasual: "1v1 Casual", modeDraft: "Drafting", modeCompetitive: "1v1 Competitive"}

// PhaseName names the view's phase: "selection", "KO replacement", ...
func (v *View) PhaseName() string {
	if int(v.Phase) < len(phaseNames) {
		return phaseNames[v.Phase]
	}
	return "?"
}

// ModeName names the view's mode of play: "1v1 Casual", "Drafting", ...
func (v *View) ModeName() string {
	if int(v.Mode) < len(modeNames) {
		return modeNames[v.Mode]
	}
	return "?"
}

// Condition is one condition bit of Mon.Cond.
type Condition uint8

// The conditions kept as bits (leech is a count: Mon.Leech).
const (
	Burn     = Condition(condBurn)
	Paralyze = Condition(condParalyze)
	Fatigue  = Condition(condFatigue)
	Stun     = Condition(condStun)
)

// Conditions lists the condition bits in the order the table shows them.
var Conditions = []Condition{Burn, Paralyze, Fatigue, Stun}

// String names the condition: "Burn", "Paralyze", "Fatigue", "Stun".
func (c Condition) String() string {
	switch c {
	case Burn:
		return "Burn"
	case Paralyze:
		return "Paralyze"
	case Fatigue:
		return "Fatigue"
	case Stun:
		return "Stun"
	}
	return "?"
}

// Has reports whether the monster has condition c.
func (m Mon) Has(c Condition) bool { return m.Cond&uint8(c) != 0 }

// ConditionNames lists the monster's conditions in words, leech with its
// counters: ["Burn", "Leech 2"].
func (m Mon) ConditionNames() []string {
	var out []string
	for _, c := range Conditions {
		if m.Has(c) {
			out = append(out, c.String())
		}
	}
	if m.Leech > 0 {
		out = append(out, "Leech "+strconv.Itoa(int(m.Leech)))
	}
	return out
}

// CardName is a buff card's display name, the way logs and the table write
// it: "Sharp Breeze". Cards of one monster with the same text share a name.
func CardName(c uint8) string {
	if c >= StdCard {
		return "Pin Down"
	}
	if int(c/4) < len(monsters) {
		if n, ok := buffNames[monsters[c/4].Name]; ok {
			return n[c%4]
		}
	}
	return CardCode(c)
}

// CardCode names card c the way the scenario files do: "Galeaffy/2" or
// "std/0".
func CardCode(c uint8) string {
	if c >= StdCard {
		return "std/" + string(rune('0'+c-StdCard))
	}
	return monsters[c/4].Name + "/" + string(rune('0'+c%4))
}

// buffNames are the buff cards' names by monster, in card order (names our
// own, like every card text).
var buffNames = map[string][4]string{
	"Americaw":     {"Talon Tax", "Bully Wind", "Sharpened Beak", "Sharpened Beak"},
	"Chargroar":    {"Static Fangs", "Static Fangs", "Spark Sprint", "Spark Sprint"},
	"Cleansitoad":  {"Rinse Away", "Dispel Current", "Tidal Gamble", "Slipstream"},
	"Drownigator":  {"Waterlogged", "Waterlogged", "Undertow", "Undertow"},
	"Flexferno":    {"Cinder Lash", "Second Wind", "Stoke the Wound", "Stoke the Wound"},
	"Galeaffy":     {"Sharp Breeze", "Sharp Breeze", "Leaf Shield", "Leaf Shield"},
	"Phantomaton":  {"Spectral Ambush", "Spectral Ambush", "Time Slip", "Haunted Card"},
	"Shaleshell":   {"Tremor Sense", "Tremor Sense", "Shale Plating", "Shale Plating"},
	"Stallagrowth": {"Mossy Guard", "Stone Bark", "Rattling Roots", "Rattling Roots"},
	"Steamie":      {"Puff of Luck", "Puff of Luck", "Cloud Cushion", "Cloud Cushion"},
	"Zappguin":     {"Shock Flipper", "Shock Flipper", "Payback Jolt", "Payback Jolt"},
	"Ashdash":      {"Last Ember", "Quick Kindling", "Warm Ashes", "Rekindle"},
	"Boltblebee":   {"Stinger", "Honey Stinger", "Honey Dash", "Buzz Dash"},
	"Cragadilo":    {"Scale Up", "Armored Roll", "First Strike", "Exposed Fury"},
	"Galvanite":    {"Magnet Drain", "Ion Drain", "Inert Ore", "Inert Ore"},
	"Oozygoopz":    {"Sticky Film", "Sticky Film", "Sticky Film", "Goop Burst"},
	"Smolderskulk": {"Smoldering Hex", "Ash Veil", "Soul Siphon", "Dread Silence"},
	"Squirrberus":  {"Power Acorn", "Courage Acorn", "Wisdom Acorn", "Winter Stash"},
	"Vulturock":    {"Circling Shadow", "Pick the Bones", "Carrion Claws", "Carrion Claws"},
	"Glimmermoth":  {"Dazzle Dust", "Static Wings", "Glimmer Trail", "Moonbeam Dart"},
}

// DescribeChoice says a selection of seat in words, the way the log does:
// "Cyclone (protected), buffed with Sharp Breeze, discarding Pin Down".
func (v *View) DescribeChoice(seat int, c Choice) string {
	p := &v.P[seat]
	return describeChoice([3]uint8{p.Mons[p.Spot[0]].Kind, p.Mons[p.Spot[1]].Kind, p.Mons[p.Spot[2]].Kind}, c)
}
