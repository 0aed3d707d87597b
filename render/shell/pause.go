package shell

import (
	"overdeck/render/ui"
)

// pause is the menu over a match in play.
type pause struct{}

func (*pause) Name() string { return "pause" }

func (*pause) Update(s *Shell, in []Intent, _ float64) error {
	p := s.play
	for _, it := range in {
		switch {
		case it.Act == Back || it.ID == "pause.resume":
			s.pop()
			s.syncViewer()
		case it.ID == "pause.save":
			name, err := s.saves.saveSlot(p.m)
			if err != nil {
				s.push(notice(explain(err)))
				continue
			}
			s.push(notice("Saved as \"" + name + "\"."))
		case it.ID == "pause.load":
			s.push(newLoad(s))
		case it.ID == "pause.export":
			name, text, err := s.saves.export(p.m)
			if err == nil {
				err = s.host.Download(name, saveMime, []byte(text))
			}
			if err != nil {
				s.push(notice("The game could not be exported: " + explain(err)))
			}
		case it.ID == "pause.rules":
			s.push(&rules{game: p.game.Name, text: p.kit.Rules})
		case it.ID == "pause.settings":
			s.push(&settingsScene{})
		case it.ID == "pause.undo":
			if err := s.takeBack(); err != nil {
				s.push(notice("There is no move to take back."))
				continue
			}
			s.pop()
		case it.ID == "pause.quit":
			s.toTitle()
		default:
			continue
		}
		return nil
	}
	return nil
}

func (*pause) Draw(s *Shell, f *ui.Frame) {
	items := []item{button("pause.resume", "Resume")}
	if s.play.mode == "computer" {
		undo := button("pause.undo", "Take back your last move")
		undo.enabled = s.play.takeBackCount() > 0
		items = append(items, undo)
	}
	items = append(items,
		button("pause.save", "Save to a new slot"),
		button("pause.load", "Load a saved game"),
		button("pause.export", "Download this game as a file"),
		button("pause.rules", "Rules"),
		button("pause.settings", "Settings"),
		button("pause.quit", "Quit to title"),
	)
	drawMenu(f, "Paused", s.play.game.Name, items)
}

// rules shows a game's rules text.
type rules struct{ game, text string }

func (*rules) Name() string { return "rules" }

func (*rules) Update(s *Shell, in []Intent, _ float64) error {
	for _, it := range in {
		if isBack(it) {
			s.pop()
			return nil
		}
	}
	return nil
}

func (r *rules) Draw(_ *Shell, f *ui.Frame) {
	f.Screen(ui.Background)
	m := f.M
	c := m.Content()
	head, rest := c.CutTop(m.Title * 1.8)
	f.Heading(head, r.game+": the rules")
	btn, text := rest.CutBottom(m.Button)
	text = text.Center(min(text.W, 760), text.H)
	// The largest text size at which the whole of the rules fits.
	size := m.Text
	for size > 10 && paragraphHeight(r.text, size, text.W) > text.H {
		size--
	}
	f.Paragraph(text, r.text, size, ui.Ink)
	f.Button(ui.Btn{ID: "back", Label: "Back", Rect: btn.Center(m.ColumnWidth(), btn.H), Enabled: true})
}

func paragraphHeight(s string, size, w float64) float64 {
	return float64(len(ui.Wrap(s, size, w, false))) * size * 1.4
}

// settingsScene changes and stores the player's preferences.
type settingsScene struct{}

func (*settingsScene) Name() string { return "settings" }

func (*settingsScene) Update(s *Shell, in []Intent, _ float64) error {
	for _, it := range in {
		switch {
		case isBack(it):
			s.pop()
			s.syncViewer()
			return nil
		case it.ID == "settings.speed":
			s.settings.Speed = (s.settings.Speed + 1) % len(Speeds)
		case it.ID == "settings.handoff":
			s.settings.Handoff = !s.settings.Handoff
		default:
			continue
		}
		if err := s.saveSettings(); err != nil && !s.settingsWarned {
			s.settingsWarned = true
			s.push(notice(explain(err)))
		}
	}
	return nil
}

func (*settingsScene) Draw(s *Shell, f *ui.Frame) {
	h := "Off"
	if s.settings.Handoff {
		h = "On"
	}
	drawMenu(f, "Settings", "", []item{
		button("settings.speed", "Animation speed: "+Speeds[s.settings.Speed]),
		button("settings.handoff", "Hand-off screens: "+h),
		backItem,
	})
}
