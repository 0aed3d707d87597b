package shell

import (
	"slices"
	"strconv"
	"strings"

	"overdeck/engine"
	"overdeck/render/kit"
	"overdeck/render/layout"
	"overdeck/render/ui"
)

// setupScene offers the game's setup options, then deals. Each option is
// a group of radio buttons "setup.<key>.<value>"; an option the game can
// edit (kit.Custom) adds the value the player made, "setup.<key>.custom",
// and a button "setup.<key>.edit" that opens the editor. The groups are
// laid out in columns, and on pages when the screen is too small.
type setupScene struct {
	page  int // the page shown
	pages int // how many pages the last frame had
}

func (*setupScene) Name() string { return "setup" }

func (sc *setupScene) Update(s *Shell, in []Intent, _ float64) error {
	k, _ := kit.Lookup(s.choice.game)
	for _, it := range in {
		switch {
		case isBack(it):
			s.pop()
			return nil
		case it.ID == "setup.start":
			setup := s.chosenSetup(k).With(OptMode, s.chosenMode(k)).With(OptLevel, s.choice.level).With(OptHuman, "0")
			if s.namesOffered(k) {
				for i := range 2 {
					if n := cleanName(s.choice.setup[OptName+strconv.Itoa(i)]); n != "" {
						setup = setup.With(OptName+strconv.Itoa(i), n)
					}
				}
			}
			s.keepSetup(s.choice.game, s.choice.setup)
			game, seed := s.choice.game, s.seeds.Uint64()
			s.openChosen("a new "+gameName(game)+" game", "Start", func(s *Shell) { s.newMatch(game, setup, seed) })
			return nil
		case it.ID == "setup.page.next":
			sc.page = min(sc.page+1, max(sc.pages-1, 0))
		case it.ID == "setup.page.prev":
			sc.page = max(sc.page-1, 0)
		case strings.HasPrefix(it.ID, "setup.name."):
			key := OptName + strings.TrimPrefix(it.ID, "setup.name.")
			i, _ := strconv.Atoi(strings.TrimPrefix(it.ID, "setup.name."))
			s.askTextMax("Name of "+engine.Seat(i).String()+" (empty: \""+engine.Seat(i).String()+"\")", s.choice.setup[key], maxName, func(s *Shell, text string) {
				s.choice.setup[key] = cleanName(text)
			})
			return nil
		case strings.HasPrefix(it.ID, "setup."):
			if sc.choose(s, k, strings.TrimPrefix(it.ID, "setup.")) {
				return nil
			}
		}
	}
	return nil
}

// choose handles a press of "setup.<what>": a choice, the player's own
// value, or an editor to open (then it reports true: another scene is up).
func (sc *setupScene) choose(s *Shell, k kit.Kit, what string) bool {
	for _, o := range k.Options {
		val, ok := strings.CutPrefix(what, o.Key+".")
		if !ok {
			continue
		}
		for _, c := range o.Choices {
			if val == c.Value {
				s.choice.setup[o.Key] = c.Value
				return false
			}
		}
		if n, ok := strings.CutPrefix(val, "saved."); ok {
			saved := s.savedChoices(o)
			if i, err := strconv.Atoi(n); err == nil && i >= 0 && i < len(saved) {
				s.choice.setup[o.Key] = saved[i].Value
			}
			return false
		}
		switch {
		case o.Custom == nil:
		case val == "edit":
			s.openEditor(s.choice.game, o)
			return true
		case val == "custom":
			if v, _, ok := s.customValue(s.choice.game, o); ok {
				s.choice.setup[o.Key] = v
			}
		}
	}
	return false
}

// groups returns the setup screen's items, one group per option: its
// heading, then its buttons.
func (s *Shell) setupGroups(k kit.Kit) [][]item {
	var out [][]item
	for _, o := range k.Options {
		g := []item{{label: o.Label}}
		cur := s.choice.setup[o.Key]
		for _, c := range o.Choices {
			g = append(g, radio("setup."+o.Key+"."+c.Value, c.Label, cur == c.Value, true))
		}
		saved := s.savedChoices(o)
		for i, c := range saved {
			g = append(g, radio("setup."+o.Key+".saved."+strconv.Itoa(i), c.Label, cur == c.Value, true))
		}
		if o.Custom != nil {
			if v, text, ok := s.customValue(s.choice.game, o); ok && !slices.ContainsFunc(saved, func(c kit.Choice) bool { return c.Value == v }) {
				g = append(g, radio("setup."+o.Key+".custom", text, cur == v, true))
			}
			g = append(g, item{id: "setup." + o.Key + ".edit", label: o.Custom.Button + " (" + o.Label + ")",
				text: o.Custom.Button, enabled: true})
		}
		out = append(out, g)
	}
	if s.namesOffered(k) {
		g := []item{{label: "Players' names"}}
		for i := range 2 {
			seat := engine.Seat(i).String()
			n := s.choice.setup[OptName+strconv.Itoa(i)]
			label, text := seat+": no name (change)", seat+": no name"
			if n != "" {
				label, text = seat+" is "+n+" (change)", seat+": "+n
			}
			g = append(g, item{id: "setup.name." + strconv.Itoa(i), label: label, text: text, enabled: true})
		}
		out = append(out, g)
	}
	if rec := s.recordGroup(s.choice.game, k); rec != nil {
		out = append(out, rec)
	}
	return out
}

// namesOffered reports whether the setup asks for the players' names:
// two people sharing the device (hot-seat).
func (s *Shell) namesOffered(k kit.Kit) bool {
	g, err := engine.Lookup(s.choice.game)
	return err == nil && g.Seats == 2 && s.chosenMode(k) == "hotseat"
}

// chosenSetup returns the values chosen for k's options.
func (s *Shell) chosenSetup(k kit.Kit) engine.Setup {
	setup := engine.Setup{}
	for _, o := range k.Options {
		setup = setup.With(o.Key, s.choice.setup[o.Key])
	}
	return setup
}

// chosenMode returns the mode the match set up will be played in: the
// one chosen on the mode screen, unless a value chosen for an option
// requires another (see modeWith).
func (s *Shell) chosenMode(k kit.Kit) string {
	return modeFor(s.choice.game, modeWith(k, s.chosenSetup(k), s.choice.mode))
}

// modeWith returns mode, or the mode a value of setup made with an
// option's editor requires (kit.Custom.Mode): a draft two people shared
// is played hot-seat whatever mode was chosen before it.
func modeWith(k kit.Kit, setup engine.Setup, mode string) string {
	for _, o := range k.Options {
		if o.Custom == nil || o.Custom.Mode == nil {
			continue
		}
		if m := o.Custom.Mode(setup.Get(o.Key, "")); m == "hotseat" || m == "computer" {
			return m
		}
	}
	return mode
}

func (sc *setupScene) Draw(s *Shell, f *ui.Frame) {
	k, _ := kit.Lookup(s.choice.game)
	m := f.M
	f.Screen(ui.Background)
	c := m.Content()
	head, rest := c.CutTop(min(m.Title*1.7, c.H*0.2))
	subBand, titleBand := head.CutBottom(head.H * 0.32)
	f.Heading(titleBand, "Setup")
	f.Text(subBand, gameName(s.choice.game), m.Text, ui.InkDim, ui.Center, false)
	bh := max(layout.MinTouch, m.Button*0.8)
	foot, rest := rest.CutBottom(bh)
	_, body := rest.CutBottom(m.Gap)
	_, body = body.CutTop(m.Gap)
	pages := setupPages(m, body, bh, s.setupGroups(k))
	sc.pages = len(pages)
	sc.page = min(sc.page, len(pages)-1)
	for _, p := range pages[sc.page] {
		drawItems(f, []layout.Rect{p.r}, []item{p.it})
	}
	foot = foot.Center(min(foot.W, m.ColumnWidth()*2), foot.H)
	btns := []item{}
	if len(pages) > 1 {
		of := " (page " + strconv.Itoa(sc.page+1) + " of " + strconv.Itoa(len(pages)) + ")"
		btns = append(btns,
			item{id: "setup.page.prev", label: "Previous options" + of, text: "Previous", enabled: sc.page > 0},
			item{id: "setup.page.next", label: "More options" + of, text: "More options", enabled: sc.page < len(pages)-1})
	}
	btns = append(btns, button("setup.start", "Start the game"), backItem)
	drawItems(f, foot.Cols(len(btns), m.Gap), btns)
}

// placed is an item and where it goes.
type placed struct {
	it item
	r  layout.Rect
}

// setupPages lays out groups in body: in columns of buttons bh tall, a
// group never starting where it cannot end unless it is taller than a
// whole column, a column per group when there are columns enough, and on
// as many pages as needed (at least one).
func setupPages(m layout.Metrics, body layout.Rect, bh float64, groups [][]item) [][]placed {
	headH := max(m.Text*1.6, bh*0.6)
	height := func(it item) float64 {
		if it.id == "" {
			return headH
		}
		return bh
	}
	minW := min(m.ColumnWidth(), 280)
	n := max(1, min(len(groups), int((body.W+m.Gap*2)/(minW+m.Gap*2))))
	colW := min(m.ColumnWidth(), (body.W-float64(n-1)*m.Gap*2)/float64(n))
	left := body.X + (body.W-(colW*float64(n)+float64(n-1)*m.Gap*2))/2
	pages := [][]placed{nil}
	col, y := 0, body.Y
	next := func() {
		col, y = col+1, body.Y
		if col == n {
			col = 0
			pages = append(pages, nil)
		}
	}
	for gi, g := range groups {
		gh := -m.Gap
		for _, it := range g {
			gh += height(it) + m.Gap
		}
		// A group starts a column of its own when it would not fit below
		// the last, or when there are columns enough for every group left.
		if y > body.Y && (y+gh > body.Y+body.H || len(groups)-gi <= n-1-col) {
			next()
		}
		for _, it := range g {
			h := height(it)
			if y > body.Y && y+h > body.Y+body.H {
				next()
			}
			x := left + float64(col)*(colW+m.Gap*2)
			p := len(pages) - 1
			pages[p] = append(pages[p], placed{it, layout.Rect{X: x, Y: y, W: colW, H: h}})
			y += h + m.Gap
		}
		y += m.Gap
	}
	return pages
}
