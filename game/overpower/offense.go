package overpower

// mv fills the display codes of a move.
func (g *State) mv(m Move) Move {
	if m.Card != 0 {
		m.cc = g.Inst[m.Card].Card
	}
	if m.With != 0 {
		m.wc = g.Inst[m.With].Card
	}
	m.bn, m.tn = -1, -1
	if m.By >= 0 && (m.Op != OpPass && m.Op != OpVenR && m.Op != OpVenC && m.Op != OpVenDone && m.Op != OpConcede && m.Op != OpFight && m.Op != OpAllow && m.Op != OpTake) {
		m.bn = int8(g.Chars[m.By].Card)
	}
	if m.Tgt >= 8 {
		m.tn = int8(g.Chars[m.Tgt-8].Card)
	} else if m.Tgt >= 0 {
		m.tn = int8(g.Chars[m.Tgt].Card)
	}
	return m
}

// cardsOf returns the cards character ci may play: its seat's hand, the
// cards placed on it and the Special placed on the homebase.
func (g *State) cardsOf(ci int8, buf []uint16) []uint16 {
	s := seatOf(ci)
	buf = append(buf[:0], g.P[s].Hand...)
	c := &g.Chars[ci]
	noU := g.value(0, stNoPlU, seatSrc(s)) > 0
	noP := g.value(0, stNoPlc, charSrc(ci)) > 0
	for _, i := range [4]uint16{c.Placed[0], c.Placed[1], c.Placed[2], c.Extra} {
		if i != 0 && !noP && !(noU && g.card(i).Kind >= KindBasic && g.card(i).Kind <= KindAdvanced) {
			buf = append(buf, i)
		}
	}
	if h := g.P[s].HomeP[0]; h != 0 && !noP {
		buf = append(buf, h)
	}
	return buf
}

// universes lists the Basic and Training Universe cards character ci
// may combine with a Power card, appended to out.
func (g *State) universes(ci int8, out []uint16) []uint16 {
	noEn := g.value(0, stNoEn, charSrc(ci)) > 0 // Telepathic Resistance
	buf := g.cardsOf(ci, g.take16())
	for _, i := range buf {
		if k := g.card(i).Kind; (k == KindBasic || k == KindTraining) && !(noEn && g.card(i).icons()&(1<<Energy) != 0) {
			out = append(out, i)
		}
	}
	g.give16(buf)
	return g.underReady(seatOf(ci), out)
}

// combines reports whether universe u combines with Power card p played
// by ci as type t.
func (g *State) combines(ci int8, u *Card, t int8) bool {
	if u.Kind == KindBasic {
		return u.Type == t && g.grid(ci, t) >= u.Req
	}
	return g.trainingFits(ci, u, t)
}

// targets appends to out the opposing characters seat s may attack: Front
// Line, not KO'd, not made an invalid target.
func (g *State) targets(s int, out []int8) []int8 {
	if g.Ex.ToRes {
		if r := g.reserveOf(1 - s); r >= 0 && g.value(0, stNoTgt, charSrc(r)) <= 0 && !g.outOfDuel(r) {
			out = append(out, r)
		}
		return out
	}
	if f := g.Ex.Forced - 1; f >= 0 && seatOf(f) == 1-s {
		if g.front(f) {
			out = append(out, f)
		}
		return out
	}
	for _, tc := range team(1 - s) {
		if g.front(tc) && g.value(0, stNoTgt, charSrc(tc)) <= 0 && !g.outOfDuel(tc) {
			out = append(out, tc)
		}
	}
	return out
}

// notOnlyUniverse drops the targets that only Universe card attacks may
// be made on (Sacred Wafers from Amsterdam).
func (g *State) notOnlyUniverse(tg []int8) []int8 {
	for k, tc := range tg {
		if g.value(0, stOnlyU, charSrc(tc)) > 0 {
			out := append([]int8(nil), tg[:k]...)
			for _, t := range tg[k+1:] {
				if g.value(0, stOnlyU, charSrc(t)) <= 0 {
					out = append(out, t)
				}
			}
			return out
		}
	}
	return tg
}

// anyTargets returns the opposing Front Line characters, made invalid
// targets or not.
func (g *State) anyTargets(s int) []int8 {
	var out []int8
	for _, tc := range team(1 - s) {
		if g.front(tc) {
			out = append(out, tc)
		}
	}
	return out
}

// mayAct reports whether character ci may play cards now: on the Front
// Line and not KO'd.
func (g *State) mayAct(ci int8) bool { return g.front(ci) && !g.outOfDuel(ci) }

// mayAttack reports whether ci may attack.
func (g *State) mayAttack(ci int8) bool {
	return g.value(0, stNoAtk, charSrc(ci)) <= 0 && !(g.value(0, stOneEy, charSrc(ci)) > 0 && g.front(ci) && len(g.mates(ci, true)) > 0)
}

// What offense lists.
const (
	offAll     uint8 = iota // attacks and Utilities
	offAttacks              // attacks only
	offPost                 // cards that may be played after a concession
)

// offense appends the offensive actions of seat s (what: offAll,
// offAttacks or offPost; noAttacks leaves attacks out).
func (g *State) offense(s int, dst []Move, what uint8, noAttacks bool) []Move {
	attacksOnly, post := what == offAttacks, what == offPost
	buf := g.take16()
	tg := g.targets(s, g.take8())
	for _, ci := range team(s) {
		if !g.alive(ci) {
			continue
		}
		buf = g.cardsOf(ci, buf)
		for _, i := range buf {
			c := g.card(i)
			if post && !g.postCard(s, c) || g.remainderBarred(s, c) {
				continue
			}
			if !g.mayAct(ci) && !(g.Chars[ci].Pos == 3 && g.fromReserve(ci, c)) {
				continue
			}
			n := len(dst)
			dst = g.playsOf(s, ci, i, c, tg, dst, attacksOnly)
			if noAttacks {
				k := n
				for _, m := range dst[n:] {
					if m.Tgt < 0 {
						dst[k] = m
						k++
					}
				}
				dst = dst[:k]
			}
		}
	}
	if !post && !noAttacks && !g.duel() {
		dst = g.homeAttacks(s, tg, dst)
	}
	if what == offAll {
		dst = g.knowledgeMoves(s, dst)
	}
	g.give16(buf)
	g.give8(tg)
	return dst
}

// postCard reports whether seat s may play card c in the Post-concession
// Phase: a card that says it may follow a concession (after a concession
// in the Venture Phase, only one that may also be played then), or a Power
// card attack at The Land That Time Forgot after the opponent conceded.
func (g *State) postCard(s int, c *Card) bool {
	if g.PostN == 1 {
		return c.Flags&FDuringVenture != 0 && c.Flags&FAfterConcede != 0
	}
	if c.Flags&FAfterConcede != 0 {
		return true
	}
	h := g.P[s].Home
	return c.Kind == KindPower && h >= 0 && homebases[h].PostPower && int(g.Conc) == 1-s
}

// remainderBarred reports whether To the Last Man bars seat s from card c.
func (g *State) remainderBarred(s int, c *Card) bool {
	return remainder(c) && g.value(0, stNoRem, seatSrc(s)) > 0
}

// playsOf appends the ways character ci may play card i offensively.
func (g *State) playsOf(s int, ci int8, i uint16, c *Card, tg []int8, dst []Move, attacksOnly bool) []Move {
	if c.Flags&FAtReserve != 0 {
		tg = g.withReserve(s, tg)
	}
	atk := g.mayAttack(ci) && len(tg) > 0
	if c.icons()&(1<<Intel) != 0 && g.value(0, stNoInt, seatSrc(s)) > 0 {
		atk = false // Online Cyber Attack
	}
	if c.icons()&(1<<Energy) != 0 && g.value(0, stNoEn, charSrc(ci)) > 0 {
		return dst // Telepathic Resistance
	}
	if (g.Ex.Strokes || g.Ex.Combat) && g.Ex.Step == StepMore && (c.Kind != KindPower || !g.canUsePower(ci, c, Combat)) {
		return dst // 3 Quick Strokes: Power card Combat attacks only
	}
	if g.Ex.NoSpDef && g.Ex.Step == StepMore && c.Kind != KindPower {
		return dst // Right Tools for the Job: an additional Power card attack
	}
	if c.Flags&FIgnoreBars != 0 {
		tg = g.anyTargets(s)
		atk = len(tg) > 0
	}
	if c.Kind < KindBasic || c.Kind > KindAdvanced {
		tg = g.notOnlyUniverse(tg)
		atk = atk && len(tg) > 0
	}
	if c.Flags&FGrid8 != 0 {
		var t8 []int8
		for _, tc := range tg {
			if ch := g.ch(tc); ch.Grid[0] == 8 || ch.Grid[1] == 8 || ch.Grid[2] == 8 || ch.Grid[3] == 8 {
				t8 = append(t8, tc)
			}
		}
		tg = t8
		atk = atk && len(tg) > 0
	}
	switch c.Kind {
	case KindPower:
		if !atk {
			return dst
		}
		for t := Energy; t <= Intel; t++ {
			if !g.canUsePower(ci, c, t) || (g.Ex.Strokes || g.Ex.Combat) && g.Ex.Step == StepMore && t != Combat {
				continue
			}
			dst = g.atEach(Move{Op: OpPlay, Card: i, By: ci, Type: t}, tg, dst)
			us := g.universes(ci, g.take16())
			for _, u := range us {
				if g.combines(ci, g.card(u), t) {
					dst = g.atEach(Move{Op: OpPlay, Card: i, With: u, By: ci, Type: t}, tg, dst)
				}
			}
			g.give16(us)
			if c.Type < AnyPower {
				break
			}
		}
	case KindTeamwork:
		if !atk || !g.followPossible(s, ci, c, 0) && g.value(0, stAFO, charSrc(ci)) <= 0 {
			return dst
		}
		for t := Energy; t <= Intel; t++ {
			if g.twFits(ci, c, t) {
				dst = g.atEach(Move{Op: OpPlay, Card: i, By: ci, Type: t}, tg, dst)
			}
		}
	case KindAlly:
		if !atk || !g.allyFits(ci, c) || !g.allyPossible(s, ci, i) {
			return dst
		}
		dst = g.atEach(Move{Op: OpPlay, Card: i, By: ci, Type: c.Type}, tg, dst)
	case KindAdvanced:
		if !attacksOnly && sameFamily(c.Char, int8(g.Chars[ci].Card)) && g.lasting(i) < 0 {
			dst = append(dst, g.mv(Move{Op: OpPlay, Card: i, By: ci, Type: NoType, Tgt: -1}))
		}
	case KindSpecial:
		if c.Icons&IconOffense == 0 || !g.specialBy(ci, c) || c.Icons&IconFirst != 0 && g.P[s].Cards > 0 {
			return dst
		}
		if c.Flags&FNegate != 0 && c.Val == 0 {
			if !attacksOnly && c.Icons&IconOffense != 0 && g.utilityOK(ci, i) {
				dst = append(dst, g.mv(Move{Op: OpPlay, Card: i, By: ci, Type: NoType, Tgt: -1})) // negating.go
			}
			return dst // else a negate is played in a negate window only
		}
		if c.Flags&FOrUtility != 0 && !attacksOnly && g.utilityOK(ci, i) {
			dst = append(dst, g.mv(Move{Op: OpPlay, Card: i, By: ci, Type: NoType, Tgt: -1}))
		}
		if c.Val > 0 || c.Flags&FTarget != 0 {
			tg, atk = g.specialTargets(s, ci, c, tg, atk)
			if !atk {
				return dst
			}
			types := g.attackTypes(c)
			if c.Name == "True Strike" && g.swordInPlay(s) >= 0 {
				types = []int8{Energy, Combat, Brute, Intel}
			}
			for _, t := range types {
				dst = g.atEach(Move{Op: OpPlay, Card: i, By: ci, Type: t}, tg, dst)
				if c.Flags&FCombinePower != 0 {
					dst = g.combinedPower(s, ci, i, c, t, tg, dst)
				}
				if c.Flags&FCombine != 0 && t >= 0 {
					us := g.universes(ci, g.take16())
					for _, u := range us {
						if g.combines(ci, g.card(u), t) {
							dst = g.atEach(Move{Op: OpPlay, Card: i, With: u, By: ci, Type: t}, tg, dst)
						}
					}
					g.give16(us)
				}
			}
		} else if !attacksOnly && g.utilityOK(ci, i) {
			dst = append(dst, g.mv(Move{Op: OpPlay, Card: i, By: ci, Type: NoType, Tgt: -1}))
		}
	}
	return dst
}

// attackTypes lists the types an attacking card may be declared as.
// The list is shared: read it, never change it.
func (g *State) attackTypes(c *Card) []int8 {
	switch {
	case c.Val == 0:
		return oneType[NoType+1]
	case c.Types != 0:
		return typeSets[c.Types&15]
	case c.AnyP:
		if g.opar() {
			return oneType[Brute+1] // The Lost City of Opar
		}
		return typeSets[15]
	}
	if c.Type+1 >= 0 && int(c.Type+1) < len(oneType) {
		return oneType[c.Type+1]
	}
	return []int8{c.Type}
}

// oneType[t+1] is the list of type t alone, made once.
var oneType = [...][]int8{{NoType}, {Energy}, {Combat}, {Brute}, {Intel}, {AnyPower}, {MultiPower}}

// typeSets[m] lists the basic types of bit set m, made once.
var typeSets = func() (sets [16][]int8) {
	for m := range sets {
		for t := Energy; t <= Intel; t++ {
			if m&(1<<t) != 0 {
				sets[m] = append(sets[m], t)
			}
		}
	}
	return sets
}()

// atEach appends m once for each target.
func (g *State) atEach(m Move, tg []int8, dst []Move) []Move {
	if m.By >= 0 && g.swarmed(m.By) {
		tg = nil // Swarm Them!: only the card may be attacked
	}
	for _, t := range tg {
		if g.attackBarred(m, t) || m.Card != 0 && g.shielded(g.card(m.Card), m.By, t) {
			continue
		}
		m.Tgt = t
		dst = append(dst, g.mv(m))
	}
	if m.By >= 0 {
		dst = g.atCards(m, dst)
	}
	return dst
}

// specialBy reports whether character ci may play Special c: its own or an
// Any Character one, and not barred from Specials.
func (g *State) specialBy(ci int8, c *Card) bool {
	if !g.ownsSpecial(ci, c) {
		return false
	}
	return g.value(0, stNoSpc, charSrc(ci)) <= 0
}

// ownsSpecial reports whether Special c is character ci's to play: its
// own, an Any Character card, or (Transmogrification) the chosen
// teammate's.
func (g *State) ownsSpecial(ci int8, c *Card) bool {
	if c.Any() || sameFamily(c.Char, int8(g.Chars[ci].Card)) {
		return true
	}
	if t := g.value(0, stTrans, charSrc(ci)); t > 0 && c.Char == int8(t-1) {
		return true
	}
	return g.bookOfTheDead(ci, c) || g.guiseMay(ci, c)
}

// utilityOK reports whether a Utility Special i may be played by ci now
// (a card with a precondition says so through its Def's hooks).
func (g *State) utilityOK(ci int8, i uint16) bool {
	c := g.card(i)
	if f := utilityChecks[c.Name]; f != nil {
		return f(g, ci, i)
	}
	return true
}

// utilityChecks are preconditions of Utility Specials, by name.
var utilityChecks = map[string]func(g *State, ci int8, i uint16) bool{}

// followPossible reports whether a teammate could make a follow-up to
// Teamwork c started by ci, with the follow-up slots in used taken.
func (g *State) followPossible(s int, ci int8, c *Card, used uint8) bool {
	l := g.follows(s, ci, c, used, 0, g.takeMoves(), true)
	g.giveMoves(l)
	return len(l) > 0
}

// follows appends the follow-up attacks to Teamwork c started by ci
// (slots used taken, characters in by already attacked); one is enough
// when any is true.
func (g *State) follows(s int, from int8, c *Card, used, by uint8, dst []Move, any bool) []Move {
	tg := g.targets(s, g.take8())
	defer g.give8(tg)
	if len(tg) == 0 {
		return dst
	}
	sheriff := g.ability(from)&AbSheriffFollow != 0 || g.value(0, stAFO, charSrc(from)) > 0
	heroes, _ := g.eventIn("Heroes We Need")
	opar := g.opar()
	buf := g.take16()
	defer func() { g.give16(buf) }()
	for _, cj := range team(s) {
		if !g.mayAct(cj) || !g.mayAttack(cj) || (cj == from && !sheriff) || (cj != from && by&(1<<cj) != 0) || g.value(0, stNoFol, charSrc(cj)) > 0 {
			continue
		}
		buf = g.cardsOf(cj, buf)
		for _, i := range buf {
			p := g.card(i)
			if p.Kind != KindPower || p.icons()&(1<<Energy) != 0 && g.value(0, stNoEn, charSrc(cj)) > 0 {
				continue // not a Power card, or barred by Telepathic Resistance
			}
			for k := 0; k < 2; k++ {
				if used&(1<<k) != 0 || k == 1 && used == 0 && c.Foll[1] == c.Foll[0] && c.FBon[1] == c.FBon[0] {
					continue // a used slot, or the second of two alike while the first is open
				}
				f := c.Foll[k]
				if f == AnyPower && opar {
					f = Brute // The Lost City of Opar
				}
				for t := Energy; t <= Intel; t++ {
					if f != AnyPower && f != t && !heroes || !g.canUsePower(cj, p, t) {
						continue
					}
					n := len(dst)
					dst = g.atEach(Move{Op: OpPlay, Card: i, By: cj, Type: t, N: int8(k), second: k == 1 && used == 0}, tg, dst)
					if any && len(dst) > n {
						return dst
					}
				}
			}
		}
	}
	return dst
}

// allyPossible reports whether a teammate of ci could play a Special
// after Ally card ally.
func (g *State) allyPossible(s int, ci int8, ally uint16) bool {
	l := g.allySpecials(s, ci, ally, g.takeMoves(), true)
	g.giveMoves(l)
	return len(l) > 0
}

// allySpecials appends the Specials a teammate of ci may play after an
// Ally (not the Ally card itself).
func (g *State) allySpecials(s int, ci int8, ally uint16, dst []Move, any bool) []Move {
	tg := g.targets(s, g.take8())
	buf := g.take16()
	defer func() { g.give16(buf); g.give8(tg) }()
	for _, cj := range team(s) {
		if cj == ci || !g.alive(cj) || g.value(0, stNoFol, charSrc(cj)) > 0 {
			continue
		}
		buf = g.cardsOf(cj, buf)
		for _, i := range buf {
			c := g.card(i)
			if i == ally || c.Kind != KindSpecial || (!g.mayAct(cj) && !(g.Chars[cj].Pos == 3 && g.fromReserve(cj, c))) {
				continue
			}
			n := len(dst)
			dst = g.playsOf(s, cj, i, c, tg, dst, false)
			if any && len(dst) > n {
				return dst
			}
		}
	}
	return dst
}

// moreSpecials appends the Specials character ci may play as the
// additional Special card a card allowed it.
func (g *State) moreSpecials(ci int8, dst []Move) []Move {
	if !g.alive(ci) {
		return dst
	}
	s := seatOf(ci)
	tg := g.targets(s, g.take8())
	n := len(dst)
	buf := g.cardsOf(ci, g.take16())
	for _, i := range buf {
		if c := g.card(i); c.Kind == KindSpecial {
			dst = g.playsOf(s, ci, i, c, tg, dst, false)
		}
	}
	dst = g.guiseSpecials(ci, tg, dst, n)
	g.give16(buf)
	g.give8(tg)
	return dst
}
