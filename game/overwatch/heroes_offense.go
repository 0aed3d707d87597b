package overwatch

import "slices"

// Offense heroes: Ashe, Doomfist, Echo, Genji, Junker Queen, McCree,
// Pharah, Reaper, Soldier: 76, Sombra, Tracer, Venture.

var ashe = &Card{Name: "Ashe", Class: Offense, HP: 3, Power: [3]int8{2, 1, 3}, Syn: [3]int8{2, 3, 1},
	Primary: []*Skill{
		{Name: "The Viper", Text: "Deal 2 damage to one enemy, ignoring shields.",
			Next: steps(pickEnemy(nil)),
			Do:   func(u *Use) { u.hit(int32(u.Pick(0)), 2, fPierce) }},
		{Name: "The Viper", Text: "Deal 1 damage to each of two enemies in the same row.",
			Next: steps(pickEnemy(paired), func(u *Use) Step {
				first := u.target(0)
				return Step{Opts: ids(slices.DeleteFunc(u.G.inRow(1-u.Seat, first.Row), func(id int32) bool { return id == first.ID })), What: PickHero, Prompt: "second enemy"}
			}),
			Do: func(u *Use) {
				for _, p := range u.Picks {
					u.hit(int32(p), 1, 0)
				}
			}}},
	Ult: &Skill{Name: "B.O.B.", Cost: 3, Text: "Put the B.O.B. hero card into your hand.",
		Do: func(u *Use) { u.G.giveCard(u.Seat, mustCard("B.O.B.")) }}}

// paired accepts an enemy for the first of The Viper's two: one with
// another enemy in its row, or any enemy when no row holds two.
func paired(u *Use, h *Hero) bool {
	for _, id := range u.Enemies() {
		if o := u.G.hero(id); len(u.G.inRow(int(o.Side), o.Row)) > 1 {
			return len(u.G.inRow(int(h.Side), h.Row)) > 1
		}
	}
	return true
}

var doomfist = &Card{Name: "Doomfist", Class: Offense, HP: 4, Power: [3]int8{3, 2, 1}, Syn: [3]int8{1, 2, 3},
	Primary: []*Skill{{Name: "Rocket Punch", Text: "Knock one enemy back one row (if it can go back), then deal it 2 damage.",
		Next: steps(pickEnemy(nil)),
		Do: func(u *Use) {
			t := u.target(0)
			u.G.move(t.ID, t.Row+1)
			u.hit(t.ID, 2, 0)
		}}},
	Ult: &Skill{Name: "Meteor Strike", Cost: 3, Text: "Deal 3 damage to one enemy and 1 damage to each enemy beside it.",
		Next: steps(pickEnemy(nil)),
		Do: func(u *Use) {
			t := u.target(0)
			var side []int32
			for _, id := range u.G.inRow(1-u.Seat, t.Row) {
				if Adjacent(t, u.G.hero(id)) {
					side = append(side, id)
				}
			}
			u.hit(t.ID, 3, 0)
			u.hitAll(side, 1, 0)
		}}}

var echo = &Card{Name: "Echo", Class: Offense, HP: 4, Power: [3]int8{1, 3, 2}, Syn: [3]int8{3, 1, 2},
	Primary: []*Skill{{Name: "Focusing Beam", Text: "Deal one enemy as much damage as it has damage counters.",
		Next: steps(pickEnemy(func(u *Use, h *Hero) bool { return h.Dmg > 0 })),
		Do:   func(u *Use) { u.hit(int32(u.Pick(0)), int(u.target(0).Dmg), 0) }}},
	Ult: &Skill{Name: "Duplicate", Cost: 2, Text: "Use the last ultimate used this round (by either player) as if Echo were that hero, without paying its cost. Echo is never discarded, removed or replaced by the copy.",
		Next: func(u *Use) Step {
			if s := cards[u.G.Pend.Card].Ult; s.Next != nil {
				return s.Next(u)
			}
			return Step{}
		},
		Do: func(u *Use) { cards[u.G.Pend.Card].Ult.Do(u) }}}

var genji = &Card{Name: "Genji", Class: Offense, HP: 4, Power: [3]int8{3, 2, 1}, Syn: [3]int8{1, 2, 3},
	Primary: []*Skill{{Name: "Shuriken", Text: "Choose an enemy column: each enemy in it (up to three) takes 1 damage.",
		Next: steps(pickEnemyCol),
		Do:   func(u *Use) { u.hitAll(u.G.inCol(1-u.Seat, int8(u.Pick(0))), 1, 0) }}},
	Ult: &Skill{Name: "Dragon Blade", Cost: 3, Text: "Defeat one damaged enemy.",
		Next: steps(pickEnemy(func(u *Use, h *Hero) bool { return h.Dmg > 0 })),
		Do:   func(u *Use) { u.G.defeat(u.target(0), u.ID) }}}

var junkerQueen = &Card{Name: "Junker Queen", Class: Offense, HP: 3, Power: [3]int8{1, 3, 2}, Syn: [3]int8{2, 2, 1},
	Primary: []*Skill{{Name: "Jagged Blade", Text: "Wound every enemy with no shield tokens: a wounded hero cannot gain shields and takes 1 damage at the start of each of its owner's turns.",
		Can: func(u *Use) bool { return len(unshielded(u)) > 0 },
		Do: func(u *Use) {
			for _, id := range unshielded(u) {
				u.G.addMark(Mark{Kind: MarkWound, By: u.ID, Seat: int8(u.Seat), On: id})
			}
		}}},
	Ult: &Skill{Name: "Rampage", Cost: 4, Text: "Deal as much damage as Junker Queen's Wounds have dealt this round, shared as evenly as possible among all enemies (any extra goes to the enemies played first).",
		Can: func(u *Use) bool { return u.Me().Tally > 0 },
		Do: func(u *Use) {
			hs := u.Enemies()
			if len(hs) == 0 {
				return
			}
			n := int(u.Me().Tally)
			for i, id := range hs {
				d := n / len(hs)
				if i < n%len(hs) {
					d++
				}
				u.hit(id, d, 0)
			}
		}}}

// unshielded returns the enemies with no shield or Zarya tokens.
func unshielded(u *Use) []int32 {
	return u.filter(u.Enemies(), func(u *Use, h *Hero) bool { return h.Shield == 0 && h.Zarya == 0 && !u.G.wounded(h) })
}

var mccree = &Card{Name: "McCree", Class: Offense, HP: 4, Power: [3]int8{2, 3, 1}, Syn: [3]int8{2, 1, 3},
	Primary: []*Skill{{Name: "Flashbang", Text: "Choose an enemy row: remove as many synergy tokens from it as there are living enemies in it (frozen ones too).",
		Next: steps(func(u *Use) Step {
			return Step{Opts: u.G.rowsLiving(1 - u.Seat), What: PickRow, Prompt: "enemy row"}
		}),
		Do: func(u *Use) {
			r := int8(u.Pick(0))
			u.G.drain(1-u.Seat, r, u.G.headCount(1-u.Seat, r))
		}}},
	Ult: &Skill{Name: "Dead Eye", Cost: 3, Text: "Choose an enemy row and deal 9 damage shared as evenly as possible among the enemies in it; you choose who takes the extra points.",
		Next: func(u *Use) Step {
			if len(u.Picks) == 0 {
				return pickEnemyRow(u)
			}
			row := u.G.inRow(1-u.Seat, int8(u.Picks[0]))
			if len(row) == 0 || len(u.Picks)-1 >= 9%len(row) {
				return Step{}
			}
			return Step{Opts: ids(slices.DeleteFunc(row, func(id int32) bool { return slices.Contains(u.Picks[1:], int16(id)) })), What: PickHero, Prompt: "enemy to take 1 extra"}
		},
		Do: func(u *Use) {
			row := u.G.inRow(1-u.Seat, int8(u.Picks[0]))
			for _, id := range row {
				d := 9 / len(row)
				if slices.Contains(u.Picks[1:], int16(id)) {
					d++
				}
				u.hit(id, d, 0)
			}
		}}}

var pharah = &Card{Name: "Pharah", Class: Offense, HP: 4, Power: [3]int8{1, 3, 2}, Syn: [3]int8{3, 1, 2},
	Primary: []*Skill{{Name: "Concussive Blast", Text: "Knock one enemy back one row (if it can go back) and remove 2 synergy tokens from the row it started in.",
		Next: steps(pickEnemy(nil)),
		Do: func(u *Use) {
			t := u.target(0)
			from := t.Row
			u.G.move(t.ID, from+1)
			u.G.drain(1-u.Seat, from, 2)
		}}},
	Ult: &Skill{Name: "Barrage", Cost: 3, Text: "Deal X damage to every enemy in all three enemy rows, X being the synergy left in Pharah's row after paying for this.",
		Do: func(u *Use) { u.hitAll(u.Enemies(), int(u.G.Syn[u.Seat][u.Me().Row]), 0) }}}

var reaper = &Card{Name: "Reaper", Class: Offense, HP: 4, Power: [3]int8{2, 1, 3}, Syn: [3]int8{2, 3, 1},
	Primary: []*Skill{
		{Name: "Hellfire Shotguns", Text: "Deal 3 damage to the enemy directly opposite Reaper.",
			Can: func(u *Use) bool { return u.G.opposite(u.Me()) != nil && u.G.affectable(u.G.opposite(u.Me())) },
			Do:  func(u *Use) { u.hit(u.G.opposite(u.Me()).ID, 3, 0) }},
		{Name: "Hellfire Shotguns", Text: "Deal 2 damage to the enemy directly opposite Reaper and 1 damage to the hero right behind it.",
			Can: func(u *Use) bool { return u.G.opposite(u.Me()) != nil && u.G.affectable(u.G.opposite(u.Me())) },
			Do: func(u *Use) {
				o := u.G.opposite(u.Me())
				b := u.G.behind(o)
				u.hit(o.ID, 2, 0)
				if u.G.affectable(b) {
					u.hit(b.ID, 1, 0)
				}
			}}},
	Ult: &Skill{Name: "Death Blossom", Cost: 4, Text: "Discard Reaper from the battlefield and deal 3 damage, ignoring shields, to every enemy in the row facing his.",
		Do: func(u *Use) {
			row := u.G.inRow(1-u.Seat, u.Me().Row)
			if !u.Copied {
				u.G.discardHero(u.ID)
			}
			for _, id := range row {
				u.G.deal(u.ID, id, 3, fPierce)
			}
		}}}

var soldier = &Card{Name: "Soldier: 76", Class: Offense, HP: 4, Power: [3]int8{2, 3, 1}, Syn: [3]int8{2, 1, 3},
	Primary: []*Skill{{Name: "Biotic Field", Text: "Your allies in Soldier: 76's row heal 1.",
		Do: func(u *Use) {
			u.healAll(slices.DeleteFunc(u.G.inRow(u.Seat, u.Me().Row), func(id int32) bool { return id == u.ID }), 1)
		}}},
	Ult: &Skill{Name: "Tactical Visor", Cost: 3, Text: "Deal 3 damage to one enemy, 2 to a second and 1 to a third, anywhere. Nothing raises or lowers this damage (shield tokens still absorb it).",
		Next: exactly(3, (*Use).Enemies),
		Do: func(u *Use) {
			for i, p := range u.Picks {
				u.hit(int32(p), 3-i, fFixed)
			}
		}}}

var sombra = &Card{Name: "Sombra", Class: Offense, HP: 3, Power: [3]int8{3, 1, 2}, Syn: [3]int8{1, 3, 2},
	Primary: []*Skill{{Name: "HACK", Text: "Remove every shield token from one hero, and every hero token it has placed.",
		Next: steps(pickAny(false)),
		Do: func(u *Use) {
			t := u.target(0)
			t.Shield, t.Zarya = 0, 0
			u.G.dropMarks(func(m Mark) bool { return m.By == t.ID && heroToken(m.Kind) })
		}}},
	Ult: &Skill{Name: "E.M.P.", Cost: 3, Text: "Remove every hero token and shield token on both sides. Every Turret is destroyed.",
		Do: func(u *Use) {
			u.G.dropMarks(func(m Mark) bool { return heroToken(m.Kind) })
			for i := range u.G.Heroes {
				h := &u.G.Heroes[i]
				h.Shield, h.Zarya = 0, 0
				if h.card().Turret && !h.Defeated {
					u.G.defeat(h, u.ID)
				}
			}
		}}}

var tracer = &Card{Name: "Tracer", Class: Offense, HP: 3, Power: [3]int8{3, 2, 1}, Syn: [3]int8{1, 2, 3},
	Primary: []*Skill{
		{Name: "Pulse Pistols", Text: "Deal 2 damage to one enemy.",
			Next: steps(pickEnemy(nil)),
			Do:   func(u *Use) { u.hit(int32(u.Pick(0)), 2, 0) }},
		{Name: "Pulse Pistols", Text: "Deal 1 damage to each of two enemies anywhere.",
			Next: exactly(2, (*Use).Enemies),
			Do: func(u *Use) {
				for _, p := range u.Picks {
					u.hit(int32(p), 1, 0)
				}
			}}},
	Ult: &Skill{Name: "Recall", Cost: 2, Text: "The next time damage would defeat Tracer this round, that damage is undone and her health stays as it was.",
		Do: func(u *Use) { u.G.addMark(Mark{Kind: MarkRecall, By: u.ID, Seat: int8(u.Seat), On: u.ID}) }}}

var venture = &Card{Name: "Venture", Class: Offense, HP: 4, Power: [3]int8{2, 3, 2}, Syn: [3]int8{1, 1, 2},
	Primary: []*Skill{{Name: "Drill Dash", Text: "Deal one enemy 3 damage minus its distance from Venture (at least 1). Distance: Venture's row number plus the enemy's (front rows 0, middle 1, back 2) plus the columns between them.",
		Next: steps(pickEnemy(nil)),
		Do: func(u *Use) {
			me, t := u.Me(), u.target(0)
			u.hit(t.ID, max(1, 3-Distance(me, t)), 0)
		}}},
	Ult: &Skill{Name: "Tectonic Shock", Cost: 4, Text: "Shuffle the places of all enemies (Turrets stay), then deal 2 damage to the enemy directly opposite Venture.",
		Do: func(u *Use) {
			u.G.shufflePlaces(u.filter(u.Enemies(), func(u *Use, h *Hero) bool { return !h.card().Turret }))
			if o := u.G.opposite(u.Me()); o != nil {
				u.hit(o.ID, 2, 0)
			}
		}}}

// Distance is how far apart two heroes of opposite sides are: their row
// numbers added (the front rows face each other) plus the columns between.
func Distance(a, b *Hero) int {
	d := int(a.Col) - int(b.Col)
	if d < 0 {
		d = -d
	}
	return int(a.Row) + int(b.Row) + d
}

// shufflePlaces deals the places of heroes hs out among them at random.
func (g *State) shufflePlaces(hs []int32) {
	places := make([]Slot, len(hs))
	for i, id := range hs {
		h := g.hero(id)
		places[i] = Slot{h.Row, h.Col}
	}
	g.rand().Shuffle(len(places), func(i, j int) { places[i], places[j] = places[j], places[i] })
	for i, id := range hs {
		h := g.hero(id)
		h.Row, h.Col = places[i].Row, places[i].Col
	}
}
