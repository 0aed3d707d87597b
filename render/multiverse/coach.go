package multiverse

import (
	"overdeck/engine"
	"overdeck/game/multiverse"
	"overdeck/render/kit"
	"overdeck/render/platform"
)

// The Multiverse's coached first game (kit.Coach): a fixed deal at Patrol,
// the gentlest level, with the first ready-made deck and no Champion (a
// setup option Patrol does not give), in which the player meets, once
// each, the Multiverse's rows and its nearest card, playing a Slow card,
// attacking with a Super and fighting it out, a Multiverse card defeated,
// the Multiverse's turn with its d6, their own defense cards, and how the
// game is won and lost. The player makes every move; the ring between
// steps follows coachMove, a plain line of play that meets them all in
// this deal (coach_test.go plays it through).

// coachSeed deals the coached game.
const coachSeed = 8

// Coach returns the Multiverse's coached first game.
func Coach() *kit.Coach {
	setup := engine.Setup{}.With(multiverse.OptLevel, multiverse.Levels[0].Name).
		With(multiverse.OptDeck, multiverse.Decks[0].Name).With(multiverse.OptChampion, "none").
		With(multiverse.OptAttackers, multiverse.AttackersStay)
	return &kit.Coach{Seed: coachSeed, Setup: setup, Level: "easy", Point: coachPoint, Steps: coachSteps}
}

// coachSteps are the script, in the order a first game meets them.
var coachSteps = []kit.CoachStep{
	{ID: "rows", Title: "The Multiverse's cards",
		Text:  "The Multiverse defends itself with cards dealt face down from your Power Deck, in rows: at Patrol four, one behind another. Row 1, the ringed card, is the nearest: it is the only one you may attack, and the only one that attacks you.\nDefeat every one of them and you win.",
		Point: func(v *engine.SeatView, _ []platform.Button) string { return nearSlot(view(v)) }},
	{ID: "slow", Title: "Playing a Slow card",
		Text:  "Each turn you draw a card, then may play one Slow card: a card whose skill is Trigger or Delayed. Its skill works at once (Trigger) or at the end of your turn (Delayed), then it goes to the discard pile.\nTap the ringed card, then its Play button.",
		When:  func(v *engine.SeatView) bool { return coachKey(v, 's') != "" },
		Point: func(v *engine.SeatView, on []platform.Button) string { return pointAt(v, on, coachKey(v, 's')) },
		Do:    true},
	{ID: "attack", Title: "Attacking with a Super",
		Text:  "Once a turn a Super from your hand may attack a card of the nearest row. The face-down card turns over: its power is its defense. More power than the defense defeats it; otherwise only your Super is lost.\nTap the ringed Super, then the card it attacks.",
		When:  func(v *engine.SeatView) bool { return coachKey(v, 'a') != "" },
		Point: func(v *engine.SeatView, on []platform.Button) string { return pointAt(v, on, coachKey(v, 'a')) },
		Do:    true},
	{ID: "fight", Title: "Fighting it out",
		Text:  "The totals stand in the panel: your attack against the card's defense, with every skill counted. Instants from your hand may join your attack before you fight; this time fight it out as it stands.",
		When:  func(v *engine.SeatView) bool { return view(v).Fight.On },
		Point: func(v *engine.SeatView, on []platform.Button) string { return pointAt(v, on, coachKey(v, 'f')) },
		Do:    true},
	{ID: "defeated", Title: "A Multiverse card defeated",
		Text:  "Your attack had more power than the defense: every card of the combat went to the discard pile, the Multiverse's card with your Super. Its next card is now the nearest.\nEnd your turn when you are done: a turn without an attack draws a card instead.",
		When:  func(v *engine.SeatView) bool { return view(v).Beaten > 0 },
		Point: func(v *engine.SeatView, _ []platform.Button) string { return nearSlot(view(v)) }},
	{ID: "turn", Title: "The Multiverse's turn",
		Text:  "After your turn the Multiverse plays its own. Its nearest row turns face up and attacks. A six-sided die picks which of your defense cards it attacks: 1 or 2 your left card, 3 or 4 the centre, 5 or 6 the right.\nStep through its turn with Next.",
		When:  multiverseTurnShown,
		Point: func(_ *engine.SeatView, on []platform.Button) string { return onlyIf(on, "table.step.next") }},
	{ID: "defense", Title: "Your defense cards",
		Text:  "Your three defense cards were dealt face down from the Power Deck, unseen even by you. An attacked card turns face up; when the attack has more power than its defense, it is lost.\nLose all three and the Multiverse wins.",
		When:  func(v *engine.SeatView) bool { return mineTouched(view(v)) >= 0 },
		Point: func(v *engine.SeatView, _ []platform.Button) string { return mineCard(view(v)) }},
	{ID: "end", Title: "Winning and losing",
		Text:  "There is one Power Deck, yours: your draws, the Multiverse's cards and its draws all come from it, so it runs down on both turns. If a card must be taken from it when it is empty, you lose.\nDefeat the Multiverse's last card before that, and before it takes your three defense cards, and you win. The game is yours to finish.",
		Point: func(_ *engine.SeatView, _ []platform.Button) string { return "table.deck" }},
}

// coachPoint is what the ring shows between steps: the button of the
// coach's move (coachMove), or Next while the Multiverse's turn is told.
func coachPoint(v *engine.SeatView, on []platform.Button) string {
	if id := onlyIf(on, "table.step.next"); id != "" {
		return id
	}
	return pointAt(v, on, coachMove(v))
}
