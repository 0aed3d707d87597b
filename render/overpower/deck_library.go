package overpower

import (
	"strconv"
	"strings"

	"overdeck/game/overpower"
)

// This file holds the builder's Decks tab: a new deck, saving under a
// name, export and import as a deck code, and the saved and ready-made
// decks to load.

// saved returns the decks the player saved (none without a host, nor in
// a build two people share).
func (e *DeckBuilder) saved() []overpower.Deck {
	if !e.saves() {
		return nil
	}
	return library(e.host.Store())
}

// saves reports whether the builder keeps decks in the browser: it has a
// host, and one person builds.
func (e *DeckBuilder) saves() bool { return e.host != nil && !e.shared }

// pressLibrary handles the Decks tab's buttons.
func (e *DeckBuilder) pressLibrary(what, arg string) {
	n, err := strconv.Atoi(arg)
	switch what {
	case "new":
		e.deck = overpower.Deck{Set: e.deck.Set}
		e.slot, e.note = 0, "A new, empty deck."
		e.deal()
	case "ready":
		for _, d := range overpower.Decks {
			if d.Name == arg && e.pool == nil {
				e.load(d)
			}
		}
	case "load":
		if lib := e.saved(); err == nil && n >= 0 && n < len(lib) {
			e.load(lib[n])
		}
	case "delete":
		if lib := e.saved(); err == nil && n >= 0 && n < len(lib) {
			if e.sure != n+1 {
				e.sure = n + 1 // a second press deletes
				return
			}
			name := lib[n].Name
			e.keep(append(lib[:n], lib[n+1:]...), "Deleted \""+name+"\".")
		}
	case "save":
		if e.saves() {
			e.host.AskText("Name this deck", e.deck.Name, 40, e.saveAs)
		}
	case "export":
		if e.host != nil {
			e.host.AskText("Copy this deck code", overpower.EncodeDeck(e.deck), maxCode, func(string) {})
		}
	case "import":
		if e.host != nil {
			e.host.AskText("Paste a deck code", "", maxCode, e.importCode)
		}
	}
}

// load makes d the deck being built.
func (e *DeckBuilder) load(d overpower.Deck) {
	e.deck = d
	e.deck.Cards = append([]string(nil), d.Cards...)
	e.note = "Loaded \"" + d.Name + "\"."
	e.deal()
}

// saveAs names the deck name and saves it, replacing a saved deck of that
// name.
func (e *DeckBuilder) saveAs(name string) {
	name = strings.TrimSpace(name)
	if name == "" {
		e.host.Tell("A deck needs a name to be saved.")
		return
	}
	e.deck.Name = name
	lib := e.saved()
	replaced := false
	for k := range lib {
		if lib[k].Name == name {
			lib[k], replaced = e.deck, true
		}
	}
	if !replaced {
		lib = append(lib, e.deck)
	}
	e.keep(lib, "Saved \""+name+"\".")
}

// keep stores lib as the saved decks and says note, or why they could
// not be stored.
func (e *DeckBuilder) keep(lib []overpower.Deck, note string) {
	if err := keepLibrary(e.host.Store(), lib); err != nil {
		e.host.Tell("This browser cannot store decks now; export the deck's code to keep it.")
		return
	}
	e.note = note
}

// importCode loads the deck of a code pasted in; a bad code is told
// plainly and changes nothing.
func (e *DeckBuilder) importCode(code string) {
	d, err := overpower.DecodeDeck(code)
	if err != nil {
		e.host.Tell(overpower.CodeMessage(err))
		return
	}
	e.load(d)
	e.note = "Imported \"" + d.Name + "\"."
}
