package shell

import (
	"errors"
	"strconv"
	"strings"
	"time"

	"overdeck/engine"
	"overdeck/engine/save"
)

// This file holds every call the shell makes to engine/save.

// currentKey remembers the game of the last match played, so that a
// reload resumes it.
const currentKey = save.Prefix + "current"

// saveMime is the type of exported save files.
const saveMime = save.MimeType

// saves is the shell's side of the save library.
type saves struct {
	lib   *save.Library
	store save.Store
}

func newSaves(st save.Store) *saves {
	return &saves{lib: save.NewLibrary(st, func() int64 { return time.Now().UnixMilli() }), store: st}
}

// current returns the game of the last match played, or "".
func (v *saves) current() string {
	id, ok, err := v.store.Get(currentKey)
	if err != nil || !ok {
		return ""
	}
	return id
}

// setCurrent and clearCurrent mark whether game has an unfinished match.
// Failures are reported by the autosave that follows, not here.
func (v *saves) setCurrent(game string) { _ = v.store.Set(currentKey, game) }
func (v *saves) clearCurrent()          { _ = v.store.Remove(currentKey) }

// autosave stores m and returns the "cannot save" sentence the first time
// saving fails (then "" until it works again and fails again).
func (v *saves) autosave(m *engine.Match) string {
	_ = v.lib.Autosave(m)
	return v.lib.Warning()
}

// resume rebuilds the autosave of game: save.ErrNoSave when it has none;
// see corrupt.
func (v *saves) resume(game string) (*engine.Match, error) { return v.lib.Resume(game) }

// canContinue reports whether the last match played has an autosave that
// looks readable, and names its game.
func (v *saves) canContinue() (string, bool) {
	id := v.current()
	if id == "" {
		return "", false
	}
	info, err := v.lib.AutosaveInfo(id)
	return id, err == nil && info.Err == nil
}

// corrupt returns the stored key and raw text of a damaged save.
func corrupt(err error) (key, raw string, ok bool) {
	var ce *save.CorruptError
	if errors.As(err, &ce) {
		return ce.Key, ce.Raw, true
	}
	return "", "", false
}

// startFresh lets a damaged autosave of game go, now that a copy is kept
// aside, or the player has downloaded it.
func (v *saves) startFresh(key string, downloaded bool) error {
	if downloaded {
		return v.lib.DiscardDownloaded(key)
	}
	return v.lib.Discard(key)
}

// explain is the sentence a player reads for a save error.
func explain(err error) string { return save.Explain(err) }

// slot is one saved slot as the load screen lists it.
type slot struct {
	game, name string
	when       string // local date and time
	moves      int
	damaged    bool
}

// slots lists every named slot, newest first.
func (v *saves) slots() ([]slot, error) {
	infos, err := v.lib.Slots("")
	if err != nil {
		return nil, err
	}
	out := make([]slot, len(infos))
	for i, in := range infos {
		out[i] = slot{game: in.Game, name: in.Name, moves: in.Moves, damaged: in.Err != nil}
		if in.SavedAt != 0 {
			out[i].when = time.UnixMilli(in.SavedAt).Format("2006-01-02 15:04")
		}
	}
	return out, nil
}

// loadSlot rebuilds the match saved in sl.
func (v *saves) loadSlot(sl slot) (*engine.Match, error) { return v.lib.LoadSlot(sl.game, sl.name) }

// freeName is the first of "Save 1", "Save 2", ... that no slot of game
// has: the name a new save is offered.
func (v *saves) freeName(game string) string {
	taken := map[string]bool{}
	if infos, err := v.lib.Slots(game); err == nil {
		for _, in := range infos {
			taken[in.Name] = true
		}
	}
	n := 1
	for taken["Save "+strconv.Itoa(n)] {
		n++
	}
	return "Save " + strconv.Itoa(n)
}

// hasSlot reports whether game has a slot called name.
func (v *saves) hasSlot(game, name string) bool {
	_, ok, err := v.store.Get(save.SlotKey(game, strings.TrimSpace(name)))
	return ok && err == nil
}

// saveSlot stores m in the slot name of its game, replacing one of that
// name.
func (v *saves) saveSlot(m *engine.Match, name string) error { return v.lib.SaveSlot(m, name) }

// renameSlot and deleteSlot rename and delete the slot sl.
func (v *saves) renameSlot(sl slot, name string) error {
	return v.lib.RenameSlot(sl.game, sl.name, name)
}
func (v *saves) deleteSlot(sl slot) error { return v.lib.DeleteSlot(sl.game, sl.name) }

// export returns the file name and text of a save of m.
func (v *saves) export(m *engine.Match) (string, string, error) { return v.lib.Export(m) }

// importText rebuilds the match in an exported save.
func (v *saves) importText(text string) (*engine.Match, error) { return v.lib.Import(text) }
