package overpower

import "slices"

// hit places the attack in the exchange as a hit on its target (the
// Universe card combined with it is discarded), checks for a KO at once,
// then runs the card's "if successful" effect.
func (g *State) hit() {
	ex := &g.Ex
	tc := ex.Tgt
	c := g.card(ex.Card)
	if c.Val == 0 {
		if g.loud() { // a bot's simulation makes no words
			g.logf("%s is hit by %s.", g.charName(tc), c.Name)
		}
		s := int(ex.Att)
		i := ex.Card
		ex.Card = 0
		if c.Icons&(IconBattle|IconGame) != 0 {
			g.InPlay = append(g.InPlay, Lasting{Inst: i, Owner: int8(s), On: tc, Game: c.Icons&IconGame != 0})
			g.runHook(i, s, c.OnHit, "hit", true)
		} else {
			g.discard(i)
			g.runHook(i, s, c.OnHit, "hit", false)
		}
		if g.Ex.Step != StepChoose {
			g.next()
		}
		return
	}
	h := Hit{Inst: ex.Card, Dmg: ex.Dmg, Type: ex.Type, Multi: ex.Multi, Icons: ex.Icons, By: ex.Att, TW: ex.InTW}
	if ex.AnyP || c.Val == 0 {
		h.Type = NoType
	}
	if ex.Multi {
		h.Icons = allBasic
	}
	if noVenture[c.Name] || noVentureIf[c.Name] != nil && noVentureIf[c.Name](g, int(ex.Att)) {
		h.NoVen = true
	}
	g.Chars[tc].Hits = append(g.Chars[tc].Hits, h)
	if ex.With != 0 {
		g.spendWith(ex.With)
	}
	i := ex.Card
	ex.Card, ex.With = 0, 0
	if g.loud() {
		g.logf("%s is hit for %d (now %d in all).", g.charName(tc), h.Dmg, g.damage(tc))
	}
	switch {
	case g.value(0, stAthos, charSrc(tc)) > 0 && c.Kind == KindPower && c.Val == 1:
		g.ko(tc, "Athos")
	case ex.Strokes && g.damage(tc) >= 15:
		g.ko(tc, "3 Quick Strokes")
	default:
		g.checkKO(tc, h)
	}
	g.friendDraw(tc, i)
	if c.OnHit != "" {
		g.runHook(i, int(ex.Att), c.OnHit, "hit", false)
	}
	if g.Ex.Step != StepChoose {
		g.next()
	}
}

// noVenture names the attack cards whose hits never count to Venture
// Total.
var noVenture = map[string]bool{}

// noVentureIf names the attack cards whose hits count to Venture Total
// only sometimes: the func reports whether a hit of seat s does not.
var noVentureIf = map[string]func(g *State, s int) bool{}

// damage is character ci's numerical damage: its hits from current battle
// and permanent record.
func (g *State) damage(ci int8) int {
	n := 0
	for _, h := range g.Chars[ci].Hits {
		n += int(h.Dmg)
	}
	for _, h := range g.Chars[ci].Record {
		n += int(h.Dmg)
	}
	return n
}

// spectrum counts character ci's types toward Spectrum KO: the basic types
// of its hits (Any-Power hits have none, but Brute Force while The Lost
// City of Opar is in play) plus one for each MultiPower hit.
func (g *State) spectrum(ci int8) int {
	var types uint8
	multi := 0
	for _, hs := range [2][]Hit{g.Chars[ci].Hits, g.Chars[ci].Record} {
		for _, h := range hs {
			switch {
			case h.Multi:
				multi++
			case h.Type >= 0 && h.Type < AnyPower:
				types |= 1 << h.Type
			case h.Dmg > 0 && g.opar():
				types |= 1 << Brute // an Any-Power hit in The Lost City of Opar
			}
		}
	}
	n := multi
	for ; types != 0; types &= types - 1 {
		n++
	}
	return n
}

// threshold is character ci's Cumulative KO threshold as cards and
// abilities set it.
func (g *State) threshold(ci int8) int { return g.value(CumKO, stCum, charSrc(ci)) }

// koKind says how character ci would be KO'd now by its hits, the last
// being last: KONone, KOCumulative, KOSpectrum or KOAbsolute.
func (g *State) koKind(ci int8, last Hit) uint8 {
	dmg, spec := g.damage(ci), g.spectrum(ci)
	if dmg >= CumKO && spec >= SpectrumKO {
		return KOAbsolute
	}
	ab := g.ability(ci)
	if ab&AbNoTeamworkKO != 0 && last.TW {
		return KONone
	}
	if ab&AbNeedEnergyHit != 0 && !g.hasIcon(ci, Energy) {
		return KONone
	}
	switch {
	case dmg >= g.threshold(ci):
		return KOCumulative
	case spec >= SpectrumKO:
		return KOSpectrum
	}
	return KONone
}

// KO kinds (koKind).
const (
	KONone uint8 = iota
	KOCumulative
	KOSpectrum
	KOAbsolute
)

// KONames name the KO kinds.
var KONames = [...]string{"", "Cumulative KO", "Spectrum KO", "Absolute KO"}

// hasIcon reports whether a hit with a t icon is on character ci.
func (g *State) hasIcon(ci int8, t int8) bool {
	for _, hs := range [2][]Hit{g.Chars[ci].Hits, g.Chars[ci].Record} {
		for _, h := range hs {
			if h.Icons&(1<<t) != 0 {
				return true
			}
		}
	}
	return false
}

// wouldKO reports whether the attack in the exchange would KO its target
// if it hit.
func (g *State) wouldKO(tc int8) bool {
	ex := &g.Ex
	h := Hit{Dmg: ex.Dmg, Type: ex.Type, Multi: ex.Multi, TW: ex.InTW, Icons: ex.Icons}
	if ex.AnyP {
		h.Type = NoType
	}
	c := &g.Chars[tc]
	c.Hits = append(c.Hits, h)
	k := g.koKind(tc, h)
	c.Hits = c.Hits[:len(c.Hits)-1]
	return k != KONone
}

// checkKO KOs character ci if its hits now KO it (last the newest hit).
func (g *State) checkKO(ci int8, last Hit) {
	if k := g.koKind(ci, last); k != KONone {
		g.ko(ci, KONames[k])
	}
}

// ko KOs character ci: it goes to the Defeated Characters Pile; its hits
// from current battle go to the Astral Plane (they still count to Venture
// Total this battle); its permanent record and placed cards are discarded;
// cards attached to it leave play; its inherent abilities end.
func (g *State) ko(ci int8, how string) {
	c := &g.Chars[ci]
	c.KO, c.KOAt = true, g.Battle
	s := seatOf(ci)
	g.logf("%s is KO'd (%s).", g.charName(ci), how)
	if len(c.Hits) > 0 {
		g.InPlay = append(g.InPlay, Lasting{Owner: int8(s), On: -1, Hits: c.Hits})
		c.Hits = nil
	}
	for _, h := range c.Record {
		g.discard(h.Inst)
	}
	c.Record = c.Record[:0]
	for k, i := range c.Placed {
		if i != 0 {
			g.discard(i)
			c.Placed[k] = 0
		}
	}
	if c.Extra != 0 {
		g.discard(c.Extra)
		c.Extra = 0
	}
	g.markedKO(ci)
	for k := len(g.InPlay) - 1; k >= 0; k-- {
		if g.InPlay[k].On == ci && g.InPlay[k].Inst != 0 {
			g.leavePlay(k)
		}
	}
	g.tbl().Leave(charSrc(ci))
	g.Marks = slices.DeleteFunc(g.Marks, func(m Mark) bool { return m.On == ci })
	g.meriemKO(ci)
	if g.Mode != ModeVenture && g.Phase != PhaseOver && g.allKO(s) {
		g.koWinner()
	}
}
