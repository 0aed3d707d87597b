package overwatch

import (
	"fmt"
	"strconv"
	"strings"

	"overdeck/engine"
)

// Action keys (see the package doc):
//
//	h<card>:<row>:<col>  play a hero card into a slot
//	u<hero>              activate that hero's ultimate
//	pass                 pass for the rest of the round
//	a, b, skip           use primary option A or B, or not at all
//	t<value>, done       make a skill's next choice, or stop choosing
type action = engine.KeyedAction

// Legal returns seat's actions now.
func (g *State) Legal(seat engine.Seat) []engine.Action {
	if g.Phase == PhaseOver || int(seat) != int(g.ToMove) {
		return nil
	}
	if g.Phase == PhaseSkill {
		return g.skillLegal()
	}
	s := int(seat)
	var out []engine.Action
	if g.count(s) < MaxHeroes {
		slots := g.Slots(s)
		var last uint8 = 255
		for _, c := range g.P[s].Hand {
			if c == last {
				continue
			}
			last = c
			for _, sl := range slots {
				out = append(out, playAct{key: playKey(c, sl.Row, sl.Col), c: c, row: sl.Row, col: sl.Col})
			}
		}
	}
	for i := range g.Heroes {
		if h := &g.Heroes[i]; g.canUlt(h, s) {
			out = append(out, action{Code: "u" + strconv.Itoa(int(h.ID)),
				Text: fmt.Sprintf("%s: %s (%d synergy)", h.card().Name, h.card().Ult.Name, g.ultPrice(h))})
		}
	}
	if g.CanPass(s) {
		out = append(out, action{Code: "pass", Text: "pass for the rest of the round"})
	}
	return out
}

// playAct is the action of playing card c into a slot. Its key is made
// when it is listed, its words only when asked for (bots never ask).
type playAct struct {
	key      string
	c        uint8
	row, col int8
}

// Key returns "h<card>:<row>:<col>".
func (a playAct) Key() string { return a.key }

// String says what the action does.
func (a playAct) String() string {
	return fmt.Sprintf("play %s in the %s row, column %d", cards[a.c].Name, rowNames[a.row], a.col)
}

// playKey is the key of playing card c at row, col.
func playKey(c uint8, row, col int8) string {
	b := make([]byte, 0, 12)
	b = append(b, 'h')
	b = strconv.AppendInt(b, int64(c), 10)
	b = append(b, ':')
	b = strconv.AppendInt(b, int64(row), 10)
	b = append(b, ':')
	b = strconv.AppendInt(b, int64(col), 10)
	return string(b)
}

// parsePlay reads a key made by playKey.
func parsePlay(key string) (playAct, bool) {
	parts := strings.Split(strings.TrimPrefix(key, "h"), ":")
	if len(parts) != 3 {
		return playAct{}, false
	}
	var n [3]int
	for i, s := range parts {
		v, err := strconv.Atoi(s)
		if err != nil {
			return playAct{}, false
		}
		n[i] = v
	}
	return playAct{key: key, c: uint8(n[0]), row: int8(n[1]), col: int8(n[2])}, true
}

// CanPass reports whether seat may pass: with six heroes (living or
// defeated) on its side, or, having fewer, with no hero card left to play.
func (g *State) CanPass(seat int) bool {
	return g.count(seat) >= MaxHeroes || len(g.P[seat].Hand) == 0
}

// ultPrice is what h's ultimate costs now (X ultimates: at X = 1).
func (g *State) ultPrice(h *Hero) int {
	n := int(h.card().Ult.Cost)
	if n == int(XCost) {
		n = 1
	}
	return g.ultCost(h, n)
}

// canUlt reports whether seat may activate h's ultimate now: h is seat's,
// living, not frozen or bashed, its ultimate unused since it was played,
// its row holds the synergy to pay, and the ultimate has something to do.
func (g *State) canUlt(h *Hero, seat int) bool {
	c := h.card()
	if int(h.Side) != seat || c.Ult == nil || h.UltUsed || !g.affectable(h) || g.hasMark(h.ID, MarkNoUlt) {
		return false
	}
	if g.ultPrice(h) > int(g.Syn[seat][h.Row]) {
		return false
	}
	u := g.newUse(Use{G: g, ID: h.ID, Seat: seat})
	sk := c.Ult
	if c == echo {
		if !g.Last.Used || cards[g.Last.Card].Ult == nil {
			return false
		}
		sk, u.Copied, u.X = cards[g.Last.Card].Ult, true, int(g.Last.X)
		saved := g.Pend.Card
		g.Pend.Card = g.Last.Card
		defer func() { g.Pend.Card = saved }()
	}
	return g.usable(sk, u)
}

// usable reports whether skill s can do something for u.
func (g *State) usable(s *Skill, u *Use) bool {
	if s.Can != nil && !s.Can(u) {
		return false
	}
	return s.Next == nil || s.Alone || len(s.Next(u).Opts) > 0
}

// Resolve carries out the seat's action.
func (g *State) Resolve(choices []engine.Action, t *engine.Turn) {
	g.tt, g.rnd = t, t.Rand()
	defer func() { g.tt, g.rnd = nil, nil }()
	if !t.Quiet() {
		before := g.takeTally()
		defer g.narrate(&before)
	}
	key := choices[0].Key()
	seat := int(g.ToMove)
	switch {
	case key == "pass":
		g.Passed[seat] = true
		g.logf("%s passes.", engine.Seat(seat))
		g.endTurn()
	case strings.HasPrefix(key, "h"):
		var p playAct
		switch a := choices[0].(type) {
		case playAct:
			p = a
		case *playAct:
			p = *a
		default:
			p, _ = parsePlay(key)
		}
		g.playHero(seat, p.c, p.row, p.col)
	case strings.HasPrefix(key, "u"):
		id, _ := strconv.Atoi(key[1:])
		g.activate(g.hero(int32(id)))
	default:
		g.skillChoice(key)
	}
}

// playHero plays card c from seat's hand into a slot, then offers its
// primary ability.
func (g *State) playHero(seat int, c uint8, row, col int8) {
	p := &g.P[seat]
	p.Hand, _ = takeOut(p.Hand, c)
	p.Known, _ = takeOut(p.Known, c)
	h := g.deploy(seat, c, row, col)
	id := h.ID
	g.logf("%s plays %s in the %s row.", engine.Seat(seat), cards[c].Name, rowNames[row])
	g.raise(enterEvent(h, -1))
	g.run()
	h = g.hero(id)
	if h == nil || !g.affectable(h) || !g.anyPrimary(h) {
		g.finishPlay(id)
		return
	}
	g.Phase, g.Pend = PhaseSkill, Pending{Hero: id, Card: c}
}

// anyPrimary reports whether one of h's primary options is usable.
func (g *State) anyPrimary(h *Hero) bool {
	for _, s := range h.card().Primary {
		if g.usable(s, g.newUse(Use{G: g, ID: h.ID, Seat: int(h.Side)})) {
			return true
		}
	}
	return false
}

// finishPlay ends a hero play: the row it was played into gains its
// synergy (its power counts from the layout), and the turn ends.
func (g *State) finishPlay(id int32) {
	g.Phase, g.Pend = PhaseTurn, Pending{}
	if h := g.hero(id); h != nil {
		h.Played = true
		g.Syn[h.Side][h.Row] += h.card().Syn[h.Row]
	}
	g.endTurn()
}

// activate starts hero h's ultimate: the cost is paid from its row now (an
// X cost when X is chosen), and it can never be used again this play.
func (g *State) activate(h *Hero) {
	c := h.card()
	g.Pend = Pending{Hero: h.ID, Ult: true, Card: h.Card}
	if c == echo {
		g.Pend.Card, g.Pend.Copied, g.Pend.X = g.Last.Card, true, g.Last.X
	}
	if c.Ult.Cost != XCost {
		g.pay(h, g.ultCost(h, int(c.Ult.Cost)))
	}
	h.UltUsed = true
	g.Last = LastUlt{Card: g.Pend.Card, Used: true, X: g.Pend.X}
	if !g.quiet() {
		g.logf("%s uses %s", g.name(h.ID), sentence(c.Ult.Name))
	}
	g.Phase = PhaseSkill
	g.advance()
}
