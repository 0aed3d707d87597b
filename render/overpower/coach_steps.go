package overpower

// The words of the coached game's steps (coach.go says when each is
// shown), one screen each, as a Learn to Play booklet would put them.

const stepWelcome = "This is a coached game: play it for real, and the coach stops at each new part of a battle " +
	"to say what happens there. The ring shows a good move; press it, or play as you like.\n" +
	"Your team of legends sits at the bottom, the computer's above; the line ringed now is the computer's side: " +
	"its objectives and piles. You win by completing all seven objectives of your mission, by defeating all seven " +
	"of the other side's, or by knocking out its whole team."

const stepEvent = "Every battle starts with a draw up to eight cards. Then each side may put one Event of its " +
	"mission face down, and draws a card in its place. The Events are revealed in turn and act at once; they lie " +
	"in the Astral Plane, the ringed strip in the middle of the table, for the battle. Tap a card's name anywhere to read it in full."

const stepDiscard = "Next, the rules clean each hand. Of two copies of the same card only one may stay, and a card " +
	"none of your characters could ever play goes too: duplicates to the Power Pack, unusable Power cards to the " +
	"Dead Pile. The log names each card and why; the ringed line is your side, with its piles."

const stepPlace = "In the Placing Phase the two sides take turns putting one card on a character who can play it, " +
	"or passing, which ends their placing for this battle.\n" +
	"Why place? At the end of every battle the cards left in your hand are discarded, but placed cards stay on " +
	"their character for the next battle, ready to attack or defend. Place the ringed card, then follow the ring " +
	"to choose who holds it."

const stepVenture = "Now the wager. Venture objectives from your Reserve: the winner of the battle takes them all, " +
	"yours Completed if you win, Defeated if you lose. The banner's Venture Totals add up the damage each side " +
	"deals this battle; the higher total wins it. For each objective ventured past two, the other side draws a " +
	"card. Venture one now; then press the ring again to end your wager."

const stepFight = "Both wagers are made. Each side now fights the battle or concedes it. Conceding hands the " +
	"battle and every ventured objective to the other side, but spares your team the fight. This time, fight."

const stepAttack = "The Battle Phase: the sides take turns making one offensive action each. Choose a card from " +
	"your hand or one placed on a character, who plays it, and the target. A Power card needs a character whose " +
	"grid in that power type is at least the card's value. The ring leads you through it: the card, who " +
	"plays it, and the target."

const stepAstral = "A Special card first enters the Astral Plane, ringed here. While it is there, the defender " +
	"may negate it with a card that negates: the negated card leaves play and does nothing (only one negate of " +
	"that negate may follow). When nobody negates it, it takes effect. You are offered the negate whenever a " +
	"card of yours could do it."

const stepDefend = "An attack is coming at one of your characters. Block it with a card of the same power type " +
	"whose value is at least the attack's, avoid it with a card that avoids, or take the hit: its damage stays " +
	"on the character this battle and counts in the other side's Venture Total."

const stepKO = "After every hit the rules check for a KO, three ways. Cumulative KO: the damage on a character " +
	"(this battle's hits and its permanent record) reaches its threshold, 20 for most. Spectrum KO: hits of three " +
	"different power types. Absolute KO: both at once, which no card or ability can prevent. The ringed " +
	"character's tile shows how near it is to each."

const stepEndBattle = "A battle has ended. The higher Venture Total won it and took the ventured objectives. " +
	"Every card left in a hand was shown and discarded; placed cards stayed. The battle's hits moved to each " +
	"character's permanent record, so the damage still counts toward a KO. Your line, ringed, shows your " +
	"objectives now. A new battle begins with a draw up to eight."

const stepConcede = "You may concede here, before the fight. The other side then wins the battle and takes the " +
	"venture, and each side still makes one offensive action (the Post-concession Phase). Concede when your team " +
	"is hurt and little is ventured; otherwise fight.\n" +
	"That is every part of a battle. The coach stops here: the rest of the game is yours."
