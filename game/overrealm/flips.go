package overrealm

import "overdeck/engine/effect"

// flip flips n cards (plus seat's flip bonuses) from the top of seat's deck
// into the discard pile, stopping at the first success. A flip event
// resolves as its card is flipped, before the next flip. An empty deck is
// refilled by shuffling the discard pile; if both are empty the flip fails.
// It reports whether a success was flipped.
func (s *State) flip(seat, n int) bool {
	if n <= 0 {
		return true
	}
	n = s.tbl().Value(n, vFlips, teamSrc(seat))
	p := &s.P[seat]
	for i := 0; i < n; i++ {
		if len(p.Deck) == 0 && !s.reshuffle(seat) {
			return false
		}
		c := p.Deck[0]
		p.Deck = p.Deck[1:]
		p.Discard = append(p.Discard, c)
		card, _ := Card(c)
		if !s.quiet() {
			s.say("%v flips %s: %s.", seatName(seat), CardName(c), flipWord(card.Success))
		}
		if card.Event && card.Event2 != "" {
			s.invoke(card.Event2, seat, effect.SourceID(100+int(c)))
		}
		if card.Success {
			return true
		}
	}
	return false
}

// reshuffle shuffles seat's discard pile to form a new deck. It reports
// whether the new deck has any card.
func (s *State) reshuffle(seat int) bool {
	p := &s.P[seat]
	if len(p.Discard) == 0 {
		return false
	}
	p.Deck = append(p.Deck, p.Discard...)
	p.Discard = nil
	r := s.tt.Rand()
	r.Shuffle(len(p.Deck), func(i, j int) { p.Deck[i], p.Deck[j] = p.Deck[j], p.Deck[i] })
	s.say("%v shuffles the discard pile into a new deck.", seatName(seat))
	s.raise(effect.Event{Kind: evReshuffle, Seat: seatOfInt(seat)})
	return true
}

// draw draws n cards for seat, reshuffling the discard pile into a new deck
// when the deck is empty. A player with 7 cards in hand draws nothing more.
// The log says how many cards were drawn; only seat is told which.
func (s *State) draw(seat, n int) int {
	s.settle()
	p := &s.P[seat]
	start, asked := len(p.Hand), n
	for ; n > 0 && len(p.Hand) < HandLimit; n-- {
		if len(p.Deck) == 0 && !s.reshuffle(seat) {
			break
		}
		p.Hand = append(p.Hand, p.Deck[0])
		p.Deck = p.Deck[1:]
	}
	s.drawn(seat, asked, p.Hand[start:])
	return len(p.Hand) - start
}

// HandLimit is the most cards a hand may hold.
const HandLimit = 7
