package save

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"overdeck/engine"
)

// open rebuilds and verifies the match in stored text; game, if not "",
// is the game its key promises.
func open(game, raw string) (*engine.Match, error) {
	b, err := FromText(raw)
	if err != nil {
		return nil, err
	}
	e, err := Decode(b)
	if err != nil {
		return nil, err
	}
	if game != "" && e.Game != game {
		return nil, fmt.Errorf("%w: a save of %q stored as %q", ErrCorrupt, e.Game, game)
	}
	return Restore(e)
}

// load rebuilds the match stored under key, keeping it aside if it is bad.
func (l *Library) load(key, game string) (*engine.Match, error) {
	raw, ok, err := l.store.Get(key)
	if err != nil {
		return nil, fmt.Errorf("save: %s: %w", key, err)
	}
	if !ok {
		return nil, fmt.Errorf("%w: nothing under %s", ErrNoSave, key)
	}
	m, err := open(game, raw)
	if err != nil {
		return nil, l.keepAside(key, raw, err)
	}
	l.vetted[key] = true
	return m, nil
}

// put writes match m, labelled name, under key, unless key holds a bad save.
func (l *Library) put(key string, m *engine.Match, name string) error {
	b, err := Encode(m, name, l.now())
	if err != nil {
		return err
	}
	if err := l.writable(key); err != nil {
		return err
	}
	if err := l.store.Set(key, ToText(b)); err != nil {
		return fmt.Errorf("save: %s: %w", key, err)
	}
	l.vetted[key] = true
	return nil
}

// writable checks that key may be overwritten: it holds nothing, a save
// this library wrote or verified, or a save that verifies now. A bad save
// is kept aside and reported as a *CorruptError.
func (l *Library) writable(key string) error {
	if l.vetted[key] {
		return nil
	}
	raw, ok, err := l.store.Get(key)
	if err != nil {
		return fmt.Errorf("save: %s: %w", key, err)
	}
	if ok {
		game, _ := splitKey(key)
		if _, err := open(game, raw); err != nil {
			return l.keepAside(key, raw, err)
		}
	}
	l.vetted[key] = true
	return nil
}

// keepAside copies a bad save's raw text to an aside key, unless an aside
// key holds that very text already, and describes it as a *CorruptError.
func (l *Library) keepAside(key, raw string, cause error) *CorruptError {
	ce := &CorruptError{Key: key, Raw: raw, Err: cause}
	keys, err := l.store.Keys()
	if err != nil {
		ce.AsideErr = fmt.Errorf("save: keeping a copy aside: %w", err)
		return ce
	}
	next := 1
	for _, k := range keys {
		n, ok := asideNumber(k)
		if !ok {
			continue
		}
		next = max(next, n+1)
		if v, ok, err := l.store.Get(k); err == nil && ok && v == raw {
			ce.Aside = k
			return ce
		}
	}
	k := asidePrefix + strconv.Itoa(next)
	if err := l.store.Set(k, raw); err != nil {
		ce.AsideErr = fmt.Errorf("save: keeping a copy aside: %w", err)
		return ce
	}
	ce.Aside = k
	return ce
}

// asideNumber returns n for a key "overdeck:aside:<n>".
func asideNumber(key string) (int, bool) {
	s, ok := strings.CutPrefix(key, asidePrefix)
	if !ok {
		return 0, false
	}
	n, err := strconv.Atoi(s)
	return n, err == nil && n > 0
}

// Discard lets the save under an autosave or slot key go: a good save is
// removed; a bad one is removed only once a copy of it is kept aside
// (made now if need be), else Discard refuses with an error wrapping
// ErrNotKeptAside and the *CorruptError, whose Raw the player can still
// download (then DiscardDownloaded). Nothing stored is not an error.
func (l *Library) Discard(key string) error { return l.discard(key, false) }

// DiscardDownloaded is Discard for a bad save the player has already
// downloaded: it is removed even if no copy can be kept aside.
func (l *Library) DiscardDownloaded(key string) error { return l.discard(key, true) }

// StartFresh lets the autosave of game go (Discard), so a new match can be
// autosaved in its place.
func (l *Library) StartFresh(game string) error { return l.Discard(AutosaveKey(game)) }

// DeleteSlot deletes the slot name of game, with the care of Discard.
func (l *Library) DeleteSlot(game, name string) error {
	return l.Discard(SlotKey(game, strings.TrimSpace(name)))
}

func (l *Library) discard(key string, downloaded bool) error {
	game, _ := splitKey(key)
	if game == "" {
		return fmt.Errorf("save: %q is not an autosave or slot key", key)
	}
	raw, ok, err := l.store.Get(key)
	if err != nil {
		return fmt.Errorf("save: %s: %w", key, err)
	}
	if !ok {
		l.vetted[key] = true
		return nil
	}
	if _, err := open(game, raw); err != nil {
		if ce := l.keepAside(key, raw, err); ce.Aside == "" && !downloaded {
			return fmt.Errorf("%w: %w", ErrNotKeptAside, ce)
		}
	}
	if err := l.store.Remove(key); err != nil {
		return fmt.Errorf("save: %s: %w", key, err)
	}
	l.vetted[key] = true
	return nil
}

// Aside is the copy of a damaged save kept aside.
type Aside struct {
	Key string
	Raw string // the save's text, as it was stored
}

// Asides lists the copies of damaged saves kept aside, oldest first.
func (l *Library) Asides() ([]Aside, error) {
	keys, err := l.store.Keys()
	if err != nil {
		return nil, fmt.Errorf("save: listing saves kept aside: %w", err)
	}
	var out []Aside
	for _, k := range keys {
		if _, ok := asideNumber(k); !ok {
			continue
		}
		if v, ok, err := l.store.Get(k); err == nil && ok {
			out = append(out, Aside{Key: k, Raw: v})
		}
	}
	sort.Slice(out, func(i, j int) bool {
		a, _ := asideNumber(out[i].Key)
		b, _ := asideNumber(out[j].Key)
		return a < b
	})
	return out, nil
}

// DeleteAside deletes a copy kept aside, at the player's explicit request.
func (l *Library) DeleteAside(key string) error {
	if _, ok := asideNumber(key); !ok {
		return fmt.Errorf("save: %q is not a key of a save kept aside", key)
	}
	if err := l.store.Remove(key); err != nil {
		return fmt.Errorf("save: %s: %w", key, err)
	}
	return nil
}
