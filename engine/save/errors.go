package save

import (
	"errors"
	"fmt"
)

// Errors of this package. Callers branch on them with errors.Is; Explain
// turns any of them into a sentence for the player.
var (
	// ErrNotASave: the data is not an Overdeck save at all (a user
	// imported some other file).
	ErrNotASave = errors.New("save: this is not an Overdeck save")
	// ErrCorrupt: the save is damaged: a checksum or decoding failure, or a
	// history that does not replay to the saved position.
	ErrCorrupt = errors.New("save: the save is damaged")
	// ErrTooNew: the save was written in a format newer than this build.
	ErrTooNew = errors.New("save: the save was made by a newer version of Overdeck")
	// ErrTooOld: the save's format is older than any this build can upgrade.
	ErrTooOld = errors.New("save: the save was made by a version of Overdeck too old to read")
	// ErrRulesChanged: the game's rules version differs from the save's.
	ErrRulesChanged = errors.New("save: the game's rules have changed since the save was made")
	// ErrUnknownGame: the save is for a game this build does not have. It
	// comes wrapped together with engine.ErrUnknownGame.
	ErrUnknownGame = errors.New("save: the save is for a game this version does not have")
	// ErrTooLarge: a save bigger than MaxSize.
	ErrTooLarge = errors.New("save: the save is too large")
	// ErrNoSave: nothing is saved under that game or slot.
	ErrNoSave = errors.New("save: there is no save")
	// ErrBadName: a slot name that is empty, too long or has control
	// characters.
	ErrBadName = errors.New("save: a slot name must be 1 to 40 characters")
	// ErrNameTaken: another slot of the same game already has that name.
	ErrNameTaken = errors.New("save: another save already has that name")
	// ErrNotKeptAside: a damaged save could not be copied aside, so the
	// library refuses to let it go (see Library.Discard).
	ErrNotKeptAside = errors.New("save: the damaged save could not be kept aside")
)

// CorruptError reports a stored save that could not be used. The save is
// still under Key, untouched, and the library will not overwrite or delete
// it until the caller says so (Library.Discard). It wraps ErrCorrupt and the
// cause (ErrCorrupt, ErrNotASave, ErrTooNew, ErrTooOld, ErrRulesChanged,
// ErrUnknownGame or ErrTooLarge), so errors.Is finds both.
type CorruptError struct {
	Key   string // where the save is stored
	Aside string // where a copy is kept aside; "" if none could be made
	Raw   string // the save's text as stored, for the player to download
	Err   error  // what is wrong with it
	// AsideErr says why no copy could be kept aside (storage full or
	// blocked); nil when Aside is set.
	AsideErr error
}

// Error says what is wrong and where the save is.
func (e *CorruptError) Error() string {
	where := "no copy kept aside"
	if e.Aside != "" {
		where = "a copy kept as " + e.Aside
	} else if e.AsideErr != nil {
		where += ": " + e.AsideErr.Error()
	}
	return fmt.Sprintf("save: the save under %s cannot be used (%s): %v", e.Key, where, e.Err)
}

// Unwrap returns ErrCorrupt and the cause.
func (e *CorruptError) Unwrap() []error { return []error{ErrCorrupt, e.Err} }

// explanations pairs each error with the sentence a player is shown, most
// specific first.
var explanations = []struct {
	err  error
	text string
}{
	{ErrNotKeptAside, "There is no room to keep a copy of the damaged save. Download it first, then start fresh."},
	{ErrNotASave, "This file is not an Overdeck save."},
	{ErrTooNew, "This save was made by a newer version of Overdeck. Reload the page to update, then try again."},
	{ErrTooOld, "This save was made by an old version of Overdeck that can no longer be read."},
	{ErrRulesChanged, "The rules of this game have changed since this save was made, so it cannot be continued."},
	{ErrUnknownGame, "This save is for a game this version of Overdeck does not have."},
	{ErrTooLarge, "This save is too large to keep."},
	{ErrCorrupt, "This save is damaged and cannot be loaded."},
	{ErrNoSave, "There is no saved game."},
	{ErrBadName, "A save name must be 1 to 40 characters."},
	{ErrNameTaken, "Another save of this game already has that name."},
	{ErrFull, "Storage is full: the game goes on, but it cannot be saved."},
	{ErrBlocked, "This browser does not let Overdeck store anything here (private mode or a blocked frame): the game goes on, but it cannot be saved."},
}

// Explain returns the sentence to show a player for an error of this
// package: "This file is not an Overdeck save." For a CorruptError it adds
// what the player can do. It returns "" for nil and a general sentence for
// errors it does not know.
func Explain(err error) string {
	if err == nil {
		return ""
	}
	text := "Something went wrong with the save."
	for _, x := range explanations {
		if errors.Is(err, x.err) {
			text = x.text
			break
		}
	}
	var ce *CorruptError
	if errors.As(err, &ce) && !errors.Is(err, ErrNotKeptAside) {
		text += " You can start fresh or download the save to keep it."
	}
	return text
}
