package engine

// Running is the outcome of a match still in play.
var Running = Outcome{}

// Draw reports whether the match ended with nobody winning.
func (o Outcome) Draw() bool { return o.Over && len(o.Winners) == 0 }

// Won reports whether seat s is among the winners.
func (o Outcome) Won(s Seat) bool {
	for _, w := range o.Winners {
		if w == s {
			return true
		}
	}
	return false
}

// Score is seat s's share of the points of a finished match, as bots
// score a game they played to its end: 1 won, ½ drawn, 0 lost (or not
// over yet).
func (o Outcome) Score(s Seat) float64 {
	switch {
	case o.Draw():
		return 0.5
	case o.Won(s):
		return 1
	}
	return 0
}

// Win is the outcome of a match won by one seat.
func Win(s Seat, summary string) Outcome {
	return Outcome{Over: true, Winners: []Seat{s}, Summary: summary}
}

// DrawOutcome is the outcome of a drawn match.
func DrawOutcome(summary string) Outcome { return Outcome{Over: true, Summary: summary} }
