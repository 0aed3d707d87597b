package overpower

import "fmt"

// The Ally Universe cards: an attack of their own value and type, by a
// character whose grid in that type is 5 or less (or 7 or more); once it
// is resolved a teammate of that character must play a Special card.
func addAllies() {
	for _, u := range []struct {
		name      string
		t, req, v int8
		less      bool
	}{
		{"Allan Quatermain", Energy, 5, 3, true}, {"Hera", Energy, 7, 2, false},
		{"Huckleblock", Brute, 5, 3, true}, {"Sir Galahad", Brute, 7, 2, false},
		{"Little John", Combat, 5, 3, true}, {"Guy of Gisborne", Combat, 7, 2, false},
		{"Professor Porter", Intel, 5, 3, true}, {"Queen Guinevere", Intel, 7, 2, false},
	} {
		cmp := "or more"
		if u.less {
			cmp = "or less"
		}
		addCard(Card{Name: u.name, Kind: KindAlly, Type: u.t, Req: u.req, Less: u.less, Val: u.v,
			Text: fmt.Sprintf("Ally, for a character with %s %d %s: a level %d %s attack. Then a teammate of that character must play a Special card (it cannot be played unless one can).",
				TypeNames[u.t], u.req, cmp, u.v, TypeNames[u.t])})
	}
}
