package overwatch

import "slices"

// Kinds of Mark. The first group lies next to a row; the rest lie on a hero.
const (
	MarkNone       uint8 = iota
	MarkHanzo            // row: enemies there deal 1 less damage
	MarkWidow            // row: heroes there take 1 more damage
	MarkMei              // row: ultimates used from it cost double
	MarkBob              // row: ultimates used from it cost 2 more
	MarkBastion          // row: a hero moving or deployed into it takes 1 damage
	MarkMine             // row: N Wrecking Ball tokens
	MarkSigma            // row: N shield tokens guarding every hero in it
	MarkLucio            // row: heal 1 at the start of each of the placer's turns
	MarkOrisa            // row: +1 power per hero while Orisa lives
	MarkLocked           // row: heroes there cannot be moved (Cage Fight)
	MarkAna              // row: Nano Boost was used here (a reminder)
	mkRowLast            // end of the row marks
	MarkMercyA           // hero: healed 1 at the start of the placer's turns
	MarkMercyB           // hero: deals 1 more damage
	MarkHarmony          // hero: healed 1 at the start of the placer's turns, then jumps
	MarkDiscord          // hero: takes 1 more damage; jumps at the start of its owner's turns
	MarkWound            // hero: no shields; 1 damage at the start of its owner's turns
	MarkImmortal         // hero: immune to damage until the placer's next turn
	MarkTemp             // hero: N temporary health until the placer's next turn
	MarkRecall           // hero: the next fatal damage is undone
	MarkFrozen           // hero: Cryo Freeze for the rest of the round
	MarkTranscend        // hero: immune to damage for the rest of the round
	MarkNoUlt            // hero: cannot use its ultimate this round (Shield Bash)
	MarkForge            // placer: its side's turrets are upgraded while it lives
	MarkAnnihilate       // placer: start-of-turn damage while it lives
)

// markNames names each kind for the table and the log.
var markNames = [...]string{"", "Hanzo token", "Widowmaker token", "Mei token", "B.O.B. token", "Bastion token",
	"Wrecking Ball tokens", "Sigma token", "Lúcio token", "Orisa token", "Cage Fight lock", "Ana token", "",
	"Mercy token (heal)", "Mercy token (damage)", "Zenyatta token (Harmony)", "Zenyatta token (Discord)",
	"Wound", "Immortality Field", "temporary health", "Recall", "Cryo Freeze", "Transcendence",
	"Shield Bash", "Forge Hammer", "Annihilation"}

// MarkName names a kind of mark.
func MarkName(k uint8) string {
	if int(k) < len(markNames) {
		return markNames[k]
	}
	return "?"
}

// rowMark reports whether marks of kind k lie next to a row.
func RowMark(k uint8) bool { return k < mkRowLast }

// heroToken reports whether marks of kind k are hero tokens (the tokens
// named after a hero), which HACK, E.M.P. and Cryo Freeze remove.
func heroToken(k uint8) bool {
	return (k >= MarkHanzo && k <= MarkAna && k != MarkLocked) || (k >= MarkMercyA && k <= MarkDiscord)
}

// addMark puts m on the battlefield.
func (g *State) addMark(m Mark) { g.Marks = append(g.Marks, m) }

// hasMark reports whether hero id carries a mark of kind k.
func (g *State) hasMark(id int32, k uint8) bool {
	return slices.ContainsFunc(g.Marks, func(m Mark) bool { return m.On == id && m.Kind == k })
}

// rowMarks counts the marks of kind k next to side's row.
func (g *State) rowMarks(side int, row int8, k uint8) int {
	n := 0
	for _, m := range g.Marks {
		if m.Kind == k && m.On == 0 && int(m.Side) == side && m.Row == row {
			n++
		}
	}
	return n
}

// dropMarks removes every mark for which gone is true.
func (g *State) dropMarks(gone func(m Mark) bool) {
	g.Marks = slices.DeleteFunc(g.Marks, gone)
}

// alive reports whether hero id is on the battlefield and not defeated.
func (g *State) alive(id int32) bool {
	h := g.hero(id)
	return h != nil && !h.Defeated
}

// frozen reports whether h is under Cryo Freeze.
func (g *State) frozen(h *Hero) bool { return g.hasMark(h.ID, MarkFrozen) }

// immune reports whether h takes no damage now.
func (g *State) immune(h *Hero) bool {
	return g.hasMark(h.ID, MarkImmortal) || g.hasMark(h.ID, MarkFrozen) || g.hasMark(h.ID, MarkTranscend)
}

// wounded reports whether h carries a Wound.
func (g *State) wounded(h *Hero) bool { return g.hasMark(h.ID, MarkWound) }
