package multiverse

import (
	"math"
	"math/rand/v2"
	"slices"

	"overdeck/engine"
)

// Determinize returns a full state consistent with the player's view: the
// cards the view does not show (the Power Deck's order and every face-down
// card) are dealt at random from the deck list minus every card it shows;
// the rest of the Battleground Deck likewise.
func Determinize(sv *engine.SeatView, rng *rand.Rand) engine.Rules {
	v := sv.State.(*View)
	s := &State{Level: v.Level, Phase: v.Phase, Result: v.Result, Turn: v.Turn, DeckList: slices.Clone(v.DeckList),
		Discard: slices.Clone(v.Discard), Hand: slices.Clone(v.Hand), MyBG: v.MyBG, MVBG: slices.Clone(v.MVBG),
		Champ: v.Champ, ChampUp: v.ChampUp, NRows: v.NRows, Cols: v.Cols, SlowUsed: v.SlowUsed, Attacked: v.Attacked,
		Drew: v.Drew, Board: cloneBoard(&v.Board), Revealed: v.Revealed, Safe: v.Safe}
	unseen := slices.Clone(v.DeckList)
	drop := func(c uint8) {
		if i := slices.Index(unseen, c); i >= 0 {
			unseen = slices.Delete(unseen, i, i+1)
		}
	}
	for _, c := range v.Discard {
		drop(c)
	}
	for _, c := range v.Hand {
		drop(c)
	}
	f := v.Fight
	if f.On {
		s.Fight = Combat{On: true, Attacker: uint8(max(f.Attacker, 0)), Champ: f.Champ, Target: f.Target, WasDown: f.WasDown,
			Instants: slices.Clone(f.Instants), Bonus: f.Bonus, Guard: f.Guard, Loot: f.Loot, Riposte: f.Riposte}
		if !f.Champ {
			drop(uint8(f.Attacker))
		}
		for _, c := range f.Instants {
			drop(c)
		}
	}
	s.Rows = make([]Slot, len(v.Rows))
	for _, sl := range append(v.Mine[:], v.Rows...) {
		if sl.Has && sl.Up {
			drop(uint8(sl.Card))
		}
	}
	rng.Shuffle(len(unseen), func(i, j int) { unseen[i], unseen[j] = unseen[j], unseen[i] })
	deal := func(sl SlotView) Slot {
		switch {
		case !sl.Has:
			return Slot{}
		case sl.Up:
			return Slot{Card: uint8(sl.Card), Has: true, Up: true}
		}
		c := unseen[len(unseen)-1]
		unseen = unseen[:len(unseen)-1]
		return Slot{Card: c, Has: true}
	}
	for i, sl := range v.Mine {
		s.Mine[i] = deal(sl)
	}
	for i, sl := range v.Rows {
		s.Rows[i] = deal(sl)
	}
	s.Deck = unseen
	for b := range Battlegrounds {
		if int8(b) != v.MyBG && !slices.Contains(v.MVBG, uint8(b)) {
			s.BGDeck = append(s.BGDeck, uint8(b))
		}
	}
	rng.Shuffle(len(s.BGDeck), func(i, j int) { s.BGDeck[i], s.BGDeck[j] = s.BGDeck[j], s.BGDeck[i] })
	return s
}

// Weights of Evaluate.
const (
	evalHit      = 0.6  // the chance that one attack of the Multiverse breaks a defense card
	evalProgress = 0.08 // what defeating the whole Multiverse adds on top (a tie-break)
	evalPerRow   = 4    // Power cards a round of play takes from the deck
)

// Evaluate scores a state for the player from 0 (lost) to 1 (won): each
// row of the Multiverse that still has a card is one more attack to
// survive, each breaking a defense card with chance evalHit, so the score
// is the chance that fewer attacks succeed than the player has defense
// cards; a Power Deck too short for that many rounds scales it down; the
// share of the Multiverse already defeated breaks ties.
func Evaluate(r engine.Rules, _ engine.Seat) float64 {
	s := r.(*State)
	if s.over() {
		if s.Result == ResultWon {
			return 1
		}
		return 0
	}
	rows, nearN := 0, 0
	for row := 0; row < int(s.NRows); row++ {
		n := 0
		for c := 0; c < int(s.Cols); c++ {
			if s.Rows[row*int(s.Cols)+c].Has {
				n++
			}
		}
		if n > 0 {
			if rows == 0 {
				nearN = n
			}
			rows++
		}
	}
	attacks := float64(rows)
	if nearN == 1 && s.Phase == PhaseMain && !s.Attacked && !s.Drew {
		attacks -= 0.5 // the player may still clear the nearest row this turn
	}
	p := survive(attacks, s.mineLeft(), s.nearHit())
	if need := float64(evalPerRow) * attacks; need > 0 && float64(len(s.Deck)) < need {
		p *= float64(len(s.Deck)) / need
	}
	done := 1 - float64(s.left())/float64(len(s.Rows))
	return (1-evalProgress)*p + evalProgress*done
}

// Guesses of Evaluate for cards it cannot see.
const (
	evalDownAttack  = 3.5 // what a face-down card of the Multiverse adds to its attack
	evalDownDefense = 4.5 // a face-down defense card of yours
	evalSpread      = 1.5 // how uncertain an attack total is
)

// nearHit estimates the chance that the next attack of the Multiverse (its
// nearest row) breaks the defense card the d6 picks.
func (s *State) nearHit() float64 {
	lo, hi := s.nearRange()
	atk := 0.0
	for i := lo; i < hi; i++ {
		switch sl := s.Rows[i]; {
		case !sl.Has:
		case !sl.Up:
			atk += evalDownAttack
		case card(sl.Card).Kind == Super:
			atk += float64(s.powerOf(rowSrc(i)))
		}
	}
	hit, n := 0.0, 0
	for i, sl := range s.Mine {
		if !sl.Has {
			continue
		}
		def := evalDownDefense + float64(s.lasting(mineSrc(i)))
		if sl.Up {
			def = float64(s.powerOf(mineSrc(i)))
		}
		hit += 1 / (1 + math.Exp(-(atk-def-0.5)/evalSpread))
		n++
	}
	if n == 0 || atk == 0 {
		return evalHit
	}
	return hit / float64(n)
}

// survive returns the chance that fewer than lives of n attacks succeed,
// the first with chance first, the others evalHit (n may be fractional:
// the last attack counts with its fraction).
func survive(n float64, lives int, first float64) float64 {
	whole := int(n)
	frac := n - float64(whole)
	// dist[k]: the chance that k attacks succeeded so far.
	var dist [16]float64
	dist[0] = 1
	step := func(q float64) {
		for k := len(dist) - 1; k >= 0; k-- {
			v := dist[k] * (1 - q)
			if k > 0 {
				v += dist[k-1] * q
			}
			dist[k] = v
		}
	}
	for i := range min(whole, len(dist)-1) {
		if i == 0 {
			step(first)
		} else {
			step(evalHit)
		}
	}
	if frac > 0 {
		q := evalHit
		if whole == 0 {
			q = first
		}
		step(q * frac)
	}
	p := 0.0
	for k := 0; k < lives && k < len(dist); k++ {
		p += dist[k]
	}
	return p
}
