package overwatch

import "slices"

// Support heroes: Ana, Baptiste, Brigitte, Lifeweaver, Lúcio, Mercy,
// Moira, Symmetra, Zenyatta.

var ana = &Card{Name: "Ana", Class: Support, HP: 3, Power: [3]int8{1, 2, 2}, Syn: [3]int8{3, 2, 2},
	Primary: []*Skill{{Name: "Biotic Grenade", Text: "Choose one of your rows: your allies in it heal 1, and every enemy in the row facing it takes 1 damage.",
		Next: steps(pickOwnRow),
		Do: func(u *Use) {
			r := int8(u.Pick(0))
			u.healAll(slices.DeleteFunc(u.G.inRow(u.Seat, r), func(id int32) bool { return id == u.ID }), 1)
			u.hitAll(u.G.inRow(1-u.Seat, r), 1, 0)
		}}},
	Ult: &Skill{Name: "Nano Boost", Cost: 3, Text: "Put the Ana token by Ana's row: that row gains one synergy for each living hero of yours in it (frozen ones too).",
		Do: func(u *Use) {
			me := u.Me()
			n := u.G.headCount(u.Seat, me.Row)
			u.G.Syn[u.Seat][me.Row] += int8(n)
			u.G.addMark(Mark{Kind: MarkAna, By: u.ID, Seat: int8(u.Seat), Side: int8(u.Seat), Row: me.Row})
		}}}

var baptiste = &Card{Name: "Baptiste", Class: Support, HP: 4, Power: [3]int8{3, 2, 1}, Syn: [3]int8{1, 2, 3},
	Primary: []*Skill{
		{Name: "Biotic Launcher", Text: "Choose an enemy column: each enemy in it (up to three) takes 1 damage.",
			Next: steps(pickEnemyCol),
			Do:   func(u *Use) { u.hitAll(u.G.inCol(1-u.Seat, int8(u.Pick(0))), 1, 0) }},
		{Name: "Biotic Launcher", Text: "Choose one of your columns: each ally in it (up to three) heals 1.",
			Next: steps(func(u *Use) Step { return Step{Opts: u.G.colsWith(u.Seat), What: PickOwnCol, Prompt: "your column"} }),
			Do: func(u *Use) {
				u.healAll(slices.DeleteFunc(u.G.inCol(u.Seat, int8(u.Pick(0))), func(id int32) bool { return id == u.ID }), 1)
			}}},
	Ult: &Skill{Name: "Immortality Field", Cost: 3, Text: "Baptiste and the heroes right beside him take no damage until the start of your next turn.",
		Do: func(u *Use) {
			me := u.Me()
			for _, id := range u.G.inRow(u.Seat, me.Row) {
				if h := u.G.hero(id); id == u.ID || Adjacent(me, h) {
					u.G.addMark(Mark{Kind: MarkImmortal, By: u.ID, Seat: int8(u.Seat), On: id})
				}
			}
		}}}

var brigitte = &Card{Name: "Brigitte", Class: Support, HP: 4, Power: [3]int8{3, 2, 1}, Syn: [3]int8{1, 2, 3},
	Primary: []*Skill{{Name: "Repair Pack", Text: "Heal one ally by 3; healing beyond its full health becomes shield tokens. Works on a Turret too.",
		Next: steps(pickAlly(nil)),
		Do: func(u *Use) {
			t := u.target(0)
			u.G.shield(t, u.G.heal(t, 3, true))
		}}},
	Ult: &Skill{Name: "Shield Bash", Cost: 3, Text: "Brigitte gains 2 shield tokens. Turn one enemy around (if one can be chosen): it cannot use its ultimate for the rest of the round.",
		Next: steps(pickEnemy(nil)), Alone: true,
		Do: func(u *Use) {
			u.G.shield(u.Me(), 2)
			if t := u.target(0); t != nil {
				u.G.addMark(Mark{Kind: MarkNoUlt, By: u.ID, Seat: int8(u.Seat), On: t.ID})
			}
		}}}

var lifeweaver = &Card{Name: "Lifeweaver", Class: Support, HP: 3, Power: [3]int8{1, 2, 3}, Syn: [3]int8{1, 2, 1},
	Primary: []*Skill{{Name: "Life Grip", Text: "A damaged ally chosen at random moves into Lifeweaver's row (if it can move) and gains 1 shield token.",
		Can: func(u *Use) bool { return len(damagedAllies(u)) > 0 },
		Do: func(u *Use) {
			hs := damagedAllies(u)
			id := hs[u.G.rand().IntN(len(hs))]
			u.G.move(id, u.Me().Row)
			u.G.shield(u.G.hero(id), 1)
		}}},
	Ult: &Skill{Name: "Tree of Life", Cost: 2, Text: "Lifeweaver and the heroes beside him gain 1 temporary health until the start of your next turn.",
		Do: func(u *Use) {
			me := u.Me()
			for _, id := range u.G.inRow(u.Seat, me.Row) {
				if h := u.G.hero(id); id == u.ID || Adjacent(me, h) {
					u.G.addMark(Mark{Kind: MarkTemp, By: u.ID, Seat: int8(u.Seat), On: id, N: 1})
				}
			}
		}}}

// damagedAllies returns the user's allies with damage counters.
func damagedAllies(u *Use) []int32 {
	return u.filter(u.Allies(), func(u *Use, h *Hero) bool { return h.Dmg > 0 })
}

var lucio = &Card{Name: "Lúcio", Class: Support, HP: 3, Power: [3]int8{2, 1, 2}, Syn: [3]int8{2, 3, 2},
	Primary: []*Skill{
		{Name: "Crossfade", Text: "Move any number of allies from Lúcio's row into one row next to it.",
			Can:  func(u *Use) bool { return len(lucioMovers(u)) > 0 },
			Next: lucioNext,
			Do: func(u *Use) {
				for _, p := range u.Picks[1:] {
					u.G.move(int32(p), int8(u.Picks[0]))
				}
			}},
		{Name: "Crossfade", Text: "Put the Lúcio token by one of your rows: at the start of each of your turns, your heroes in that row heal 1.",
			Next: steps(pickOwnRow),
			Do: func(u *Use) {
				u.G.addMark(Mark{Kind: MarkLucio, By: u.ID, Seat: int8(u.Seat), Side: int8(u.Seat), Row: int8(u.Pick(0))})
			}}},
	Ult: &Skill{Name: "Sound Barrier", Cost: 3, Text: "Every hero of yours in Lúcio's row gains 2 shield tokens.",
		Do: func(u *Use) {
			for _, id := range u.G.inRow(u.Seat, u.Me().Row) {
				u.G.shield(u.G.hero(id), 2)
			}
		}}}

// lucioMovers returns the allies in Lúcio's row that can move.
func lucioMovers(u *Use) []int32 {
	me := u.Me()
	if u.G.rowMarks(u.Seat, me.Row, MarkLocked) > 0 {
		return nil
	}
	return u.filter(u.G.inRow(u.Seat, me.Row), func(u *Use, h *Hero) bool { return h.ID != u.ID && !h.card().Turret })
}

// lucioNext asks for the row next to Lúcio's, then allies one at a time.
func lucioNext(u *Use) Step {
	me := u.Me()
	if len(u.Picks) == 0 {
		var rows []int16
		for _, r := range []int8{me.Row - 1, me.Row + 1} {
			if r >= Front && r <= Back {
				rows = append(rows, int16(r))
			}
		}
		return Step{Opts: rows, What: PickOwnRow, Prompt: "row to move allies to"}
	}
	var opts []int16
	for _, id := range lucioMovers(u) {
		if !slices.Contains(u.Picks[1:], int16(id)) {
			opts = append(opts, int16(id))
		}
	}
	return Step{Opts: opts, Stop: len(u.Picks) > 1, What: PickHero, Prompt: "ally to move"}
}

var mercy = &Card{Name: "Mercy", Class: Support, HP: 3, Power: [3]int8{1, 2, 2}, Syn: [3]int8{3, 2, 2},
	Primary: []*Skill{{Name: "Caduceus Staff", Text: "Put the Mercy token on one ally, side A or B. A: it heals 2 now and 1 at the start of each of your turns. B: it deals 1 more damage whenever it deals damage.",
		Next: steps(pickAlly(nil), func(u *Use) Step { return Step{Opts: []int16{1, 2}, What: PickSide, Prompt: "token side"} }),
		Do: func(u *Use) {
			t := u.target(0)
			k := MarkMercyB
			if u.Pick(1) == 1 {
				k = MarkMercyA
				u.G.heal(t, 2, false)
			}
			u.G.addMark(Mark{Kind: k, By: u.ID, Seat: int8(u.Seat), On: t.ID})
		}}},
	Ult: &Skill{Name: "Guardian Angel", Cost: 3, Text: "Mercy moves to any of your rows; a defeated hero of yours in that row comes back with full health.",
		Next: steps(pickOwnRow, func(u *Use) Step {
			var opts []int16
			for _, id := range u.G.row(u.Seat, int8(u.Pick(0))) {
				if u.G.hero(id).Defeated {
					opts = append(opts, int16(id))
				}
			}
			return Step{Opts: opts, What: PickHero, Prompt: "defeated hero to revive"}
		}),
		Do: func(u *Use) {
			u.G.move(u.ID, int8(u.Pick(0)))
			if t := u.target(1); t != nil && t.Defeated {
				t.Defeated, t.Dmg = false, 0
				u.G.logf("%s comes back to life.", u.G.name(t.ID))
			}
		}}}

var moira = &Card{Name: "Moira", Class: Support, HP: 3, Power: [3]int8{2, 1, 2}, Syn: [3]int8{2, 3, 2},
	Primary: []*Skill{{Name: "Biotic Grasp", Text: "Deal 1 damage to any enemy, ignoring shields, and heal any ally by 2 (either alone if there is no one for the other).",
		Next: func(u *Use) Step {
			switch {
			case len(u.Picks) == 0 && len(u.Enemies()) > 0:
				return pickEnemy(nil)(u)
			case len(u.Picks) == 0 || (len(u.Picks) == 1 && int(u.target(0).Side) != u.Seat):
				return pickAlly(nil)(u)
			}
			return Step{}
		},
		Do: func(u *Use) {
			for i := range u.Picks {
				if t := u.target(i); t != nil && int(t.Side) == u.Seat {
					u.G.heal(t, 2, false)
				} else if t != nil {
					u.hit(t.ID, 1, fPierce)
				}
			}
		}}},
	Ult: &Skill{Name: "Coalescence", Cost: 3, Text: "Choose a column: your allies in it heal 2, and the enemies in the same column on the other side take 2 damage, ignoring shields.",
		Next: steps(func(u *Use) Step {
			cols := append(u.G.colsWith(u.Seat), u.G.colsWith(1-u.Seat)...)
			slices.Sort(cols)
			return Step{Opts: slices.Compact(cols), What: PickAnyCol, Prompt: "column"}
		}),
		Do: func(u *Use) {
			c := int8(u.Pick(0))
			u.healAll(slices.DeleteFunc(u.G.inCol(u.Seat, c), func(id int32) bool { return id == u.ID }), 2)
			u.hitAll(u.G.inCol(1-u.Seat, c), 2, fPierce)
		}}}

var symmetra = &Card{Name: "Symmetra", Class: Support, HP: 3, Power: [3]int8{2, 1, 2}, Syn: [3]int8{2, 3, 2},
	Primary: []*Skill{{Name: "Teleporter", Text: "Return one other hero (not a Symmetra) to its owner's hand, with every token, counter and effect on it or placed by it removed. Nothing happens if that hand already holds 8 cards.",
		Next: steps(func(u *Use) Step {
			s := pickAny(false)(u)
			s.Opts = slices.DeleteFunc(s.Opts, func(o int16) bool {
				h := u.G.hero(int32(o))
				return h.card().Name == "Symmetra" || h.Token || len(u.G.P[h.Side].Hand) >= HandLimit
			})
			return s
		}),
		Do: func(u *Use) {
			t := u.target(0)
			owner, c := int(t.Side), t.Card
			u.G.logf("%s returns to its owner's hand.", u.G.name(t.ID))
			u.G.remove(t.ID)
			u.G.giveCard(owner, c)
		}}},
	Ult: &Skill{Name: "Shield Generator", Cost: 2, Text: "Every hero of yours on the battlefield, Symmetra included, gains 1 shield token.",
		Do: func(u *Use) {
			for _, id := range u.Heroes() {
				u.G.shield(u.G.hero(id), 1)
			}
		}}}

var zenyatta = &Card{Name: "Zenyatta", Class: Support, HP: 2, Power: [3]int8{2, 2, 1}, Syn: [3]int8{2, 2, 3},
	Primary: []*Skill{
		{Name: "Harmony", Text: "Put the Zenyatta token on one ally: at the start of each of your turns it heals 1, then the token jumps to another ally (if there is one).",
			Next: steps(pickAlly(nil)),
			Do: func(u *Use) {
				u.G.addMark(Mark{Kind: MarkHarmony, By: u.ID, Seat: int8(u.Seat), On: int32(u.Pick(0))})
			}},
		{Name: "Discord", Text: "Put the Zenyatta token on one enemy: it takes 1 more damage from every attack; at the start of each of its owner's turns the token jumps to another enemy (if there is one).",
			Next: steps(pickEnemy(nil)),
			Do: func(u *Use) {
				u.G.addMark(Mark{Kind: MarkDiscord, By: u.ID, Seat: int8(u.Seat), On: int32(u.Pick(0))})
			}}},
	Ult: &Skill{Name: "Transcendence", Cost: 3, Text: "Your allies in Zenyatta's row heal 2, and Zenyatta takes no damage for the rest of the round.",
		Do: func(u *Use) {
			u.healAll(slices.DeleteFunc(u.G.inRow(u.Seat, u.Me().Row), func(id int32) bool { return id == u.ID }), 2)
			u.G.addMark(Mark{Kind: MarkTranscend, By: u.ID, Seat: int8(u.Seat), On: u.ID})
		}}}
