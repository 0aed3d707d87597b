package shell

import (
	"strings"

	"overdeck/engine"
	"overdeck/render/kit"
	"overdeck/render/ui"
)

// title is the first screen.
type title struct{ cont *engine.Game } // the game Continue resumes, if any

func newTitle(s *Shell) *title {
	t := &title{}
	if id, ok := s.saves.canContinue(); ok {
		if _, has := kit.Lookup(id); has {
			t.cont, _ = engine.Lookup(id)
		}
	}
	return t
}

func (*title) Name() string { return "title" }

func (t *title) items() []item {
	out := []item{button("title.play", "Play")}
	if t.cont != nil {
		out = append(out, button("title.continue", "Continue "+t.cont.Name))
	}
	return append(out, button("title.load", "Load a saved game"), button("title.settings", "Settings"))
}

func (t *title) Update(s *Shell, in []Intent, _ float64) error {
	for _, it := range in {
		switch it.ID {
		case "title.play":
			s.choice.game = ""
			s.push(&games{})
		case "title.continue":
			if t.cont == nil {
				continue
			}
			m, err := s.saves.resume(t.cont.ID)
			if err != nil {
				s.push(damaged(s, t.cont.ID, err, true))
				continue
			}
			s.begin(m, false)
		case "title.load":
			s.push(newLoad(s))
		case "title.settings":
			s.push(&settingsScene{})
		}
	}
	return nil
}

func (t *title) Draw(_ *Shell, f *ui.Frame) {
	drawMenu(f, "Overdeck", "Card games for one or two: on one device, or against the computer", t.items())
}

// games lists every game that has a table.
type games struct{}

func (*games) Name() string { return "games" }

func (*games) Update(s *Shell, in []Intent, _ float64) error {
	for _, it := range in {
		if isBack(it) {
			s.pop()
			return nil
		}
		if id, ok := strings.CutPrefix(it.ID, "games."); ok && it.Act == Press {
			s.choice.game = id
			s.choice.mode = modeFor(id, s.choice.mode)
			s.choice.setup = s.setupFor(id)
			s.push(&modeScene{})
		}
	}
	return nil
}

func (*games) Draw(_ *Shell, f *ui.Frame) {
	var items []item
	for _, g := range kit.Playable() {
		items = append(items, item{id: "games." + g.ID, label: g.Name + ": " + g.Blurb, text: g.Name, enabled: true})
	}
	drawMenu(f, "Choose a game", "", append(items, backItem))
}

// modeScene chooses who plays: two people, one against the computer, or
// the computer against itself, and the computer's level.
type modeScene struct{}

func (*modeScene) Name() string { return "mode" }

var modeTexts = map[string]string{
	"hotseat":  "Two players on this device",
	"computer": "Play against the computer",
	"watch":    "Watch the computer play itself",
}

func (*modeScene) Update(s *Shell, in []Intent, _ float64) error {
	for _, it := range in {
		switch id := it.ID; {
		case isBack(it):
			s.pop()
			return nil
		case strings.HasPrefix(id, "mode.") && id != "mode.next":
			s.choice.mode = modeFor(s.choice.game, strings.TrimPrefix(id, "mode."))
		case strings.HasPrefix(id, "level."):
			s.choice.level = strings.TrimPrefix(id, "level.")
		case id == "mode.next":
			s.push(&setupScene{})
		}
	}
	return nil
}

// soloTexts are the modes of a one-player game: no hot-seat, and the
// level is only the watched computer's.
var soloTexts = map[string]string{
	"computer": "Play",
	"watch":    "Watch the computer play",
}

func (*modeScene) Draw(s *Shell, f *ui.Frame) {
	var items []item
	modes, texts := []string{"hotseat", "computer", "watch"}, modeTexts
	bots := s.choice.mode != "hotseat"
	if oneSeat(s.choice.game) {
		modes, texts = []string{"computer", "watch"}, soloTexts
		bots = s.choice.mode == "watch"
	}
	for _, m := range modes {
		items = append(items, radio("mode."+m, texts[m], s.choice.mode == m, true))
	}
	for _, l := range []string{"easy", "normal", "hard"} {
		text := "Computer: " + strings.ToUpper(l[:1]) + l[1:]
		items = append(items, radio("level."+l, text, s.choice.level == l, bots))
	}
	items = append(items, button("mode.next", "Next"), backItem)
	drawMenu(f, "How to play", gameName(s.choice.game), items)
}

// gameName is the name of game id, or the id when it is not registered.
func gameName(id string) string {
	if g, err := engine.Lookup(id); err == nil {
		return g.Name
	}
	return id
}
