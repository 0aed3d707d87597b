package overpower

import (
	"slices"
	"testing"
)

// Three decks, for the tests only, of the characters no ready-made deck
// has: the scenarios of their Specials use them, and the soak, hidden and
// why tests play them with the ready-made decks.
func init() {
	Decks = append(Decks,
		buildDeck(Deck{Name: "avalon", Blurb: "Morgan le Fay, Time Traveler and Victory Harben",
			Front: [3]string{"Morgan le Fay", "Time Traveler", "Victory Harben"}, Reserve: "Tarzan",
			Set: "Time Wars: Rise of the Gods", Cards: []string{"Wrath of Ra", "Mystical Energy", "Heimdall"}}),
		buildDeck(Deck{Name: "thunder", Blurb: "Zeus, the Sheriff of Nottingham and Tarzan",
			Front: [3]string{"Zeus", "Sheriff of Nottingham", "Tarzan"}, Reserve: "Mr. Hyde",
			Set: "The Call of Cthulhu", Cards: []string{"Thunderbolt", "Oni and Succubus", "Charge into Battle!", "Freya: Goddess of Protection"}}),
		buildDeck(Deck{Name: "monkeyking", Blurb: "Sun Wukong, Ra and Time Traveler",
			Front: [3]string{"Sun Wukong", "Ra", "Time Traveler"}, Reserve: "Mr. Hyde",
			Set: "Time Wars: Rise of the Gods", Cards: []string{"Valkyrie Skeggjold", "Subjugate the Meek", "Lady of the Lake"}}),
	)
}

// TestCards_ZeusTwoThunderbolts: Zeus's deck may hold a second Thunderbolt,
// not a third; without Zeus a second is One Per Deck.
func TestCards_ZeusTwoThunderbolts(t *testing.T) {
	d := deckOf("thunder")
	if p := CheckDeck(d, ModeVenture); len(p) > 0 {
		t.Fatalf("two Thunderbolts with Zeus: %v", p)
	}
	d.Cards = append(d.Cards, "Thunderbolt")
	if !hasProblem(d, "One Per Deck") {
		t.Fatal("three Thunderbolts pass")
	}
}

// TestCards_LookBottom: Enchantress' Guile and Read the Bones put the
// chosen cards of the opponent's Draw Pile on its bottom, the others
// staying on top.
func TestCards_LookBottom(t *testing.T) {
	g := scenarioFile(t, "specials_morgan_le_fay_guile")
	d := g.P[1].Draw
	if g.card(d[0]).Name != "Energy 3" || g.card(d[len(d)-1]).Name != "Energy 2" || g.card(d[len(d)-2]).Name != "Energy 1" {
		t.Fatalf("bottom %s, top %s %s", g.card(d[0]).Name, g.card(d[len(d)-1]).Name, g.card(d[len(d)-2]).Name)
	}
	g = scenarioFile(t, "specials_sheriff_of_nottingham_bones")
	d = g.P[1].Draw
	if g.card(d[0]).Name != "Energy 5" || g.card(d[1]).Name != "Energy 6" || g.card(d[len(d)-1]).Name != "Energy 4" {
		t.Fatalf("bottom %s %s, top %s", g.card(d[0]).Name, g.card(d[1]).Name, g.card(d[len(d)-1]).Name)
	}
}

// TestCards_FlamingArrowsNextBattle: the character Flaming Arrows hit may
// play Special cards for the rest of this battle, not in the next one.
func TestCards_FlamingArrowsNextBattle(t *testing.T) {
	g := runScenario(t, `setup deck0=thunder deck1=cult
battle
hand 1: Flaming Arrows
> Play Flaming Arrows by Sheriff of Nottingham as Energy at Cthulhu
> Do not negate
> Take the hit
`)
	c := g.charArg(func(string, ...any) { t.Fatal("no Cthulhu") }, "Cthulhu")
	if g.value(0, stNoSpc, charSrc(c)) > 0 {
		t.Fatal("barred from Specials this battle already")
	}
	g.Phase, g.Sub = PhaseEnd, 0
	g.endStep()
	if g.value(0, stNoSpc, charSrc(c)) <= 0 {
		t.Fatal("not barred from Specials in the next battle")
	}
	g.Sub = 0
	g.endStep()
	if g.value(0, stNoSpc, charSrc(c)) > 0 {
		t.Fatal("still barred a battle later")
	}
}

// TestCards_EyeOfSekhmet: the placed card and every copy of it in the
// Draw Pile and Power Pack leave the game.
func TestCards_EyeOfSekhmet(t *testing.T) {
	g := scenarioFile(t, "specials_ra")
	p := &g.P[1]
	for _, pile := range [][]uint16{p.Draw, p.Pack} {
		if slices.ContainsFunc(pile, func(i uint16) bool { return g.card(i).Name == "Combat 1" }) {
			t.Fatal("a Combat 1 is left in the Draw Pile or Power Pack")
		}
	}
	if n := len(p.Gone); n < 2 {
		t.Fatalf("%d cards removed from the game", n)
	}
}

// The scenarios of each character's Specials, for the help to name.
func TestCards_MorganLeFay(t *testing.T)  { scenarioFile(t, "specials_morgan_le_fay") }
func TestCards_MrHyde(t *testing.T)       { scenarioFile(t, "specials_mr_hyde") }
func TestCards_Sheriff(t *testing.T)      { scenarioFile(t, "specials_sheriff_of_nottingham") }
func TestCards_SunWukong(t *testing.T)    { scenarioFile(t, "specials_sun_wukong") }
func TestCards_TarsTarkas(t *testing.T)   { scenarioFile(t, "specials_tars_tarkas") }
func TestCards_Tarzan(t *testing.T)       { scenarioFile(t, "specials_tarzan") }
func TestCards_TimeTraveler(t *testing.T) { scenarioFile(t, "specials_time_traveler") }
func TestCards_VictoryHarben(t *testing.T) {
	scenarioFile(t, "specials_victory_harben")
}
func TestCards_WickedWitch(t *testing.T) { scenarioFile(t, "specials_wicked_witch") }
func TestCards_Zeus(t *testing.T)        { scenarioFile(t, "specials_zeus") }
