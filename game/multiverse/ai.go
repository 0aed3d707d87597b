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
	return DeterminizeInto(nil, sv, rng)
}

// DeterminizeInto deals as Determinize does into dst (a *State, or nil for
// a fresh one), reusing its slices.
func DeterminizeInto(dst engine.Rules, sv *engine.SeatView, rng *rand.Rand) engine.Rules {
	s, _ := dst.(*State)
	if s == nil {
		s = &State{}
	}
	v := sv.State.(*View)
	keep := *s
	*s = State{Level: v.Level, Phase: v.Phase, Result: v.Result, Turn: v.Turn, MyBG: v.MyBG, Champ: v.Champ,
		ChampUp: v.ChampUp, NRows: v.NRows, Cols: v.Cols, Spent: v.Spent, SlowUsed: v.SlowUsed, Attacked: v.Attacked, Drew: v.Drew,
		Revealed: v.Revealed, Safe: v.Safe, Beaten: v.Beaten, Lost: v.Lost}
	s.fx, s.lb = keep.fx, keep.lb
	s.DeckList = append(keep.DeckList[:0], v.DeckList...)
	s.Discard = append(keep.Discard[:0], v.Discard...)
	s.Hand = append(keep.Hand[:0], v.Hand...)
	s.MVBG = append(keep.MVBG[:0], v.MVBG...)
	s.Rolls = keep.Rolls[:0]
	b, kb := &s.Board, &keep.Board
	*b = v.Board
	b.Printed = append(kb.Printed[:0], v.Board.Printed...)
	b.Effects = append(kb.Effects[:0], v.Board.Effects...)
	b.Tokens = append(kb.Tokens[:0], v.Board.Tokens...)
	b.Queue = append(kb.Queue[:0], v.Board.Queue...)
	unseen := append(keep.Deck[:0], v.DeckList...)
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
	s.Fight = Combat{Instants: keep.Fight.Instants[:0], Attackers: keep.Fight.Attackers[:0]}
	if f := v.Fight; f.On {
		s.Fight.On, s.Fight.Attacker, s.Fight.Champ, s.Fight.Target, s.Fight.WasDown = true, uint8(max(f.Attacker, 0)), f.Champ, f.Target, f.WasDown
		s.Fight.Instants = append(s.Fight.Instants, f.Instants...)
		s.Fight.Bonus, s.Fight.Guard, s.Fight.Loot, s.Fight.Riposte = f.Bonus, f.Guard, f.Loot, f.Riposte
		if !f.Champ {
			drop(uint8(f.Attacker))
		}
		for _, c := range f.Instants {
			drop(c)
		}
	}
	for _, sl := range v.Mine {
		if sl.Has && sl.Up {
			drop(uint8(sl.Card))
		}
	}
	for _, sl := range v.Rows {
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
	s.Rows = keep.Rows[:0]
	for _, sl := range v.Rows {
		s.Rows = append(s.Rows, deal(sl))
	}
	s.Deck = unseen
	s.BGDeck = keep.BGDeck[:0]
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
// row of the Multiverse that still has a card (with its attackers staying:
// each of its cards) is one more attack to survive, each breaking a defense card with chance evalHit, so the score
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
	if s.Spent {
		if nearN == 1 && s.Phase == PhaseMain && !s.Attacked && !s.Drew {
			attacks -= 0.5 // the player may still clear the nearest row this turn
		}
	} else {
		// The attackers stay: the Multiverse attacks every turn until the
		// player has defeated its last card, one card a turn at best.
		attacks = float64(s.left())
		if s.Phase == PhaseMain && !s.Attacked && !s.Drew {
			attacks -= 0.5 // the player may still defeat a card this turn
		}
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
