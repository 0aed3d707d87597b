package goofspiel

import "overdeck/engine"

// Evaluate scores a state for seat s: the share of all points that s has or
// can still fight for, pulled to 0 or 1 once the game is decided.
func Evaluate(r engine.Rules, s engine.Seat) float64 {
	st := r.(*State)
	if st.Prize == 0 { // over: Outcome's score, without its words
		switch mine, theirs := st.Scores[s], st.Scores[1-s]; {
		case mine > theirs:
			return 1
		case mine < theirs:
			return 0
		}
		return 0.5
	}
	left := int(st.Prize)
	for _, p := range st.Deck {
		left += int(p)
	}
	mine, theirs := float64(st.Scores[s]), float64(st.Scores[1-s])
	total := mine + theirs + float64(left)
	return 0.5 + (mine-theirs)/(2*total)
}
