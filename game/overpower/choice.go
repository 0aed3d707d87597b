package overpower

// Kinds of a card's own choice (Choice.What), each with its handler.
const (
	ChooseNone uint8 = iota
)

// choiceHandlers carry out option n of a pending Choice, by Choice.What.
var choiceHandlers = map[uint8]func(g *State, n int8){}

// ask sets a card's own choice for seat s among opts, to be resolved by
// the handler of what; the exchange resumes at back afterwards.
func (g *State) ask(s int, what uint8, src uint16, opts []uint16, back uint8) {
	g.Choice = Choice{Seat: int8(s), What: what, Src: src, Opts: append(g.Choice.Opts[:0], opts...), Back: back}
	g.Ex.Step, g.ToMove = StepChoose, int8(s)
}

// choiceMoves appends an option move for each option of the pending
// Choice.
func (g *State) choiceMoves(dst []Move) []Move {
	for k := range g.Choice.Opts {
		dst = append(dst, g.mv(Move{Op: OpChoose, N: int8(k), By: -1, Tgt: -1}))
	}
	return dst
}

// choose carries out option n of the pending Choice.
func (g *State) choose(n int8) {
	c := g.Choice
	g.Choice = Choice{Opts: g.Choice.Opts[:0]}
	g.Ex.Step = c.Back
	choiceHandlers[c.What](g, n)
}
