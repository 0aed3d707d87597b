package overpower

import "testing"

func TestBattlePhase_InitiativeTakesTheFirstTurn(t *testing.T) {
	sc(t, "setup deck0=camelot deck1=cult first=2", "battle", "expect tomove 2")
}

func TestBattlePhase_UtilityHasNoDefenceWindow(t *testing.T) {
	sc(t, "setup deck0=cult deck1=camelot", "battle", "hand 1: Criminal Mastermind",
		"> Play Criminal Mastermind by Professor Moriarty", "expect step negate", "> Do not negate",
		"expect step idle", "expect tomove 2")
}

func TestBattlePhase_SuccessfulOnlyOnAHit(t *testing.T) {
	g := sc(t, "setup deck0=legends deck1=cult", "battle", "hand 1: Sowing Chaos", "hand 2: Energy 4",
		"> Play Sowing Chaos by Hercules as Energy at Cthulhu", "> Do not negate",
		"> Block with Energy 4 by Cthulhu as Energy")
	if len(g.Marks) != 0 {
		t.Fatal("a blocked attack had its 'if successful' effect")
	}
}

func TestBattlePhase_BlockNeedsEqualOrGreater(t *testing.T) {
	sc(t, "setup deck0=camelot deck1=cult", "battle", "hand 1: Combat 5", "hand 2: Brute Force 4, Brute Force 5",
		"> Play Combat 5 by King Arthur as Combat at Cthulhu",
		"expect illegal Block with Brute Force 4 by Cthulhu as Brute Force",
		"> Block with Brute Force 5 by Cthulhu as Brute Force", "expect damage Cthulhu 0",
		"expect pile 1 pack 1", "expect pile 2 pack 1")
}

func TestBattlePhase_BlockWithUniverse(t *testing.T) {
	sc(t, "setup deck0=camelot deck1=cult", "battle", "hand 1: Combat 7", "hand 2: Brute Force 6, Trident",
		"> Play Combat 7 by King Arthur as Combat at Cthulhu",
		"> Block with Brute Force 6 and Trident (Brute Force 6+, +3) by Cthulhu as Brute Force", "expect damage Cthulhu 0")
}

func TestBattlePhase_AvoidAnyAttack(t *testing.T) {
	sc(t, "setup deck0=cult deck1=monsters", "battle", "tomove 2", "hand 1: Ancient One", "hand 2: Paralyzing Gaze",
		"> Play Paralyzing Gaze by Dracula at Cthulhu", "> Do not negate",
		"> Defend with Ancient One by Cthulhu", "expect tomove 1")
}

func TestBattlePhase_NonNumericalCannotBeBlocked(t *testing.T) {
	sc(t, "setup deck0=monsters deck1=cult", "battle", "hand 1: Paralyzing Gaze", "hand 2: Energy 6",
		"> Play Paralyzing Gaze by Dracula at Cthulhu", "> Do not negate",
		"expect illegal Block with Energy 6 by Cthulhu as Energy")
}

func TestBattlePhase_BonusNotToDamage(t *testing.T) {
	sc(t, "setup deck0=camelot deck1=cult", "battle", "hand 1: Combat 6, Rapier",
		"> Play Combat 6 and Rapier (Combat 6+, +3) by King Arthur as Combat at Cthulhu", "> Take the hit",
		"expect damage Cthulhu 6", "expect venture 1 7")
}

func TestBattlePhase_TeamworkFollowUps(t *testing.T) {
	sc(t, "setup deck0=camelot deck1=cult", "battle", "hand 1: Teamwork 7 Combat: Energy + Intelligence, Energy 5, Intelligence 4",
		"> Play Teamwork 7 Combat: 4 attack, then Energy +1 / Intelligence +1 by King Arthur as Combat at Cthulhu",
		"> Take the hit", "expect step follow", "expect illegal Pass",
		"expect illegal Play Energy 5 by King Arthur as Energy at Cthulhu",
		"> Play Energy 5 by Merlin as Energy at Cthulhu", "> Take the hit",
		"expect step follow", "expect legal Pass",
		"> Play Intelligence 4 by Robin Hood as Intelligence at Cthulhu", "> Take the hit",
		// Combat, Energy and Intelligence hits: a Spectrum KO; 13 damage still counts.
		"expect ko Cthulhu", "expect venture 1 14", "expect tomove 2")
}

func TestBattlePhase_PassOnlyWithoutAttacks(t *testing.T) {
	sc(t, "setup deck0=camelot deck1=cult", "battle", "hand 1: Combat 5", "expect illegal Pass")
	sc(t, "setup deck0=camelot deck1=cult", "battle", "hand 1: Rapier", "expect legal Pass")
}

func TestBattlePhase_AfterPassingOnlyPassOrConcede(t *testing.T) {
	sc(t, "setup deck0=camelot deck1=cult", "battle", "> Pass", "hand 2: Combat 4",
		"> Play Combat 4 by Professor Moriarty as Combat at King Arthur", "> Take the hit",
		"hand 1: Combat 5", "expect illegal Play Combat 5 by King Arthur as Combat at Cthulhu",
		"expect legal Pass", "expect legal Concede the battle")
}

func TestBattlePhase_BothPassEndsTheBattle(t *testing.T) {
	g := sc(t, "setup deck0=camelot deck1=cult", "battle", "> Pass", "> Pass")
	if g.Battle != 2 {
		t.Fatalf("battle %d", g.Battle)
	}
}

func TestBattlePhase_AllKOdMayOnlyPass(t *testing.T) {
	g := sc(t, "setup deck0=camelot deck1=cult", "battle", "ko Professor Moriarty", "ko Angry Mob (Middle Ages)", "ko Dr. Watson",
		"record Cthulhu: Brute Force 8, Brute Force 7", "hand 1: Combat 6", "hand 2: Energy 1",
		"> Play Combat 6 by King Arthur as Combat at Cthulhu", "> Take the hit")
	if m := g.moves(nil); len(m) != 1 || m[0].Op != OpPass {
		t.Fatalf("moves %v", m)
	}
}

func TestNegating_NegatedCardHasNoEffect(t *testing.T) {
	sc(t, "setup deck0=camelot deck1=cult", "battle", "tomove 2", "hand 2: Criminal Mastermind", "hand 1: Ascendant Mage",
		"> Play Criminal Mastermind by Professor Moriarty", "> Negate with Ascendant Mage by Merlin",
		"expect venture 1 1", "expect tomove 1")
}

func TestNegating_PowerCardsCannotBeNegated(t *testing.T) {
	sc(t, "setup deck0=camelot deck1=cult", "battle", "hand 1: Combat 5", "> Play Combat 5 by King Arthur as Combat at Cthulhu",
		"expect step defend")
}

func TestPermanentRecord_CurrentCountsRecordDoesNot(t *testing.T) {
	g := sc(t, "setup deck0=camelot deck1=cult", "battle", "record Cthulhu: Energy 6", "hand 1: Combat 5",
		"> Play Combat 5 by King Arthur as Combat at Cthulhu", "> Take the hit",
		"expect venture 1 6", "expect damage Cthulhu 11")
	g.Phase, g.Sub = PhaseEnd, 0
	g.run()
	if len(g.Chars[4].Record) != 2 || len(g.Chars[4].Hits) != 0 {
		t.Fatal("hits from current battle did not join the permanent record")
	}
}

func TestCharacterKO_Cumulative(t *testing.T) {
	sc(t, "setup deck0=camelot deck1=cult", "battle", "record Cthulhu: Brute Force 8, Brute Force 7", "hand 1: Brute Force 4",
		"> Play Brute Force 4 by King Arthur as Brute Force at Cthulhu", "> Take the hit", "expect alive Cthulhu",
		"tomove 1", "hand 1: Brute Force 1", "> Play Brute Force 1 by King Arthur as Brute Force at Cthulhu", "> Take the hit",
		"expect ko Cthulhu")
}

func TestCharacterKO_SpectrumAnyPowerDoesNotCount(t *testing.T) {
	sc(t, "setup deck0=camelot deck1=cult", "battle", "record Cthulhu: Brute Force 1, Any-Power 5", "hand 1: Energy 1",
		"> Play Energy 1 by King Arthur as Energy at Cthulhu", "> Take the hit", "expect alive Cthulhu", "expect spectrum Cthulhu 2",
		"tomove 1", "hand 1: Combat 1", "> Play Combat 1 by King Arthur as Combat at Cthulhu", "> Take the hit",
		"expect ko Cthulhu")
}

func TestCharacterKO_EachMultiPowerHitIsOneMoreType(t *testing.T) {
	sc(t, "setup deck0=camelot deck1=cult", "battle", "record Cthulhu: MultiPower 3, MultiPower 4", "hand 1: Energy 1",
		"expect spectrum Cthulhu 2", "> Play Energy 1 by King Arthur as Energy at Cthulhu", "> Take the hit", "expect ko Cthulhu")
}

func TestCharacterKO_AbsoluteIgnoresAbilities(t *testing.T) {
	sc(t, "setup deck0=musketeers deck1=cult", "battle", "tomove 2",
		"record The Three Musketeers: Combat 7, Intelligence 7, Combat 4",
		"hand 2: Teamwork 6 Brute Force: Energy + Combat, Energy 1",
		"> Play Teamwork 6 Brute Force: 4 attack, then Energy +0 / Combat +1 by Cthulhu as Brute Force at The Three Musketeers",
		"> Take the hit", "expect ko The Three Musketeers")
}

func TestCharacterKO_MusketeersTeamwork(t *testing.T) {
	sc(t, "setup deck0=musketeers deck1=cult", "battle", "tomove 2",
		"record The Three Musketeers: Combat 7, Combat 7, Combat 4",
		"hand 2: Teamwork 6 Brute Force: Energy + Combat, Energy 1",
		"> Play Teamwork 6 Brute Force: 4 attack, then Energy +0 / Combat +1 by Cthulhu as Brute Force at The Three Musketeers",
		"> Take the hit", "expect alive The Three Musketeers")
}

func TestCharacterKO_AngryMobThreshold(t *testing.T) {
	sc(t, "setup deck0=camelot deck1=cult", "battle", "record Angry Mob (Middle Ages): Combat 7, Combat 7", "hand 1: Combat 7",
		"expect threshold Angry Mob (Middle Ages) 25",
		"> Play Combat 7 by King Arthur as Combat at Angry Mob (Middle Ages)", "> Take the hit", "expect alive Angry Mob (Middle Ages)")
}

func TestCharacterKO_MummyNeedsAnEnergyHit(t *testing.T) {
	sc(t, "setup deck0=monsters deck1=camelot", "battle", "record The Mummy: Combat 7, Combat 7", "tomove 2", "hand 2: Combat 7",
		"> Play Combat 7 by King Arthur as Combat at The Mummy", "> Take the hit", "expect alive The Mummy")
}

func TestCharacterKO_HitsGoToTheAstralPlaneAndStillCount(t *testing.T) {
	g := sc(t, "setup deck0=camelot deck1=cult", "battle", "record Cthulhu: Brute Force 8, Brute Force 7", "hand 1: Combat 6",
		"> Play Combat 6 by King Arthur as Combat at Cthulhu", "> Take the hit", "expect ko Cthulhu", "expect venture 1 7")
	if len(g.InPlay) != 1 || len(g.InPlay[0].Hits) != 1 {
		t.Fatal("the hits from current battle are not in the Astral Plane")
	}
}

func TestPostConcession_ConcederFirstOneActionEach(t *testing.T) {
	sc(t, "setup deck0=cult deck1=camelot", "battle", "hand 1: Future Plans, Energy 6", "tomove 2", "hand 2: Energy 1",
		"> Concede the battle", "expect phase post", "expect tomove 2", "> Pass", "expect tomove 1",
		"expect legal Play Future Plans by Professor Moriarty", "expect illegal Play Energy 6 by Cthulhu as Energy at Merlin")
}

func TestPostConcession_LandThatTimeForgotPowerAttack(t *testing.T) {
	g := sc(t, "setup deck0=musketeers deck1=cult", "battle")
	g.P[0].Home = int8(HomeByName("The Land That Time Forgot"))
	g.ToMove = 1
	i := g.newInst(0, mustCard("Combat 5"))
	g.P[0].Hand = append(g.P[0].Hand, i)
	g.concede(1)
	g.run()
	g.apply(g.mv(Move{Op: OpPass, By: -1, Tgt: -1}))
	g.run()
	found := false
	for _, m := range g.moves(nil) {
		found = found || m.Op == OpPlay && m.Card == i
	}
	if !found {
		t.Fatal("no Power card attack after the opponent conceded")
	}
}

func TestEndOfBattle_HandsRevealedAndDiscarded(t *testing.T) {
	g := sc(t, "setup deck0=camelot deck1=cult", "battle", "hand 1: Rapier, Ascendant Mage", "> Pass", "> Pass")
	if g.Battle != 2 || len(g.P[0].Dead) < 2 {
		t.Fatal("the hand was not discarded")
	}
}

func TestEndOfBattle_ConcessionLosesTheVenture(t *testing.T) {
	sc(t, "setup deck0=camelot deck1=cult", "battle", "vent 1: 1", "vent 2: 1", "tomove 2", "hand 1: Combat 7",
		"hand 2: Energy 1", "> Play Energy 1 by Cthulhu as Energy at King Arthur", "> Take the hit",
		"> Concede the battle", "> Pass", "> Pass", "expect objectives 1 0 6 1", "expect objectives 2 1 6 0")
}

func TestEndOfBattle_MissionsBeforeKO(t *testing.T) {
	g := sc(t, "setup deck0=camelot deck1=cult", "objectives 2: 6 completed, 1 reserve", "battle",
		"ko King Arthur", "ko Robin Hood", "ko Billy the Kid", "record Merlin: Brute Force 8, Brute Force 7", "vent 2: 1",
		"tomove 2", "hand 2: Brute Force 6", "> Play Brute Force 6 by Cthulhu as Brute Force at Merlin", "> Take the hit",
		"expect ko Merlin", "> Pass", "> Pass")
	if g.Winner != 1 || g.pileCount(1, ObjCompleted) != 7 {
		t.Fatalf("winner %d: %s", g.Winner, g.Why)
	}
	g = sc(t, "setup deck0=camelot deck1=cult", "objectives 1: 6 completed, 1 reserve", "battle",
		"ko Cthulhu", "ko Professor Moriarty", "ko Dr. Watson", "record Angry Mob (Middle Ages): Combat 7, Combat 7, Combat 7", "vent 1: 1",
		"hits King Arthur: Energy 2",
		"tomove 2", "> Pass", "> Pass")
	// Player 2's whole team is not KO'd yet: Player 2 won the venture (2 to 1).
	if g.Phase == PhaseOver {
		t.Fatalf("over: %s", g.Why)
	}
}

func TestAstralPlane_VentureCardsAndEventsLieThere(t *testing.T) {
	sc(t, "setup deck0=cult deck1=camelot", "battle", "event 1: The Cost of Knowledge is Sanity", "hand 1: Criminal Mastermind",
		"> Play Criminal Mastermind by Professor Moriarty", "> Do not negate",
		"expect inplay Criminal Mastermind", "expect inplay The Cost of Knowledge is Sanity")
}

func TestModes_Brawl(t *testing.T) {
	g := sc(t, "setup mode=brawl deck0=cult deck1=camelot", "battle", "expect illegal Concede the battle")
	for s := range g.P {
		for i := range g.Inst {
			if c := &cards[g.Inst[i].Card]; i > 0 && int(g.Inst[i].Owner) == s && (c.Kind == KindEvent || c.Flags&FVentureCard != 0) {
				t.Fatalf("%s is in a Brawl deck", c.Name)
			}
		}
	}
}

func TestModes_SkirmishClaimsAndStacks(t *testing.T) {
	g := sc(t, "setup mode=skirmish objectives=5 deck0=camelot deck1=cult", "battle", "> Pass", "> Pass")
	// Venture Totals 1 (King Arthur) to 0: Player 1 claims one.
	if g.Won[0] != 1 || len(g.Shared) != 4 {
		t.Fatalf("won %v shared %v", g.Won, g.Shared)
	}
	g = sc(t, "setup mode=skirmish objectives=5 deck0=legends deck1=musketeers", "battle", "> Pass", "> Pass")
	if g.Won != [2]int8{} || len(g.Shared) != 4 || g.Shared[0] != 2 {
		t.Fatalf("a tie does not stack: won %v shared %v", g.Won, g.Shared)
	}
}

func TestModes_SkirmishConcessionAndMajority(t *testing.T) {
	g := sc(t, "setup mode=skirmish objectives=5 deck0=legends deck1=musketeers", "battle", "> Concede the battle", "> Pass", "> Pass")
	if g.Won[1] != 1 {
		t.Fatalf("won %v", g.Won)
	}
	g = sc(t, "setup mode=skirmish objectives=5 deck0=legends deck1=musketeers", "battle")
	g.Won[0] = 3
	if g.mayConcede(0) {
		t.Fatal("a player with a majority may concede")
	}
}

func TestWinning_SkirmishKOLosesAtOnce(t *testing.T) {
	g := sc(t, "setup mode=skirmish deck0=camelot deck1=cult", "battle", "ko Professor Moriarty", "ko Angry Mob (Middle Ages)", "ko Dr. Watson",
		"record Cthulhu: Brute Force 8, Brute Force 7", "hand 1: Combat 6",
		"> Play Combat 6 by King Arthur as Combat at Cthulhu", "> Take the hit")
	if g.Phase != PhaseOver || g.Winner != 0 {
		t.Fatal("a whole team KO'd in Skirmish does not lose at once")
	}
}

// TestSpecialCards_FirstIconOnlyAsTheFirstCard: a card with the 1st icon
// may only be the first card played on a turn. (The reference card lists
// print no icons, so no card of this edition carries it yet; the rule is
// tested on a copy of Godly Prowess given the icon.)
func TestSpecialCards_FirstIconOnlyAsTheFirstCard(t *testing.T) {
	code := mustCard("Godly Prowess")
	saved := cards[code]
	defer func() { cards[code] = saved }()
	cards[code].Icons |= IconFirst
	sc(t, "setup deck0=legends deck1=cult", "battle", "hand 1: Godly Prowess, Great Club",
		"expect legal Play Godly Prowess by Hercules as Combat at Cthulhu",
		"> Play Great Club by Hercules as Combat at Cthulhu", "> Do not negate", "> Take the hit",
		"expect tomove 2", "> Pass", "expect legal Play Godly Prowess by Hercules as Combat at Cthulhu")
	g := sc(t, "setup deck0=legends deck1=cult", "battle", "hand 1: Godly Prowess, Mystical Energy, Energy 1",
		"> Play Mystical Energy by Hercules as Energy at Cthulhu", "> Do not negate", "> Take the hit", "expect step more")
	for _, m := range g.moves(nil) {
		if m.Card != 0 && g.card(m.Card).Name == "Godly Prowess" {
			t.Fatal("a 1st-icon card offered as the second card of a turn")
		}
	}
}
