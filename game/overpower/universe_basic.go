package overpower

import "fmt"

// The Basic Universe cards: played together with a Power card of the same
// type by a character whose grid in that type reaches "to use"; the bonus
// helps the attack or defence only, never damage or Venture Total.
func addBasicUniverse() {
	for _, u := range []struct {
		name        string
		t, req, bon int8
	}{
		{"Ray Gun", Energy, 6, 2}, {"Merlin's Wand", Energy, 6, 3}, {"Lightning Bolt", Energy, 7, 3},
		{"Flintlock", Combat, 6, 2}, {"Rapier", Combat, 6, 3}, {"Longbow", Combat, 7, 3},
		{"Hyde's Serum", Brute, 6, 2}, {"Trident", Brute, 6, 3}, {"Tribuchet", Brute, 7, 3},
		{"Secret Identity", Intel, 6, 2}, {"Advanced Technology", Intel, 6, 3}, {"Magic Spell", Intel, 7, 3},
	} {
		addCard(Card{Name: u.name, Kind: KindBasic, Type: u.t, Req: u.req, Bonus: u.bon,
			Text: fmt.Sprintf("Play with a %s Power card, by a character with %s %d or more: +%d to that attack or defence (not to damage or Venture Total).",
				TypeNames[u.t], TypeNames[u.t], u.req, u.bon)})
	}
}
