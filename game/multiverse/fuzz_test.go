package multiverse

import (
	"testing"

	"overdeck/engine"
)

// FuzzDeckCode: any string handed in as a deck code is refused with an
// error or gives a legal deck that deals a game.
func FuzzDeckCode(f *testing.F) {
	for _, d := range Decks {
		f.Add(DeckCode(d.List()))
	}
	f.Add("MV1-001")
	f.Add("garbage")
	f.Fuzz(func(t *testing.T, code string) {
		list, err := DeckFromOption(code)
		if err != nil {
			return
		}
		if err := CheckDeck(list); err != nil {
			t.Fatalf("%q: accepted an illegal deck: %v", code, err)
		}
		if _, err := engine.NewMatch(Game, engine.Setup{}.With(OptDeck, code), 1); err != nil {
			t.Fatalf("%q: %v", code, err)
		}
	})
}

// FuzzDecode: any bytes handed in as a saved state decode with an error or
// to a state that encodes again.
func FuzzDecode(f *testing.F) {
	m, _ := engine.NewMatch(Game, engine.Setup{}, 1)
	b, _ := m.Rules().MarshalMsg(nil)
	f.Add(b)
	f.Fuzz(func(t *testing.T, b []byte) {
		r, err := Decode(b)
		if err != nil {
			return
		}
		if _, err := r.MarshalMsg(nil); err != nil {
			t.Fatal(err)
		}
	})
}
