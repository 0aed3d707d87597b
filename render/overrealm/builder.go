package overrealm

import (
	"slices"
	"strings"

	"overdeck/engine"
	"overdeck/game/overrealm"
)

// Spaces of the action board, as the builder numbers them.
const (
	spNone    = -1
	spDraw    = 0
	spCounter = 1
	spLeft    = 2
	spRight   = 3
	spAction  = 4 // spAction+i is monster action i (0..3)
)

// spaceKeys are the keys of the standard and switch spaces.
var spaceKeys = [4]string{"draw", "ctr", "swl", "swr"}

// spaceIDs are the button ids of the eight spaces.
var spaceIDs = [8]string{"table.space.draw", "table.space.counter", "table.space.left", "table.space.right",
	"table.space.1", "table.space.2", "table.space.3", "table.space.4"}

// builder is the choice a seat is putting together behind the shield.
type builder struct {
	space    int
	prot     bool
	buffs    []uint8 // in the order pressed
	discards []uint8
	side     int8    // 1 left, 2 right, 0 none
	late     int8    // overrealm.Choice.Late: With Attack buffs after the action's own ability
	picks    []uint8 // draft pick (1) or team (active first)
	top, bot []int   // Clear Mind: positions put on top / to the bottom
}

func newBuilder() builder { return builder{space: spNone} }

// actInfo is what the legal list allows for one monster action.
type actInfo struct {
	any, prot bool
	plainOK   bool // usable with the action cube (not only protected)
	maxBuffs  int
	sides     [3]bool // which benched monsters it may name
}

// legalInfo sums up a seat's legal selection keys (parsed once per
// decision).
type legalInfo struct {
	fp     string
	plain  [4]bool // draw, counter, left, right
	acts   [4]actInfo
	bySig  map[string]string // signature -> legal key
	lates  map[string]int8   // buffSig -> the largest legal Choice.Late
	parsed int
}

// fingerprint identifies a decision of v's seat: it changes whenever the
// legal list may have changed.
func fingerprint(v *engine.SeatView, st *overrealm.View) string {
	var b strings.Builder
	b.WriteString(itoa(int(v.Seat)) + "|" + itoa(int(st.Phase)) + "|" + itoa(int(st.Turn)) + "|" + itoa(int(st.Pick)) + "|" + itoa(len(v.Legal)))
	if n := len(v.Legal); n > 0 {
		b.WriteString("|" + v.Legal[0].Key() + "|" + v.Legal[n-1].Key())
	}
	if v.Seat >= 0 {
		for _, c := range st.P[v.Seat].Hand {
			b.WriteString("," + itoa(int(c)))
		}
	}
	return b.String()
}

// analyse parses the legal selection keys of v.
func analyse(fp string, v *engine.SeatView) *legalInfo {
	li := &legalInfo{fp: fp, bySig: map[string]string{}, lates: map[string]int8{}}
	st := view(v)
	for _, a := range v.Legal {
		k := a.Key()
		if i := slices.Index(spaceKeys[:], k); i >= 0 {
			li.plain[i] = true
			continue
		}
		c, err := overrealm.ParseChoice(k)
		if err != nil || c.Kind != kindMonster {
			continue
		}
		li.parsed++
		ai := &li.acts[c.Act]
		ai.any = true
		ai.prot = ai.prot || c.Prot
		ai.plainOK = ai.plainOK || !c.Prot
		ai.maxBuffs = max(ai.maxBuffs, len(c.Buffs))
		ai.sides[c.Side] = true
		ability := ownAbility(activeAction(st, int(v.Seat), int(c.Act)))
		if _, seen := li.bySig[signature(c, ability)]; !seen {
			li.bySig[signature(c, ability)] = k // the first: the rules list canonical orders first
		}
		bs := buffSig(c.Act, c.Buffs, ability)
		li.lates[bs] = max(li.lates[bs], c.Late)
	}
	return li
}

// choice is the builder's monster action as an overrealm.Choice: buffs in
// resolution order (the order pressed within a timing), discards sorted.
func (b *builder) choice() overrealm.Choice {
	d := slices.Clone(b.discards)
	slices.Sort(d)
	return overrealm.Choice{Kind: kindMonster, Act: int8(b.space - spAction), Prot: b.prot,
		Buffs: orderBuffs(b.buffs), Discards: d, Side: b.side, Late: b.late}
}

// key returns the legal key the builder's choice stands for, or false.
func (b *builder) key(li *legalInfo, v *engine.SeatView) (string, bool) {
	switch {
	case b.space == spNone:
		return "", false
	case b.space < spAction:
		k := spaceKeys[b.space]
		_, ok := engine.FindKey(v.Legal, k)
		return k, ok
	}
	c := b.choice()
	if _, ok := engine.FindKey(v.Legal, c.Key()); ok {
		return c.Key(), true
	}
	// The same resolution written otherwise: interchangeable cards, free
	// buffs in their one place, neighbouring readers in either order.
	a := activeAction(view(v), int(v.Seat), b.space-spAction)
	k, ok := li.bySig[signature(c, ownAbility(a))]
	return k, ok
}

// need is how many discards the builder's action asks for: its cost plus
// the extra discards of its buffs.
func (b *builder) need(a *overrealm.ActionCard) int {
	n := int(a.Discard)
	for _, c := range b.buffs {
		bc, _ := overrealm.Card(c)
		n += int(bc.Extra)
	}
	return n
}

// canon returns the smallest card code interchangeable with c.
func canon(c uint8) uint8 {
	if c >= overrealm.StdCard {
		return c
	}
	cc, _ := overrealm.Card(c)
	for k := c - c%4; k < c; k++ {
		if kc, _ := overrealm.Card(k); *kc == *cc {
			return k
		}
	}
	return c
}

// role says what a hand card does in the builder: 0 unused, 1 buff, 2
// discard.
func (b *builder) role(c uint8) int {
	switch {
	case slices.Contains(b.buffs, c):
		return 1
	case slices.Contains(b.discards, c):
		return 2
	}
	return 0
}

// cycle moves hand card c to its next role: unused, then buff (when the
// action takes one more), then discard (when one more is needed), then
// unused again.
func (b *builder) cycle(c uint8, a *overrealm.ActionCard, ai actInfo) {
	switch b.role(c) {
	case 0:
		if len(b.buffs) < ai.maxBuffs {
			b.buffs = append(b.buffs, c)
		} else if len(b.discards) < b.need(a) {
			b.discards = append(b.discards, c)
		}
	case 1:
		b.buffs = slices.DeleteFunc(b.buffs, func(x uint8) bool { return x == c })
		if len(b.discards) < b.need(a) {
			b.discards = append(b.discards, c)
		}
	case 2:
		b.discards = slices.DeleteFunc(b.discards, func(x uint8) bool { return x == c })
	}
}

// summary says the builder's choice in a few words: "Typhoon (protected)
// with 3 buffs, discard 1" (orderText says the order of the buffs).
func (b *builder) summary(st *overrealm.View, seat int) string {
	if b.space == spNone {
		return "Choose an action space"
	}
	p := &st.P[seat]
	switch b.space {
	case spDraw:
		return "Draw Cards: draw 2 cards"
	case spCounter:
		return "Counter (spends a maneuver cube)"
	case spLeft, spRight:
		return "Switch to " + monster(p.Mons[p.Spot[b.space-spLeft+1]].Kind).Name
	}
	a := activeAction(st, seat, b.space-spAction)
	t := a.Name
	if b.prot {
		t += " (protected)"
	}
	if n := len(b.buffs); n > 0 {
		t += " with " + itoa(n) + " buff" + plural(n)
	}
	if n := len(b.discards); n > 0 {
		t += ", discard " + itoa(n)
	}
	if b.side > 0 {
		t += ", naming " + monster(p.Mons[p.Spot[b.side]].Kind).Name
	}
	return t
}

// activeAction returns action i of seat's active monster.
func activeAction(st *overrealm.View, seat, i int) *overrealm.ActionCard {
	p := &st.P[seat]
	return &monster(p.Mons[p.Spot[0]].Kind).Actions[i]
}
