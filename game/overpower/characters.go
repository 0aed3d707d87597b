package overpower

// Character is one character card: its power grid (Energy, Combat, Brute
// Force, Intelligence), its threat and its inherent ability.
type Character struct {
	Name    string
	Grid    [4]int8
	Threat  int8
	Reserve int8   // its threat when it starts the game in Reserve (0: the same)
	Ability uint32 // inherent abilities (Ab... bits)
	Cum     int8   // its Cumulative KO threshold when not 20
	Female  bool
	Family  string // characters sharing their Special cards ("Angry Mob")
	Text    string // the inherent ability in this edition's words
}

// Inherent abilities (Character.Ability).
const (
	AbReserveNumSpecial uint32 = 1 << iota // Billy the Kid: numerical Specials from Reserve
	AbReserveIntTW                         // Cthulhu: Intelligence Teamwork cards from Reserve
	AbVenture1                             // King Arthur: team +1 to Venture Total each battle
	AbNeedEnergyHit                        // The Mummy: KO'd only with an Energy hit on it
	AbNoTeamworkKO                         // The Three Musketeers: no Cumulative or Spectrum KO by Teamwork
	AbVsDracula                            // Van Helsing: +4 to attacks against Dracula
	AbInt78Defence                         // Time Traveler: level 7 and 8 Intelligence Power cards to defend
	AbTarzanAvoid                          // Tarzan: avoid Brute Force attacks with his Intelligence Power cards
	AbMerlinLook                           // Merlin: after the Venture Phase, look at the top card and maybe bottom it
	AbSheriffFollow                        // Sheriff of Nottingham: may make the follow-ups of his own Teamwork cards
	AbWatson221                            // Dr. Watson: +2 to Venture Total with 221-B Baker St.
	AbDeck7Brute                           // John Carter: level 7 Brute Force Power cards always in his deck
	AbDraculaOffer                         // Dracula: the offer after the Discard Phase
	AbRaStaff                              // Ra: may discard his three Staff cards from play for -1 to a KO threshold
	AbExtraBasic                           // Tars Tarkas: one more placed Basic Universe card, in no placing slot
	AbNoEnergyTW                           // Zeus: may not play Energy Teamwork cards
)

// characters is the catalogue of characters, by code.
var characters = []Character{
	{Name: "Angry Mob (Middle Ages)", Family: "Angry Mob", Grid: [4]int8{6, 4, 6, 1}, Threat: 16, Cum: 25, Text: "Cumulative KO'd only at 25 damage."},
	{Name: "Angry Mob (Industrial Age)", Family: "Angry Mob", Grid: [4]int8{4, 5, 7, 3}, Threat: 18, Cum: 25, Text: "Cumulative KO'd only at 25 damage."},
	{Name: "Angry Mob (Modern Age)", Family: "Angry Mob", Grid: [4]int8{5, 1, 8, 5}, Threat: 20, Cum: 30, Text: "Cumulative KO'd only at 30 damage."},
	{Name: "Anubis", Grid: [4]int8{6, 2, 7, 5}, Threat: 18},
	{Name: "Billy the Kid", Grid: [4]int8{4, 7, 3, 4}, Threat: 17, Ability: AbReserveNumSpecial, Text: "May play numerical Special cards from the Reserve."},
	{Name: "Captain Nemo", Grid: [4]int8{3, 6, 3, 7}, Threat: 20},
	{Name: "Carson of Venus", Grid: [4]int8{7, 5, 4, 7}, Threat: 20, Reserve: 19, Text: "Threat 19 when he starts the game in Reserve."},
	{Name: "Count of Monte Cristo", Grid: [4]int8{1, 6, 3, 7}, Threat: 20},
	{Name: "Cthulhu", Grid: [4]int8{6, 1, 8, 7}, Threat: 22, Ability: AbReserveIntTW, Text: "May play Intelligence Teamwork cards from the Reserve."},
	{Name: "Dejah Thoris", Grid: [4]int8{6, 6, 2, 3}, Threat: 18, Female: true},
	{Name: "Dracula", Grid: [4]int8{4, 4, 6, 8}, Threat: 22, Ability: AbDraculaOffer, Text: "After the Discard Phase he may offer the opponent +2 to all its actions this battle; if the opponent accepts, Dracula removes two hits from his permanent record."},
	{Name: "Dr. Watson", Grid: [4]int8{2, 6, 3, 5}, Threat: 16, Ability: AbWatson221, Text: "His team is +2 to Venture Total each battle while its homebase is 221-B Baker St."},
	{Name: "Headless Horseman", Grid: [4]int8{6, 4, 7, 2}, Threat: 18},
	{Name: "Hercules", Grid: [4]int8{3, 6, 8, 4}, Threat: 22},
	{Name: "Invisible Man", Grid: [4]int8{2, 5, 3, 6}, Threat: 17},
	{Name: "Jane Porter", Grid: [4]int8{3, 4, 3, 6}, Threat: 16, Female: true},
	{Name: "Joan of Arc", Grid: [4]int8{2, 5, 2, 7}, Threat: 18, Female: true},
	{Name: "John Carter of Mars", Grid: [4]int8{2, 6, 7, 5}, Threat: 19, Ability: AbDeck7Brute, Text: "His deck may always hold level 7 Brute Force Power cards (in constructed play any deck may; it matters in Draft and Sealed)."},
	{Name: "King Arthur", Grid: [4]int8{3, 7, 4, 6}, Threat: 20, Ability: AbVenture1, Text: "His team is +1 to Venture Total each battle."},
	{Name: "Korak", Grid: [4]int8{2, 6, 5, 6}, Threat: 17},
	{Name: "Lancelot", Grid: [4]int8{2, 7, 5, 4}, Threat: 18, Text: "Starts the game with Sword and Shield placed on him; it takes no placing slot."},
	{Name: "Leonidas", Grid: [4]int8{1, 8, 5, 4}, Threat: 21},
	{Name: "Merlin", Grid: [4]int8{7, 2, 2, 6}, Threat: 21, Ability: AbMerlinLook, Text: "After the Venture Phase, may look at the top card of his Draw Pile and put it on the bottom."},
	{Name: "Mina Harker", Grid: [4]int8{6, 2, 6, 2}, Threat: 18, Female: true},
	{Name: "Morgan le Fay", Grid: [4]int8{7, 2, 3, 5}, Threat: 19, Reserve: 20, Female: true, Text: "Threat 20 when she starts the game in Reserve."},
	{Name: "Mr. Hyde", Grid: [4]int8{3, 5, 6, 6}, Threat: 16},
	{Name: "Poseidon", Grid: [4]int8{7, 2, 7, 5}, Threat: 19},
	{Name: "Professor Moriarty", Grid: [4]int8{3, 5, 4, 8}, Threat: 20},
	{Name: "Ra", Grid: [4]int8{8, 2, 5, 5}, Threat: 20, Ability: AbRaStaff, Text: "When his team has all three Staff cards in play, Ra may discard them from play to lower one opposing character's Cumulative KO threshold by 1 for the rest of the game."},
	{Name: "Robin Hood", Grid: [4]int8{2, 7, 4, 5}, Threat: 18},
	{Name: "Sheriff of Nottingham", Grid: [4]int8{2, 5, 7, 3}, Threat: 18, Ability: AbSheriffFollow, Text: "May make the follow-up attacks of the Teamwork cards he plays himself, both of them if he likes."},
	{Name: "Sherlock Holmes", Grid: [4]int8{2, 5, 3, 8}, Threat: 19},
	{Name: "Sun Wukong", Grid: [4]int8{5, 8, 6, 3}, Threat: 22},
	{Name: "Tars Tarkas", Grid: [4]int8{2, 7, 6, 3}, Threat: 20, Ability: AbExtraBasic, Text: "May have one more Basic Universe card placed on him, which takes no placing slot."},
	{Name: "Tarzan", Grid: [4]int8{1, 7, 5, 4}, Threat: 19, Ability: AbTarzanAvoid, Text: "May avoid Brute Force attacks with Intelligence Power cards he can play."},
	{Name: "The Mummy", Grid: [4]int8{6, 2, 7, 2}, Threat: 18, Ability: AbNeedEnergyHit, Text: "Cannot be KO'd (but by Absolute KO) unless a hit with an Energy icon is on him."},
	{Name: "The Three Musketeers", Grid: [4]int8{2, 7, 5, 5}, Threat: 20, Ability: AbNoTeamworkKO, Text: "Cannot be Cumulative or Spectrum KO'd by a Teamwork card or one of its follow-up attacks."},
	{Name: "Time Traveler", Grid: [4]int8{5, 3, 2, 6}, Threat: 18, Ability: AbInt78Defence, Text: "May defend with level 7 and 8 Intelligence Power cards."},
	{Name: "Van Helsing", Grid: [4]int8{3, 7, 4, 5}, Threat: 20, Ability: AbVsDracula, Text: "+4 to his attacks against Dracula."},
	{Name: "Victory Harben", Grid: [4]int8{5, 5, 3, 7}, Threat: 18, Reserve: 20, Female: true, Text: "Threat 20 when she starts the game in Reserve."},
	{Name: "Wicked Witch", Grid: [4]int8{8, 3, 2, 5}, Threat: 19, Female: true},
	{Name: "Zeus", Grid: [4]int8{8, 3, 6, 5}, Threat: 23, Ability: AbNoEnergyTW, Text: "May not play Energy Teamwork cards (nor start one as an Any-Power Teamwork played as Energy). His deck may hold a second Thunderbolt, a Special of his that this edition does not have yet."},
	{Name: "Zorro", Grid: [4]int8{1, 8, 4, 5}, Threat: 20},
}

// CharByName returns the code of the character named n, or -1.
func CharByName(n string) int {
	for i := range characters {
		if characters[i].Name == n {
			return i
		}
	}
	return -1
}

// mustChar is CharByName for names the code itself writes.
func mustChar(n string) int8 {
	i := CharByName(n)
	if i < 0 {
		panic("overpower: no character " + n)
	}
	return int8(i)
}

// Characters returns the catalogue entry of character code c.
func Characters(c int) Character { return characters[c] }

// NumCharacters is the number of characters in the catalogue.
func NumCharacters() int { return len(characters) }

// threat is c's threat at the start of a game in position pos.
func (c *Character) threat(pos int8) int8 {
	if pos == 3 && c.Reserve != 0 {
		return c.Reserve
	}
	return c.Threat
}
