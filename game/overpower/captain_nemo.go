package overpower

var _ = group(func() {
	special("Captain Nemo", Card{Name: "Never Set Foot on Dry Land", Icons: IconDefense | IconAttach | IconBattle, Flags: FAvoid | FSelf,
		Hook: hook("Never Set Foot on Dry Land", "play", func(g *State, i uint16, s int) { g.retreat(i) }),
		Text: "Captain Nemo avoids one attack and moves into the Reserve for the rest of the battle, where he may attack with his Special cards. If the opponent then has no Front Line character to attack, he comes back at once."})
	special("Captain Nemo", Card{Name: "Ethnologist", Icons: IconOffense | IconAttach | IconBattle, Flags: FTarget,
		OnHit: markHook("Ethnologist", "hit", mkNoSpc, 1, false, onTarget),
		Text:  "An attack on a character: if it hits, the character may not play Special cards for the rest of the battle."})
	special("Captain Nemo", Card{Name: "Silent Running", Val: 6, Type: Intel, Icons: IconOffense, Flags: FNoPlacedDef,
		Text: "A level 6 Intelligence attack. It may not be defended with a placed card."})
	special("Captain Nemo", Card{Name: "Ruthless Plunderer", Icons: IconOffense | IconAttach | IconBattle,
		Hook: gridDef("Ruthless Plunderer", 1<<Energy|1<<Brute, 7),
		Text: "Captain Nemo's Energy and Brute Force grids are 7 for the rest of the battle."})
	special("Captain Nemo", Card{Name: "The Nautilus", Icons: IconOffense | IconAstral | IconBattle,
		Hook: hook("The Nautilus", "play", func(g *State, i uint16, s int) {
			g.ask(s, "The Nautilus/play", i, append([]uint16{uint16(g.Ex.By)}, g.mates(g.Ex.By, false)...), false, ResumeUtility)
		}),
		Text: "Captain Nemo or a teammate you choose may only be attacked with Intelligence attacks for the rest of the battle."})
	choiceLabels["The Nautilus/play"] = func(g *State, k int) string { return "Protect " + g.ch(int8(k)).Name }
	handle("The Nautilus/play", func(g *State, c Choice, n int) {
		ci := int8(c.Opts[n])
		g.mark(mkOnlyI, ci, 1, false, c.Src)
		g.logf("%s may only be attacked with Intelligence attacks this battle.", g.charName(ci))
	})
	special("Captain Nemo", Card{Name: "Weapons of Wrath and Hatred", Val: 10, Type: Energy, Icons: IconOffense,
		Text: "A level 10 Energy attack."})
})

// inDeep reports whether Captain Nemo (ci) is in the Reserve by Never Set
// Foot on Dry Land.
func (g *State) inDeep(ci int8) bool {
	for _, l := range g.InPlay {
		if l.Inst != 0 && l.On == ci && l.N >= 0 && g.card(l.Inst).Name == "Never Set Foot on Dry Land" {
			return true
		}
	}
	return false
}
