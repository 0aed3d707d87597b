package overpower

import "fmt"

// The Training Universe cards: played together with a Power card of one of
// its two types by a character whose grid in that type is 5 or less.
func addTraining() {
	for _, u := range []struct {
		name string
		a, b int8
		bon  int8
		opd  bool
	}{
		{"Training (Merlin)", Brute, Combat, 4, false}, {"Training (Joan of Arc)", Energy, Intel, 4, false},
		{"Training (Cultists)", Energy, Intel, 4, false}, {"Training (Robin Hood)", Brute, Intel, 4, false},
		{"Training (Leonidas)", Combat, Intel, 4, false}, {"Training (Lancelot)", Brute, Intel, 4, false},
		{"Training (Sekhmet)", AnyPower, AnyPower, 5, true},
	} {
		text := fmt.Sprintf("Play with a %s or %s Power card, by a character whose grid in that type is 5 or less: +%d to that attack or defence (not to damage or Venture Total).",
			TypeNames[u.a], TypeNames[u.b], u.bon)
		if u.a == AnyPower {
			text = fmt.Sprintf("Play with a Power card of any type, by a character whose grid in the type it acts as is 5 or less: +%d to that attack or defence (not to damage or Venture Total).", u.bon)
		}
		addCard(Card{Name: u.name, Kind: KindTraining, Type: u.a, ReqT: [2]int8{u.a, u.b}, Req: 5, Less: true, Bonus: u.bon, OPD: u.opd, Text: text})
	}
}
