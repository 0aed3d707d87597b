package overpower

import (
	"strings"
	"testing"

	"overdeck/engine/effect"
)

// TestCards_AnyCharacterTricks: Master Thief's cost, Disorient Opponent
// both ways, Grim Reaper's 1st icon and icon, Hades, Legendary Escape.
func TestCards_AnyCharacterTricks(t *testing.T) { scenarioFile(t, "specials_any_character_tricks") }

// TestCards_AngryMobRansom: Ransom Your Secrets, negated by two cards or
// kept for the battle.
func TestCards_AngryMobRansom(t *testing.T) { scenarioFile(t, "specials_angry_mob_ransom") }

// TestCards_BillyPals: the pal blocks the attack on his partner.
func TestCards_BillyPals(t *testing.T) { scenarioFile(t, "specials_billy_the_kid_pals") }

// TestCards_RaStaff: the Staff cards and Ra's inherent ability.
func TestCards_RaStaff(t *testing.T) { scenarioFile(t, "advanced_universe_ra") }

// TestCards_Aspects: the homebase attacks with the Fortifications! Aspects.
func TestCards_Aspects(t *testing.T) { scenarioFile(t, "aspects") }

// TestCards_Homebases: every homebase's inherent ability.
func TestCards_Homebases(t *testing.T) { scenarioFile(t, "homebases") }

// testGridDef raises the Energy grid of its controller's characters by 1
// while it is printed: Barsoom's test makes its own grid-raising card, for
// a team without the catalogue's grid-raising Specials.
var testGridDef = define(effect.Def[*State]{ID: "test: +1 Energy grid/play", Action: "play",
	Activate: func(Ctx, effect.Action) error { return nil },
	Modify: func(c Ctx, st effect.Stat, tg effect.SourceID, v int) int {
		if ci := srcChar(tg); st == gridStat[Energy] && ci >= 0 && seatOf(ci) == int(c.Power.Controller) {
			return v + 1
		}
		return v
	}})

// TestCards_BarsoomFetch: at Barsoom a Special that raises its player's
// grid lasts the game and fetches a Power card from the Draw Pile; the
// same card elsewhere fetches nothing.
func TestCards_BarsoomFetch(t *testing.T) {
	n := len(cards)
	special("", Card{Name: "Test Grid Raiser", Icons: IconOffense | IconBattle, Hook: testGridDef})
	t.Cleanup(func() { cards = cards[:n] })
	text := `setup deck0=camelot deck1=cult
battle
hand 1: Test Grid Raiser
top 1: Energy 8, Combat 2, Energy 4
> Play Test Grid Raiser by Merlin
> Do not negate
`
	g := runScenario(t, text+"expect hand 1 0\nexpect inplay Test Grid Raiser\n")
	if g.grid(1, Energy) != 8 || g.InPlay[len(g.InPlay)-1].Game {
		t.Fatalf("without Barsoom: Merlin's Energy %d, lasts the game %v", g.grid(1, Energy), g.InPlay[len(g.InPlay)-1].Game)
	}
	text = strings.Replace(text, "battle\n", "battle\nbarsoom 1\n", 1)
	g = runScenario(t, text+"expect illegal Choose Combat 3\n> Choose Energy 8\nexpect handhas 1 Energy 8\nexpect hand 1 1\n")
	k := len(g.InPlay) - 1
	if g.card(g.InPlay[k].Inst).Name != "Test Grid Raiser" || !g.InPlay[k].Game {
		t.Fatal("the Special does not last the rest of the game at Barsoom")
	}
}

// TestCards_CardTargets: Distracting Intervention and Swarm Them! are
// attacked as cards.
func TestCards_CardTargets(t *testing.T) { scenarioFile(t, "specials_card_targets") }

// TestCards_BillyMexico: Head for Mexico, to the Reserve and back.
func TestCards_BillyMexico(t *testing.T) { scenarioFile(t, "specials_billy_the_kid_mexico") }

// TestCharacters_TarsTarkasExtraBasic: his extra placed Basic Universe.
func TestCharacters_TarsTarkasExtraBasic(t *testing.T) { scenarioFile(t, "characters_mars") }

// TestCharacters_MorganLeFayReserveThreat: 19 on the Front Line, 20 in
// Reserve.
func TestCharacters_MorganLeFayReserveThreat(t *testing.T) {
	d := deckOf("camelot") // King Arthur 20, Merlin 21, Robin Hood 18
	d.Reserve = "Morgan le Fay"
	if !hasProblem(d, "threat 79") {
		t.Fatalf("Morgan le Fay in Reserve is not 20: %v", CheckDeck(d, ModeVenture))
	}
	d.Front[2], d.Reserve = "Morgan le Fay", "Robin Hood"
	if !hasProblem(d, "threat 78") {
		t.Fatalf("Morgan le Fay on the Front Line is not 19: %v", CheckDeck(d, ModeVenture))
	}
}

// TestCharacters_ZeusNoEnergyTeamwork: Zeus starts no Energy Teamwork,
// nor an Any-Power one as Energy.
func TestCharacters_ZeusNoEnergyTeamwork(t *testing.T) {
	n := len(Decks)
	Decks = append(Decks, buildDeck(Deck{Name: "olympians", Front: [3]string{"Zeus", "Poseidon", "Jane Porter"}, Reserve: "Dr. Watson",
		Set: "Time Wars: Rise of the Gods", Cards: []string{"Wrath of Ra", "Mystical Energy"}}))
	t.Cleanup(func() { Decks = Decks[:n] })
	runScenario(t, `setup deck0=olympians deck1=cult
battle
hand 1: Teamwork 6 Energy: Combat + Intelligence, Teamwork 6 Any-Power, Combat 3, Intelligence 3
expect illegal Play Teamwork 6 Energy: 4 attack, then Combat +0 / Intelligence +1 by Zeus as Energy at Cthulhu
expect legal Play Teamwork 6 Energy: 4 attack, then Combat +0 / Intelligence +1 by Poseidon as Energy at Cthulhu
expect illegal Play Teamwork 6 Any-Power: 6 attack, then Any-Power +0 / Any-Power +0 by Zeus as Energy at Cthulhu
expect legal Play Teamwork 6 Any-Power: 6 attack, then Any-Power +0 / Any-Power +0 by Zeus as Brute Force at Cthulhu
`)
}

// TestCards_BillyQuickDraw: Quick Draw's counter-attack, hitting or
// defended, and its plain attack.
func TestCards_BillyQuickDraw(t *testing.T) { scenarioFile(t, "specials_billy_the_kid_quick_draw") }

// TestCards_RansomEachBattle: kept, Ransom Your Secrets opens the hand
// again when a later battle's fight starts.
func TestCards_RansomEachBattle(t *testing.T) {
	g := runScenario(t, "setup deck0=camelot deck1=cult\nbattle\ntomove 2\nhand 1: Energy 2\nhand 2: Ransom Your Secrets\n> Play Ransom Your Secrets by Angry Mob (Middle Ages)\n> Do not negate\nexpect inplay Ransom Your Secrets\n")
	if !g.P[0].Open {
		t.Fatal("the hand is not open")
	}
	g.P[0].Open = false // a later battle
	g.startFight()
	if !g.P[0].Open || g.P[1].Open {
		t.Fatalf("open hands after the Venture Phase: %v %v", g.P[0].Open, g.P[1].Open)
	}
}
