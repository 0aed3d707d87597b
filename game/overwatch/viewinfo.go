package overwatch

// Why an ultimate cannot be activated now (UltInfo.Block).
const (
	UltReady     uint8 = iota // it may be activated now
	UltDefeated               // its hero is defeated
	UltSpent                  // already used since this card was played
	UltFrozen                 // its hero is frozen (Cryo Freeze)
	UltBashed                 // Shield Bash stops it this round
	UltBusy                   // a skill's choices are being made
	UltNotTurn                // it is not its owner's turn
	UltCannotPay              // its row holds too little synergy
	UltNoEffect               // it would have nothing to act on (Echo: no ultimate to copy)
)

var ultBlockText = [...]string{"It can be activated now.", "A defeated hero cannot use it.",
	"It was already used since this card was played.", "A frozen hero cannot use it.",
	"Shield Bash stops it this round.", "Finish the skill being used first.", "Wait for your turn.",
	"The row cannot pay.", "It would have nothing to act on now."}

// UltBlockText says in words why an ultimate is blocked (UltInfo.Block).
func UltBlockText(b uint8) string {
	if int(b) < len(ultBlockText) {
		return ultBlockText[b]
	}
	return "It cannot be used now."
}

// RowPower returns the power side's living heroes in row add to its score.
func (g *State) RowPower(side int, row int8) int { return int(g.rowPowers()[side][row]) }

// rowPowers is every row's share of both power scores (see Power).
func (g *State) rowPowers() [2][3]int16 {
	var out [2][3]int16
	g.eachPower(func(h *Hero, p int) { out[h.Side][h.Row] += int16(p) })
	return out
}

// powersByHero is each hero's share of its side's power, in Heroes order
// (View.HeroPower): 0 for a defeated hero.
func (g *State) powersByHero() []int16 {
	out := make([]int16, len(g.Heroes))
	i := 0
	g.eachPower(func(h *Hero, p int) {
		for g.Heroes[i].ID != h.ID {
			i++
		}
		out[i] = int16(p)
	})
	return out
}

// ask returns the next choice of the skill in use, if one is asked for.
func (g *State) ask() Ask {
	if g.Phase != PhaseSkill || (g.Pend.Opt == 0 && !g.Pend.Ult) {
		return Ask{}
	}
	s := g.skill()
	if s == nil || s.Next == nil {
		return Ask{}
	}
	st := s.Next(g.pendingUse())
	if len(st.Opts) == 0 {
		return Ask{}
	}
	return Ask{Asking: true, What: st.What, Prompt: st.Prompt, Stop: st.Stop}
}

// ultInfos lists the cost and state of every ultimate in play.
func (g *State) ultInfos() []UltInfo {
	var out []UltInfo
	for i := range g.Heroes {
		h := &g.Heroes[i]
		u := h.card().Ult
		if u == nil {
			continue
		}
		out = append(out, UltInfo{Hero: h.ID, Cost: int8(g.ultPrice(h)), X: u.Cost == XCost, Block: g.ultBlock(h)})
	}
	return out
}

// ultBlock says why h's ultimate cannot be activated now, or UltReady.
func (g *State) ultBlock(h *Hero) uint8 {
	switch {
	case h.Defeated:
		return UltDefeated
	case h.UltUsed:
		return UltSpent
	case g.frozen(h):
		return UltFrozen
	case g.hasMark(h.ID, MarkNoUlt):
		return UltBashed
	case g.Phase == PhaseSkill:
		return UltBusy
	case g.Phase != PhaseTurn || h.Side != g.ToMove:
		return UltNotTurn
	case g.ultPrice(h) > int(g.Syn[h.Side][h.Row]):
		return UltCannotPay
	case !g.canUlt(h, int(h.Side)):
		return UltNoEffect
	}
	return UltReady
}
