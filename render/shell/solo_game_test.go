package shell

import (
	"math/rand/v2"
	"strconv"

	"github.com/tinylib/msgp/msgp"

	"overdeck/engine"
	"overdeck/render/kit"
	"overdeck/render/layout"
	"overdeck/render/ui"
)

// A one-player game for the shell's tests: a hidden shuffled deck of the
// cards 1 to 6; each move either steps (+1, nothing revealed) or draws
// the top card (+its value, revealed). After six moves the player wins
// with a score of at least a target that the difficulty sets.

type soloState struct {
	deck     []int // hidden, top first
	score    int
	moves    int
	target   int
	revealed bool // the last move drew a card
}

type soloView struct{ score, moves, target, left int }

func (v *soloView) MarshalMsg(b []byte) ([]byte, error) {
	b = msgp.AppendArrayHeader(b, 4)
	for _, n := range []int{v.score, v.moves, v.target, v.left} {
		b = msgp.AppendInt(b, n)
	}
	return b, nil
}

func (s *soloState) ToAct() []engine.Seat {
	if s.Outcome().Over {
		return nil
	}
	return []engine.Seat{0}
}

func (s *soloState) Legal(engine.Seat) []engine.Action {
	out := []engine.Action{engine.KeyedAction{Code: "step", Text: "step forward"}}
	if len(s.deck) > 0 {
		out = append(out, engine.KeyedAction{Code: "draw", Text: "draw a card"})
	}
	return out
}

func (s *soloState) Resolve(c []engine.Action, t *engine.Turn) {
	s.moves++
	s.revealed = c[0].Key() == "draw"
	if s.revealed {
		s.score += s.deck[0]
		t.Log("Player 1 draws a %d.", s.deck[0])
		s.deck = s.deck[1:]
		return
	}
	s.score++
	t.Log("Player 1 steps.")
}

func (s *soloState) View(engine.Seat) engine.View {
	return &soloView{s.score, s.moves, s.target, len(s.deck)}
}

func (s *soloState) Outcome() engine.Outcome {
	switch {
	case s.moves < 6:
		return engine.Running
	case s.score >= s.target:
		return engine.Win(0, "Player 1 reaches "+strconv.Itoa(s.score)+".")
	}
	return engine.Outcome{Over: true, Summary: "Player 1 falls short."}
}

func (s *soloState) Clone() engine.Rules {
	c := *s
	c.deck = append([]int(nil), s.deck...)
	return &c
}

func (s *soloState) MarshalMsg(b []byte) ([]byte, error) {
	b = msgp.AppendArrayHeader(b, uint32(5+len(s.deck)))
	for _, n := range []int{s.score, s.moves, s.target, len(s.deck), boolInt(s.revealed)} {
		b = msgp.AppendInt(b, n)
	}
	for _, n := range s.deck {
		b = msgp.AppendInt(b, n)
	}
	return b, nil
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

func newSolo(setup engine.Setup, rng *rand.Rand) (engine.Rules, error) {
	target, _ := strconv.Atoi(setup.Get("target", "12"))
	s := &soloState{deck: []int{1, 2, 3, 4, 5, 6}, target: target}
	rng.Shuffle(6, func(i, j int) { s.deck[i], s.deck[j] = s.deck[j], s.deck[i] })
	return s, nil
}

var soloGame = &engine.Game{
	ID: "solotest", Name: "Solo Test", Blurb: "A one-player game for tests.", Seats: 1, Test: true,
	New:    newSolo,
	Decode: func([]byte) (engine.Rules, error) { return nil, engine.ErrUnknownGame },
	Determinize: func(v *engine.SeatView, rng *rand.Rand) engine.Rules {
		sv := v.State.(*soloView)
		s := &soloState{score: sv.score, moves: sv.moves, target: sv.target}
		for i := 6 - sv.left + 1; i <= 6; i++ {
			s.deck = append(s.deck, i) // any order of any cards will do here
		}
		rng.Shuffle(len(s.deck), func(i, j int) { s.deck[i], s.deck[j] = s.deck[j], s.deck[i] })
		return s
	},
	Evaluate: func(r engine.Rules, _ engine.Seat) float64 {
		s := r.(*soloState)
		return min(1, float64(s.score)/float64(s.target))
	},
}

// soloTable draws a button per legal action, an undo and a hint button,
// and keeps the last hint it was given.
type soloTable struct {
	hint, mark string
	finish     bool // Showing: the end of the game is still shown
}

// Showing keeps the table up after the game ends while finish is set
// (kit.Finisher).
func (t *soloTable) Showing(*engine.SeatView) bool { return t.finish }

// Keep and Restore keep the last mark pressed (kit.Keeper).
func (t *soloTable) Keep() string        { return t.mark }
func (t *soloTable) Restore(text string) { t.mark = text }

func (t *soloTable) Draw(f *ui.Frame, area layout.Rect, v *engine.SeatView) {
	rows := area.Rows(5, 4)
	for i, a := range v.Legal {
		f.Button(ui.Btn{ID: "table." + a.Key(), Label: a.String(), Rect: rows[i], Enabled: true})
	}
	f.Button(ui.Btn{ID: "table.undo", Label: "Undo", Rect: rows[3], Enabled: t.Undoable(v)})
	f.Button(ui.Btn{ID: "table.hint", Label: "Hint", Rect: rows[4], Enabled: len(v.Legal) > 0})
	f.Button(ui.Btn{ID: "table.mark", Label: "Mark " + t.mark, Rect: rows[2], Enabled: true})
}

func (t *soloTable) Action(id string, v *engine.SeatView) (string, bool) {
	if id == "table.mark" {
		t.mark += "x"
		return "", false
	}
	a, ok := engine.FindKey(v.Legal, id[len("table."):])
	if !ok {
		return "", false
	}
	return a.Key(), true
}

// Undoable: a step may be taken back, a draw may not (it showed a card).
func (t *soloTable) Undoable(v *engine.SeatView) bool {
	n := len(v.Log)
	return n > 0 && v.Log[n-1].Text == "Player 1 steps."
}

func (t *soloTable) Hint(_ *engine.SeatView, key string) { t.hint = key }

func init() {
	engine.Register(soloGame)
	kit.Register("solotest", kit.Kit{
		Rules: "Step or draw; reach the target in six moves.",
		Options: []kit.Option{{Key: "target", Label: "Difficulty", Default: "12", Choices: []kit.Choice{
			{Value: "8", Label: "Easy: reach 8"}, {Value: "12", Label: "Normal: reach 12"}, {Value: "20", Label: "Hard: reach 20"},
		}}},
		NewTable: func() kit.Table { return &soloTable{} },
		Record: &kit.Record{Option: "target", Result: func(v *engine.SeatView) (int, string) {
			sv := v.State.(*soloView)
			return sv.score, "reached " + strconv.Itoa(sv.score)
		}},
	})
}
