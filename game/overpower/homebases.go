package overpower

// Homebase is a location that starts in play with its team: its threat
// adds to the team's, and its inherent ability works all game.
type Homebase struct {
	Name       string
	Threat     int8
	RoundTable bool // only an Any Character Special may be placed on it
	PostPower  bool // its team may make one Power card attack after the opponent concedes
	KOFirst    bool // when determining victory, KO counts before missions
	Text       string
}

// homebases is the catalogue of homebases, by code.
var homebases = []Homebase{
	{Name: "The Round Table", Threat: 0, RoundTable: true,
		Text: "Its team may place one Any Character Special card on it (any one, even one that does not say it may be placed), and no other Special."},
	{Name: "The Land That Time Forgot", Threat: 3, PostPower: true, KOFirst: true,
		Text: "In the Post-concession Phase, after the opponent concedes, its team may make one Power card attack. When victory is checked at the end of a battle, a whole team KO'd counts before missions."},
}

// HomeByName returns the code of the homebase named n, or -1.
func HomeByName(n string) int {
	for i := range homebases {
		if homebases[i].Name == n {
			return i
		}
	}
	return -1
}

// Homebases returns the catalogue entry of homebase code h.
func Homebases(h int) Homebase { return homebases[h] }

// NumHomebases is the number of homebases in the catalogue.
func NumHomebases() int { return len(homebases) }
