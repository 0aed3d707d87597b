package overpower

var _ = group(func() {
	special("Lancelot", Card{Name: "Sword and Shield", Icons: IconOffense | IconAttach | IconBattle,
		Hook: markHook("Sword and Shield", "play", mkAtkP, 2, false, onPlayer),
		Text: "Lancelot's Power card attacks are +2 for the rest of the battle. Lancelot may discard it from play to avoid one attack on him. Lancelot starts the game with it placed (no placing slot)."})
	special("Lancelot", Card{Name: "Chivalrous Protector", Icons: IconDefense, Flags: FShift | FMate,
		Text: "An attack on a teammate is made on Lancelot instead, who may defend; the rest of that turn's follow-up and additional attacks must be made on Lancelot, at -2."})
	special("Lancelot", Card{Name: "For Guinevere's Love", Icons: IconOffense, Flags: FPlaceable | FVentureCard,
		Hook: hook("For Guinevere's Love", "play", func(g *State, i uint16, s int) {
			g.swordFromDead(s)
			g.mark(mkVen, int8(8+s), 2, false, 0)
		}),
		Text: "Take Sword and Shield from your Dead Pile and put it into play at once; Lancelot's team is +2 to Venture Total this battle. May be placed."})
	special("Lancelot", Card{Name: "For the Queen!", Val: 5, DefV: 5, Types: 1<<Combat | 1<<Brute, Multi: true, Type: MultiPower, Icons: IconOffense | IconDefense, Flags: FSelf,
		Text: "A level 5 MultiPower attack, Combat or Brute Force. While Sword and Shield is in play it may also defend Lancelot, at 5."})
	defWhen["For the Queen!"] = func(g *State, s int) bool { return g.swordInPlay(s) >= 0 }
	special("Lancelot", Card{Name: "Knight of the Round Table", Icons: IconOffense,
		Hook: hook("Knight of the Round Table", "play", func(g *State, i uint16, s int) {
			g.removeOneHit(g.Ex.By, false)
			g.swordFromDead(s)
		}),
		Text: "Remove one hit (the biggest) from Lancelot's current battle hits or permanent record (a current one no longer counts to Venture Total); Lancelot may take Sword and Shield from the Dead Pile and put it into play."})
	utilityChecks["Knight of the Round Table"] = func(g *State, ci int8, _ uint16) bool {
		return len(g.Chars[ci].Hits)+len(g.Chars[ci].Record) > 0 || g.swordDead(seatOf(ci)) != 0
	}
	special("Lancelot", Card{Name: "True Strike", Val: 7, Type: Combat, Icons: IconOffense,
		Text: "A level 7 Combat attack; while Sword and Shield is in play, a level 10 Any-Power attack instead."})
})

// defWhen gives the Specials that may defend only sometimes their
// condition, by name.
var defWhen = map[string]func(g *State, s int) bool{}

// swordInPlay returns the index in InPlay of seat s's Sword and Shield,
// or -1.
func (g *State) swordInPlay(s int) int {
	for k, l := range g.InPlay {
		if int(l.Owner) == s && l.Inst != 0 && g.card(l.Inst).Name == "Sword and Shield" {
			return k
		}
	}
	return -1
}

// swordDead returns seat s's Sword and Shield in its Dead Pile, or 0.
func (g *State) swordDead(s int) uint16 {
	for _, i := range g.P[s].Dead {
		if g.card(i).Name == "Sword and Shield" {
			return i
		}
	}
	return 0
}

// swordFromDead puts seat s's Sword and Shield from its Dead Pile into
// play on Lancelot, if both are there.
func (g *State) swordFromDead(s int) {
	i := g.swordDead(s)
	if i == 0 {
		return
	}
	for _, ci := range team(s) {
		if g.alive(ci) && g.ch(ci).Name == "Lancelot" {
			g.P[s].Dead, _ = cut(g.P[s].Dead, i)
			g.InPlay = append(g.InPlay, Lasting{Inst: i, Owner: int8(s), On: ci})
			g.mark(mkAtkP, ci, 2, false, i)
			g.logf("Sword and Shield comes back into play on Lancelot.")
			return
		}
	}
}
