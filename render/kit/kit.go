package kit

import (
	"overdeck/engine"
	"overdeck/engine/save"
	"overdeck/render/layout"
	"overdeck/render/ui"
)

// Choice is one value a setup option may take.
type Choice struct {
	Value string // the engine.Setup value: "13"
	Label string // what the player reads: "13 cards (the full game)"
}

// Option is one setup choice offered before the deal. The setup scene
// shows each as a group of radio buttons with ids "setup.<Key>.<Value>".
type Option struct {
	Key     string // the engine.Setup key: "cards"
	Label   string // the group's heading: "Cards in each hand"
	Default string
	Choices []Choice
	// Custom, when set, lets the player make a value of their own with
	// the game's editor (see Custom); nil for most options.
	Custom *Custom
	// Renamed maps a value the option once had to the Choice value that
	// stands in its place now (a level renamed), so that old links, stored
	// setups, saves and records still mean what they meant; nil for most
	// options.
	Renamed map[string]string
}

// Canon returns the value v of o as o names it now: the value a renamed
// one stands for, else v itself.
func (o Option) Canon(v string) string {
	if now, ok := o.Renamed[v]; ok {
		return now
	}
	return v
}

// Table draws one game's table. The shell gives it the view of the seat
// whose turn it is on this device, or the spectator's view, and never the
// full state: a table cannot show what that seat may not know.
type Table interface {
	// Draw draws the table for view v in area. Interactive elements are
	// drawn with f.Button and ids beginning "table.".
	Draw(f *ui.Frame, area layout.Rect, v *engine.SeatView)
	// Action returns the key of the action that pressing the button id
	// means for the seat of v, or false if the button is not an action
	// (or not one v.Legal allows now).
	Action(id string, v *engine.SeatView) (key string, ok bool)
}

// Custom lets the player make a value of one setup option with an editor
// of the game's own, beside the option's ready-made Choices: a deck built
// card by card, for instance. The shell offers it on the setup screen as
// a button "setup.<Key>.edit" that opens the editor, and, once a value has
// been made, as one more radio choice "setup.<Key>.custom". So no Choice
// of that option may have the Value "edit" or "custom".
type Custom struct {
	// Button is the text of the setup button that opens the editor:
	// "Build a deck…".
	Button string
	// Edit returns an editor that starts from the option's current value
	// (a Choice's Value or a value the editor made before).
	Edit func(current string) Editor
	// Describe returns the radio label of a value Edit made ("Custom deck
	// (24 heroes)"), or an error when value is not one the game accepts
	// now: a stored value that was damaged, or that an older version
	// wrote. The shell then ignores the value.
	Describe func(value string) (string, error)
	// Saved, when set, returns the values the player has kept in store
	// with the editor (named decks), each as a Choice, which the setup
	// screen offers after the option's Choices as radio buttons
	// "setup.<Key>.saved.<index>". nil when the editor keeps none.
	Saved func(store save.Store) []Choice
	// Mode, when set, returns the mode of play ("hotseat" or "computer")
	// that a value made with the editor requires, or "" when any will do:
	// a draft two people shared is played hot-seat whatever mode was
	// chosen before it. The shell plays the match in that mode.
	Mode func(value string) string
}

// check reports what is wrong with the Custom of option o, or "".
func (c *Custom) check(o Option) string {
	if c.Edit == nil || c.Describe == nil {
		return "option " + o.Key + " has a Custom without Edit or Describe"
	}
	for _, ch := range o.Choices {
		if ch.Value == "edit" || ch.Value == "custom" {
			return "option " + o.Key + " has a Custom and a choice named " + ch.Value
		}
	}
	return ""
}

// Editor is one editing session of a Custom option. The shell draws the
// frame around it (a title, a Cancel button "back" and a Done button
// "edit.done"), gives the editor the rest of the screen, and passes it the
// presses of its own buttons. Escape or Cancel leaves the option as it
// was; Done, enabled only while Value has no error, makes Value the
// option's selected value.
type Editor interface {
	// Draw draws the editor in area. Its interactive elements are drawn
	// with f.Button (or recorded in f.Buttons) with ids that begin "edit."
	// other than "edit.done", and labels a screen reader can say.
	Draw(f *ui.Frame, area layout.Rect)
	// Press handles a press of one of the editor's buttons.
	Press(id string)
	// Value returns the option value made so far, or an error saying, in
	// words for the player, why it cannot be used yet ("A deck holds 20 to
	// 38 heroes: this one holds 12.").
	Value() (string, error)
}

// Hosted is an Editor that keeps things of its own in the page's storage
// (a library of named decks) or asks the player for text (a deck code to
// import). The shell calls Attach once, before the editor is first drawn.
type Hosted interface {
	Editor
	Attach(h EditorHost)
}

// EditorHost is what the shell offers a Hosted editor.
type EditorHost interface {
	// Store is the page's persistent storage.
	Store() save.Store
	// AskText asks the player for one line of text of at most max
	// characters, starting from initial; then runs in a later update with
	// the text, unless the player cancels.
	AskText(prompt, initial string, max int, then func(text string))
	// Tell shows the player a message to dismiss.
	Tell(text string)
}

// Backer is a Table with something of its own to close when the player
// goes back (Escape): an overlay such as a card's zoom, the keywords or
// the log. The shell asks it first and opens the pause menu only when the
// table had nothing to close.
type Backer interface {
	Table
	// Back closes what the table shows over its play for the seat of v,
	// and reports whether there was anything to close.
	Back(v *engine.SeatView) bool
}

// Named is a Table that names the seats as the shell does: "You" and "The
// computer" against the computer, the players' names between two. The
// shell calls SetNames on each new table; until then a table names seats
// with Seat.String.
type Named interface {
	SetNames(name func(engine.Seat) string)
}

// SeatNamer is the part of a table that names seats as the shell does:
// embedded in a table, it makes the table Named. Until the shell calls
// SetNames it names seats with Seat.String.
type SeatNamer struct {
	names func(engine.Seat) string
	// lines keeps each log line as Line renamed it, with the names that
	// took: a table words its whole log again every frame.
	lines map[string]namedLine
}

// namedLine is a log line as Line renamed it, and the seats' names the
// renaming asked for: while each of them is still the same, so is the
// line.
type namedLine struct {
	out   string
	asked []seatName
}

// seatName is a seat and the name it had.
type seatName struct {
	seat engine.Seat
	name string
}

// keptNamedLines bounds the lines a SeatNamer remembers.
const keptNamedLines = 2048

// SetNames makes Name name the seats with name ("You", "The computer", a
// typed name).
func (n *SeatNamer) SetNames(name func(engine.Seat) string) { n.names = name }

// Name names seat s: the shell's name for it, or "Player 2".
func (n *SeatNamer) Name(s engine.Seat) string {
	if n.names == nil {
		return s.String()
	}
	return n.names(s)
}

// Line is a log line (worded with Seat.String) as the table shows it, its
// seats named as Name names them (engine.Rename): "You draw 1 card".
func (n *SeatNamer) Line(text string) string {
	if n.names == nil {
		return text
	}
	if kept, ok := n.lines[text]; ok && kept.still(n.names) {
		return kept.out
	}
	var asked []seatName
	out := engine.Rename(text, func(s engine.Seat) string {
		name := n.names(s)
		asked = append(asked, seatName{s, name})
		return name
	})
	if n.lines == nil || len(n.lines) >= keptNamedLines {
		n.lines = map[string]namedLine{}
	}
	n.lines[text] = namedLine{out, asked}
	return out
}

// still reports whether every seat the line's renaming asked for still
// has the name it had.
func (l namedLine) still(names func(engine.Seat) string) bool {
	for _, a := range l.asked {
		if names(a.seat) != a.name {
			return false
		}
	}
	return true
}

// Kit is everything the shell needs to offer one game.
type Kit struct {
	Rules    string   // the rules, in plain paragraphs separated by "\n"
	Options  []Option // the setup choices, in the order shown
	NewTable func() Table
	// Record, for a one-player game, keeps the player's record by
	// difficulty (see Record); nil for games without one.
	Record *Record
	// Summary, when set, returns the lines the game-over screen shows of a
	// finished match beside who won (damage dealt, KOs, rounds), naming
	// the seats with name ("You", "the computer", "Player 2").
	Summary func(m *engine.Match, name func(engine.Seat) string) []string
	// Result, when set, says how a finished match ended in the words of
	// its Outcome's Summary, naming the seats with name ("You win 47 to
	// 35", "The computer wins 47 to 35").
	Result func(m *engine.Match, name func(engine.Seat) string) string
	// Guide, when set, is the game's "how a turn works" screen and its
	// pointer for a first game (see Guide).
	Guide *Guide
	// Coach, when set, is the game's coached first game (see Coach),
	// offered from its "how a turn works" screen and by the address
	// option coach=1.
	Coach *Coach
}

// DefaultSetup returns the setup with every option at its default.
func (k Kit) DefaultSetup() engine.Setup {
	var s engine.Setup
	for _, o := range k.Options {
		s = s.With(o.Key, o.Default)
	}
	return s
}

// Canon returns the value v of k's option key as the option names it now
// (Option.Canon); v itself when k has no such option.
func (k Kit) Canon(key, v string) string {
	for _, o := range k.Options {
		if o.Key == key {
			return o.Canon(v)
		}
	}
	return v
}

var kits = map[string]Kit{}

// Register makes the kit of game id known to the shell. It panics when id
// is empty or already has a kit, k has no NewTable, or an option's Custom
// lacks Edit or Describe or clashes with a choice, or a Record names no
// option or has no Result: programmer errors, found the first time the
// program starts.
func Register(id string, k Kit) {
	if _, dup := kits[id]; dup || id == "" || k.NewTable == nil {
		panic("kit: Register: empty or duplicate id, or no table, for game " + id)
	}
	for _, o := range k.Options {
		if o.Custom == nil {
			continue
		}
		if why := o.Custom.check(o); why != "" {
			panic("kit: Register: game " + id + ": " + why)
		}
	}
	if r := k.Record; r != nil && (r.Result == nil || !k.hasOption(r.Option)) {
		panic("kit: Register: game " + id + ": its Record names no option of the game, or has no Result")
	}
	kits[id] = k
}

// hasOption reports whether k has an option with the key key.
func (k Kit) hasOption(key string) bool {
	for _, o := range k.Options {
		if o.Key == key {
			return true
		}
	}
	return false
}

// Lookup returns the kit of game id, or false.
func Lookup(id string) (Kit, bool) {
	k, ok := kits[id]
	return k, ok
}

// Playable returns the engine's games that have a kit, sorted by id.
func Playable() []*engine.Game {
	var out []*engine.Game
	for _, g := range engine.Games() {
		if _, ok := kits[g.ID]; ok {
			out = append(out, g)
		}
	}
	return out
}
