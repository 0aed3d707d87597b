package multiverse

// allowed says what the player may do now, and why not.
func (s *State) allowed() Allowed {
	var a Allowed
	switch s.Phase {
	case PhaseMain:
		a.End = true
		hasSlow, hasSuper := false, false
		for _, c := range s.Hand {
			hasSlow = hasSlow || card(c).Act.Slow()
			hasSuper = hasSuper || card(c).Kind == Super
		}
		switch {
		case s.SlowUsed:
			a.SlowWhy = "You already used this turn's Slow action."
		case !hasSlow:
			a.SlowWhy = "No Slow card (Trigger or Delayed) in your hand."
		default:
			a.Slow = true
		}
		switch {
		case s.Champ < 0:
			a.ChampWhy = "You play without a Champion."
		case s.SlowUsed:
			a.ChampWhy = "Flipping the Champion takes this turn's Slow action, already used."
		default:
			a.Champion = true
		}
		switch {
		case s.Attacked:
			a.AttackWhy, a.DrawWhy = "You already attacked this turn.", "You attacked this turn."
		case s.Drew:
			a.AttackWhy, a.DrawWhy = "You drew instead of attacking this turn.", "You already drew instead of attacking."
		case !hasSuper && !(s.Champ >= 0 && s.ChampUp):
			a.AttackWhy, a.Draw = "No Super in your hand (and no face-up Champion).", true
		default:
			a.Attack, a.Draw = true, true
		}
		if !s.Attacked && !s.Drew {
			a.EndNote = "You did not attack: ending the turn draws a card first."
		}
	case PhaseCombat:
		a.Fight = true
		for _, c := range s.Hand {
			a.Instant = a.Instant || card(c).Act == Instant
		}
		if !a.Instant {
			a.InstantWhy = "No Instant in your hand."
		}
		a.SlowWhy = "Finish the combat first."
		a.AttackWhy = "You are attacking now."
	case PhaseDiscard:
		a.Discard = true
		a.SlowWhy = "Discard down to 6 cards first."
	}
	return a
}
