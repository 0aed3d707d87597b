package overwatch

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"overdeck/engine"
	"overdeck/engine/effect"
)

// pendingUse returns the Use of the skill being chosen.
func (g *State) pendingUse() *Use {
	return g.newUse(Use{G: g, ID: g.Pend.Hero, Seat: int(g.ToMove), Picks: g.Pend.Picks, Copied: g.Pend.Copied, X: int(g.Pend.X)})
}

// skill returns the skill being chosen (nil while a primary option is
// still to be chosen).
func (g *State) skill() *Skill {
	if g.Pend.Ult {
		return cards[g.Pend.Card].Ult
	}
	if g.Pend.Opt == 0 {
		return nil
	}
	return cards[g.Pend.Card].Primary[g.Pend.Opt-1]
}

// skillLegal lists the choices of the pending skill.
func (g *State) skillLegal() []engine.Action {
	u := g.pendingUse()
	if g.Pend.Opt == 0 && !g.Pend.Ult {
		var out []engine.Action
		for i, s := range cards[g.Pend.Card].Primary {
			if g.usable(s, u) {
				out = append(out, action{Code: string(rune('a' + i)), Text: "use " + s.Name + ": " + s.Text})
			}
		}
		return append(out, action{Code: "skip", Text: "do not use the primary ability"})
	}
	st := g.skill().Next(u)
	out := make([]engine.Action, 0, len(st.Opts)+1)
	for _, o := range st.Opts {
		out = append(out, action{Code: "t" + strconv.Itoa(int(o)), Text: st.Prompt + ": " + g.optText(st.What, o)})
	}
	if st.Stop {
		out = append(out, action{Code: "done", Text: "choose no more"})
	}
	return out
}

// optText describes one option of a Step.
func (g *State) optText(what uint8, o int16) string {
	if what == PickHero {
		h := g.hero(int32(o))
		return fmt.Sprintf("%s (%s row, column %d)", g.name(h.ID), rowNames[h.Row], h.Col)
	}
	return optWords(what, o)
}

// optWords describes an option that names no hero.
func optWords(what uint8, o int16) string {
	switch what {
	case PickRow:
		return "enemy " + rowNames[o] + " row"
	case PickOwnRow:
		return "your " + rowNames[o] + " row"
	case PickCol, PickOwnCol, PickAnyCol:
		return "column " + strconv.Itoa(int(o))
	case PickSide:
		return [...]string{"", "side A (heal)", "side B (damage)"}[o]
	}
	return strconv.Itoa(int(o))
}

// sentence ends s with a period, unless it ends with one already (as
// "B.O.B." does).
func sentence(s string) string {
	if strings.HasSuffix(s, ".") {
		return s
	}
	return s + "."
}

// skillChoice applies a choice of the pending skill.
func (g *State) skillChoice(key string) {
	switch {
	case key == "skip":
		g.finishPlay(g.Pend.Hero)
		return
	case key == "a" || key == "b":
		g.Pend.Opt = int8(key[0]-'a') + 1
		if !g.quiet() {
			g.logf("%s uses %s", g.name(g.Pend.Hero), sentence(g.skill().Name))
		}
	case key == "done":
		g.resolveSkill()
		return
	case strings.HasPrefix(key, "t"):
		v, _ := strconv.Atoi(key[1:])
		if s := g.skill(); !g.quiet() && s != nil && s.Next != nil {
			g.logf("%s chooses %s for %s", g.name(g.Pend.Hero), g.optText(s.Next(g.pendingUse()).What, int16(v)), sentence(s.Name))
		}
		g.Pend.Picks = append(g.Pend.Picks, int16(v))
	}
	g.advance()
}

// advance resolves the pending skill once no choice is left to make.
func (g *State) advance() {
	s := g.skill()
	if s.Next == nil || len(s.Next(g.pendingUse()).Opts) == 0 {
		g.resolveSkill()
	}
}

// resolveSkill carries the pending skill out through engine/effect (the
// user's printed Def, activated by the action "primary" or "ultimate"),
// resolves the triggers it raised, then ends the play or the turn.
func (g *State) resolveSkill() {
	id, ult := g.Pend.Hero, g.Pend.Ult
	def := g.skill().ID
	if ult {
		def = cards[g.hero(id).Card].Ult.ID
	}
	act := "primary"
	if ult {
		act = "ultimate"
	}
	if err := g.tbl().Act(srcOf(id), effect.Action(act), def, nil); err != nil {
		panic(fmt.Sprintf("overwatch: %s of %s: %v", act, g.name(id), err))
	}
	g.Pend.Picks = slices.Clone(g.Pend.Picks)
	g.run()
	if ult {
		g.Phase, g.Pend = PhaseTurn, Pending{}
		g.endTurn()
		return
	}
	g.finishPlay(id)
}
