package overwatch

// Special heroes, never in a deck: B.O.B. (Ashe's ultimate), D.Va+MEKA
// (D.Va's), Nemesis Ramattra (Ramattra's) and the Turret (Torbjörn's
// primary, in heroes_defense.go). A skill puts their card into a hand;
// they are then played like any hero card and count toward the six.

var bob = &Card{Name: "B.O.B.", Class: Offense, HP: 3, Power: [3]int8{1, 1, 1}, Special: true,
	Primary: []*Skill{{Name: "Suppressing Fire", Text: "Put the B.O.B. token by an enemy row: ultimates used from that row cost 2 more synergy.",
		Next: steps(pickAnyEnemyRow),
		Do:   rowToken(MarkBob, true, 1)}},
	Ult: &Skill{Name: "Smash", Cost: 1, Text: "Choose an enemy: it and the enemies beside it (up to three adjacent enemies) each take 1 damage and 1 synergy damage.",
		Next: steps(pickEnemy(nil)),
		Do: func(u *Use) {
			t := u.target(0)
			for _, id := range u.G.inRow(1-u.Seat, t.Row) {
				if h := u.G.hero(id); id == t.ID || Adjacent(t, h) {
					u.hit(id, 1, 0)
					u.G.synergyDamage(h, 1)
				}
			}
		}}}

var meka = &Card{Name: "D.Va+MEKA", Class: Tank, HP: 4, Power: [3]int8{2, 3, 1}, Syn: [3]int8{2, 1, 3}, Special: true,
	Primary: []*Skill{{Name: "Defense Matrix", Text: "D.Va+MEKA gains 2 shield tokens in the front row, or 1 in the middle or back row.",
		Do: func(u *Use) {
			n := 1
			if u.Me().Row == Front {
				n = 2
			}
			u.G.shield(u.Me(), n)
		}}},
	Ult: &Skill{Name: "Self Destruct", Cost: 1, Text: "Deal 4 damage to every other hero, yours and the enemy's, in D.Va+MEKA's row and the row facing it. Then D.Va+MEKA leaves play and a D.Va (her ultimate already spent, not a card) takes her place.",
		Do: func(u *Use) {
			me := u.Me()
			row := me.Row
			var hs []int32
			for _, id := range append(u.G.inRow(u.Seat, row), u.G.inRow(1-u.Seat, row)...) {
				if id != u.ID {
					hs = append(hs, id)
				}
			}
			u.hitAll(hs, 4, 0)
			if !u.Copied {
				u.G.replaceWithDva(u.ID)
			}
		}}}

var nemesis = &Card{Name: "Ramattra (Nemesis)", Class: Offense, HP: 4, Power: [3]int8{2, 2, 2}, Syn: [3]int8{2, 1, 1}, Special: true,
	Primary: []*Skill{{Name: "Pummel", Text: "Choose an enemy with shield tokens in the row facing Nemesis Ramattra: deal it as much damage as it has shield tokens, ignoring shields.",
		Next: steps(pickEnemy(func(u *Use, h *Hero) bool { return h.Row == u.Me().Row && h.Shield+h.Zarya > 0 })),
		Do:   func(u *Use) { u.hit(int32(u.Pick(0)), int(u.target(0).Shield+u.target(0).Zarya), fPierce) }}},
	Ult: &Skill{Name: "Annihilation", Cost: 4, Text: "While Nemesis Ramattra lives, at the start of each of your turns every enemy in the row facing him and in the column facing him takes 1 damage.",
		Do: func(u *Use) { u.G.addMark(Mark{Kind: MarkAnnihilate, By: u.ID, Seat: int8(u.Seat)}) }}}

// roster is every card in the reference data's order: the card codes.
var roster = []*Card{ana, ashe, baptiste, bastion, bob, brigitte, doomfist, dva, echo, genji, hanzo, hazard,
	junkrat, junkerQueen, lifeweaver, lucio, mauga, mccree, mei, meka, mercy, moira, nemesis, orisa, pharah,
	ramattra, reaper, reinhardt, roadhog, sigma, soldier, sombra, symmetra, torbjorn, tracer, turret, venture,
	widowmaker, winston, wreckingBall, zarya, zenyatta}

func init() {
	for _, c := range roster {
		addCard(c)
	}
}
