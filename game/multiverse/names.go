package multiverse

var phaseNames = [...]string{"Your turn: play a Slow card, attack or draw", "Combat: add Instants or fight", "End of turn: discard down to 6", "Game over"}

// PhaseName says what the player is doing in phase p, for the table.
func PhaseName(p uint8) string {
	if int(p) < len(phaseNames) {
		return phaseNames[p]
	}
	return "?"
}

// ActName names an activation type and says when it works, for card zoom.
func ActName(a Act) string {
	switch a {
	case Trigger:
		return "Trigger (Slow): at once, when played as your Slow card or when the card flips face up"
	case Delayed:
		return "Delayed (Slow): at the end of the turn it was set off in"
	case Instant:
		return "Instant (Fast): joins your own combat from your hand"
	case Offensive:
		return "Offensive: while the card attacks"
	case Defense:
		return "Defense: while the card defends, before the attacker's Offensive skill"
	case Passive:
		return "Passive (on-going): while the card is face up or attacking"
	}
	return "No skill"
}
