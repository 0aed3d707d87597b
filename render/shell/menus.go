package shell

import (
	"strings"

	"overdeck/render/layout"
	"overdeck/render/platform"
	"overdeck/render/ui"
)

// title is the first screen.
type title struct{ cont *entry } // the game Continue resumes, if any: of this build or another

func newTitle(s *Shell) *title {
	t := &title{}
	if id, ok := s.saves.canContinue(); ok {
		if e, has := lookupEntry(id); has {
			t.cont = &e
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
			s.continueGame(t.cont.ID)
		case "title.load":
			s.push(newLoad(s))
		case "title.settings":
			s.push(&settingsScene{})
		}
	}
	return nil
}

func (t *title) Draw(_ *Shell, f *ui.Frame) {
	rects := drawMenu(f, "Overdeck", "Card games for one or two: on one device, or against the computer", t.items())
	c := f.M.Content()
	last := rects[len(rects)-1]
	drawShowcase(f, layout.Rect{X: c.X, Y: last.Y + last.H + f.M.Gap, W: c.W, H: c.Y + c.H - last.Y - last.H - f.M.Gap})
}

// showcase is a card of each game, shown under the title screen's
// buttons: what Overdeck plays, in the kit's card frame.
var showcase = []ui.CardFrame{
	{Name: "Flexferno", Type: "OverRealm", Icons: []ui.Icon{ui.IconFire}, Color: ui.Fire, Emblem: "Flexferno",
		Stats: []ui.Stat{{Icon: ui.IconHeart, Value: "8", Color: ui.Good}}},
	{Name: "Mercy", Type: "Overwatch", Icons: []ui.Icon{ui.IconSupport}, Color: ui.Support, Emblem: "Mercy", Person: true,
		Stats: []ui.Stat{{Icon: ui.IconHeart, Value: "3", Color: ui.Good}}},
	{Name: "King Arthur", Type: "OverPower", Icons: []ui.Icon{ui.IconIntellect}, Color: ui.Intellect, Emblem: "King Arthur", Person: true,
		Stats: []ui.Stat{{Icon: ui.IconIntellect, Value: "6"}}},
	{Name: "Drillhead", Type: "Multiverse", Icons: []ui.Icon{ui.IconOffensiveMV}, Color: ui.Offensive, Emblem: "Drillhead", Person: true,
		Stats: []ui.Stat{{Icon: ui.IconOffensiveMV, Value: "5"}}},
}

// drawShowcase lays the showcase cards side by side across the bottom of
// r, the inner ones raised as in a hand, as large as r allows up to a
// hand-held card's size; on a screen with no room under the buttons it
// draws nothing.
func drawShowcase(f *ui.Frame, r layout.Rect) {
	n := float64(len(showcase))
	gap := f.M.Gap / 2
	h := min(r.H*0.9, 260, (r.W-gap*(n-1))/n/0.7)
	if h < 110 {
		return
	}
	w := h * 0.7
	x := r.X + (r.W-w*n-gap*(n-1))/2
	for i, c := range showcase {
		lift := 0.0
		if i > 0 && i < len(showcase)-1 {
			lift = -0.05 * h
		}
		f.DrawCard(layout.Rect{X: x + float64(i)*(w+gap), Y: r.Y + (r.H-h)/2 + lift + 0.05*h, W: w, H: h * 0.95}, c)
	}
}

// games lists every game of the site; one another build plays opens
// that build at its mode screen.
type games struct{}

func (*games) Name() string { return "games" }

func (*games) Update(s *Shell, in []Intent, _ float64) error {
	for _, it := range in {
		if isBack(it) {
			s.pop()
			return nil
		}
		if id, ok := strings.CutPrefix(it.ID, "games."); ok && it.Act == Press {
			if _, known := lookupEntry(id); known && !s.here(id) {
				s.openBuild(id, "mode", "")
				return nil
			}
			s.openChooser(id)
		}
	}
	return nil
}

func (*games) Draw(_ *Shell, f *ui.Frame) {
	var items []item
	for _, g := range entries() {
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
			s.showAddress() // no game on screen: the title's address
			return nil
		case strings.HasPrefix(id, "setup."):
			s.chooseLevel(strings.TrimPrefix(id, "setup."))
		case strings.HasPrefix(id, "mode.") && id != "mode.next":
			s.choice.mode = modeFor(s.choice.game, strings.TrimPrefix(id, "mode."))
		case strings.HasPrefix(id, "level."):
			s.choice.level = strings.TrimPrefix(id, "level.")
		case id == "mode.next":
			s.prepareThinker()
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
	solo := oneSeat(s.choice.game)
	if solo {
		modes, texts = []string{"computer", "watch"}, soloTexts
		bots = s.choice.mode == "watch"
	}
	for _, m := range modes {
		text := texts[m]
		if solo && m == "watch" && bots {
			text += ", at its level:" // the row of levels below
		}
		items = append(items, radio("mode."+m, text, s.choice.mode == m, true))
	}
	var levels []item
	for _, l := range []string{"easy", "normal", "hard"} {
		text := "Computer: " + strings.ToUpper(l[:1]) + l[1:]
		levels = append(levels, radio("level."+l, text, s.choice.level == l, bots))
	}
	switch {
	case !solo:
		items = append(items, levels...)
	case bots:
		// Watched: the computer's level, in one row under the modes.
		for i := range levels {
			levels[i].text = strings.TrimPrefix(levels[i].text, "Computer: ")
		}
		items = append(items, item{row: levels})
		fallthrough
	default:
		// The player's own game has no computer level to choose, only
		// the game's own difficulty.
		items = append(items, s.levelItems()...)
	}
	items = append(items, button("mode.next", "Next"), backItem)
	drawMenu(f, "How to play", gameName(s.choice.game), items)
}

// gameName is the name of game id, or the id when the site has no such
// game.
func gameName(id string) string {
	if e, ok := lookupEntry(id); ok {
		return e.Name
	}
	return id
}

// prepareThinker starts the computer's thread as soon as the choice made
// gives the computer a seat (the setup screen comes next), so that its
// first move does not wait for it to load: a hot-seat game or a solo game
// played by the player never loads it.
func (s *Shell) prepareThinker() {
	bot := s.choice.mode == "watch" || (s.choice.mode == "computer" && !oneSeat(s.choice.game))
	if t, ok := s.host.(platform.Thinker); ok && bot {
		t.Prepare()
	}
}
