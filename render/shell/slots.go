package shell

import (
	"strconv"
	"strings"

	"overdeck/engine"
	"overdeck/engine/save"
)

// This file holds the named saves: naming a save, and the dialog of one
// slot (load, rename, delete), with the questions they ask first.

// answer is the player's reply to askText, handled by the next Update.
type answer struct {
	text string
	ok   bool
	then func(s *Shell, text string)
}

// askText asks the page for a line of text; then runs in a later Update
// with what the player typed, unless they cancel.
func (s *Shell) askText(prompt, initial string, then func(s *Shell, text string)) {
	s.askTextMax(prompt, initial, save.MaxNameLen, then)
}

// askTextMax is askText for a text of at most max characters.
func (s *Shell) askTextMax(prompt, initial string, max int, then func(s *Shell, text string)) {
	s.host.AskText(prompt, initial, max, func(text string, ok bool) {
		s.mu.Lock()
		s.answers = append(s.answers, answer{text, ok, then})
		s.mu.Unlock()
	})
}

func (s *Shell) takeAnswers() {
	s.mu.Lock()
	as := s.answers
	s.answers = nil
	s.mu.Unlock()
	for _, a := range as {
		if a.ok {
			a.then(s, a.text)
		}
	}
}

// saveNamed asks for a name for a save of m, offering the first free
// "Save N", asks before replacing a slot of the name given, and saves.
func (s *Shell) saveNamed(m *engine.Match) {
	game := m.Game().ID
	s.askText("Name this save", s.saves.freeName(game), func(s *Shell, name string) {
		name = strings.TrimSpace(name)
		if s.saves.hasSlot(game, name) {
			s.push(&message{text: "A save of this game is already called \"" + name + "\". Replace it with this game?",
				buttons: []choiceButton{
					{"message.replace", "Replace it", func(s *Shell) { s.pop(); s.storeSlot(m, name) }},
					{"message.ok", "Cancel", (*Shell).pop},
				}})
			return
		}
		s.storeSlot(m, name)
	})
}

func (s *Shell) storeSlot(m *engine.Match, name string) {
	if err := s.saves.saveSlot(m, name); err != nil {
		s.push(notice(explain(err)))
		return
	}
	s.push(notice("Saved as \"" + name + "\"."))
}

// slotDialog offers what can be done with the saved slot sl.
func slotDialog(sl slot) *message {
	m := &message{text: slotText(sl)}
	m.buttons = []choiceButton{
		{"slot.load", "Load", func(s *Shell) { s.loadAsking(sl) }},
		{"slot.rename", "Rename", func(s *Shell) {
			s.askText("Rename \""+sl.name+"\"", sl.name, func(s *Shell, name string) {
				name = strings.TrimSpace(name)
				if err := s.saves.renameSlot(sl, name); err != nil {
					s.push(notice(explain(err)))
					return
				}
				s.refreshLoad()
			})
		}},
		{"slot.delete", "Delete", func(s *Shell) {
			s.push(&message{text: "Delete the save \"" + sl.name + "\" of " + gameName(sl.game) + "? It cannot be brought back.",
				buttons: []choiceButton{
					{"message.delete", "Delete it", func(s *Shell) {
						s.pop()
						if err := s.saves.deleteSlot(sl); err != nil {
							s.push(notice(explain(err)))
							return
						}
						s.refreshLoad()
					}},
					{"message.ok", "Keep it", (*Shell).pop},
				}})
		}},
		{"message.ok", "Back", (*Shell).pop},
	}
	return m
}

// slotText describes a slot in one line.
func slotText(sl slot) string {
	if sl.damaged {
		return sl.name + ", " + gameName(sl.game) + ": damaged"
	}
	return sl.name + ", " + gameName(sl.game) + ", " + sl.when + ", " + strconv.Itoa(sl.moves) + " moves"
}

// loadAsking loads sl, first asking whether to give up the game in
// progress, if there is one: loading takes its place.
func (s *Shell) loadAsking(sl slot) {
	s.openChosen("\""+sl.name+"\"", "Load", func(s *Shell) { s.loadSlot(sl) })
}

func (s *Shell) loadSlot(sl slot) {
	s.closeMessages()
	if _, known := lookupEntry(sl.game); known && !s.here(sl.game) {
		s.openBuild(sl.game, "load", sl.name)
		return
	}
	m, err := s.saves.loadSlot(sl)
	if err != nil {
		s.push(damaged(s, sl.game, err, false))
		return
	}
	s.begin(m, true)
}

// refreshLoad closes the slot's dialog and lists the slots again.
func (s *Shell) refreshLoad() {
	for len(s.stack) > 1 {
		if _, ok := s.top().(*load); ok {
			s.stack[len(s.stack)-1] = newLoad(s)
			return
		}
		s.pop()
	}
}

// closeMessages takes the dialogs that led to a load off the screen, so
// that none stays over the game loaded.
func (s *Shell) closeMessages() {
	for len(s.stack) > 1 {
		if _, ok := s.top().(*message); !ok {
			return
		}
		s.pop()
	}
}
