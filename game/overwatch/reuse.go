package overwatch

import (
	"math/rand/v2"
	"slices"
	"strconv"
	"sync"

	"overdeck/engine"
	"overdeck/engine/effect"
)

// What lets the bots search without making garbage (see engine's package
// doc): a state copied into another's slices, samples dealt into the same
// state again, legal lists whose actions need no new memory.

// scratch is memory a bot's sample reuses from one iteration to the next.
// It belongs to one State and is neither copied nor saved.
type scratch struct {
	unseen []uint8
	slots  []Slot
	opts   []optAct // the last list of skill options
	// root is the effect Cache of the view's Board, which every sample
	// starts from.
	root      effect.Cache[*State]
	rootReady bool
	// uses is where a sample's Uses are made during one iteration: never
	// written over until the next sample is dealt, when nothing holds them.
	uses []Use
}

// newUse returns a pointer to a copy of u: in a bot's sample, from memory
// the next sample reuses; elsewhere, a new one.
func (g *State) newUse(u Use) *Use {
	sc := g.scr
	if sc == nil {
		p := new(Use)
		*p = u
		return p
	}
	if len(sc.uses) == cap(sc.uses) {
		sc.uses = make([]Use, 0, max(16, 2*cap(sc.uses))) // the old block stays with whoever holds its Uses
	}
	sc.uses = append(sc.uses, u)
	return &sc.uses[len(sc.uses)-1]
}

// scratchpad returns g's scratch memory, made on first use.
func (g *State) scratchpad() *scratch {
	if g.scr == nil {
		g.scr = &scratch{}
	}
	return g.scr
}

// CopyFrom makes g a deep copy of src (a *State), reusing g's slices.
func (g *State) CopyFrom(src engine.Rules) {
	o := src.(*State)
	old := *g
	*g = *o
	for i := range g.P {
		p, q, w := &g.P[i], &old.P[i], &o.P[i]
		p.Pool, p.Hand, p.Known = append(q.Pool[:0], w.Pool...), append(q.Hand[:0], w.Hand...), append(q.Known[:0], w.Known...)
		p.Deck, p.Discard = append(q.Deck[:0], w.Deck...), append(q.Discard[:0], w.Discard...)
	}
	g.Heroes, g.Marks, g.Result = append(old.Heroes[:0], o.Heroes...), append(old.Marks[:0], o.Marks...), append(old.Result[:0], o.Result...)
	g.Pend.Picks = append(old.Pend.Picks[:0], o.Pend.Picks...)
	copyBoard(&g.Board, &o.Board, &old.Board)
	g.rnd, g.tt, g.scr, g.lis = nil, nil, old.scr, old.lis
	g.fx = old.fx
	if o.fx == nil {
		g.fx = nil
	} else {
		if g.fx == nil {
			g.fx = &effect.Cache[*State]{}
		}
		g.fx.CopyFrom(o.fx)
	}
}

// copyBoard makes dst a copy of src, reusing the slices of old (dst's
// own before it was overwritten).
func copyBoard(dst, src, old *effect.Board) {
	*dst = effect.Board{Active: src.Active, LastID: src.LastID, LastBatch: src.LastBatch,
		Printed: append(old.Printed[:0], src.Printed...), Effects: append(old.Effects[:0], src.Effects...),
		Tokens: append(old.Tokens[:0], src.Tokens...), Queue: append(old.Queue[:0], src.Queue...)}
}

// DeterminizeInto deals as Determinize does into dst (a *State, or nil for
// a new one), reusing its slices.
func DeterminizeInto(dst engine.Rules, sv *engine.SeatView, rng *rand.Rand) engine.Rules {
	v := sv.State.(*View)
	g, _ := dst.(*State)
	if g == nil {
		g = &State{}
	}
	old := *g
	*g = State{Phase: v.Phase, Round: v.Round, Wins: v.Wins, First: v.First, ToMove: v.ToMove, Passed: v.Passed,
		Turns: v.Turns, Heroes: append(old.Heroes[:0], v.Heroes...), Syn: v.Syn, Marks: append(old.Marks[:0], v.Marks...), Pend: v.Pend,
		Last: v.Last, NextID: v.NextID, Result: append(old.Result[:0], v.Result...)}
	g.Pend.Picks = append(old.Pend.Picks[:0], v.Pend.Picks...)
	copyBoard(&g.Board, &v.Board, &old.Board)
	g.scr, g.fx, g.lis = old.scr, old.fx, old.lis
	sc := g.scratchpad()
	sc.uses = sc.uses[:0] // the last sample's Uses are no longer held
	for s := range v.P {
		sv := &v.P[s]
		p, q := &g.P[s], &old.P[s]
		p.Pool, p.Known, p.Discard = append(q.Pool[:0], sv.Pool...), append(q.Known[:0], sv.Known...), append(q.Discard[:0], sv.Discard...)
		unseen := append(sc.unseen[:0], sv.Pool...)
		drop := func(c uint8) {
			if i := slices.Index(unseen, c); i >= 0 {
				unseen = slices.Delete(unseen, i, i+1)
			}
		}
		for _, c := range sv.Discard {
			drop(c)
		}
		for _, h := range v.Heroes {
			if int(h.Side) == s && !h.Token {
				drop(h.Card)
			}
		}
		hand := append(q.Hand[:0], sv.Known...)
		if int(v.Seat) == s {
			hand = append(hand[:0], sv.Hand...)
		}
		for _, c := range hand {
			drop(c)
		}
		rng.Shuffle(len(unseen), func(i, j int) { unseen[i], unseen[j] = unseen[j], unseen[i] })
		for len(hand) < int(sv.HandN) && len(unseen) > 0 {
			hand = append(hand, unseen[len(unseen)-1])
			unseen = unseen[:len(unseen)-1]
		}
		slices.Sort(hand)
		p.Hand, p.Deck = hand, append(q.Deck[:0], unseen...)
		sc.unseen = unseen
	}
	// Every sample starts from the view's Board: its effect Cache is worked
	// out once, and each sample starts from a copy.
	if !sc.rootReady {
		reg.BindCached(&g.Board, g, &sc.root).Holdings(effect.NoSource)
		sc.rootReady = true
	}
	if g.fx == nil {
		g.fx = &effect.Cache[*State]{}
	}
	g.fx.Load(&sc.root)
	return g
}

// DecodeView restores a View written by its MarshalMsg.
func DecodeView(b []byte) (engine.View, error) {
	v := &View{}
	if _, err := v.UnmarshalMsg(b); err != nil {
		return nil, err
	}
	return v, nil
}

// LegalInto appends seat's legal actions to dst. Their keys come from
// tables made once and most of them are pointers into tables too, so the
// list needs no new memory; skill options are written into memory the
// state reuses (valid until its next list).
func (g *State) LegalInto(seat engine.Seat, dst []engine.Action) []engine.Action {
	if g.Phase == PhaseOver || int(seat) != int(g.ToMove) {
		return dst
	}
	if g.Phase == PhaseSkill {
		return g.skillInto(dst)
	}
	s := int(seat)
	sc := g.scratchpad()
	if g.count(s) < MaxHeroes {
		sc.slots = g.appendSlots(s, sc.slots[:0])
		var last uint8 = 255
		for _, c := range g.P[s].Hand {
			if c == last {
				continue
			}
			last = c
			for _, sl := range sc.slots {
				dst = append(dst, playActOf(c, sl.Row, sl.Col))
			}
		}
	}
	for i := range g.Heroes {
		if h := &g.Heroes[i]; g.canUlt(h, s) {
			dst = append(dst, ultAct{id: h.ID, card: h.Card, price: int8(g.ultPrice(h))})
		}
	}
	if g.CanPass(s) {
		dst = append(dst, passAction)
	}
	return dst
}

// passAction is the pass, boxed once.
var passAction engine.Action = action{Code: "pass", Text: "pass for the rest of the round"}

// skipAction and doneAction end a skill's choices, boxed once.
var (
	skipAction engine.Action = action{Code: "skip", Text: "do not use the primary ability"}
	doneAction engine.Action = action{Code: "done", Text: "choose no more"}
)

// Key tables: the actions' keys, made once.
const (
	keyCols   = 16 // columns -8..7 have a table entry
	keyNumber = 256
)

// playActs holds every play's action, by card, row and column + 8.
var playActs = sync.OnceValue(func() [][3][keyCols]playAct {
	t := make([][3][keyCols]playAct, len(cards))
	for c := range t {
		for r := range t[c] {
			for k := range t[c][r] {
				row, col := int8(r), int8(k-keyCols/2)
				t[c][r][k] = playAct{key: playKey(uint8(c), row, col), c: uint8(c), row: row, col: col}
			}
		}
	}
	return t
})

// playActOf returns the action of playing card c at row, col: a pointer
// into playActs (boxing it allocates nothing), or a new value off the table.
func playActOf(c uint8, row, col int8) engine.Action {
	t := playActs()
	if k := int(col) + keyCols/2; int(c) < len(t) && row >= 0 && row < 3 && k >= 0 && k < keyCols {
		return &t[c][row][k]
	}
	return playAct{key: playKey(c, row, col), c: c, row: row, col: col}
}

// numKeys holds the keys prefix + 0 .. keyNumber-1 for the prefixes of
// ultimates ("u") and skill options ("t").
var numKeys = sync.OnceValue(func() map[byte]*[keyNumber]string {
	m := map[byte]*[keyNumber]string{}
	for _, p := range []byte{'u', 't'} {
		var t [keyNumber]string
		for i := range t {
			t[i] = string(p) + strconv.Itoa(i)
		}
		m[p] = &t
	}
	return m
})

// numKey returns prefix and n: "u12", from the table when it can.
func numKey(prefix byte, n int) string {
	if n >= 0 && n < keyNumber {
		return numKeys()[prefix][n]
	}
	return string(prefix) + strconv.Itoa(n)
}

// ultAct is the action of using hero id's ultimate; its words are made
// only when asked for.
type ultAct struct {
	id    int32
	card  uint8
	price int8
}

// Key returns "u" and the hero's ID.
func (a ultAct) Key() string { return numKey('u', int(a.id)) }

// String names the ultimate and its price.
func (a ultAct) String() string {
	c := cards[a.card]
	return c.Name + ": " + c.Ult.Name + " (" + strconv.Itoa(int(a.price)) + " synergy)"
}

// skillInto appends the choices of the pending skill to dst, as
// skillLegal lists them.
func (g *State) skillInto(dst []engine.Action) []engine.Action {
	u := g.pendingUse()
	if g.Pend.Opt == 0 && !g.Pend.Ult {
		for i, s := range cards[g.Pend.Card].Primary {
			if g.usable(s, u) {
				dst = append(dst, &primActs()[g.Pend.Card][i])
			}
		}
		return append(dst, skipAction)
	}
	st := g.skill().Next(u)
	sc := g.scratchpad()
	opts := sc.opts[:0]
	for _, o := range st.Opts {
		a := optAct{key: numKey('t', int(o)), prompt: st.Prompt, what: st.What, o: o}
		if st.What == PickHero {
			if h := g.hero(int32(o)); h != nil {
				a.card, a.side, a.row, a.col = h.Card, h.Side, h.Row, h.Col
			}
		}
		opts = append(opts, a)
	}
	sc.opts = opts
	for i := range opts {
		dst = append(dst, &opts[i])
	}
	if st.Stop {
		dst = append(dst, doneAction)
	}
	return dst
}

// primActs holds the choice of each card's primary options ("a", "b").
var primActs = sync.OnceValue(func() [][]action {
	t := make([][]action, len(cards))
	for c, card := range cards {
		for i, s := range card.Primary {
			t[c] = append(t[c], action{Code: string(rune('a' + i)), Text: "use " + s.Name + ": " + s.Text})
		}
	}
	return t
})

// optAct is one option of a skill's step, with what its words need
// (the hero it names, as it stands when listed), so that they are made
// only when asked for.
type optAct struct {
	key            string
	prompt         string
	what           uint8
	o              int16
	card           uint8
	side, row, col int8
}

// Key returns "t" and the option.
func (a *optAct) Key() string { return a.key }

// String reads as skillLegal's words.
func (a *optAct) String() string {
	if a.what == PickHero {
		return a.prompt + ": " + engine.Seat(a.side).String() + "'s " + cards[a.card].Name +
			" (" + rowNames[a.row] + " row, column " + strconv.Itoa(int(a.col)) + ")"
	}
	return a.prompt + ": " + optWords(a.what, a.o)
}
