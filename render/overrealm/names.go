package overrealm

import (
	"regexp"
	"strconv"
	"strings"

	"overdeck/game/overrealm"
)

// Short names for the rules' exported phases, modes, condition bits and
// the monster-action kind, as this package uses them.
const (
	phDraft  = overrealm.PhaseDraft
	phTeam   = overrealm.PhaseTeam
	phSelect = overrealm.PhaseSelect
	phKO     = overrealm.PhaseKO
	phOver   = overrealm.PhaseOver
	phClear  = overrealm.PhaseClear

	modeCasual      = overrealm.ModeCasual
	modeDraft       = overrealm.ModeDraft
	modeCompetitive = overrealm.ModeCompetitive

	condBurn     = uint8(overrealm.Burn)
	condParalyze = uint8(overrealm.Paralyze)
	condFatigue  = uint8(overrealm.Fatigue)
	condStun     = uint8(overrealm.Stun)

	kindMonster = overrealm.ChoiceMonster // overrealm.Choice.Kind of a monster action
)

// spotNames name the three places of a team: active, left, right.
var spotNames = [3]string{"active", "left", "right"}

// monster returns the monster card of pool index k.
func monster(k uint8) *overrealm.Monster { return overrealm.Monsters()[k] }

// elements writes a monster's elements: "Rock/Leaf".
func elements(m *overrealm.Monster) string {
	var s []string
	for _, e := range m.Elements {
		s = append(s, e.String())
	}
	return strings.Join(s, "/")
}

// cardName names a buff card for players the way the log does: "Static
// Wings" (overrealm.CardName).
func cardName(c uint8) string { return overrealm.CardName(c) }

// cardOwner says whose deck a buff card comes from: "Glimmermoth" or
// "Standard".
func cardOwner(c uint8) string {
	if _, m := overrealm.Card(c); m >= 0 {
		return monster(uint8(m)).Name
	}
	return "Standard"
}

// icon is a buff card's flip icon in words.
func icon(b *overrealm.BuffCard) string {
	s := "fail"
	if b.Success {
		s = "success"
	}
	if b.Event {
		s += ", flip event"
	}
	return s
}

// timingRoman numbers the buff timings as the cards do.
var timingRoman = [...]string{"I", "II", "III", "IV", "-"}

// timing names a buff card's timing: "Pre-Attack (II)".
func timing(b *overrealm.BuffCard) string {
	if b.Timing == overrealm.NoTiming {
		return "No buff effect"
	}
	return b.Timing.String() + " (" + timingRoman[b.Timing] + ")"
}

// cardText is a buff card's full text.
func cardText(c uint8) string {
	b, _ := overrealm.Card(c)
	t := timing(b) + ". Flip icon: " + icon(b) + "."
	if b.Flip > 0 {
		t += " Flip " + strconv.Itoa(int(b.Flip)) + "."
	}
	if b.Extra > 0 {
		t += " Costs " + strconv.Itoa(int(b.Extra)) + " more discard."
	}
	if b.Text != "" {
		t += " " + b.Text
	}
	if b.Event && b.EvText != "" {
		t += " Flip event: " + b.EvText
	}
	return t
}

// actionLine sums an action card up on one line: "Attack 4 dmg, speed 5,
// discard 1, 2 buff slots".
func actionLine(a *overrealm.ActionCard) string {
	parts := []string{a.Elem.String() + " " + a.Kind.String()}
	if a.Kind == overrealm.Attack {
		parts = append(parts, strconv.Itoa(int(a.Damage))+" damage")
	}
	if a.Kind == overrealm.Aura {
		parts = append(parts, strconv.Itoa(int(a.Turns))+" turns")
	}
	parts = append(parts, "speed "+strconv.Itoa(int(a.Speed)))
	if a.Discard > 0 {
		parts = append(parts, "discard "+strconv.Itoa(int(a.Discard)))
	}
	if a.Draw > 0 {
		parts = append(parts, "draw "+strconv.Itoa(int(a.Draw)))
	}
	if a.Slots > 0 {
		parts = append(parts, strconv.Itoa(int(a.Slots))+" buff slot"+plural(int(a.Slots)))
	}
	return strings.Join(parts, ", ")
}

// modsLine writes an action's elemental modifiers: "Fire +3, Electric -3".
func modsLine(a *overrealm.ActionCard) string {
	var parts []string
	for e := overrealm.Element(0); e < 6; e++ {
		switch v := a.Mods[e]; {
		case v == overrealm.ModX:
			parts = append(parts, e.String()+" X")
		case v > 0:
			parts = append(parts, e.String()+" +"+strconv.Itoa(int(v)))
		case v < 0:
			parts = append(parts, e.String()+" "+strconv.Itoa(int(v)))
		}
	}
	if len(parts) == 0 {
		return "No modifiers"
	}
	return strings.Join(parts, ", ")
}

// actionText is an action card's full text.
func actionText(a *overrealm.ActionCard) string {
	t := a.Name + ": " + actionLine(a) + ". Modifiers: " + modsLine(a) + "."
	var tags []string
	if a.Flip > 0 {
		tags = append(tags, "flip "+strconv.Itoa(int(a.Flip)))
	}
	if a.Single {
		tags = append(tags, "single use")
	}
	if a.Recoil > 0 {
		tags = append(tags, "recoil "+strconv.Itoa(int(a.Recoil)))
	}
	if a.Flinch {
		tags = append(tags, "flinch")
	}
	if len(tags) > 0 {
		t += " " + strings.ToUpper(tags[0][:1]) + strings.Join(tags, ", ")[1:] + "."
	}
	if a.Text != "" {
		t += " " + a.Text
	}
	return t
}

// monsterText is a monster card's full text.
func monsterText(m *overrealm.Monster) string {
	return m.Name + ": " + elements(m) + ", " + strconv.Itoa(int(m.HP)) + " HP, " + m.Role +
		", complexity " + strconv.Itoa(int(m.Complexity)) + ". Ability, " + m.Ability + ": " + m.Text
}

// conditions lists a monster's conditions in words.
func conditions(m overrealm.Mon) []string {
	var out []string
	for _, c := range []struct {
		bit  uint8
		name string
	}{{condBurn, "Burn"}, {condParalyze, "Paralyze"}, {condFatigue, "Fatigue"}, {condStun, "Stun"}} {
		if m.Cond&c.bit != 0 {
			out = append(out, c.name)
		}
	}
	if m.Leech > 0 {
		out = append(out, "Leech "+strconv.Itoa(int(m.Leech)))
	}
	return out
}

var codeRe = regexp.MustCompile(`\b([A-Z][a-z]+|std)/([0-9])\b`)

// cleanLog rewrites a log line for the screen: the flip icons in words
// (the typeface has no ✔ and ✘) and card codes as card names.
func cleanLog(s string) string {
	s = strings.NewReplacer("✔", "success", "✘", "fail").Replace(s)
	return codeRe.ReplaceAllStringFunc(s, func(m string) string {
		sub := codeRe.FindStringSubmatch(m)
		n, _ := strconv.Atoi(sub[2])
		if sub[1] == "std" {
			return cardName(uint8(overrealm.StdCard + n))
		}
		if k := overrealm.MonsterByName(sub[1]); k >= 0 {
			return cardName(uint8(k*4 + n))
		}
		return m
	})
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

func itoa(n int) string { return strconv.Itoa(n) }

// signed writes n with its sign: "+2", "0", "-1".
func signed(n int) string {
	if n > 0 {
		return "+" + itoa(n)
	}
	return itoa(n)
}

// describeKey says a seat's own choice in words (keys as in overrealm's
// doc: selections, picks, teams, KO replacements, arrangements).
func describeKey(st *overrealm.View, seat int, key string) string {
	p := &st.P[seat]
	switch {
	case key == "":
		return "nothing yet"
	case key == "draw":
		return "Draw Cards"
	case key == "ctr":
		return "Counter"
	case key == "swl" || key == "kl":
		return "bring in " + monName(p, 1)
	case key == "swr" || key == "kr":
		return "bring in " + monName(p, 2)
	case strings.HasPrefix(key, "p"):
		n, _ := strconv.Atoi(key[1:])
		return "pick " + monster(uint8(n)).Name
	case strings.HasPrefix(key, "t"):
		var picks []uint8
		for _, f := range strings.Split(key[1:], ".") {
			n, _ := strconv.Atoi(f)
			picks = append(picks, uint8(n))
		}
		return teamLine3(picks)
	case strings.HasPrefix(key, "a"):
		return "the top of the deck arranged"
	}
	c, err := overrealm.ParseChoice(key)
	if err != nil || !p.TeamSet {
		return key
	}
	t := activeAction(st, seat, int(c.Act)).Name
	if c.Prot {
		t += " (protected)"
	}
	if len(c.Buffs) > 0 {
		t += ", buffed with " + cardNames(c.Buffs)
	}
	if len(c.Discards) > 0 {
		t += ", discarding " + cardNames(c.Discards)
	}
	if c.Side > 0 {
		t += ", naming " + monName(p, int(c.Side))
	}
	return t
}

// cardNames names cards cs, joined by commas.
func cardNames(cs []uint8) string {
	names := make([]string, len(cs))
	for i, c := range cs {
		names[i] = cardName(c)
	}
	return strings.Join(names, ", ")
}
