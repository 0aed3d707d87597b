package overpower

import (
	"math/rand/v2"
	"slices"
)

//go:generate msgp -file packs.go -o packs_gen.go -io=false

// Sizes of Limited play's product (Overdeck's own: the rulebook names the
// slots, not their counts).
const (
	StackSpecials   = 5 // Specials in a Character Stack
	PackStacks      = 2 // Character Stacks in a pack
	PackUncommons   = 4 // uncommon cards in a pack
	PackRares       = 1 // rare cards in a pack
	StarterStacks   = 4 // Character Stacks in a starter deck: a team
	StarterUncommon = 8
	StarterRares    = 2
)

// Stack is a Character Stack: a character and (up to) five of its Specials,
// by name.
type Stack struct {
	Char     string
	Specials []string
}

// Pack is what a booster pack or a starter deck holds, and what a seat
// has drafted and opened: Character Stacks (open in a draft), and the
// uncommon and rare cards and homebases (secret, kept by their opener).
// Its Pool is what a deck may be built from.
type Pack struct {
	Stacks []Stack
	Cards  []string // card names, repeated for copies
	Homes  []string // homebase names
}

// Add puts everything of q into p.
func (p *Pack) Add(q Pack) {
	p.Stacks = append(p.Stacks, q.Stacks...)
	p.Cards = append(p.Cards, q.Cards...)
	p.Homes = append(p.Homes, q.Homes...)
}

// Chars returns the different characters of p's stacks, in pack order.
func (p Pack) Chars() []string {
	var out []string
	for _, s := range p.Stacks {
		if !slices.Contains(out, s.Char) {
			out = append(out, s.Char)
		}
	}
	return out
}

// Pool is what a player holding p may build from: its characters (each
// once), its stacks' Specials with its cards, its homebases.
func (p Pack) Pool() *Pool {
	q := &Pool{Characters: p.Chars(), Homebases: slices.Clone(p.Homes), Cards: slices.Clone(p.Cards)}
	for _, s := range p.Stacks {
		q.Cards = append(q.Cards, s.Specials...)
	}
	return q
}

// BasicPower reports whether card c is a Basic Power card, level 1 to 8 of
// one of the four types: the cards a Limited deck may add at will.
// MultiPower and Any-Power cards are not Basic.
func BasicPower(c *Card) bool {
	return c.Kind == KindPower && c.Type >= Energy && c.Type <= Intel && c.Val >= 1 && c.Val <= 8
}

// uncommon reports whether c goes in a pack's uncommon slots: Basic
// Universe, Teamwork, Training and Ally cards, MultiPower and Any-Power
// Power cards.
func uncommon(c *Card) bool {
	switch c.Kind {
	case KindBasic, KindTeamwork, KindTraining, KindAlly:
		return true
	case KindPower:
		return !BasicPower(c)
	}
	return false
}

// rare reports whether c goes in a pack's rare slot (homebases go there
// too): Any Character Specials, Advanced Universe cards, Aspects, Events.
func rare(c *Card) bool {
	switch c.Kind {
	case KindSpecial:
		return c.Any()
	case KindAdvanced, KindAspect, KindEvent:
		return true
	}
	return false
}

// slotCards lists the names of the catalogue's uncommons, and of its
// rares with the homebases (a homebase's name marks it).
func slotCards() (unc, rar []string) {
	for i := range cards {
		switch c := &cards[i]; {
		case uncommon(c):
			unc = append(unc, c.Name)
		case rare(c):
			rar = append(rar, c.Name)
		}
	}
	for _, h := range homebases {
		rar = append(rar, h.Name)
	}
	return unc, rar
}

// specialsOf lists the names of character ci's own Specials (its family's),
// in catalogue order.
func specialsOf(ci int8) []string {
	var out []string
	for i := range cards {
		if c := &cards[i]; c.Kind == KindSpecial && !c.Any() && sameFamily(c.Char, ci) {
			out = append(out, c.Name)
		}
	}
	return out
}

// newStack makes character ci's stack: five of its Specials drawn at
// random (all of them when it has five or fewer), in catalogue order.
func newStack(ci int8, rng *rand.Rand) Stack {
	sp := specialsOf(ci)
	if len(sp) > StackSpecials {
		keep := rng.Perm(len(sp))[:StackSpecials]
		slices.Sort(keep)
		picked := make([]string, 0, StackSpecials)
		for _, k := range keep {
			picked = append(picked, sp[k])
		}
		sp = picked
	}
	return Stack{Char: characters[ci].Name, Specials: sp}
}

// secretSlots adds nu uncommons and nr rares to p, all different.
func secretSlots(p *Pack, nu, nr int, rng *rand.Rand) {
	unc, rar := slotCards()
	for _, k := range rng.Perm(len(unc))[:min(nu, len(unc))] {
		p.Cards = append(p.Cards, unc[k])
	}
	for _, k := range rng.Perm(len(rar))[:min(nr, len(rar))] {
		if HomeByName(rar[k]) >= 0 {
			p.Homes = append(p.Homes, rar[k])
		} else {
			p.Cards = append(p.Cards, rar[k])
		}
	}
}

// newPack makes a booster of the stacks of characters a and b.
func newPack(a, b int8, rng *rand.Rand) Pack {
	p := Pack{Stacks: []Stack{newStack(a, rng), newStack(b, rng)}}
	secretSlots(&p, PackUncommons, PackRares, rng)
	return p
}

// NewBooster opens a booster pack: two Character Stacks of different
// characters, PackUncommons uncommons and PackRares rares.
func NewBooster(rng *rand.Rand) Pack {
	ch := rng.Perm(len(characters))
	return newPack(int8(ch[0]), int8(ch[1]), rng)
}

// NewStarter opens a starter deck: a team of four Character Stacks whose
// threat is MaxThreat or less (the first such four of a shuffle of the
// characters), a homebase, StarterUncommon uncommons and StarterRares
// rares.
func NewStarter(rng *rand.Rand) Pack {
	var p Pack
	for {
		ch := rng.Perm(len(characters))[:StarterStacks]
		threat := 0
		for _, c := range ch {
			threat += int(characters[c].Threat)
		}
		if threat > MaxThreat {
			continue
		}
		for _, c := range ch {
			p.Stacks = append(p.Stacks, newStack(int8(c), rng))
		}
		break
	}
	p.Homes = append(p.Homes, homebases[rng.IntN(len(homebases))].Name)
	secretSlots(&p, StarterUncommon, StarterRares, rng)
	return p
}

// NewSealed opens a Sealed pool: a starter deck and boosters (3 or 6)
// booster packs.
func NewSealed(boosters int, rng *rand.Rand) Pack {
	p := NewStarter(rng)
	for k := 0; k < boosters; k++ {
		p.Add(NewBooster(rng))
	}
	return p
}
