package overpower

// MissionSet is a set of seven Mission Objective cards and the Events
// themed to it.
type MissionSet struct {
	Name       string
	Objectives [Objectives]string
}

// missionSets is the catalogue of mission sets, by code (a saved match
// keeps the code: new sets go last).
var missionSets = []MissionSet{
	{Name: "The Call of Cthulhu", Objectives: [Objectives]string{"The Dreams of Men", "Professor Angell's Investigation",
		"New Orleans, 1918", "Worshipping the Great Old One", "The Alert", "Johansen's Window", "Gone Too Far"}},
	{Name: "Time Wars: Rise of the Gods", Objectives: [Objectives]string{"The Gods Return", "Divine Retribution",
		"Traveler's Warning", "Warriors from Across Time", "Tide Begins to Turn", "Supernatural Allies", "Battle at Olympus"}},
	{Name: "King of the Jungle", Objectives: [Objectives]string{"Tarzan of the Apes", "Beasts of Tarzan",
		"Tarzan and the Golden Lion", "Tarzan at the Earth's Core", "Tarzan and the City of Gold", "Tarzan's Quest", "Tarzan and the Castaways"}},
	// The reference heads this set's objectives "Warlord of Mars" and its
	// Events "Chronicles of Mars": the set is Chronicles of Mars (help.go).
	{Name: "Chronicles of Mars", Objectives: [Objectives]string{"The Face of Deception", "The Battle of Kings",
		"A Fighting Man of Mars", "Swords of Mars", "The Invisible Men", "The Laughter of Thuvia", "Under the Moons of Mars"}},
}

// SetByName returns the code of the mission set named n, or -1.
func SetByName(n string) int {
	for i := range missionSets {
		if missionSets[i].Name == n {
			return i
		}
	}
	return -1
}

// MissionSets returns the catalogue entry of mission set code m.
func MissionSets(m int) MissionSet { return missionSets[m] }

// NumMissionSets is the number of mission sets.
func NumMissionSets() int { return len(missionSets) }
