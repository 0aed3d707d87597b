package overpower

import "fmt"

// The Teamwork Universe cards. The character playing one needs the "to
// use" grid; the card itself is a level 4 attack of that type (level 6 for
// the Any-Power ones). Then one teammate must, and a second may, attack
// with a Power card of one of the two follow-up types, each type once,
// gaining the bonus printed beside it (never to damage or Venture Total).
func addTeamwork() {
	E, C, B, I := Energy, Combat, Brute, Intel
	pairs := map[int8][3][2]int8{
		E: {{C, I}, {B, C}, {B, I}},
		C: {{E, I}, {B, E}, {B, I}},
		B: {{E, C}, {I, E}, {I, C}},
		I: {{B, C}, {B, E}, {C, E}},
	}
	for t := Energy; t <= Intel; t++ {
		for _, lv := range []struct{ req, b1, b2 int8 }{{6, 0, 1}, {7, 1, 1}, {8, 1, 2}} {
			for i, p := range pairs[t] {
				if t == Energy && lv.req == 8 && i == 0 {
					p = [2]int8{I, B} // the reference prints this one Intelligence + Brute Force
				}
				addCard(Card{Name: fmt.Sprintf("Teamwork %d %s: %s + %s", lv.req, TypeNames[t], TypeNames[p[0]], TypeNames[p[1]]),
					Kind: KindTeamwork, Type: t, Req: lv.req, Val: 4, Foll: p, FBon: [2]int8{lv.b1, lv.b2},
					Text: fmt.Sprintf("Teamwork, for a character with %s %d or more: a level 4 %s attack. Then one teammate must attack with a %s Power card at +%d or a %s Power card at +%d, and a second teammate may attack with the other.",
						TypeNames[t], lv.req, TypeNames[t], TypeNames[p[0]], lv.b1, TypeNames[p[1]], lv.b2)})
			}
		}
	}
	addCard(Card{Name: "Teamwork 6 Any-Power", Kind: KindTeamwork, Type: AnyPower, AnyP: true, Req: 6, Val: 6,
		Foll: [2]int8{AnyPower, AnyPower},
		Text: "Teamwork, for a character with a grid of 6 or more: a level 6 attack of a type you declare (no type for Spectrum KO). Then one teammate must, and a second may, attack with a Power card of any type."})
	addCard(Card{Name: "Teamwork 7 Any-Power", Kind: KindTeamwork, Type: AnyPower, AnyP: true, Req: 7, Val: 6,
		Foll: [2]int8{AnyPower, AnyPower}, FBon: [2]int8{0, 1},
		Text: "Teamwork, for a character with a grid of 7 or more: a level 6 attack of a type you declare (no type for Spectrum KO). Then one teammate must attack with a Power card of any type, and a second may, at +1."})
}
