package overpower

import "fmt"

// Decks are the ready-made entries for quick play, each legal (a test
// checks them with CheckDeck). Their cards are built by buildDeck from
// the team's grids plus the Specials and Universe cards listed.
var Decks []Deck

// readyMade lists the ready-made entries before buildDeck fills them.
func readyMade() []Deck {
	return []Deck{
		buildDeck(Deck{Name: "camelot", Blurb: "King Arthur, Merlin and Robin Hood at the Round Table",
			Front: [3]string{"King Arthur", "Merlin", "Robin Hood"}, Reserve: "Billy the Kid", Home: "The Round Table",
			Set: "Time Wars: Rise of the Gods", Cards: []string{"Valkyrie Skeggjold", "Charge into Battle!", "Lady of the Lake",
				"Freya: Goddess of Protection", "Merlin's Magic", "Princess and the Pea"}}),
		buildDeck(Deck{Name: "cult", Blurb: "Cthulhu, Moriarty and an Angry Mob",
			Front: [3]string{"Cthulhu", "Professor Moriarty", "Angry Mob (Middle Ages)"}, Reserve: "Dr. Watson",
			Set: "The Call of Cthulhu", Cards: []string{"Oni and Succubus", "Subjugate the Meek", "Loki", "Gunnr: Battle Valkyrie",
				"The Gemini", "Valkyrie Hildr: Select the Slain"}}),
		buildDeck(Deck{Name: "musketeers", Blurb: "The Three Musketeers, Zorro and Van Helsing",
			Front: [3]string{"The Three Musketeers", "Zorro", "Van Helsing"}, Reserve: "Jane Porter",
			Set: "Time Wars: Rise of the Gods", Cards: []string{"Wrath of Ra", "Lilith's Swarm", "Fairy Protection",
				"Preternatural Healing", "Freya: Goddess of Protection", "Princess and the Pea"}}),
		buildDeck(Deck{Name: "monsters", Blurb: "Dracula, the Mummy and the Headless Horseman",
			Front: [3]string{"Dracula", "The Mummy", "Headless Horseman"}, Reserve: "Angry Mob (Industrial Age)",
			Home: "The Round Table", Set: "The Call of Cthulhu", Cards: []string{"Bodhisattva: Enlightened One",
				"Draconic Leadership", "Heimdall", "Merlin's Magic", "Gunnr: Battle Valkyrie"}}),
		buildDeck(Deck{Name: "knights", Blurb: "Lancelot, King Arthur and Merlin",
			Front: [3]string{"Lancelot", "King Arthur", "Merlin"}, Reserve: "Billy the Kid", Home: "The Round Table",
			Set: "Time Wars: Rise of the Gods", Cards: []string{"Charge into Battle!", "Lady of the Lake", "Merlin's Magic"}}),
		buildDeck(Deck{Name: "spartans", Blurb: "Leonidas, Sherlock Holmes and Robin Hood",
			Front: [3]string{"Leonidas", "Sherlock Holmes", "Robin Hood"}, Reserve: "Mr. Hyde",
			Set: "The Call of Cthulhu", Cards: []string{"Valkyrie Skeggjold", "Charge into Battle!", "Freya: Goddess of Protection"}}),
		buildDeck(Deck{Name: "vampires", Blurb: "Dracula, Mina Harker and Van Helsing",
			Front: [3]string{"Dracula", "Mina Harker", "Van Helsing"}, Reserve: "Jane Porter",
			Set: "The Call of Cthulhu", Cards: []string{"Wrath of Ra", "Mystical Energy", "Heimdall"}}),
		buildDeck(Deck{Name: "heroes", Blurb: "Jane Porter, Hercules and Leonidas",
			Front: [3]string{"Jane Porter", "Hercules", "Leonidas"}, Reserve: "Mr. Hyde",
			Set: "Time Wars: Rise of the Gods", Cards: []string{"Oni and Succubus", "Draconic Leadership", "Freya: Goddess of Protection"}}),
		buildDeck(Deck{Name: "olympus", Blurb: "Poseidon, Hercules and Sherlock Holmes",
			Front: [3]string{"Poseidon", "Hercules", "Sherlock Holmes"}, Reserve: "Jane Porter",
			Set: "Time Wars: Rise of the Gods", Cards: []string{"Valkyrie Skeggjold", "Subjugate the Meek", "Merlin's Magic"}}),
		buildDeck(Deck{Name: "legends", Blurb: "Hercules, the Wicked Witch and Sherlock Holmes",
			Front: [3]string{"Hercules", "Wicked Witch", "Sherlock Holmes"}, Reserve: "Mr. Hyde",
			Set: "Time Wars: Rise of the Gods", Cards: []string{"Mystical Energy", "Tunupa: Mountain God", "The Gemini",
				"Preternatural Healing", "Valkyrie Skeggjold"}}),
		buildDeck(Deck{Name: "pharaohs", Blurb: "Ra with his Staff, the Mummy and Poseidon",
			Front: [3]string{"Ra", "The Mummy", "Poseidon"}, Reserve: "Mr. Hyde",
			Set: "The Call of Cthulhu", Cards: []string{"Wrath of Ra", "Mystical Energy", "Robin Hood: Master Thief",
				"Grim Reaper", "Disorient Opponent", "Legendary Escape", "Hades: Lord of the Underworld"}}),
		buildDeck(Deck{Name: "bakerstreet", Blurb: "Sherlock Holmes and Dr. Watson at 221-B Baker St.",
			Front: [3]string{"Sherlock Holmes", "Dr. Watson", "Mina Harker"}, Reserve: "Jane Porter", Home: "221-B Baker St.",
			Set: "The Call of Cthulhu", Cards: []string{"Cheshire Cat", "Loki", "Draconic Leadership", "Bodhisattva: Enlightened One", "Freya: Goddess of Protection"}}),
		buildDeck(Deck{Name: "asclepius", Blurb: "Dracula, the Mummy and Mina Harker heal at the Asclepieion",
			Front: [3]string{"Dracula", "The Mummy", "Mina Harker"}, Reserve: "Jane Porter", Home: "Asclepieion",
			Set: "Time Wars: Rise of the Gods", Cards: []string{"Supay", "Preternatural Healing", "Oni and Succubus", "Subjugate the Meek", "Heimdall"}}),
		buildDeck(Deck{Name: "armory", Blurb: "Dracula, Mr. Hyde and the Headless Horseman arm at Dracula's Armory",
			Front: [3]string{"Dracula", "Mr. Hyde", "Headless Horseman"}, Reserve: "Angry Mob (Middle Ages)", Home: "Dracula's Armory",
			Set: "The Call of Cthulhu", Cards: []string{"Amaru: Dragon Legend", "Valkyrie Skeggjold", "Mystical Energy", "Fairy Protection"}}),
		buildDeck(Deck{Name: "thermopylae", Blurb: "Leonidas, Robin Hood and Jane Porter at the Spartan Training Ground",
			Front: [3]string{"Leonidas", "Robin Hood", "Jane Porter"}, Reserve: "Mr. Hyde", Home: "Spartan Training Ground",
			Set: "Time Wars: Rise of the Gods", Cards: []string{"Mallku", "Valkyrie Skeggjold", "Charge into Battle!", "Legendary Escape"}}),
		buildDeck(Deck{Name: "horizon", Blurb: "Zorro, Robin Hood and Van Helsing at the Event Horizon",
			Front: [3]string{"Zorro", "Robin Hood", "Van Helsing"}, Reserve: "Jane Porter", Home: "Event Horizon: The Future",
			Set: "Time Wars: Rise of the Gods", Cards: []string{"Isis", "Wrath of Ra", "Lilith's Swarm", "Grim Reaper", "Freya: Goddess of Protection"}}),
		buildDeck(Deck{Name: "mars", Blurb: "John Carter, Dejah Thoris and Tars Tarkas of Barsoom",
			Front: [3]string{"John Carter of Mars", "Dejah Thoris", "Tars Tarkas"}, Reserve: "Carson of Venus", Home: "Barsoom",
			Set: "Chronicles of Mars", Cards: []string{"Valkyrie Skeggjold", "Charge into Battle!", "Preternatural Healing", "Freya: Goddess of Protection", "The Gemini"}}),
		buildDeck(Deck{Name: "jungle", Blurb: "Tarzan, Jane Porter and Korak in The Land That Time Forgot",
			Front: [3]string{"Tarzan", "Jane Porter", "Korak"}, Reserve: "Victory Harben", Home: "The Land That Time Forgot",
			Set: "King of the Jungle", Cards: []string{"Mallku", "Lilith's Swarm", "Fairy Protection", "Legendary Escape",
				"Freya: Goddess of Protection", "Preternatural Healing", "Disorient Opponent"}}),
	}
}

// buildDeck fills d.Cards: for each basic type, one Power card of each
// value up to the team's best grid in it (two of each from 3 to the
// Front Line's best), MultiPower and Any-Power cards the team can play,
// the Universe cards its characters can use, every Special of its
// characters, and the Events of its mission set.
func buildDeck(d Deck) Deck {
	var team []*Character
	for _, n := range append(d.Front[:], d.Reserve) {
		team = append(team, &characters[mustChar(n)])
	}
	best := func(t int8, front bool) int8 {
		b := int8(0)
		for k, c := range team {
			if (!front || k < 3) && c.Grid[t] > b {
				b = c.Grid[t]
			}
		}
		return b
	}
	top := int8(0)
	for t := Energy; t <= Intel; t++ {
		top = max(top, best(t, true))
		for v := int8(1); v <= best(t, false); v++ {
			d.Cards = append(d.Cards, fmt.Sprintf("%s %d", TypeNames[t], v))
			if v >= 3 && v <= best(t, true) {
				d.Cards = append(d.Cards, fmt.Sprintf("%s %d", TypeNames[t], v))
			}
		}
	}
	for v := int8(3); v <= 5; v++ {
		d.Cards = append(d.Cards, fmt.Sprintf("MultiPower %d", v))
	}
	for v := int8(5); v <= top; v++ {
		d.Cards = append(d.Cards, fmt.Sprintf("Any-Power %d", v))
	}
	g := &State{}
	for k, c := range team {
		g.Chars[k] = Char{Card: uint8(CharByName(c.Name)), Pos: int8(k)}
	}
	for i := range cards {
		c := &cards[i]
		switch c.Kind {
		case KindBasic, KindTraining, KindAlly:
			for k := int8(0); k < 3; k++ {
				if g.usableBy(k, c) {
					d.Cards = append(d.Cards, c.Name)
					break
				}
			}
		case KindTeamwork:
			if c.FBon[1] == 2 || c.Type == AnyPower {
				for k := int8(0); k < 3; k++ {
					if g.usableBy(k, c) {
						d.Cards = append(d.Cards, c.Name)
						break
					}
				}
			}
		case KindSpecial, KindAdvanced:
			for k := range team {
				if !c.Any() && sameFamily(c.Char, int8(CharByName(team[k].Name))) {
					d.Cards = append(d.Cards, c.Name)
					break
				}
			}
		case KindEvent:
			if int(c.Set) == SetByName(d.Set) {
				d.Cards = append(d.Cards, c.Name)
			}
		}
	}
	return d
}
