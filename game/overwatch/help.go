package overwatch

import "strings"

// HelpSection is one titled paragraph of the rules help. Text names, in
// brackets, the test of each decision it states: "[TestMatch_BothReachTwoIsADraw]".
type HelpSection struct {
	Title string
	Text  string
}

// Plain is the section's text as a player reads it: without the bracketed
// test names.
func (h HelpSection) Plain() string {
	var b strings.Builder
	rest := h.Text
	for {
		i := strings.Index(rest, " [Test")
		j := strings.Index(rest[max(i, 0):], "]")
		if i < 0 || j < 0 {
			b.WriteString(rest)
			return b.String()
		}
		b.WriteString(rest[:i])
		rest = rest[i+j+1:]
	}
}

// Rules is the in-game help: the game in brief and every decision this
// edition made where the seed is silent or unclear. Each decision is
// tested (the test named in brackets).
var Rules = []HelpSection{
	{"Set-up", "Each player shuffles a deck (one copy of each of the 38 deck heroes, or a ready-made or built deck of 20 to 38) and draws 8. Who goes first is set before the match (player 1, player 2, or at random) [TestSetUp_ChoiceOfFirstPlayer]. Each side has a Front, Middle and Back row; synergy tokens sit on rows; the power score is always the live sum of the power of your living heroes for the rows they stand in."},
	{"Decks", "Quick play offers ready-made decks: the full set (one copy of each of the 38 deck heroes), Assault and Fortress. The deck builder makes your own: 20 to 38 heroes, one copy of each (the print-and-play has one copy of each hero per player, so a deck never repeats a hero), and never a summoned hero (B.O.B., D.Va+MEKA, Nemesis Ramattra, the Turret), which only a skill puts into a hand. Twenty is the least that lasts a full match: 8 to start and 6 more in each of two later rounds [TestSetUp_ReadyMadeDecksAndDeckCheck]. Each player's deck is chosen on the setup screen; the last deck you built is kept for your next visit."},
	{"Your turn", "Start-of-turn effects happen first. Then do one thing: play a hero, activate an ultimate, or pass. A played hero's primary ability is offered at once (use it or lose it), then its row gains its synergy."},
	{"Placement", "Your first hero of a round goes in column 0 (the middle) of any row. Later heroes go at either end of a row that has heroes, or in an empty row under or over one of your heroes: never a gap in a row, never alone in both its row and its column [TestTurn_PlayHero_Placement_NoGapNeverAlone]. A side holds at most six heroes, living or defeated: the six every player must play [TestTurn_PlayHero_AtMostSix]."},
	{"Ultimates", "Pay the cost (after B.O.B. +2 and then Mei doubling) from the synergy on the hero's current row only; once per play of that card [TestUltimate_PaysFromTheHeroRowOnly]. An ultimate or primary that needs a choice is offered only when there is something to choose, unless it also does something to your own side (Void Barrier's shield for Ramattra, Shield Bash's 2 shields for Brigitte, Biotic Grasp's heal or damage): then it does that part alone [TestDecision_OwnPartWithoutATarget]. A skill that names a number of targets (Pulse Pistols' two enemies, Tactical Visor's three, The Viper's two in one row) takes that many while there are enough, and fewer only when there are fewer; only 'up to' lets you stop early [TestDecision_FixedCounts_PickedInFull]."},
	{"Passing", "You may pass with six heroes on your side, living or defeated; after that you take no more turns this round and your start-of-turn effects stop. If your hand is empty before you have six, you may pass too [TestPass_EmptyHandMayPass]."},
	{"Round end", "When both have passed: most power wins; tie: most unspent synergy; still tied: both win the round [TestRoundEnd_TieBreaks_PowerThenSynergyThenBoth]. Played heroes are discarded (B.O.B., D.Va+MEKA, Nemesis Ramattra, Turrets and the D.Va left by Self Destruct leave the game), every token is removed, each player draws 6 (so a hand holds more than 8 if a card came back to it) [TestRoundEnd_ReturnedCardMeansMoreThanEight]. The round's winner goes first; if both won, whoever went second goes first [TestRoundEnd_BothWinTheNextFirstAlternates]."},
	{"Match", "The first to two round wins takes the match. If both reach two in the same round (a round both win), the match is a draw [TestMatch_BothReachTwoIsADraw]."},
	{"Damage", "Order: immunity; the attacker's modifiers (Hanzo token -1, Mercy side B +1); the target's (Widowmaker token +1, Discord +1); Protective Barrier -1 but never below 1. Then the target's own shield tokens, its Zarya tokens, the Sigma barrier of its row, a Reinhardt with Barrier Field in its column, a Winston with Barrier Protector in its row (their owner always chooses to absorb), temporary health; the rest becomes damage counters. Ignoring shields skips all shields and barriers. 'Cannot be mitigated or amplified' skips modifiers and barriers; the target's own shield tokens still absorb [TestHeroes_PrimaryAndUltimate/Soldier:_76_ultimate]."},
	{"Moving", "A hero that moves goes to the end of the new row nearest its column (its own column if the row is empty), and the row it left closes up toward the left. Turrets, frozen heroes and heroes in a Cage Fight row cannot be moved. Power follows the new layout; synergy stays where it was made [TestGlossary_Move_PowerFollowsSynergyStays]."},
	{"Columns and distance", "Both sides share column numbers: 'directly opposite' is the same row and column on the other side. A column attack picks any enemy column holding a hero, even a single one [TestGlossary_ColumnAttack_AnyColumnEvenOfOne]. Drill Dash distance: Venture's row number plus the target's (front rows face each other) plus the columns between."},
	{"Defeated", "A defeated hero stays flipped until the round ends, adds no power, but counts toward your six. It cannot use or be chosen by abilities and areas skip it; Guardian Angel can revive it with full health (its primary passive works again, its unused ultimate can be used) [TestGlossary_Defeated_FlippedPowerGoneStaysUntargetable]. A skill that counts heroes (Adaptive Shield, Flashbang, Nano Boost, Whole Hog) counts the living ones, frozen heroes included (Cryo Freeze only stops abilities), never the defeated; Whole Hog's points then go only to enemies that can be hit [TestDecision_HeadCounts_FrozenCountDefeatedDoNot]."},
	{"Choices made for you", "Random effects (Life Grip, Whole Hog, Turret fire, Ravenous Vortex and Tectonic Shock shuffles) use the match's generator. Harmony and Discord jump to the next hero of that side in the order they were played. Total Mayhem hits the two heroes nearest the left of the killer's row. Dead Eye: you choose who takes the extra points; Rampage gives them to the enemies played first. Jagged Blade wounds enemies only; Rampage deals the wound damage dealt this round."},
	{"Summoned heroes", "Ashe's ultimate puts B.O.B. into your hand, Torbjörn's primary a Turret, D.Va's ultimate D.Va+MEKA, Ramattra's ultimate Nemesis Ramattra (Ramattra goes to the discard pile). Both players know these cards are in your hand. They are played like any hero and count toward your six. The Turret has no ultimate: at the start of each enemy turn it shoots a random enemy in the facing row (Forge Hammer: two random enemies anywhere, 2 each). Self Destruct leaves a D.Va in MEKA's place with her ultimate already spent."},
	{"Echo and Symmetra", "Duplicate copies the last ultimate used this round by either player (not when none was), without its cost; Echo acts as that hero but is never discarded, removed or replaced. Teleporter cannot return a Symmetra (this stops endless loops), nor a hero to a hand of 8 [TestDecision_TeleporterNeverReturnsSymmetra]."},
	{"Tokens", "Hero tokens stay when their hero is defeated, except the Orisa token, Forge Hammer and Annihilation, which last while their hero lives. Sombra's HACK, E.M.P. and Cryo Freeze remove hero tokens (Mercy, Zenyatta, and the tokens by rows); Wounds, immunity and temporary health are not hero tokens. 'Until the start of your next turn' ends at the start of the placer's next turn, or at the round's end if it passed."},
}
