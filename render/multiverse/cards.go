package multiverse

import (
	"strconv"

	"overdeck/game/multiverse"
	"overdeck/render/ui"
)

// power returns Power card c, or nil when c is no card.
func power(c int) *multiverse.Card {
	if c < 0 || c >= len(multiverse.PowerCards) {
		return nil
	}
	return &multiverse.PowerCards[c]
}

// cardName names Power card c.
func cardName(c int) string {
	if k := power(c); k != nil {
		return k.Name
	}
	return "?"
}

// cardText is the whole of Power card c, as the zoom shows it.
func cardText(c int) string {
	k := power(c)
	if k == nil {
		return ""
	}
	s := k.Kind.String() + ", power " + itoa(int(k.Power)) + "."
	if t := k.Text(); t != "" {
		s += "\n" + t + "\n" + actHelp(k.Act)
	} else {
		s += "\nNo skill: its power is all it has."
	}
	if k.Kind == multiverse.Enhance {
		s += "\nAn Enhance card never attacks; face down, it defends with its power."
	}
	return s
}

// champText is the whole of Champion c.
func champText(c int) string {
	if c < 0 || c >= len(multiverse.Champions) {
		return ""
	}
	k := &multiverse.Champions[c]
	s := "Champion, power " + itoa(int(k.Power)) + ". It waits behind your defense cards. " +
		"Your turn's Slow action may flip it face up or down instead of playing a Slow card; face up, it may make the turn's attack instead of a Super from your hand."
	if t := k.Text(); t != "" {
		s += "\n" + t + "\n" + actHelp(k.Act)
	}
	return s
}

// groundName and groundText name and explain battleground b.
func groundName(b int) string {
	if b < 0 || b >= len(multiverse.Battlegrounds) {
		return "No battleground"
	}
	return multiverse.Battlegrounds[b].Name
}

func groundText(b int) string {
	if b < 0 || b >= len(multiverse.Battlegrounds) {
		return ""
	}
	return "Battleground. " + multiverse.Battlegrounds[b].Text()
}

// actColor is the kit's colour of an activation type: the band across a
// card and its power disc; grey for a card without a skill.
func actColor(a multiverse.Act) ui.Color {
	switch a {
	case multiverse.Trigger:
		return ui.Trigger
	case multiverse.Delayed:
		return ui.Delayed
	case multiverse.Instant:
		return ui.Instant
	case multiverse.Offensive:
		return ui.Offensive
	case multiverse.Defense:
		return ui.DefenseMV
	case multiverse.Passive:
		return ui.Passive
	}
	return 0x7a8088ff
}

// actIcon is the kit's icon of an activation type, or ui.NoIcon.
func actIcon(a multiverse.Act) ui.Icon {
	switch a {
	case multiverse.Trigger:
		return ui.IconTrigger
	case multiverse.Delayed:
		return ui.IconDelayed
	case multiverse.Instant:
		return ui.IconInstant
	case multiverse.Offensive:
		return ui.IconOffensiveMV
	case multiverse.Defense:
		return ui.IconDefenseMV
	case multiverse.Passive:
		return ui.IconPassive
	}
	return ui.NoIcon
}

// actWord names a card's activation type, or "No skill".
func actWord(a multiverse.Act) string {
	if a == multiverse.NoSkill {
		return "No skill"
	}
	return a.String()
}

// itoa is strconv.Itoa.
func itoa(n int) string { return strconv.Itoa(n) }

// signed writes n with its sign: "+2", "-1", "0".
func signed(n int) string {
	if n > 0 {
		return "+" + itoa(n)
	}
	return itoa(n)
}
