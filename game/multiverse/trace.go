package multiverse

//go:generate msgp -file trace.go -o trace_gen.go -io=false

// The trace: the Multiverse's last turn as steps, a structured twin of the
// log, kept in the state (and so in the view) for the table to play back
// with Next / Skip. It holds only public information: every card it names
// is face up (or in the discard pile) by the time of its step, the die is
// public, and the board after each step shows face-down cards as such.

// Kinds of trace steps (Step.Kind).
const (
	StepMill     uint8 = iota // phase 1: the top Power card is drawn and discarded
	StepDraw                  // phase 2: the top Power card is drawn
	StepActivate              // phase 2: the drawn Super's Slow skill activates
	StepFlip                  // a face-down card flips face up
	StepRoll                  // the d6 picks the player's defense card
	StepAttack                // the attackers and their total
	StepDefense               // the defending card and its total
	StepResult                // the attack succeeded or the defense held
	StepEnhance               // no Super to attack: the leftmost Enhance is replaced
	StepDelayed               // phase 3: a Delayed skill resolves
	StepSkill                 // any other skill resolving
	StepEnd                   // the turn is over (and the player's next draw)
)

var stepNames = [...]string{"Discard", "Draw", "Activate", "Flip", "Roll", "Attack", "Defense", "Result", "Enhance", "Delayed", "Skill", "End"}

// StepName names a step kind for the table: "Roll", "Attack".
func StepName(k uint8) string {
	if int(k) < len(stepNames) {
		return stepNames[k]
	}
	return "?"
}

// Step is one step of the Multiverse's turn and the public board after it.
type Step struct {
	Kind uint8  `msg:"k"`
	Text string `msg:"t"`
	// Card is the Power card the step is about (face up by then), -1 none.
	Card int16 `msg:"c"`
	// Slot is the slot it is about: an index into Rows, or into Mine when
	// Mine is set; -1 none.
	Slot int8 `msg:"s"`
	Mine bool `msg:"m"`
	Die  int8 `msg:"d"` // the d6 (StepRoll), else 0
	// Attack and Defense are the totals of the attack (StepAttack,
	// StepDefense, StepResult); Success says the attack succeeded.
	Attack  int8 `msg:"a"`
	Defense int8 `msg:"df"`
	Success bool `msg:"ok"`
	// The public board after the step.
	Rows     []SlotView             `msg:"rw"`
	Defs     [DefenseSpots]SlotView `msg:"ds"`
	DeckN    int16                  `msg:"dn"`
	DiscardN int16                  `msg:"di"`
	HandN    int8                   `msg:"hn"`
}
