package shell

import (
	"strconv"

	"overdeck/render/layout"
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
			s.saveNamed(p.m)
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
			s.push(&rules{game: p.game.Name, text: p.kit.Rules, keywords: p.kit.Keywords})
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
	if s.play.mode == "computer" && s.play.game.Seats > 1 {
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

// rules shows a game's rules text: as large as fits on one screen, down
// to a legible size; a longer text is laid out in pages with Previous and
// Next buttons (rules.prev, rules.next).
type rules struct {
	game, text string
	keywords   [][2]string // the game's keywords, each an entry of the search (kit.Kit.Keywords)
	find       string      // the word searched for (help_search.go), "" for none
	page       int
	pages      int // pages the last frame had
}

// minRulesText is the smallest size the rules are drawn at: below it a
// long text goes on more pages instead.
const minRulesText = 14

func (*rules) Name() string { return "rules" }

func (r *rules) Update(s *Shell, in []Intent, _ float64) error {
	for _, it := range in {
		switch {
		case r.pressSearch(s, it.ID):
		case isBack(it):
			s.pop()
			return nil
		case it.ID == "rules.next":
			r.page = min(r.page+1, max(r.pages-1, 0))
		case it.ID == "rules.prev":
			r.page = max(r.page-1, 0)
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
	foot, text := rest.CutBottom(m.Button)
	_, text = text.CutBottom(m.Gap)
	text = text.Center(min(text.W, 760), text.H)
	shown, status := r.shown()
	text = drawSearchBar(f, text, status)
	size := m.Text // the largest size at which the whole text fits, if it is legible
	for size > minRulesText && paragraphHeight(shown, size, text.W) > text.H {
		size--
	}
	pages := rulesPages(ui.Wrap(shown, size, text.W, false), max(1, int(text.H/(size*1.4))))
	r.pages = len(pages)
	r.page = min(r.page, len(pages)-1)
	for i, line := range pages[r.page] {
		f.Text(layout.Rect{X: text.X, Y: text.Y + float64(i)*size*1.4, W: text.W, H: size * 1.4}, line, size, ui.Ink, ui.Left, false)
	}
	if len(pages) == 1 {
		f.Button(ui.Btn{ID: "back", Label: "Back", Rect: foot.Center(m.ColumnWidth(), foot.H), Enabled: true})
		return
	}
	of := " (page " + strconv.Itoa(r.page+1) + " of " + strconv.Itoa(len(pages)) + ")"
	cols := foot.Center(min(foot.W, m.ColumnWidth()*2.4), foot.H).Cols(3, m.Gap)
	f.Button(ui.Btn{ID: "rules.prev", Label: "Previous page" + of, Text: "Previous", Rect: cols[0], Enabled: r.page > 0})
	f.Button(ui.Btn{ID: "back", Label: "Back", Rect: cols[1], Enabled: true})
	f.Button(ui.Btn{ID: "rules.next", Label: "Next page" + of, Text: "Next", Rect: cols[2], Enabled: r.page < len(pages)-1})
}

// rulesPages cuts wrapped lines into pages of at most per lines, none
// starting with the blank line between two paragraphs.
func rulesPages(lines []string, per int) [][]string {
	var pages [][]string
	for len(lines) > 0 {
		for len(lines) > 0 && lines[0] == "" {
			lines = lines[1:]
		}
		n := min(per, len(lines))
		if n > 0 {
			pages = append(pages, lines[:n])
		}
		lines = lines[n:]
	}
	if len(pages) == 0 {
		pages = [][]string{nil}
	}
	return pages
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
			s.settings.SpeedSet = true
		case it.ID == "settings.sound":
			s.settings.Sound = !s.settings.Sound
		case it.ID == "settings.volume":
			s.settings.Volume = (s.settings.Volume + 1) % len(Volumes)
		case it.ID == "settings.text":
			s.settings.Text = (s.settings.Text + 1) % len(TextSizes)
			s.m = s.metricsFor(s.m.Screen.W, s.m.Screen.H)
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
	on := map[bool]string{true: "On", false: "Off"}
	drawMenu(f, "Settings", "", []item{
		button("settings.speed", "Animation speed: "+Speeds[s.settings.Speed]),
		button("settings.handoff", "Hand-off screens: "+on[s.settings.Handoff]),
		button("settings.sound", "Sound: "+on[s.settings.Sound]),
		button("settings.volume", "Volume: "+strconv.Itoa(Volumes[s.settings.Volume])+"%"),
		button("settings.text", "Text size: "+TextSizes[s.settings.Text]),
		backItem,
	})
}
