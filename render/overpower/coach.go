package overpower

import (
	"slices"
	"strconv"
	"strings"

	"overdeck/engine"
	"overdeck/game/overpower"
	"overdeck/render/kit"
	"overdeck/render/platform"
)

// Coach is OverPower's coached first game: a Venture game of the Round
// Table (King Arthur, Merlin, Robin Hood) against the Cult (Cthulhu,
// Moriarty, an Angry Mob) played by the computer at Normal, the player
// first. The Normal computer seldom negates and the Round Table's hand
// seldom can, so no negate is forced: the "astral" step explains it at the
// first card that crosses the Astral Plane, ringing the plane. Its seed was chosen by a search (TestCoach_OverPowerScript) so
// that a player who follows the ring meets every step in order. The steps'
// words are in coach_steps.go, their situations below.
var Coach = &kit.Coach{
	Seed:  12,
	Setup: engine.Setup{}.With("mode", "venture").With("deck0", "camelot").With("deck1", "cult").With("first", "1"),
	Level: "normal",
	Point: coachPoint,
	Steps: coachSteps,
}

// logHas reports whether the log v may read holds a line containing any
// of words (the rules' own wording, the player's seat named "Player 1").
func logHas(v *engine.SeatView, words ...string) bool {
	for _, e := range v.Log {
		for _, w := range words {
			if strings.Contains(e.Text, w) {
				return true
			}
		}
	}
	return false
}

// deciding reports whether the seat of v decides now, in phase ph.
func deciding(v *engine.SeatView, ph uint8) bool {
	st := view(v)
	return st != nil && len(v.Legal) > 0 && st.Phase == ph
}

// exchangeAt reports whether the Battle Phase's exchange is at step now,
// the seat of v deciding when mine is set.
func exchangeAt(v *engine.SeatView, step uint8, mine bool) bool {
	st := view(v)
	if st == nil || st.Phase != overpower.PhaseBattle || st.Ex.Step != step {
		return false
	}
	return !mine || len(v.Legal) > 0
}

// at points at the button id whatever the view.
func at(id string) func(*engine.SeatView, []platform.Button) string {
	return func(_ *engine.SeatView, on []platform.Button) string {
		if strings.HasPrefix(id, "table.side.") && !slices.ContainsFunc(on, func(b platform.Button) bool { return b.ID == id }) {
			return "table.sides" // a small screen's side lines, one block under the banner
		}
		return id
	}
}

// hurt is the first character of either team that is KO'd or nearest to
// a KO (damage at least half its threshold, or two types toward a
// Spectrum KO), or -1.
func hurt(v *engine.SeatView) int {
	st := view(v)
	if st == nil {
		return -1
	}
	best, most := -1, 0.0
	for ci := range st.Chars {
		c, ko := st.Chars[ci], st.KO[ci]
		near := float64(ko.Spectrum) / 3
		if ko.Threshold > 0 {
			near = max(near, float64(ko.Damage)/float64(ko.Threshold))
		}
		if c.KO {
			near = 2
		}
		if near > most {
			best, most = ci, near
		}
	}
	if most < 0.5 {
		return -1
	}
	return best
}

// koPoint points at the character hurt names.
func koPoint(v *engine.SeatView, _ []platform.Button) string {
	if ci := hurt(v); ci >= 0 {
		return "table.char." + strconv.Itoa(ci)
	}
	return ""
}

// eventPlayed reports whether an Event is in play or face down for the
// seat of v.
func eventPlayed(v *engine.SeatView) bool {
	st := view(v)
	if st == nil {
		return false
	}
	if st.P[me(v)].EventDown {
		return true
	}
	for _, l := range st.InPlay {
		if c, ok := cardOf(st, l.Inst); ok && c.Kind == overpower.KindEvent {
			return true
		}
	}
	return false
}

// offensive reports whether the seat of v may attack now.
func offensive(v *engine.SeatView) bool {
	if !exchangeAt(v, overpower.StepIdle, true) {
		return false
	}
	for _, m := range moves(v) {
		if m.Op == overpower.OpPlay && m.Tgt >= 0 && int(m.Tgt)/4 != me(v) {
			return true
		}
	}
	return false
}

// coachSteps are the coached game's steps, in the order a battle meets
// them; coach_steps.go words them.
var coachSteps = []kit.CoachStep{
	{ID: "welcome", Title: "Your first game", Text: stepWelcome, Point: at("table.side.1")},
	{ID: "event", Title: "Events", Text: stepEvent, Point: at("table.plane"), When: eventPlayed},
	{ID: "discard", Title: "Duplicates and unusable cards", Text: stepDiscard, Point: at("table.side.0"),
		When: func(v *engine.SeatView) bool {
			st := view(v)
			return st != nil && (len(st.P[me(v)].Pack)+len(st.P[me(v)].Dead) > 0 || logHas(v, "Player 1 discards"))
		}},
	{ID: "place", Title: "Placing a card keeps it", Text: stepPlace, Point: coachPoint, Do: true,
		When: func(v *engine.SeatView) bool {
			return deciding(v, overpower.PhasePlace) && offers(v, overpower.OpPlace)
		}},
	{ID: "venture", Title: "Venture", Text: stepVenture, Point: coachPoint, Do: true,
		When: func(v *engine.SeatView) bool {
			return deciding(v, overpower.PhaseVenture) && view(v).Sub == overpower.SubWager && offers(v, overpower.OpVenR)
		}},
	{ID: "fight", Title: "Fight or concede", Text: stepFight, Point: coachPoint, Do: true,
		When: func(v *engine.SeatView) bool {
			return deciding(v, overpower.PhaseVenture) && offers(v, overpower.OpFight)
		}},
	{ID: "attack", Title: "Your offensive turn", Text: stepAttack, Point: coachPoint, Do: true, When: offensive},
	{ID: "astral", Title: "The Astral Plane", Text: stepAstral, Point: at("table.plane"),
		When: func(v *engine.SeatView) bool { return exchangeAt(v, overpower.StepNegate, false) }},
	{ID: "defend", Title: "Block, avoid, or take the hit", Text: stepDefend, Point: coachPoint, Do: true,
		When: func(v *engine.SeatView) bool { return exchangeAt(v, overpower.StepDefend, true) }},
	{ID: "ko", Title: "Three ways to a KO", Text: stepKO, Point: koPoint,
		When: func(v *engine.SeatView) bool { return hurt(v) >= 0 }},
	{ID: "endbattle", Title: "The End of Battle", Text: stepEndBattle, Point: at("table.side.0"),
		When: func(v *engine.SeatView) bool { st := view(v); return st != nil && st.Battle >= 2 }},
	{ID: "concede", Title: "Conceding", Text: stepConcede, Point: at("table.move.concede"),
		When: func(v *engine.SeatView) bool {
			st := view(v)
			return st != nil && st.Battle >= 2 && offers(v, overpower.OpConcede)
		}},
}
