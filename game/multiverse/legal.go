package multiverse

import (
	"strconv"
	"strings"

	"overdeck/engine"
)

// Action keys (see the package doc):
//
//	s<card>         play a Slow card from hand (its Trigger or Delayed skill)
//	c               flip the Champion face up or face down (instead of a Slow card)
//	a<card>.<slot>  attack the Multiverse's slot with a Super from hand
//	h<slot>         attack the slot with the face-up Champion
//	d               draw a card instead of attacking
//	e               end the turn (drawing a card first if you neither attacked nor drew)
//	i<card>         join the combat with an Instant from hand
//	f               fight the combat out
//	x<card>         discard a card down to the hand limit
type action = engine.KeyedAction

// Legal returns the player's actions now.
func (s *State) Legal(seat engine.Seat) []engine.Action {
	return s.LegalInto(seat, nil)
}

// LegalInto appends the player's actions now to dst and returns it.
func (s *State) LegalInto(seat engine.Seat, dst []engine.Action) []engine.Action {
	if seat != 0 || s.Phase == PhaseOver {
		return dst
	}
	switch s.Phase {
	case PhaseMain:
		return s.mainLegal(dst)
	case PhaseCombat:
		for i, c := range s.Hand {
			if card(c).Act == Instant && !seenBefore(s.Hand, i) {
				dst = append(dst, action{Code: "i" + strconv.Itoa(int(c)), Text: "join the combat with " + name(c) + " (" + card(c).Text() + ")"})
			}
		}
		return append(dst, action{Code: "f", Text: "fight: " + s.fightText()})
	case PhaseDiscard:
		for i, c := range s.Hand {
			if !seenBefore(s.Hand, i) {
				dst = append(dst, action{Code: "x" + strconv.Itoa(int(c)), Text: "discard " + name(c)})
			}
		}
	}
	return dst
}

// seenBefore reports whether xs[i] also occurs before i (identical cards
// are offered once).
func seenBefore(xs []uint8, i int) bool {
	for _, x := range xs[:i] {
		if x == xs[i] {
			return true
		}
	}
	return false
}

// mainLegal lists phase 2's actions.
func (s *State) mainLegal(dst []engine.Action) []engine.Action {
	if !s.SlowUsed {
		for i, c := range s.Hand {
			if card(c).Act.Slow() && !seenBefore(s.Hand, i) {
				dst = append(dst, action{Code: "s" + strconv.Itoa(int(c)), Text: "play " + name(c) + " — " + card(c).Text()})
			}
		}
		if s.Champ >= 0 {
			word := "up"
			if s.ChampUp {
				word = "down"
			}
			dst = append(dst, action{Code: "c", Text: "flip " + Champions[s.Champ].Name + " face " + word})
		}
	}
	if !s.Attacked && !s.Drew {
		lo, hi := s.nearRange()
		for i, c := range s.Hand {
			if card(c).Kind != Super || seenBefore(s.Hand, i) {
				continue
			}
			for t := lo; t < hi; t++ {
				if s.Rows[t].Has {
					dst = append(dst, action{Code: "a" + strconv.Itoa(int(c)) + "." + strconv.Itoa(t),
						Text: "attack " + s.slotName(t) + " with " + name(c)})
				}
			}
		}
		if s.Champ >= 0 && s.ChampUp {
			for t := lo; t < hi; t++ {
				if s.Rows[t].Has {
					dst = append(dst, action{Code: "h" + strconv.Itoa(t), Text: "attack " + s.slotName(t) + " with " + Champions[s.Champ].Name})
				}
			}
		}
		dst = append(dst, action{Code: "d", Text: "draw a card instead of attacking"})
	}
	end := "end the turn"
	if !s.Attacked && !s.Drew {
		end = "end the turn (draw a card: you did not attack)"
	}
	return append(dst, action{Code: "e", Text: end})
}

// slotName names a Multiverse slot for the player: "the face-down card in
// the middle", "Monolith (left)".
func (s *State) slotName(i int) string {
	pos := colName(i%int(s.Cols), int(s.Cols))
	if s.Rows[i].Up {
		return name(s.Rows[i].Card) + " (" + pos + ")"
	}
	return "the face-down card " + pos
}

// colName names column c of n: "left", "centre left", ...
func colName(c, n int) string {
	switch {
	case c == 0:
		return "left"
	case c == n-1:
		return "right"
	case n == 3:
		return "centre"
	}
	return "column " + strconv.Itoa(c+1)
}

// parseKey splits a key into its letter and up to two numbers.
func parseKey(k string) (byte, int, int) {
	if k == "" {
		return 0, -1, -1
	}
	a, b, _ := strings.Cut(k[1:], ".")
	x, err := strconv.Atoi(a)
	if err != nil {
		x = -1
	}
	y, err := strconv.Atoi(b)
	if err != nil {
		y = -1
	}
	return k[0], x, y
}
