package overpower

import (
	"math/rand/v2"
	"strings"
	"testing"

	"overdeck/engine"
)

// sc runs a scenario given line by line.
func sc(t *testing.T, lines ...string) *State {
	t.Helper()
	return runScenario(t, strings.Join(lines, "\n"))
}

// deckOf returns a copy of the ready-made deck name.
func deckOf(name string) Deck {
	for _, d := range Decks {
		if d.Name == name {
			d.Cards = append([]string(nil), d.Cards...)
			return d
		}
	}
	panic(name)
}

// hasProblem reports whether CheckDeck gives a reason containing s.
func hasProblem(d Deck, s string) bool {
	for _, p := range CheckDeck(d, ModeVenture) {
		if strings.Contains(p.Error(), s) {
			return true
		}
	}
	return false
}

func TestHowToWin_AllFourKOd(t *testing.T) {
	g := sc(t, "setup deck0=camelot deck1=cult", "battle",
		"ko Professor Moriarty", "ko Angry Mob (Middle Ages)", "ko Dr. Watson",
		"record Cthulhu: Brute Force 8, Brute Force 7", "hand 1: Combat 6",
		"> Play Combat 6 by King Arthur as Combat at Cthulhu", "> Take the hit",
		"expect ko Cthulhu", "expect legal Pass", "expect illegal Concede the battle", "> Pass", "> Pass")
	if g.Phase != PhaseOver || g.Winner != 0 {
		t.Fatalf("phase %d winner %d: %s", g.Phase, g.Winner, g.Why)
	}
}

func TestHowToWin_SevenCompleted(t *testing.T) {
	g := sc(t, "setup deck0=camelot deck1=cult", "objectives 1: 6 completed, 1 reserve", "battle", "vent 1: 1",
		"hand 1: Combat 6", "> Play Combat 6 by King Arthur as Combat at Cthulhu", "> Take the hit", "> Pass", "> Pass")
	if g.Phase != PhaseOver || g.Winner != 0 || g.pileCount(0, ObjCompleted) != 7 {
		t.Fatalf("winner %d: %s", g.Winner, g.Why)
	}
}

func TestHowToWin_SevenDefeated(t *testing.T) {
	g := sc(t, "setup deck0=camelot deck1=cult", "objectives 2: 6 defeated, 1 reserve", "battle", "vent 2: 1", "vent 1: 1",
		"hand 1: Combat 6", "> Play Combat 6 by King Arthur as Combat at Cthulhu", "> Take the hit", "> Pass", "> Pass")
	if g.Phase != PhaseOver || g.Winner != 0 || g.pileCount(1, ObjDefeated) != 7 {
		t.Fatalf("winner %d: %s", g.Winner, g.Why)
	}
}

func TestCharacterCards_TeamOfFourDifferentCharacters(t *testing.T) {
	d := deckOf("camelot")
	if p := CheckDeck(d, ModeVenture); len(p) != 0 {
		t.Fatalf("the ready-made deck is illegal: %v", p)
	}
	d.Reserve = "Merlin"
	if !hasProblem(d, "only once") {
		t.Fatal("a character twice is accepted")
	}
}

func TestCharacterCards_ReserveMayNotPlay(t *testing.T) {
	g := sc(t, "setup deck0=camelot deck1=cult", "battle", "hand 1: Combat 7")
	for _, m := range g.moves(nil) {
		if strings.Contains(m.String(), "by Billy the Kid") {
			t.Fatalf("the Reserve may play: %s", m)
		}
	}
}

func TestCharacterCards_ReserveMovesUpAtTheNextDrawPhase(t *testing.T) {
	g := sc(t, "setup deck0=camelot deck1=cult", "battle", "record Robin Hood: Brute Force 8, Brute Force 7",
		"tomove 2", "hand 2: Brute Force 6", "> Play Brute Force 6 by Cthulhu as Brute Force at Robin Hood", "> Take the hit",
		"expect ko Robin Hood")
	billy := int8(3)
	if g.Chars[billy].Pos != 3 {
		t.Fatal("the Reserve moved up during the battle")
	}
	g.Phase, g.Sub = PhaseEnd, 0
	g.run()
	if g.Chars[billy].Pos != 2 || g.Battle != 2 {
		t.Fatalf("Billy is at %d in battle %d", g.Chars[billy].Pos, g.Battle)
	}
}

func TestCharacterCards_SpecialsOnlyWithTheCharacter(t *testing.T) {
	d := deckOf("camelot")
	d.Cards = append(d.Cards, "The Sleeper Awakens")
	if !hasProblem(d, "Cthulhu is not on the team") {
		t.Fatal("another character's Special is accepted")
	}
}

func TestCharacterCards_ThreatLimit(t *testing.T) {
	d := deckOf("cult")
	d.Reserve = "Carson of Venus"
	// 22 + 20 + 16 + Carson's 19 in Reserve = 77.
	if !hasProblem(d, "threat 77") {
		t.Fatalf("77 accepted: %v", CheckDeck(d, ModeVenture))
	}
	d.Front[2], d.Reserve = "Carson of Venus", "Angry Mob (Middle Ages)"
	if !hasProblem(d, "threat 78") {
		t.Fatalf("Carson on the Front Line is not 20: %v", CheckDeck(d, ModeVenture))
	}
}

func TestHomebase_ThreatCounts(t *testing.T) {
	d := deckOf("musketeers") // 76 without a homebase
	d.Home = "The Land That Time Forgot"
	if !hasProblem(d, "threat 79") {
		t.Fatal("the homebase's threat does not count")
	}
}

func TestPowerCards_GridAndType(t *testing.T) {
	sc(t, "setup deck0=camelot deck1=cult", "battle", "hand 1: Combat 8, Energy 7",
		"expect illegal Play Combat 8 by King Arthur as Combat at Cthulhu",
		"expect legal Play Energy 7 by Merlin as Energy at Cthulhu",
		"expect illegal Play Energy 7 by King Arthur as Energy at Cthulhu")
}

func TestPowerCards_MultiPowerNeedsTheDeclaredGrid(t *testing.T) {
	sc(t, "setup deck0=camelot deck1=cult", "battle", "hand 1: MultiPower 5",
		"expect illegal Play MultiPower 5 by Merlin as Combat at Cthulhu",
		"expect legal Play MultiPower 5 by Merlin as Energy at Cthulhu")
}

func TestPowerCards_AnyPowerByAnyGrid(t *testing.T) {
	sc(t, "setup deck0=camelot deck1=cult", "battle", "hand 1: Any-Power 7",
		"expect legal Play Any-Power 7 by Merlin as Energy at Cthulhu",
		"expect legal Play Any-Power 7 by King Arthur as Combat at Cthulhu",
		"expect illegal Play Any-Power 7 by King Arthur as Intelligence at Cthulhu")
}

func TestSpecialCards_OnePerDeck(t *testing.T) {
	d := deckOf("camelot")
	d.Cards = append(d.Cards, "Excalibur")
	if !hasProblem(d, "One Per Deck") {
		t.Fatal("two copies of a One Per Deck card are accepted")
	}
}

func TestSpecialCards_OffensiveAndDefensiveIcons(t *testing.T) {
	sc(t, "setup deck0=legends deck1=cult", "battle", "hand 1: Lion Skin Cloak, Great Club",
		"expect illegal Play Lion Skin Cloak by Hercules",
		"expect legal Play Great Club by Hercules as Combat at Cthulhu",
		"tomove 2", "hand 2: Brute Force 5", "> Play Brute Force 5 by Cthulhu as Brute Force at Hercules",
		"expect legal Defend with Lion Skin Cloak by Hercules", "expect illegal Block with Great Club by Hercules")
}

func TestSpecialCards_RemainderOfBattleLeavesGameStays(t *testing.T) {
	g := sc(t, "setup deck0=cult deck1=camelot", "battle", "hand 1: The Call of Cthulhu, Criminal Mastermind",
		"> Play The Call of Cthulhu by Cthulhu", "> Do not negate", "tomove 1",
		"> Play Criminal Mastermind by Professor Moriarty", "> Do not negate",
		"expect inplay Criminal Mastermind", "expect inplay The Call of Cthulhu")
	g.Phase, g.Sub = PhaseEnd, 0
	g.run()
	names := ""
	for _, l := range g.InPlay {
		if l.Inst != 0 {
			names += g.card(l.Inst).Name + ";"
		}
	}
	if names != "The Call of Cthulhu;" {
		t.Fatalf("in play after the battle: %q", names)
	}
}

func TestSpecialCards_AttachIcon(t *testing.T) {
	g := sc(t, "setup deck0=monsters deck1=cult", "battle", "hand 1: Paralyzing Gaze",
		"> Play Paralyzing Gaze by Dracula at Cthulhu", "> Do not negate", "> Take the hit")
	if len(g.InPlay) != 1 || g.InPlay[0].On != g.charArg(func(string, ...any) {}, "Cthulhu") {
		t.Fatalf("not attached: %+v", g.InPlay)
	}
}

func TestEventCards_OnlyOfTheMissionSet(t *testing.T) {
	d := deckOf("camelot") // Time Wars
	d.Cards = append(d.Cards, "Stars Align")
	if !hasProblem(d, "another mission set") {
		t.Fatal("an Event of another set is accepted")
	}
}

func TestOrderOfPlay_DeckSize(t *testing.T) {
	d := deckOf("camelot")
	var keep []string
	events := 0
	for _, n := range d.Cards {
		if cards[mustCard(n)].Kind == KindEvent {
			events++
		}
		if len(keep) < 55 || cards[mustCard(n)].Kind == KindEvent {
			keep = append(keep, n)
		}
	}
	d.Cards = keep[len(keep)-55:]
	if events == 0 || !hasProblem(d, "at least 56") {
		t.Fatalf("a deck of 55 with Events is accepted: %v", CheckDeck(d, ModeVenture))
	}
}

func TestOrderOfPlay_DeckSizeWithoutEvents(t *testing.T) {
	d := deckOf("camelot")
	var keep []string
	for _, n := range d.Cards {
		if cards[mustCard(n)].Kind != KindEvent {
			keep = append(keep, n)
		}
	}
	d.Cards = keep[:50]
	if !hasProblem(d, "at least 51") {
		t.Fatal("50 cards without Events are accepted")
	}
	d.Cards = keep[:51]
	if hasProblem(d, "at least") {
		t.Fatal("51 cards without Events are refused")
	}
}

func TestOrderOfPlay_InitiativeSetting(t *testing.T) {
	for _, first := range []string{"1", "2"} {
		r, err := New(engine.Setup{}.With("first", first), rand.New(rand.NewPCG(1, 1)))
		if err != nil {
			t.Fatal(err)
		}
		if g := r.(*State); int(g.Init) != int(first[0]-'1') || !g.P[1-g.Init].Redraw && g.Battle == 1 && g.Phase <= PhaseDiscard {
			t.Fatalf("first %s: initiative %d", first, g.Init)
		}
	}
	seen := [2]bool{}
	for seed := uint64(0); seed < 20; seed++ {
		r, _ := New(engine.Setup{}, rand.New(rand.NewPCG(seed, 1)))
		seen[r.(*State).Init] = true
	}
	if !seen[0] || !seen[1] {
		t.Fatal("random initiative always goes to the same player")
	}
}

func TestOrderOfPlay_SecondPlayerRedraw(t *testing.T) {
	g := sc(t, "setup deck0=camelot deck1=cult first=1", "clear",
		"hand 2: Energy 3, Combat 3", "hand 1: Energy 2, Combat 2")
	g.P[1].Redraw, g.P[0].Redraw = true, false
	d0, d1 := len(g.P[0].Draw), len(g.P[1].Draw)
	g.Phase, g.Sub, g.ToMove = PhaseDiscard, 0, 0
	g.run()
	// Player 1 (initiative) keeps the group choice first.
	for g.Phase == PhaseDiscard && len(g.P[g.ToMove].Keep) > 0 {
		g.keep(int(g.ToMove), g.P[g.ToMove].Keep[0])
		g.run()
	}
	// One replacement for Player 2 (discarded again if it is a duplicate
	// or unusable), none for Player 1.
	if len(g.P[0].Draw) != d0 || len(g.P[1].Draw) != d1-1 || g.P[1].Redraw {
		t.Fatalf("draw piles %d→%d and %d→%d", d0, len(g.P[0].Draw), d1, len(g.P[1].Draw))
	}
}

func TestOrderOfPlay_InitiativeAlternates(t *testing.T) {
	g := sc(t, "setup deck0=camelot deck1=cult first=1", "battle")
	g.Phase, g.Sub = PhaseEnd, 0
	g.run()
	if g.Battle != 2 || g.Init != 1 {
		t.Fatalf("battle %d initiative %d", g.Battle, g.Init)
	}
}
