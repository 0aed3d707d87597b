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
type action struct {
	code  string
	op    byte  // the key's letter
	card  uint8 // the card played, or the Champion
	slot  int8  // the slot attacked
	up    bool  // the slot's card is face up (its name may be said)
	seen  uint8 // the face-up card in the slot
	cols  uint8
	fight string
	st    *State // LegalInto's fight: its words are made from the state when read
}

// Key returns the action's key.
func (a action) Key() string { return a.code }

// String describes the action in the game's words.
func (a action) String() string {
	switch a.op {
	case 's':
		return "play " + name(a.card) + " — " + card(a.card).Text()
	case 'c':
		return "flip " + Champions[a.card].Name + " face " + map[bool]string{true: "down", false: "up"}[a.up]
	case 'a', 'h':
		target := "the face-down card " + colName(int(a.slot)%int(a.cols), int(a.cols))
		if a.up {
			target = name(a.seen) + " (" + colName(int(a.slot)%int(a.cols), int(a.cols)) + ")"
		}
		if a.op == 'h' {
			return "attack " + target + " with " + Champions[a.card].Name
		}
		return "attack " + target + " with " + name(a.card)
	case 'd':
		return "draw a card instead of attacking"
	case 'e':
		if a.up {
			return "end the turn (draw a card: you did not attack)"
		}
		return "end the turn"
	case 'i':
		return "join the combat with " + name(a.card) + " (" + card(a.card).Text() + ")"
	case 'f':
		if a.st != nil {
			return "fight: " + a.st.fightText()
		}
		return "fight: " + a.fight
	case 'x':
		return "discard " + name(a.card)
	}
	return a.code
}

// Keys of every action, made once: cardKeys['s'][c] is "s<c>", attackKeys[c][slot]
// is "a<c>.<slot>", champKeys[slot] is "h<slot>".
var (
	cardKeys   = map[byte][]string{}
	attackKeys [][]string
	champKeys  []string
)

// maxSlots is the most slots a level's rows hold.
const maxSlots = 24

func init() {
	for _, op := range []byte{'s', 'i', 'x'} {
		for c := range PowerCards {
			cardKeys[op] = append(cardKeys[op], string(op)+strconv.Itoa(c))
		}
	}
	attackKeys = make([][]string, len(PowerCards))
	for c := range PowerCards {
		for t := range maxSlots {
			attackKeys[c] = append(attackKeys[c], "a"+strconv.Itoa(c)+"."+strconv.Itoa(t))
		}
	}
	for t := range maxSlots {
		champKeys = append(champKeys, "h"+strconv.Itoa(t))
	}
}

// Legal returns the player's actions now, described.
func (s *State) Legal(seat engine.Seat) []engine.Action {
	var out []engine.Action
	for _, a := range s.legal(seat, nil) {
		if a.op == 'f' {
			a.fight = s.fightText()
		}
		out = append(out, a)
	}
	return out
}

// LegalInto appends the player's actions now to dst: pointers into the
// state's own working list (boxing an action would allocate), valid until
// the state changes or lists again, whose fight makes its words only when
// they are read (engine.LegalAppender).
func (s *State) LegalInto(seat engine.Seat, dst []engine.Action) []engine.Action {
	s.lb = s.legal(seat, s.lb[:0])
	for i := range s.lb {
		if s.lb[i].op == 'f' {
			s.lb[i].st = s
		}
		dst = append(dst, &s.lb[i])
	}
	return dst
}

// legal appends the player's actions now to dst.
func (s *State) legal(seat engine.Seat, dst []action) []action {
	if seat != 0 || s.Phase == PhaseOver {
		return dst
	}
	switch s.Phase {
	case PhaseMain:
		return s.mainLegal(dst)
	case PhaseCombat:
		for i, c := range s.Hand {
			if card(c).Act == Instant && !seenBefore(s.Hand, i) {
				dst = append(dst, action{code: cardKeys['i'][c], op: 'i', card: c})
			}
		}
		return append(dst, action{code: "f", op: 'f'})
	case PhaseDiscard:
		for i, c := range s.Hand {
			if !seenBefore(s.Hand, i) {
				dst = append(dst, action{code: cardKeys['x'][c], op: 'x', card: c})
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
func (s *State) mainLegal(dst []action) []action {
	if !s.SlowUsed {
		for i, c := range s.Hand {
			if card(c).Act.Slow() && !seenBefore(s.Hand, i) {
				dst = append(dst, action{code: cardKeys['s'][c], op: 's', card: c})
			}
		}
		if s.Champ >= 0 {
			dst = append(dst, action{code: "c", op: 'c', card: uint8(s.Champ), up: s.ChampUp})
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
					dst = append(dst, action{code: attackKeys[c][t], op: 'a', card: c, slot: int8(t), up: s.Rows[t].Up, seen: s.seen(t), cols: s.Cols})
				}
			}
		}
		if s.Champ >= 0 && s.ChampUp {
			for t := lo; t < hi; t++ {
				if s.Rows[t].Has {
					dst = append(dst, action{code: champKeys[t], op: 'h', card: uint8(s.Champ), slot: int8(t), up: s.Rows[t].Up, seen: s.seen(t), cols: s.Cols})
				}
			}
		}
		dst = append(dst, action{code: "d", op: 'd'})
	}
	return append(dst, action{code: "e", op: 'e', up: !s.Attacked && !s.Drew})
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
	return k[0], atoi(a), atoi(b)
}

// atoi reads a key's number, -1 for none (an empty one is not parsed: a
// syntax error allocates).
func atoi(a string) int {
	if a == "" {
		return -1
	}
	x, err := strconv.Atoi(a)
	if err != nil {
		return -1
	}
	return x
}

// seen returns the card in Multiverse slot t if it is face up, else 0: an
// action never carries a face-down card.
func (s *State) seen(t int) uint8 {
	if s.Rows[t].Up {
		return s.Rows[t].Card
	}
	return 0
}
