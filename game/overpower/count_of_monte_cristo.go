package overpower

var _ = group(func() {
	special("Count of Monte Cristo", Card{Name: "Friend to Foe", Icons: IconOffense, Flags: FTarget,
		OnHit: hook("Friend to Foe", "hit", func(g *State, i uint16, s int) {
			p := g.Chars[g.Ex.Tgt].Placed[0]
			if p == 0 {
				return
			}
			var opts []uint16
			for _, tc := range g.targets(s, nil) {
				if tc != g.Ex.Tgt && !g.attackBarred(Move{Card: p, Type: g.stolenType(g.Ex.By, g.card(p))}, tc) {
					opts = append(opts, uint16(tc))
				}
			}
			if len(opts) == 0 || !g.mayAttack(g.Ex.By) {
				g.Chars[g.Ex.Tgt].Placed[0] = 0
				g.discard(p)
				g.logf("%s's placed %s is stolen and discarded: no one else to attack.", g.charName(g.Ex.Tgt), g.card(p).Name)
				return
			}
			g.ask(s, "Friend to Foe/hit", i, opts, false, ResumePhase)
		}),
		Text: "An attack on a character: if it hits, the Count steals its placed Power card and attacks another opposing Front Line character with it at once (as a type he can use if any)."})
	choiceLabels["Friend to Foe/hit"] = func(g *State, k int) string {
		return "Attack " + g.ch(int8(k)).Name + " with the stolen card"
	}
	handle("Friend to Foe/hit", func(g *State, c Choice, n int) {
		by := g.Ex.By
		p := g.Chars[g.Ex.Tgt].Placed[0]
		g.logf("%s steals %s from %s.", g.charName(by), g.card(p).Name, g.charName(g.Ex.Tgt))
		g.declare(Move{Op: OpPlay, Card: p, By: by, Type: g.stolenType(by, g.card(p)), Tgt: int8(c.Opts[n])})
	})
	special("Count of Monte Cristo", Card{Name: "Jacopo", Val: 4, Type: Brute, Icons: IconOffense, Extra: 1,
		Text: "A level 4 Brute Force attack; then one additional attack (made face up: this edition has no face-down attacks)."})
})

// stolenType is the type character ci attacks with stolen Power card c:
// the first he can use, else the card's own (the first of its types).
func (g *State) stolenType(ci int8, c *Card) int8 {
	if ts := g.powerTypes(ci, c); len(ts) > 0 {
		return int8(ts[0])
	}
	if c.Type >= Energy && c.Type <= Intel {
		return c.Type
	}
	return Energy
}
