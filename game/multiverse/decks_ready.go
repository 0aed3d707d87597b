package multiverse

// Decks are the ready-made Power Decks.
var Decks = []Deck{
	{Name: "Vanguard", Blurb: "Hard hitters, Offensive skills and Instants to push attacks through.", Cards: []Entry{
		{"Ramjet", 3}, {"Skyhook", 3}, {"Nightglass Ambusher", 3}, {"Jackal Prowler", 2}, {"Plunder Fox", 3},
		{"Scrap Baron", 2}, {"Drillhead", 3}, {"Spearpoint", 3}, {"Colossus Nine", 2}, {"Monolith", 2},
		{"Street Brawler", 3}, {"Warcry Titan", 2}, {"Quicksilver", 2}, {"Flashstep", 2}, {"Overclock", 3},
		{"Adrenal Surge", 3}, {"Sunder", 2}, {"Ironclad Sentinel", 2}, {"Granite Warden", 2}, {"Starfall Lancer", 2},
		{"Supply Drop", 3},
	}},
	{Name: "Bastion", Blurb: "Walls that hold: Defense skills, Auras and cards that rebuild your defense.", Cards: []Entry{
		{"Ironclad Sentinel", 3}, {"Granite Warden", 3}, {"Lurking Coil", 2}, {"Sleeper Agent", 3}, {"Thornback", 3},
		{"Mirrorshield", 2}, {"Backlash Knight", 3}, {"Banner Captain", 2}, {"Choir of Steel", 2}, {"Fogweaver", 2},
		{"Frost Matron", 2}, {"Masonwright", 3}, {"Bulwark Smith", 2}, {"Hearthguard", 2}, {"Field Repairs", 3},
		{"Reinforced Plating", 2}, {"Energy Barrier", 2}, {"Static Field", 2}, {"Monolith", 3}, {"Colossus Nine", 3},
		{"Ramjet", 2},
	}},
	{Name: "Trickster", Blurb: "Scouts, strikes and Delayed plans: see the Multiverse coming and take it apart.", Cards: []Entry{
		{"Tidecaller", 3}, {"Echo Runner", 2}, {"Vantage Owl", 3}, {"Rustbinder", 2}, {"Cinder Jack", 2},
		{"Slowburn Mystic", 2}, {"Nightfall Archer", 2}, {"Patient Hex", 2}, {"Mirror Sage", 2}, {"Dawnkeeper", 2},
		{"Shatterpoint", 3}, {"Blink Courier", 2}, {"Stormlash", 2}, {"Orbital Ping", 3}, {"Precision Strike", 3},
		{"Corrode", 2}, {"Timed Charge", 2}, {"Late Intel", 2}, {"Focus Lens", 2}, {"Power Spike", 2},
		{"Second Wind", 2}, {"Skyhook", 3},
	}},
	{Name: "Spectrum", Blurb: "One of every Power card: sixty cards, every skill in the game.", Cards: spectrum()},
}

// spectrum lists every Power card once.
func spectrum() []Entry {
	out := make([]Entry, 0, len(supers)+len(enhancements))
	for _, c := range supers {
		out = append(out, Entry{c.Name, 1})
	}
	for _, c := range enhancements {
		out = append(out, Entry{c.Name, 1})
	}
	return out
}
