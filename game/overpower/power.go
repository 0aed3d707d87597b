package overpower

import "fmt"

// The Power cards: the four basic types from 1 to 8, Any-Power from 5 to 8
// and MultiPower (all four icons) from 3 to 5.
func addPowerCards() {
	for t := Energy; t <= Intel; t++ {
		for v := int8(1); v <= 8; v++ {
			addCard(Card{Name: fmt.Sprintf("%s %d", TypeNames[t], v), Kind: KindPower, Type: t, Val: v,
				Text: fmt.Sprintf("A level %d %s attack or defence, for a character whose %s grid is %d or more.", v, TypeNames[t], TypeNames[t], v)})
		}
	}
	for v := int8(5); v <= 8; v++ {
		addCard(Card{Name: fmt.Sprintf("Any-Power %d", v), Kind: KindPower, Type: AnyPower, Val: v, AnyP: true,
			Text: fmt.Sprintf("A level %d attack or defence of a type you declare, for a character with a grid of %d or more in that type. Its hits never count toward Spectrum KO.", v, v)})
	}
	for v := int8(3); v <= 5; v++ {
		addCard(Card{Name: fmt.Sprintf("MultiPower %d", v), Kind: KindPower, Type: MultiPower, Types: allBasic, Val: v, Multi: true,
			Text: fmt.Sprintf("A level %d attack or defence of any one of the four types you declare (the character needs %d in that grid). Each MultiPower hit counts as one more type toward Spectrum KO.", v, v)})
	}
}
