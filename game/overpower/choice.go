package overpower

// Kinds of a card's own choice (Choice.What), each with its handler in
// choiceHandlers.
const (
	ChooseNone uint8 = iota
	ChooseCard       // one of Opts (card instances)
)

// How the exchange resumes after a card's own choice (Choice.Back).
const (
	ResumeUtility  uint8 = iota // a Utility finished: discard it unless it stays in play, then go on
	ResumeNext                  // go on with the exchange (after a hit or a defence)
	ResumePhase                 // a phase's own flow goes on (Events)
	ResumeDeclare               // a cost was paid: the declared card goes on to the negate window
	ResumeDefended              // a defence's choice was made: the defended attack is discarded
	ResumeTaken                 // the handler went on with the exchange itself (it declared an attack)
)

// choiceHandler carries out option n (an index into Opts, or len(Opts)
// for "none" when the choice allows it) of a card's choice.
type choiceHandler func(g *State, c Choice, n int)

// choiceHandlers are the handlers, by the ID of the card's effect Def
// asking (Choice.Def).
var choiceHandlers = map[string]choiceHandler{}

// choiceLabels name the options of choices that are not cards, by Def.
var choiceLabels = map[string]func(g *State, opt int) string{}

// ask sets a card's own choice for seat s among opts (none: a "none"
// option too), handled by choiceHandlers[def].
func (g *State) ask(s int, def string, src uint16, opts []uint16, none bool, back uint8) {
	if g.Ex.Step == StepChoose {
		panic("overpower: a card asks while another card's choice is pending: " + def)
	}
	g.Choice = Choice{Seat: int8(s), Def: def, Src: src, Opts: append(g.Choice.Opts[:0], opts...), None: none, Back: back, Prev: g.Ex.Step,
		Cards: choiceLabels[def] == nil}
	g.Ex.Step, g.ToMove = StepChoose, int8(s)
}

// choiceMoves appends an option move for each option of the pending
// Choice.
func (g *State) choiceMoves(dst []Move) []Move {
	for k := range g.Choice.Opts {
		m := Move{Op: OpChoose, N: int8(k), By: -1, Tgt: -1}
		if g.Choice.Cards {
			m.Card = g.Choice.Opts[k]
		}
		m = g.mv(m)
		if f := choiceLabels[g.Choice.Def]; f != nil {
			m.lbl = f(g, int(g.Choice.Opts[k]))
		}
		dst = append(dst, m)
	}
	if g.Choice.None {
		dst = append(dst, g.mv(Move{Op: OpChoose, N: int8(len(g.Choice.Opts)), By: -1, Tgt: -1}))
	}
	return dst
}

// choose carries out option n of the pending Choice, then resumes the
// exchange unless the handler asked again.
func (g *State) choose(n int8) {
	c := g.Choice
	c.Opts = append([]uint16(nil), c.Opts...)
	g.Choice = Choice{Opts: g.Choice.Opts[:0]}
	g.Ex.Step = c.Prev
	choiceHandlers[c.Def](g, c, int(n))
	if g.Ex.Step == StepChoose {
		return
	}
	switch c.Back {
	case ResumeUtility:
		if g.Ex.Card != 0 && g.lasting(g.Ex.Card) < 0 {
			g.discard(g.Ex.Card)
		}
		g.Ex.Card = 0
		g.next()
	case ResumeNext:
		g.next()
	case ResumeDefended:
		g.discardAttack()
	case ResumeDeclare:
		g.Ex.Step, g.ToMove = StepNegate, 1-g.Ex.Att
	}
}
