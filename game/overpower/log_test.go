package overpower

import (
	"math/rand/v2"
	"testing"

	"overdeck/engine"
)

func TestLogOfARandomMatch(t *testing.T) {
	if !testing.Verbose() {
		t.Skip()
	}
	m, err := engine.NewMatch(Game, engine.Setup{}.With("deck0", "camelot").With("deck1", "cult"), 3)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(3, 5))
	for i := 0; i < 400 && !m.Outcome().Over; i++ {
		s := m.Waiting()[0]
		l := m.Legal(s)
		a := l[rng.IntN(len(l))]
		t.Logf("   [%v] %s  (%d options)", s, a.String(), len(l))
		if err := m.Apply(s, a); err != nil {
			t.Fatal(err)
		}
	}
	for _, e := range m.Log() {
		if e.Public() {
			t.Log(e.Text)
		}
	}
}
