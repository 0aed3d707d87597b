package shell

import (
	"strings"

	"overdeck/engine/save"
	"overdeck/render/kit"
	"overdeck/render/ui"
)

// CustomKey is where the value the player made with the editor of option
// key of game is stored, as plain text: "overdeck:custom:<game>:<key>".
// Only the last value made is kept.
func CustomKey(game, key string) string { return save.Prefix + "custom:" + game + ":" + key }

// customValue returns the value the player made for option o of game
// (in this visit, or stored by an earlier one) with its radio label; ok is
// false when there is none, or when the stored one is no longer one the
// game accepts (damaged, or written by another version): it is ignored.
func (s *Shell) customValue(game string, o kit.Option) (value, label string, ok bool) {
	if o.Custom == nil {
		return "", "", false
	}
	k := CustomKey(game, o.Key)
	v, known := s.customs[k]
	if !known {
		if stored, has, err := s.host.Store().Get(k); err == nil && has {
			v = stored
		}
		s.customs[k] = v
	}
	if v == "" {
		return "", "", false
	}
	label, err := o.Custom.Describe(v)
	if err != nil {
		return "", "", false
	}
	return v, label, true
}

// keepCustom remembers v as the value the player made for option o of
// game. When storage is blocked or full it lasts only this visit: the
// player can build and play all the same.
func (s *Shell) keepCustom(game string, o kit.Option, v string) {
	k := CustomKey(game, o.Key)
	s.customs[k] = v
	_ = s.host.Store().Set(k, v)
}

// editorHost is what the shell offers a kit.Hosted editor.
type editorHost struct{ s *Shell }

func (h editorHost) Store() save.Store { return h.s.host.Store() }

func (h editorHost) AskText(prompt, initial string, max int, then func(text string)) {
	h.s.askTextMax(prompt, initial, max, func(_ *Shell, text string) { then(text) })
}

func (h editorHost) Tell(text string) { h.s.push(notice(text)) }

// openEditor opens the editor of option o of game, starting from the
// option's current value.
func (s *Shell) openEditor(game string, o kit.Option) {
	ed := o.Custom.Edit(s.choice.setup[o.Key])
	if h, ok := ed.(kit.Hosted); ok {
		h.Attach(editorHost{s})
	}
	s.push(&editScene{game: game, opt: o, ed: ed})
}

// savedChoices returns the values the player kept with the editor of
// option o (kit.Custom.Saved), each one the game accepts now.
func (s *Shell) savedChoices(o kit.Option) []kit.Choice {
	if o.Custom == nil || o.Custom.Saved == nil {
		return nil
	}
	return o.Custom.Saved(s.host.Store())
}

// editScene is a game's editor for one setup option (kit.Custom): the
// shell draws a header with Cancel ("back") and Done ("edit.done") and
// gives the editor the rest of the screen and the presses of its "edit."
// buttons. Escape or Cancel leaves the option as it was; Done, enabled
// only when the editor's value has no error, selects the value made and
// keeps it for later visits.
type editScene struct {
	game string
	opt  kit.Option
	ed   kit.Editor
}

func (*editScene) Name() string { return "editor" }

func (e *editScene) Update(s *Shell, in []Intent, _ float64) error {
	for _, it := range in {
		switch {
		case isBack(it):
			s.pop()
			return nil
		case it.Act == Press && it.ID == "edit.done":
			v, err := e.ed.Value()
			if err != nil {
				continue
			}
			s.choice.setup[e.opt.Key] = v
			s.keepCustom(e.game, e.opt, v)
			s.pop()
			return nil
		case it.Act == Press && strings.HasPrefix(it.ID, "edit."):
			e.ed.Press(it.ID)
		}
	}
	return nil
}

func (e *editScene) Draw(_ *Shell, f *ui.Frame) {
	m := f.M
	f.Screen(ui.Background)
	head, area := m.Screen.CutTop(m.Button + m.Gap*2)
	f.Fill(head, ui.Panel, 0)
	head = head.Inset(m.Gap)
	bw := min(m.Button*3.2, head.W*0.3)
	back, head := head.CutLeft(bw)
	done, title := head.CutRight(bw)
	f.Button(ui.Btn{ID: "back", Label: "Cancel: keep " + e.opt.Label + " as it was", Text: "Cancel", Rect: back, Enabled: true})
	_, err := e.ed.Value()
	label := "Done: use this for " + e.opt.Label
	if err != nil {
		label = "Done (not yet: " + err.Error() + ")"
	}
	f.Button(ui.Btn{ID: "edit.done", Label: label, Text: "Done", Rect: done, Enabled: err == nil})
	f.Text(title.Inset(m.Gap), e.opt.Label, m.Text*1.2, ui.Ink, ui.Center, true)
	e.ed.Draw(f, area.Inset(m.Gap))
}
