package overpower

import "overdeck/engine/effect"

var _ = group(func() {
	special("Mr. Hyde", Card{Name: "Overdose", Val: 6, Type: Intel, Icons: IconOffense,
		Text: "A level 6 Intelligence attack. As he plays it, Mr. Hyde may discard up to three cards from the top of his Draw Pile to his Dead Pile: +1 to the attack for each (not to damage or Venture Total)."})
	onDeclare["Overdose"] = func(g *State, m Move) bool {
		g.ask(seatOf(m.By), "Overdose/mill", m.Card, []uint16{0, 1, 2, 3}, false, ResumeDeclare)
		return true
	}
	choiceLabels["Overdose/mill"] = func(_ *State, k int) string {
		return "Discard " + itoa(k) + " card(s) from the top of the Draw Pile (+" + itoa(k) + ")"
	}
	handle("Overdose/mill", func(g *State, c Choice, n int) {
		s := int(c.Seat)
		had := len(g.P[s].Dead)
		g.mill(s, n)
		g.Ex.Val += int8(len(g.P[s].Dead) - had)
	})
	special("Mr. Hyde", Card{Name: "Sadistic Tendencies", Val: 4, Types: 1<<Brute | 1<<Intel, Multi: true, Type: MultiPower, Icons: IconOffense, Flags: FAtReserve,
		Text: "A level 4 MultiPower attack, Brute Force or Intelligence; a level 8 Any-Power attack instead on a character of threat 7 or less. It may be made on the Reserve character, who may defend."})
	onDeclare["Sadistic Tendencies"] = func(g *State, m Move) bool {
		if ex := &g.Ex; m.Tgt >= 0 && m.Tgt < 8 && g.ch(m.Tgt).Threat <= 7 {
			ex.Val, ex.Dmg, ex.AnyP, ex.Multi, ex.Icons = ex.Val+4, 8, true, false, 0
		}
		return false
	}
	special("Mr. Hyde", Card{Name: "Set Loose", Icons: IconOffense | IconAstral | IconGame,
		Text: "For the rest of the game the opponent may not attack Mr. Hyde, nor defend against his attacks, with Any Character Specials, and he may not attack with them."})
	special("Mr. Hyde", Card{Name: "The Serum", Icons: IconOffense | IconAttach | IconGame,
		Hook: define(effect.Def[*State]{ID: "The Serum/play", Action: "play",
			Activate: func(c Ctx, _ effect.Action) error {
				g, ci := c.Game, c.Game.Ex.By
				if len(g.Chars[ci].Record) > 0 {
					for len(g.Chars[ci].Record) > 0 {
						g.removeHit(ci, false, 0, false)
					}
					g.healed(int(c.Power.Controller))
				}
				return nil
			},
			Modify: func(c Ctx, st effect.Stat, tg effect.SourceID, v int) int {
				ci := srcChar(tg)
				if ci >= 0 && (st == gridStat[Energy] || st == gridStat[Combat] || st == gridStat[Brute]) &&
					seatOf(ci) == int(c.Power.Controller) && c.Game.ch(ci).Name == "Mr. Hyde" {
					return v + 1
				}
				return v
			}}),
		Text: "Mr. Hyde's Energy, Combat and Brute Force grids are 1 higher for the rest of the game; remove every hit from his permanent record."})
	special("Mr. Hyde", Card{Name: "Trample", Val: 6, Type: Brute, Icons: IconOffense,
		OnMiss: hook("Trample", "miss", func(g *State, i uint16, s int) {
			if g.reserveOf(1-s) >= 0 && g.alive(g.Ex.By) {
				g.Ex.Extra++
				g.Ex.ToRes = true
			}
		}),
		Text: "A level 6 Brute Force attack. If it is defended, Mr. Hyde may make one additional attack on the opponent's Reserve character."})
	special("Mr. Hyde", Card{Name: "Victorian Sophisticant", Icons: IconOffense | IconAttach | IconBattle,
		Hook: markHook("Victorian Sophisticant", "play", mkNoTgt, 1, false, onPlayer),
		Text: "Mr. Hyde may not be attacked for the rest of the battle."})
})
