package save

import (
	"errors"
	"fmt"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"overdeck/engine"
)

// Key layout under Prefix.
const (
	autoPrefix  = Prefix + "auto:"  // overdeck:auto:<game>
	slotPrefix  = Prefix + "slot:"  // overdeck:slot:<game>:<name>
	asidePrefix = Prefix + "aside:" // overdeck:aside:<n>
)

// MaxNameLen is the longest slot name, in characters.
const MaxNameLen = 40

// AutosaveKey is the storage key of a game's autosave: "overdeck:auto:goofspiel".
func AutosaveKey(game string) string { return autoPrefix + game }

// SlotKey is the storage key of a named slot: "overdeck:slot:goofspiel:Lunch".
func SlotKey(game, name string) string { return slotPrefix + game + ":" + name }

// Library keeps saves in a Store: one autosave per game, named slots, and
// copies of damaged saves kept aside. It holds to one law: a stored save
// that fails to decode or verify is never overwritten or deleted, until the
// caller explicitly lets it go (Discard, DiscardDownloaded, StartFresh,
// DeleteSlot). Within a session it trusts the keys it has written or
// verified itself; any other key is verified before it is overwritten.
//
// A Library is not safe for concurrent use.
type Library struct {
	store   Store
	now     func() int64
	vetted  map[string]bool // keys that hold nothing, a save we wrote, or one we verified
	failure error           // why the last autosave failed; nil after a success
	warned  bool            // the player has been told about failure
}

// NewLibrary returns a Library over store. now gives the time recorded in
// saves, in Unix milliseconds (time.Now().UnixMilli in the game, a fixed
// function in tests).
func NewLibrary(store Store, now func() int64) *Library {
	return &Library{store: store, now: now, vetted: map[string]bool{}}
}

// Autosave writes match m as its game's autosave. It returns an error
// wrapping ErrFull or ErrBlocked when storage refuses, or a *CorruptError
// when the autosave already stored is damaged (it is kept, not
// overwritten; see StartFresh). Failures are remembered for Warning.
func (l *Library) Autosave(m *engine.Match) error {
	err := l.put(AutosaveKey(m.Game().ID), m, "")
	if err == nil {
		l.failure, l.warned = nil, false
	} else {
		l.failure = err // warned stays as it was: the player hears it once
	}
	return err
}

// Warning returns, once, the sentence telling the player that the game
// cannot be saved, after Autosave has failed; then "" until an autosave
// succeeds and another fails.
func (l *Library) Warning() string {
	if l.failure == nil || l.warned {
		return ""
	}
	l.warned = true
	var ce *CorruptError
	if errors.As(l.failure, &ce) {
		return "An earlier save of this game is damaged. It is kept safe, and this game will not be saved until you start fresh."
	}
	return Explain(l.failure)
}

// Resume rebuilds the autosaved match of game. It returns an error wrapping
// ErrNoSave when there is none, and a *CorruptError (wrapping ErrCorrupt)
// when the autosave cannot be used: the autosave stays where it is and a
// copy is kept aside when storage allows.
func (l *Library) Resume(game string) (*engine.Match, error) {
	return l.load(AutosaveKey(game), game)
}

// SaveSlot writes match m to the slot name of its game, replacing a slot
// of that name. name is trimmed; one that is empty, longer than MaxNameLen
// or has control characters wraps ErrBadName. Storage errors wrap ErrFull
// or ErrBlocked; a damaged save already in that slot is kept and reported
// as a *CorruptError.
func (l *Library) SaveSlot(m *engine.Match, name string) error {
	name = strings.TrimSpace(name)
	if n := utf8.RuneCountInString(name); n == 0 || n > MaxNameLen || strings.IndexFunc(name, unicode.IsControl) >= 0 {
		return fmt.Errorf("%w: %q", ErrBadName, name)
	}
	return l.put(SlotKey(m.Game().ID, name), m, name)
}

// LoadSlot rebuilds the match saved in slot name of game, with the errors
// of Resume.
func (l *Library) LoadSlot(game, name string) (*engine.Match, error) {
	return l.load(SlotKey(game, strings.TrimSpace(name)), game)
}

// SlotInfo describes a stored save without replaying it.
type SlotInfo struct {
	Key     string
	Game    string
	Name    string // the slot's name; "" for an autosave
	SavedAt int64  // Unix milliseconds
	Moves   int    // moves kept since the base of the history
	// Err is why the save cannot be read, if it cannot; such a save is
	// listed anyway so the player can see and deal with it.
	Err error
}

// Slots lists the named slots of game (of every game if game is ""),
// newest first; slots that cannot be read come last. Storage errors wrap
// ErrBlocked.
func (l *Library) Slots(game string) ([]SlotInfo, error) {
	prefix := slotPrefix
	if game != "" {
		prefix = SlotKey(game, "")
	}
	keys, err := l.store.Keys()
	if err != nil {
		return nil, fmt.Errorf("save: listing slots: %w", err)
	}
	var out []SlotInfo
	for _, k := range keys {
		if !strings.HasPrefix(k, prefix) {
			continue
		}
		raw, ok, err := l.store.Get(k)
		if err != nil {
			return nil, fmt.Errorf("save: listing slots: %w", err)
		}
		if ok {
			out = append(out, inspect(k, raw))
		}
	}
	sort.SliceStable(out, func(i, j int) bool {
		a, b := out[i], out[j]
		if (a.Err == nil) != (b.Err == nil) {
			return a.Err == nil
		}
		if a.SavedAt != b.SavedAt {
			return a.SavedAt > b.SavedAt
		}
		return a.Key < b.Key
	})
	return out, nil
}

// AutosaveInfo describes the autosave of game without replaying it, or
// returns an error wrapping ErrNoSave when there is none.
func (l *Library) AutosaveInfo(game string) (SlotInfo, error) {
	key := AutosaveKey(game)
	raw, ok, err := l.store.Get(key)
	if err != nil {
		return SlotInfo{}, fmt.Errorf("save: %s: %w", key, err)
	}
	if !ok {
		return SlotInfo{}, fmt.Errorf("%w: no autosave of %s", ErrNoSave, game)
	}
	return inspect(key, raw), nil
}

// inspect reads what a SlotInfo shows from stored text.
func inspect(key, raw string) SlotInfo {
	game, name := splitKey(key)
	info := SlotInfo{Key: key, Game: game, Name: name}
	b, err := FromText(raw)
	if err == nil {
		var e *Envelope
		if e, err = Decode(b); err == nil {
			info.Game, info.Name, info.SavedAt, info.Moves = e.Game, e.Name, e.SavedAt, len(e.History)
		}
	}
	info.Err = err
	return info
}

// splitKey returns the game and slot name an autosave or slot key names.
func splitKey(key string) (game, name string) {
	if g, ok := strings.CutPrefix(key, autoPrefix); ok {
		return g, ""
	}
	if rest, ok := strings.CutPrefix(key, slotPrefix); ok {
		game, name, _ = strings.Cut(rest, ":")
		return game, name
	}
	return "", ""
}

// Export returns a file name and the text of a save of match m, to offer
// as a download. Errors are those of Encode.
func (l *Library) Export(m *engine.Match) (filename, text string, err error) {
	e, err := NewEnvelope(m, "", l.now())
	if err != nil {
		return "", "", err
	}
	b, err := e.Seal()
	if err != nil {
		return "", "", err
	}
	return FileName(e), ToText(b), nil
}

// Import rebuilds the match in an exported save's text. Nothing is stored:
// call Autosave to keep it. Errors wrap ErrNotASave (some other file),
// ErrCorrupt, ErrTooNew, ErrTooOld, ErrTooLarge, ErrRulesChanged or
// ErrUnknownGame.
func (l *Library) Import(text string) (*engine.Match, error) {
	b, err := FromText(text)
	if err != nil {
		return nil, err
	}
	e, err := Decode(b)
	if err != nil {
		return nil, err
	}
	return Restore(e)
}

// RenameSlot gives the slot old of game the name new, keeping everything
// else, when it was saved included. The new name is checked as SaveSlot
// checks it; a slot already called new wraps ErrNameTaken (renaming a slot
// to its own name does nothing). A slot that cannot be read is kept aside
// and not renamed, with the error LoadSlot would give.
func (l *Library) RenameSlot(game, old, new string) error {
	old, new = strings.TrimSpace(old), strings.TrimSpace(new)
	if n := utf8.RuneCountInString(new); n == 0 || n > MaxNameLen || strings.IndexFunc(new, unicode.IsControl) >= 0 {
		return fmt.Errorf("%w: %q", ErrBadName, new)
	}
	if old == new {
		return nil
	}
	from, to := SlotKey(game, old), SlotKey(game, new)
	if _, taken, err := l.store.Get(to); err != nil {
		return fmt.Errorf("save: %s: %w", to, err)
	} else if taken {
		return fmt.Errorf("%w: %q", ErrNameTaken, new)
	}
	raw, ok, err := l.store.Get(from)
	if err != nil {
		return fmt.Errorf("save: %s: %w", from, err)
	}
	if !ok {
		return fmt.Errorf("%w: nothing under %s", ErrNoSave, from)
	}
	b, err := FromText(raw)
	var e *Envelope
	if err == nil {
		e, err = Decode(b)
	}
	if err != nil {
		return l.keepAside(from, raw, err)
	}
	e.Name = new
	if b, err = e.Seal(); err != nil {
		return err
	}
	if err := l.store.Set(to, ToText(b)); err != nil {
		return fmt.Errorf("save: %s: %w", to, err)
	}
	l.vetted[to] = true
	if err := l.store.Remove(from); err != nil {
		return fmt.Errorf("save: %s: %w", from, err)
	}
	return nil
}
