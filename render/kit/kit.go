package kit

import (
	"overdeck/engine"
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

// Kit is everything the shell needs to offer one game.
type Kit struct {
	Rules    string   // the rules, in plain paragraphs separated by "\n"
	Options  []Option // the setup choices, in the order shown
	NewTable func() Table
}

// DefaultSetup returns the setup with every option at its default.
func (k Kit) DefaultSetup() engine.Setup {
	var s engine.Setup
	for _, o := range k.Options {
		s = s.With(o.Key, o.Default)
	}
	return s
}

var kits = map[string]Kit{}

// Register makes the kit of game id known to the shell. It panics when id
// is empty or already has a kit, or k has no NewTable: programmer errors,
// found the first time the program starts.
func Register(id string, k Kit) {
	if _, dup := kits[id]; dup || id == "" || k.NewTable == nil {
		panic("kit: Register: empty or duplicate id, or no table, for game " + id)
	}
	kits[id] = k
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
