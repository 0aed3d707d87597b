// Package save keeps matches: a versioned, checksummed envelope (msgp),
// its text form for localStorage and files, format migrations, and a
// Library of autosaves and named slots over a Store that never loses a
// damaged save.
//
// A save holds the game id and rules version, the seed and setup, the
// base snapshot and the moves since, and a snapshot of the position
// reached. Restore replays the moves and accepts the save only if the
// replay arrives at that snapshot, so a save is either the very match that
// was saved or an error.
//
// Every error wraps a sentinel (ErrNotASave, ErrCorrupt, ErrTooNew, ...);
// Explain turns one into a sentence for the player.
//
// Usage:
//
//	lib := save.NewLibrary(host.Store(), func() int64 { return time.Now().UnixMilli() })
//	m, err := lib.Resume("goofspiel")
//	var bad *save.CorruptError
//	switch {
//	case errors.Is(err, save.ErrNoSave):
//		m, err = engine.NewMatch(game, setup, seed) // nothing saved: a new match
//	case errors.As(err, &bad):
//		show(save.Explain(err)) // offer "start fresh" (lib.StartFresh) or a download of bad.Raw
//	}
//	...
//	m.ApplyKey(seat, key)
//	if err := lib.Autosave(m); err != nil {
//		if w := lib.Warning(); w != "" {
//			show(w) // said once; the game goes on
//		}
//	}
//
// Exports and imports use the same text as storage:
//
//	name, text, err := lib.Export(m) // "overdeck-goofspiel-2026-11-21.ovdk"
//	m, err := lib.Import(text)       // ErrNotASave for any other file
package save
