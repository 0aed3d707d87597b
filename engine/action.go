package engine

// Action is one choice a seat can make. Each game defines its own small value
// types for actions.
//
// Key is a short code, unique among the legal actions of one seat at one
// moment and stable across versions of the same rules: histories and saves
// store keys, and Apply matches an action to the legal list by key.
// String reads like the game's own language ("bid 7 on the Queen").
type Action interface {
	Key() string
	String() string
}

// KeyedAction is a ready-made Action for games whose actions need nothing
// more than a key and a description.
type KeyedAction struct {
	Code string
	Text string
}

// Key returns the action's code.
func (a KeyedAction) Key() string { return a.Code }

// String returns the action's description.
func (a KeyedAction) String() string { return a.Text }

// FindKey returns the action in legal whose key is key, or false.
func FindKey(legal []Action, key string) (Action, bool) {
	for _, a := range legal {
		if a.Key() == key {
			return a, true
		}
	}
	return nil, false
}
