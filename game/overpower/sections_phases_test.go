package overpower

import (
	"testing"
)

func TestDrawPhase_EightCards(t *testing.T) {
	g := sc(t, "setup deck0=camelot deck1=cult", "battle")
	g.Phase, g.Sub = PhaseEnd, 0
	g.clearHands()
	g.run()
	if g.Battle != 2 {
		t.Fatal("no new battle")
	}
	for s := range g.P {
		n := len(g.P[s].Hand) + len(g.P[s].Pack) + len(g.P[s].Dead) + len(g.P[s].Defeat)
		if g.P[s].Event != 0 {
			n++
		}
		if n < HandSize {
			t.Fatalf("seat %d drew %d", s, n)
		}
	}
}

func TestDrawPhase_EmptyDrawPileReshufflesThePowerPack(t *testing.T) {
	g := sc(t, "setup deck0=camelot deck1=cult", "battle")
	p := &g.P[0]
	p.Pack = append(p.Pack, p.Draw...)
	p.Draw = p.Draw[:0]
	n := len(p.Pack)
	got := g.draw(0, 3, true)
	if len(got) != 3 || len(p.Pack) != 0 || len(p.Draw) != n-3 {
		t.Fatalf("drew %d, pack %d, draw %d", len(got), len(p.Pack), len(p.Draw))
	}
}

func TestEventPhase_OneFaceDownReplacedOthersDiscarded(t *testing.T) {
	g := sc(t, "setup deck0=cult deck1=camelot", "clear",
		"hand 1: Stars Align, The Cost of Knowledge is Sanity, Energy 1", "top 1: Combat 2")
	g.Phase, g.Sub, g.ToMove = PhaseEvent, 0, g.Init
	g.run()
	if g.Phase != PhaseEvent || g.ToMove != 0 || len(g.moves(nil)) != 2 {
		t.Fatalf("no choice of Event: phase %d", g.Phase)
	}
	g.apply(g.moves(nil)[0]) // Stars Align face down
	g.run()
	// The replacement (Combat 2) is drawn; Stars Align resolves and asks.
	if !contains(g.P[0].Hand, g.P[0].Hand[len(g.P[0].Hand)-1]) || g.card(g.P[0].Hand[len(g.P[0].Hand)-1]).Name != "Combat 2" {
		t.Fatal("no replacement draw")
	}
	for g.Ex.Step == StepChoose {
		g.apply(g.moves(nil)[0])
		g.run()
	}
	// The other Event is discarded in the Discard Phase, to the Defeated Characters Pile.
	found := false
	for _, i := range g.P[0].Defeat {
		found = found || g.card(i).Name == "The Cost of Knowledge is Sanity"
	}
	if !found {
		t.Fatal("the extra Event was not discarded to the Defeated Characters Pile")
	}
}

func TestEventPhase_ReplacementEventDiscarded(t *testing.T) {
	g := sc(t, "setup deck0=cult deck1=camelot", "clear", "hand 1: The Cost of Knowledge is Sanity", "top 1: Stars Align")
	g.Phase, g.Sub, g.ToMove = PhaseEvent, 0, g.Init
	g.run()
	if len(g.P[0].Defeat) != 1 || g.card(g.P[0].Defeat[0]).Name != "Stars Align" {
		t.Fatal("an Event drawn as the replacement is not discarded at once")
	}
}

func TestEventPhase_EventLeavesAtEndOfBattle(t *testing.T) {
	g := sc(t, "setup deck0=cult deck1=camelot", "battle", "event 1: The Cost of Knowledge is Sanity")
	g.Phase, g.Sub = PhaseEnd, 0
	g.run()
	found := false
	for _, i := range g.P[0].Defeat {
		found = found || g.card(i).Name == "The Cost of Knowledge is Sanity"
	}
	if !found {
		t.Fatal("the Event did not go to the Defeated Characters Pile")
	}
}

func TestDiscardPhase_PowerDuplicatesByValue(t *testing.T) {
	g := sc(t, "setup deck0=camelot deck1=cult", "clear", "hand 1: Energy 5, Combat 5, Intelligence 4", "phase discard")
	if len(g.P[0].Keep) != 2 {
		t.Fatalf("group %v", g.P[0].Keep)
	}
	sc(t, "setup deck0=camelot deck1=cult", "clear", "hand 1: Energy 5, Combat 5, Intelligence 4", "phase discard",
		"> Keep Combat 5", "expect handhas 1 Combat 5", "expect hand 1 2", "expect pile 1 pack 1")
}

func TestDiscardPhase_ChooseWhichDuplicateToKeep(t *testing.T) {
	sc(t, "setup deck0=camelot deck1=cult", "clear", "hand 1: Energy 5, MultiPower 5", "phase discard",
		"expect legal Keep Energy 5", "expect legal Keep MultiPower 5", "> Keep MultiPower 5", "expect handhas 1 MultiPower 5")
}

func TestDiscardPhase_IdenticalCopiesKeepOneAndPiles(t *testing.T) {
	// A Special duplicate goes to the Dead Pile; Power cards to the Power Pack.
	sc(t, "setup deck0=camelot deck1=cult", "clear", "hand 1: Excalibur, Excalibur, Combat 2, Combat 2", "phase discard",
		"expect pile 1 dead 1", "expect pile 1 pack 1", "expect hand 1 2")
}

func TestDiscardPhase_UniverseDuplicates(t *testing.T) {
	// Training cards with the same requirements and bonus are duplicates;
	// Teamwork cards with the same "to use" and attack, whatever their follow-ups.
	sc(t, "setup deck0=camelot deck1=cult", "clear",
		"hand 1: Training (Joan of Arc), Training (Cultists), Teamwork 6 Energy: Combat + Intelligence, Teamwork 6 Energy: Brute Force + Combat, Ray Gun, Merlin's Wand",
		"phase discard", "> Keep Training (Cultists)", "> Keep Teamwork 6 Energy: 4 attack, then Combat +0 / Intelligence +1",
		"expect hand 1 4", "expect pile 1 dead 2")
}

func TestDiscardPhase_DuplicateOfAPlacedCardLeavesTheHand(t *testing.T) {
	g := sc(t, "setup deck0=camelot deck1=cult", "clear", "place King Arthur: Combat 5", "hand 1: Energy 5", "phase discard",
		"expect hand 1 0")
	if g.Chars[0].Placed[0] == 0 {
		t.Fatal("the placed card was discarded")
	}
}

func TestDiscardPhase_UnusableOfACharacterKOdEarlier(t *testing.T) {
	sc(t, "setup deck0=camelot deck1=cult", "clear", "ko King Arthur", "hand 1: Excalibur, Summon the Elements", "phase discard",
		"expect hand 1 1", "expect handhas 1 Summon the Elements", "expect pile 1 dead 1")
}

func TestDiscardPhase_KOdThisBattleStillCounts(t *testing.T) {
	g := sc(t, "setup deck0=camelot deck1=cult", "clear", "hand 1: Excalibur")
	g.ko(0, "a test")
	g.Phase, g.Sub, g.ToMove = PhaseDiscard, 0, g.Init
	g.run()
	if len(g.P[0].Hand) != 1 {
		t.Fatal("a card of a character KO'd this battle was discarded")
	}
}

func TestDiscardPhase_UnplayablePowerCards(t *testing.T) {
	// No camelot character has 8 in any grid.
	sc(t, "setup deck0=camelot deck1=cult", "clear", "hand 1: Brute Force 8, Energy 7", "phase discard",
		"expect hand 1 1", "expect handhas 1 Energy 7")
}

func TestDiscardPhase_TeamworkKeptWithoutPowerCards(t *testing.T) {
	sc(t, "setup deck0=camelot deck1=cult", "clear", "hand 1: Teamwork 7 Energy: Combat + Intelligence", "phase discard",
		"expect hand 1 1")
}

func TestDiscardPhase_ReserveOnlyCards(t *testing.T) {
	// Dr. Watson in Reserve is the only one with Combat 6: the card stays (he
	// can place it, and defend with it when attacked).
	sc(t, "setup deck0=camelot deck1=cult", "clear", "hand 2: Combat 6", "phase discard", "expect hand 2 1")
}

func TestPlacingPhase_PlayableCardsOneOfEachSlot(t *testing.T) {
	sc(t, "setup deck0=camelot deck1=cult", "clear", "hand 1: Combat 7, Excalibur, Rapier, Combat 6", "hand 2: Energy 1",
		"phase place",
		"expect illegal Place Combat 7 on Merlin", "expect illegal Place Excalibur on Merlin",
		"> Place Combat 7 on King Arthur", "> Place Energy 1 on Cthulhu",
		"expect illegal Place Combat 6 on King Arthur", "> Place Excalibur on King Arthur",
		// Player 2 has nothing left to place: Player 1 goes on.
		"expect tomove 1",
		"> Place Rapier (Combat 6+, +3) on King Arthur")
}

func TestPlacingPhase_PassEndsPlacing(t *testing.T) {
	sc(t, "setup deck0=camelot deck1=cult", "clear", "hand 1: Combat 7, Energy 6", "hand 2: Energy 1, Combat 4",
		"phase place", "> Pass", "> Place Energy 1 on Cthulhu", "expect tomove 2", "> Place Combat 4 on Professor Moriarty",
		"expect phase venture")
}

func TestPlacingPhase_HomebaseSlots(t *testing.T) {
	// The Round Table takes one Any Character Special; no other Special.
	sc(t, "setup deck0=camelot deck1=cult", "clear", "hand 1: Excalibur", "phase place",
		"expect illegal Place Excalibur on the homebase")
}

func TestPlacingPhase_PlacedCardsStayAndArePlayed(t *testing.T) {
	g := sc(t, "setup deck0=camelot deck1=cult", "battle", "place King Arthur: Combat 7",
		"expect legal Play Combat 7 by King Arthur as Combat at Cthulhu",
		"expect illegal Play Combat 7 by Robin Hood as Combat at Cthulhu")
	g.Phase, g.Sub = PhaseEnd, 0
	g.run()
	if g.Chars[0].Placed[0] == 0 {
		t.Fatal("the placed card left at the end of the battle")
	}
}

func TestVenturePhase_AtLeastOneTwoFreeMoreDraws(t *testing.T) {
	g := sc(t, "setup deck0=camelot deck1=cult", "clear", "top 2: Energy 1, Combat 2", "phase venture",
		"expect illegal Done venturing", "> Venture one more objective from Reserve", "expect legal Done venturing",
		"> Venture one more objective from Reserve", "> Venture one more objective from Reserve",
		"> Venture one more objective from Reserve", "> Done venturing", "expect tomove 2")
	// Two past the free two: the opponent draws two.
	if len(g.P[1].Hand) != 2 {
		t.Fatalf("the opponent drew %d", len(g.P[1].Hand))
	}
}

func TestVenturePhase_CompletedOnlyToLiftDefeated(t *testing.T) {
	sc(t, "setup deck0=camelot deck1=cult", "clear", "objectives 1: 2 completed, 5 reserve", "phase venture",
		"expect illegal Venture one more objective from Completed (to lift a Defeated one)")
	sc(t, "setup deck0=camelot deck1=cult", "clear", "objectives 1: 3 completed, 1 defeated, 3 reserve", "phase venture",
		"> Venture one more objective from Completed (to lift a Defeated one)",
		"> Venture one more objective from Completed (to lift a Defeated one)",
		"expect illegal Venture one more objective from Completed (to lift a Defeated one)")
}

func TestVenturePhase_WinnerPromotesLoserDemotes(t *testing.T) {
	sc(t, "setup deck0=camelot deck1=cult", "objectives 2: 1 completed, 6 reserve", "battle", "vent 1: 2", "vent 2: 1",
		"hand 1: Combat 5", "> Play Combat 5 by King Arthur as Combat at Cthulhu", "> Take the hit", "> Pass", "> Pass",
		"expect objectives 1 2 5 0", "expect objectives 2 1 5 1")
}

func TestVenturePhase_RescueChoice(t *testing.T) {
	sc(t, "setup deck0=camelot deck1=cult", "objectives 1: 2 completed, 2 defeated, 3 reserve", "battle", "vent 2: 1")
	g := sc(t, "setup deck0=camelot deck1=cult", "objectives 1: 2 completed, 2 defeated, 3 reserve", "battle", "vent 2: 1",
		"hand 1: Combat 5", "> Play Combat 5 by King Arthur as Combat at Cthulhu", "> Take the hit")
	// Venture the two Completed objectives by hand (the battle jump skipped the phase).
	for k := range g.P[0].Obj {
		if g.P[0].Obj[k] == ObjCompleted {
			g.P[0].Vent[k] = true
		}
	}
	g.apply(g.mv(Move{Op: OpPass, By: -1, Tgt: -1}))
	g.run()
	g.apply(g.mv(Move{Op: OpPass, By: -1, Tgt: -1}))
	g.run()
	if g.Phase != PhaseEnd || g.ToMove != 0 || len(g.moves(nil)) != 2 {
		t.Fatalf("no rescue choice: phase %d", g.Phase)
	}
	g.apply(g.moves(nil)[1]) // one objective two piles
	g.run()
	if g.pileCount(0, ObjCompleted) != 3 || g.pileCount(0, ObjDefeated) != 1 {
		t.Fatalf("objectives %d completed, %d defeated", g.pileCount(0, ObjCompleted), g.pileCount(0, ObjDefeated))
	}
}

func TestVenturePhase_ConcedeBeforeTheBattle(t *testing.T) {
	sc(t, "setup deck0=legends deck1=musketeers", "clear", "phase venture",
		"> Venture one more objective from Reserve", "> Done venturing",
		"> Venture one more objective from Reserve", "> Done venturing",
		"expect legal Concede the battle", "> Concede the battle",
		// only cards that may be played in the Venture Phase may follow: none here.
		"> Pass", "> Pass", "expect objectives 1 0 6 1", "expect objectives 2 1 6 0")
}

func TestVenturePhase_TieKeepsTheWager(t *testing.T) {
	g := sc(t, "setup deck0=legends deck1=musketeers", "battle", "vent 1: 1", "vent 2: 2", "> Pass", "> Pass",
		"expect ventured 1 1", "expect ventured 2 2")
	_ = g
}
