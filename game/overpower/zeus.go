package overpower

var _ = group(func() {
	special("Zeus", Card{Name: "A Jealous God", Icons: IconOffense | IconAttach | IconGame, Flags: FTarget,
		OnHit: hook("A Jealous God", "hit", func(g *State, i uint16, s int) {
			k := g.lasting(i)
			if k < 0 {
				return
			}
			by, tc := g.Ex.By, g.Ex.Tgt
			g.InPlay[k].On, g.InPlay[k].N = by, tc // it lies with Zeus and leaves play when he is KO'd
			var opts []uint16
			for t := Energy; t <= Intel; t++ {
				if g.grid(tc, t) > g.grid(by, t) {
					opts = append(opts, uint16(t))
				}
			}
			if len(opts) > 0 {
				g.ask(s, "A Jealous God/type", i, opts, false, ResumeNext)
			}
		}),
		Text: "An attack on a character with a grid higher than Zeus's in some type (and no A Jealous God on it): if it hits, choose such a type; that character's attacks of that type are -2 for the rest of the game, until Zeus is KO'd."})
	tgtWhen["A Jealous God"] = func(g *State, by, tc int8) bool {
		for _, l := range g.InPlay {
			if l.Inst != 0 && g.card(l.Inst).Name == "A Jealous God" && l.N&7 == tc {
				return false
			}
		}
		for t := Energy; t <= Intel; t++ {
			if g.grid(tc, t) > g.grid(by, t) {
				return true
			}
		}
		return false
	}
	choiceLabels["A Jealous God/type"] = func(_ *State, k int) string { return "Jealous of " + TypeNames[k] }
	handle("A Jealous God/type", func(g *State, c Choice, n int) {
		if k := g.lasting(c.Src); k >= 0 {
			l := &g.InPlay[k]
			l.N |= int8(c.Opts[n]+1) << 3
			g.logf("%s's %s attacks are -2 for the rest of the game (A Jealous God).", g.charName(l.N&7), TypeNames[c.Opts[n]])
		}
	})
	special("Zeus", Card{Name: "Banishment", Icons: IconOffense, Flags: FTarget | FOrUtility,
		Hook: hook("Banishment", "play", func(g *State, i uint16, s int) {
			for _, p := range g.foePlaced(s, -1) {
				if g.card(p).Kind == KindAlly {
					g.dropPlaced(p, "Banishment")
				}
			}
			g.mark(mkVen, int8(9-s), -3, false, 0)
			g.logf("%s is -3 to Venture Total this battle (Banishment).", seatName(1-s))
		}),
		OnHit: markHook("Banishment", "hit", mkNoAtk, 1, false, onTarget),
		Text:  "Zeus's choice: an attack on a character, which if it hits may not attack for the rest of the battle; or the opponent discards its placed Ally cards and is -3 to Venture Total this battle."})
	special("Zeus", Card{Name: "Hera (Zeus)", Icons: IconOffense | IconAttach | IconGame, Flags: FNoNegate,
		Text: "Hera: cannot be negated (named apart from the Ally Hera). For the rest of the game every numerical attack on Zeus hits Hera instead: no defence, no hit on Zeus, nothing to Venture Total. Hera leaves play once she has taken 10 damage."})
	special("Zeus", Card{Name: "Law and Order", Icons: IconOffense, Flags: FVentureCard,
		Hook: hook("Law and Order", "play", func(g *State, i uint16, s int) {
			for t := range g.P {
				g.P[t].Obj = [Objectives]int8{}
			}
			g.logf("Every objective of both players goes to its Reserve pile; those ventured stay ventured (Law and Order).")
		}),
		Text: "Both players move all their objectives to their Reserve piles; those ventured this battle stay ventured, now from Reserve."})
	utilityChecks["Law and Order"] = func(g *State, _ int8, _ uint16) bool { return g.Mode == ModeVenture }
	special("Zeus", Card{Name: "Thunderbolt", Val: 9, Type: Energy, Icons: IconOffense,
		OnHit: markHook("Thunderbolt", "hit", mkNoMSp, 1, false, onPlayer),
		Text:  "A level 9 Energy attack. If it hits, Zeus's teammates may not defend him with Special cards for the rest of the battle. Zeus's deck may hold two Thunderbolts."})
})

// jealous is the penalty of character ci's attacks declared as type t
// under A Jealous God.
func (g *State) jealous(ci int8, t int8) int8 {
	for _, l := range g.InPlay {
		if l.Inst != 0 && l.N&7 == ci && l.N>>3 == t+1 && l.On != ci && g.card(l.Inst).Name == "A Jealous God" {
			return 2
		}
	}
	return 0
}

// toHera sends the numerical attack in the exchange on Zeus to his Hera in
// play, if any: she takes its damage (and leaves play at 10), the attack
// is discarded, and the exchange goes on. It reports whether she did.
func (g *State) toHera() bool {
	ex := &g.Ex
	if ex.Tgt < 0 || ex.Tgt >= 8 || ex.Val <= 0 {
		return false
	}
	for k, l := range g.InPlay {
		if l.Inst == 0 || l.On != ex.Tgt || int(l.Owner) != seatOf(ex.Tgt) || g.card(l.Inst).Name != "Hera (Zeus)" {
			continue
		}
		g.InPlay[k].N += ex.Dmg
		g.logf("Hera takes the attack on %s: %d damage (%d in all).", g.charName(ex.Tgt), ex.Dmg, g.InPlay[k].N)
		if g.InPlay[k].N >= 10 {
			g.logf("Hera has taken 10 damage and leaves play.")
			g.leavePlay(k)
		}
		g.discard(ex.Card)
		if ex.With != 0 {
			g.discard(ex.With)
		}
		ex.Card, ex.With = 0, 0
		g.next()
		return true
	}
	return false
}
