package overpower

import "slices"

// Hooks of Special cards the exchange consults by the card's name: at
// declaration, for its targets, from the Reserve, in defence.

// onDeclare changes an attack as it is declared (its value against that
// target, a cost or a choice); it reports whether it asked a choice, after
// which the card goes on to the negate window (ResumeDeclare).
var onDeclare = map[string]func(g *State, m Move) bool{}

// tgtWhen narrows whom an attacking Special may target.
var tgtWhen = map[string]func(g *State, by, tc int8) bool{}

// reserveWhen is the condition (a cost it can pay) under which a card that
// may be played from the Reserve may be, by Reserve character ci.
var reserveWhen = map[string]func(g *State, ci int8) bool{}

// specialTargets returns the targets of attacking Special c of character
// ci (and whether it may attack): those its tgtWhen allows (playsOf has
// added the Reserve for a card that may attack it).
func (g *State) specialTargets(s int, ci int8, c *Card, tg []int8, atk bool) ([]int8, bool) {
	if f := tgtWhen[c.Name]; f != nil {
		var out []int8
		for _, tc := range tg {
			if f(g, ci, tc) {
				out = append(out, tc)
			}
		}
		tg = out
		atk = atk && len(tg) > 0
	}
	return tg, atk
}

// reserveOf returns seat s's Reserve character (not one in the Reserve
// for the battle by Head for Mexico), or -1 when it has none left.
func (g *State) reserveOf(s int) int8 {
	for _, ci := range team(s) {
		if g.alive(ci) && g.Chars[ci].Pos == 3 && !g.inMexico(ci) {
			return ci
		}
	}
	return -1
}

// shielded reports whether a card in play bars attack card c of character
// by (-1: the homebase) from targeting character tc: Stone Skin (a Brute
// Force icon), Aquaphobic and Chamston-Hedding Estate (a Universe card),
// Set Loose (an Any Character Special, at Mr. Hyde or by him).
func (g *State) shielded(c *Card, by, tc int8) bool {
	for _, l := range g.InPlay {
		if l.Inst == 0 {
			continue
		}
		switch g.card(l.Inst).Name {
		case "Stone Skin":
			if l.On == tc && hasIcon(c, Brute) {
				return true
			}
		case "Aquaphobic", "Chamston-Hedding Estate":
			if l.On == tc && c.Kind >= KindBasic && c.Kind <= KindAdvanced {
				return true
			}
		case "Set Loose":
			if c.Kind == KindSpecial && c.Any() && (g.isHyde(tc, l.Owner) || g.isHyde(by, l.Owner)) {
				return true
			}
		}
	}
	return false
}

// isHyde reports whether ci is seat s's Mr. Hyde, not KO'd.
func (g *State) isHyde(ci int8, s int8) bool {
	return ci >= 0 && seatOf(ci) == int(s) && g.alive(ci) && g.ch(ci).Name == "Mr. Hyde"
}

// defenceAllowed reports whether card c may answer the attack on tc when
// played by oc: not a teammate's Special on a Zeus hit by his Thunderbolt,
// not an Any Character Special against Mr. Hyde's attack under Set Loose.
func (g *State) defenceAllowed(oc, tc int8, c *Card) bool {
	if c.Kind != KindSpecial {
		return true
	}
	if oc != tc && g.value(0, stNoMSp, charSrc(tc)) > 0 {
		return false
	}
	return !(c.Any() && g.Ex.By >= 0 && g.shielded(c, g.Ex.By, -1))
}

// mateWhen reports whether Special c, which defends only its own
// character, may defend oc's teammate now (Barsoomian Warrior &
// Statesman when John Carter started on the team).
func (g *State) mateWhen(oc int8, c *Card) bool {
	return c.Name == "Barsoomian Warrior & Statesman" && g.startedWith(seatOf(oc), "John Carter of Mars")
}

// shiftCard reports whether card c, in play, shifts attacks.
func shiftCard(c *Card) bool {
	return c.Name == "Transformation Trickery" || c.Name == "Harness the Wind"
}

// shiftsInPlay appends seat s's shifts of the attack by its cards in play,
// once per attack: Transformation Trickery to the character chosen when it
// was played, Harness the Wind to any other Front Line character of the
// team. The new target may defend.
func (g *State) shiftsInPlay(s int, dst []Move) []Move {
	ex := &g.Ex
	atk := g.card(ex.Card)
	if ex.Shifted || ex.NoSpDef || atk.Flags&FNoSpecialDef != 0 {
		return dst
	}
	ok := func(to int8) bool {
		return to != ex.Tgt && g.front(to) && seatOf(to) == s && g.value(0, stNoTgt, charSrc(to)) <= 0 && !g.outOfDuel(to) && !g.shielded(atk, ex.By, to)
	}
	for _, l := range g.InPlay {
		if l.Inst == 0 || int(l.Owner) != s || !shiftCard(g.card(l.Inst)) || g.remainderBarred(s, g.card(l.Inst)) {
			continue
		}
		if g.card(l.Inst).Name == "Transformation Trickery" {
			if ok(l.N) {
				dst = append(dst, g.mv(Move{Op: OpAvoid, Card: l.Inst, By: l.N, Tgt: -1, Type: NoType}))
			}
			continue
		}
		for _, to := range team(s) {
			if ok(to) {
				dst = append(dst, g.mv(Move{Op: OpAvoid, Card: l.Inst, By: to, Tgt: -1, Type: NoType}))
			}
		}
	}
	return dst
}

// foePlaced returns the cards placed by seat s's opponent, on its
// characters (only ci's when ci >= 0) and its homebase (ci < 0).
func (g *State) foePlaced(s int, ci int8) []uint16 {
	var out []uint16
	for _, cj := range team(1 - s) {
		if ci >= 0 && cj != ci {
			continue
		}
		c := &g.Chars[cj]
		for _, p := range [4]uint16{c.Placed[0], c.Placed[1], c.Placed[2], c.Extra} {
			if p != 0 {
				out = append(out, p)
			}
		}
	}
	if ci < 0 {
		for _, p := range g.P[1-s].HomeP {
			if p != 0 {
				out = append(out, p)
			}
		}
	}
	return out
}

// dropPlaced discards placed card i (logged with the card that made it).
func (g *State) dropPlaced(i uint16, by string) {
	g.take(i)
	g.discard(i)
	g.logf("%s's placed %s is discarded (%s).", seatName(g.owner(i)), g.card(i).Name, by)
}

// pickPlaced has seat s pick n cards (one at a time) among the opponent's
// placed cards (ci's only when ci >= 0) for the opponent to discard,
// for card src.
func (g *State) pickPlaced(s int, ci int8, n int8, src uint16, back uint8) {
	if opts := g.foePlaced(s, ci); n > 0 && len(opts) > 0 {
		g.ask(s, "placed/pick", src, opts, false, back)
		g.Choice.N = n<<4 | int8(ci+1)
	}
}

// lookBottom shows seat s the top n cards of the opponent's Draw Pile and
// lets it put any of them, one at a time, on the bottom (the others stay
// on top in their order), for card src.
func (g *State) lookBottom(s int, n int, src uint16, back uint8) {
	g.refill(1 - s)
	d := g.P[1-s].Draw
	opts := slices.Clone(d[max(0, len(d)-n):])
	slices.Reverse(opts)
	for _, i := range opts {
		g.tell(s, "You see %s.", g.card(i).Name)
	}
	if len(opts) > 0 {
		g.ask(s, "look/bottom", src, opts, true, back)
	}
}

func init() {
	handle("placed/pick", func(g *State, c Choice, n int) {
		g.dropPlaced(c.Opts[n], g.card(c.Src).Name)
		g.pickPlaced(int(c.Seat), c.N&0xF-1, c.N>>4-1, c.Src, c.Back)
	})
	handle("look/bottom", func(g *State, c Choice, n int) {
		if n >= len(c.Opts) {
			return
		}
		o := &g.P[1-c.Seat]
		i := c.Opts[n]
		o.Draw, _ = cut(o.Draw, i)
		o.Draw = slices.Insert(o.Draw, 0, i)
		g.logf("%s puts a card of %s's Draw Pile on the bottom (%s).", seatName(int(c.Seat)), seatName(1-int(c.Seat)), g.card(c.Src).Name)
		if rest := slices.DeleteFunc(slices.Clone(c.Opts), func(j uint16) bool { return j == i }); len(rest) > 0 {
			g.ask(int(c.Seat), "look/bottom", c.Src, rest, true, c.Back)
		}
	})
}
