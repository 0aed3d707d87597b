package multiverse

import "overdeck/engine/effect"

// Sources of the effect board. A card's skill is printed on the place it
// occupies while its skill may work: a face-up defense spot, the attacking
// card, the card being played.
const (
	mineSrc0   effect.SourceID = 0  // the player's defense spots 0..2
	champSrc   effect.SourceID = 3  // the Champion, while face up
	myBGSrc    effect.SourceID = 4  // the player's battleground
	mvBGSrc0   effect.SourceID = 5  // the Multiverse's battlegrounds 5, 6
	attackSrc  effect.SourceID = 8  // the player's attacking card from hand
	instantSrc effect.SourceID = 9  // an Instant joining the player's combat
	slowSrc    effect.SourceID = 10 // the player's Slow card being played
	drawnSrc   effect.SourceID = 11 // the card the Multiverse drew in its phase 2
	sideSrc0   effect.SourceID = 12 // the player's side (attack totals); 13 the Multiverse's
	rulesSrc   effect.SourceID = 14 // the rules: pending Delayed skills are marks on it
	rowSrc0    effect.SourceID = 16 // the Multiverse's slots 16.. (row-major)
)

// Sides of the table, as effect controllers.
const (
	player = 0
	multi  = 1
)

func mineSrc(i int) effect.SourceID     { return mineSrc0 + effect.SourceID(i) }
func rowSrc(i int) effect.SourceID      { return rowSrc0 + effect.SourceID(i) }
func sideSrc(side int) effect.SourceID  { return sideSrc0 + effect.SourceID(side) }
func mvBGSrc(i int) effect.SourceID     { return mvBGSrc0 + effect.SourceID(i) }
func isRow(src effect.SourceID) bool    { return src >= rowSrc0 }
func isMine(src effect.SourceID) bool   { return src < champSrc }
func rowIndex(src effect.SourceID) int  { return int(src - rowSrc0) }
func mineIndex(src effect.SourceID) int { return int(src - mineSrc0) }
func otherSide(side int) int            { return 1 - side }

// sideOf returns the side a source belongs to.
func sideOf(src effect.SourceID) int {
	switch {
	case src >= rowSrc0, src == drawnSrc, src == sideSrc0+1, src == mvBGSrc0, src == mvBGSrc0+1:
		return multi
	}
	return player
}

// skill is what a source shows: its card's kind, printed power and skill.
type skill struct {
	Card  int16 // Power card number, -1 for a Champion
	Kind  Kind
	Power int8
	Act   Act
	Op    Op
	N     int8
}

// at returns the card at src and whether there is one (face up or not).
func (s *State) at(src effect.SourceID) (skill, bool) {
	fromCard := func(c uint8) skill {
		k := card(c)
		return skill{Card: int16(c), Kind: k.Kind, Power: k.Power, Act: k.Act, Op: k.Op, N: k.N}
	}
	switch {
	case isRow(src):
		i := rowIndex(src)
		if i < len(s.Rows) && s.Rows[i].Has {
			return fromCard(s.Rows[i].Card), true
		}
	case isMine(src):
		if sl := s.Mine[mineIndex(src)]; sl.Has {
			return fromCard(sl.Card), true
		}
	case src == champSrc:
		if s.Champ >= 0 {
			c := &Champions[s.Champ]
			return skill{Card: -1, Kind: Super, Power: c.Power, Act: c.Act, Op: c.Op, N: c.N}, true
		}
	case src == attackSrc:
		if s.Fight.On && !s.Fight.Champ {
			return fromCard(s.Fight.Attacker), true
		}
	case src == instantSrc, src == slowSrc, src == drawnSrc:
		if s.playing > 0 {
			return fromCard(uint8(s.playing - 1)), true
		}
	}
	return skill{}, false
}

// slotAt returns the slot of a defense source.
func (s *State) slotAt(src effect.SourceID) *Slot {
	if isRow(src) {
		return &s.Rows[rowIndex(src)]
	}
	return &s.Mine[mineIndex(src)]
}
