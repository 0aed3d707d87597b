package overpower

// ThresholdChange is one reason a character's Cumulative KO threshold is
// not the standard CumKO: who or what changed it, and by how much.
type ThresholdChange struct {
	By string // a card's name, or "its ability" (the character's own)
	N  int    // the change: -5, +10
}

// ThresholdChanges lists, from what the view shows, why character ci's
// Cumulative KO threshold (KO[ci].Threshold) differs from CumKO: the
// character's own printed threshold (unless it has lost its abilities),
// then each card's lasting mark on it, in the order they were left. The
// changes add up to Threshold - CumKO. A KO'd character has none.
func (v *View) ThresholdChanges(ci int) []ThresholdChange {
	if v.Chars[ci].KO {
		return nil
	}
	var out []ThresholdChange
	lost := false
	for _, m := range v.Marks {
		if m.Stat == mkNoAb && int(m.On) == ci {
			lost = true
		}
	}
	if ch := characters[v.Chars[ci].Card]; ch.Cum != 0 && ch.Cum != CumKO && !lost {
		out = append(out, ThresholdChange{By: "its ability", N: int(ch.Cum) - CumKO})
	}
	for _, m := range v.Marks {
		if m.Stat != mkCum || int(m.On) != ci || m.N == 0 {
			continue
		}
		by := "a lasting effect"
		if int(m.By) < len(v.Cards) && m.By != 0 && v.Cards[m.By] != Hidden {
			by = cards[v.Cards[m.By]].Name
		}
		if k := len(out) - 1; k >= 0 && out[k].By == by {
			out[k].N += int(m.N) // one card's marks, one reason
			continue
		}
		out = append(out, ThresholdChange{By: by, N: int(m.N)})
	}
	return out
}
