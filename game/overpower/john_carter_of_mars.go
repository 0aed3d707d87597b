package overpower

var _ = group(func() {
	special("John Carter of Mars", Card{Name: "Dotar Sojat", Icons: IconDefense, Flags: FAvoid | FMate,
		Text: "A teammate of John Carter avoids one attack."})
	special("John Carter of Mars", Card{Name: "Immortality", Icons: IconOffense,
		Hook: hook("Immortality", "play", func(g *State, i uint16, s int) {
			c := &g.Chars[g.Ex.By]
			healed := len(c.Record) > 0
			var hs []Hit
			hs = append(append(hs, c.Hits...), c.Record...)
			c.Hits, c.Record = c.Hits[:0], c.Record[:0]
			if len(hs) > 0 {
				g.InPlay = append(g.InPlay, Lasting{Owner: int8(s), On: -1, Hits: hs})
				g.logf("John Carter removes all his hits; they count to Venture Total this battle.")
			}
			if healed {
				g.healed(s)
			}
		}),
		Text: "John Carter removes every hit from his current battle hits and permanent record; all of them go to the Astral Plane and count to Venture Total this battle."})
	utilityChecks["Immortality"] = func(g *State, ci int8, _ uint16) bool { return len(g.Chars[ci].Hits)+len(g.Chars[ci].Record) > 0 }
	special("John Carter of Mars", Card{Name: "Leap into the Fray", Val: 8, Types: 1<<Energy | 1<<Combat | 1<<Brute, Multi: true, Type: MultiPower, Icons: IconOffense, Flags: FAtReserve,
		Text: "A level 8 MultiPower attack, Energy, Combat or Brute Force. It may also be made on the Reserve character, who may defend."})
	special("John Carter of Mars", Card{Name: "Lower Gravity", Icons: IconOffense | IconAttach | IconBattle,
		Hook: gridDef("Lower Gravity", 1<<Brute, 8),
		Text: "John Carter's Brute Force grid is 8 for the rest of the battle."})
	special("John Carter of Mars", Card{Name: "Superhuman Endurance", Icons: IconOffense | IconAttach | IconBattle,
		Hook: markHook("Superhuman Endurance", "play", mkNoCB, 1, false, onPlayer),
		Text: "For the rest of the battle no card with a Combat or Brute Force icon may attack John Carter."})
	special("John Carter of Mars", Card{Name: "Virginia Fighting Man", Val: 8, AnyP: true, Type: AnyPower, Icons: IconOffense,
		Text: "A level 8 Any-Power attack."})
})
