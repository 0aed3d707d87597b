package shell

import (
	"math/rand/v2"
	"slices"
	"sync"
	"time"

	"overdeck/engine"
	"overdeck/render/layout"
	"overdeck/render/platform"
	"overdeck/render/ui"
)

// Scene is one screen of the shell. Only the scene on top of the stack is
// updated and drawn.
type Scene interface {
	// Name is the scene's name in Status and events: "title", "table", ...
	Name() string
	// Update handles the player's intents (often none) and advances time by
	// dt seconds. An error is shown to the player in a message dialog.
	Update(s *Shell, in []Intent, dt float64) error
	// Draw draws the whole screen into f.
	Draw(s *Shell, f *ui.Frame)
}

// Shell runs the scenes. It is not safe for concurrent use, except for
// the file-picker callback it hands the host; package render guards it.
type Shell struct {
	host     platform.Host
	saves    *saves
	settings Settings
	m        layout.Metrics
	stack    []Scene
	last     *ui.Frame // the frame drawn last: what the player can press
	drawn    int       // frames drawn so far (Status.Drawn)
	focus    string    // the keyboard focus, a button id of last
	down     bool      // a pointer is pressed
	downOn   string    // the button it went down on
	queue    []Intent  // presses from the page, for the next Update
	ready    bool
	emitted  Scene // the scene the last EventScene announced
	// begun is set while a match begun as the page starts waits for the
	// tick after the first frame (see begin): then it is stored, when store
	// says so, and its address shown.
	begun   *struct{ store bool }
	choice  choice
	play    *session
	seeds   *rand.Rand
	customs map[string]string // values made with an option's editor, by CustomKey ("" none)

	settingsWarned bool // the player knows settings cannot be stored

	anim *ui.Motion // the animations of the table (see motion.go)

	clock func() time.Time // the wall clock: time.Now, a fake in tests

	mu      sync.Mutex // guards picked and answers
	picked  []picked
	answers []answer
}

// choice is what the menus have chosen so far.
type choice struct {
	game  string
	mode  string
	level string
	setup map[string]string
}

// picked is a file the player chose to import.
type picked struct {
	data []byte
	err  error
}

// New starts the shell for host: it reads the settings, then starts the
// game the launch names (see openAddress), or resumes the last unfinished
// match, or shows the title screen (at once with platform.Launch.Title);
// problems with the launch's parameters are shown on top.
func New(h platform.Host, l platform.Launch) *Shell {
	s := &Shell{host: h, saves: newSaves(h.Store()), m: layout.For(1280, 720), customs: map[string]string{}, clock: time.Now}
	s.seeds = rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	s.settings = loadSettings(h.Store())
	s.m = s.metricsFor(1280, 720) // at the stored text size, whatever the first Resize says
	s.choice = choice{mode: "hotseat", level: "normal"}
	s.stack = []Scene{newTitle(s)}
	switch {
	case l.Choose:
		s.openChooser(l.Game)
	case l.Game != "":
		s.openAddress(l)
	case s.takeHandoff(): // another game's build opened this one
	case !l.Title:
		s.openContinue()
	}
	if len(l.Problems) > 0 {
		s.push(notice(joinLines(l.Problems)))
	}
	return s
}

// Resize sets the canvas size in CSS pixels.
func (s *Shell) Resize(w, h float64) {
	if w > 0 && h > 0 && (w != s.m.Screen.W || h != s.m.Screen.H) {
		s.m = s.metricsFor(w, h)
	}
}

// Update runs one tick: the intents of in and of the page's presses go to
// the scene on top, one by one (those meant for a scene that has just
// been left are dropped), then time advances. It never fails: a scene's
// error is shown in a message dialog.
func (s *Shell) Update(in Input) error {
	if s.ready && s.begun != nil {
		s.started()
	}
	intents := s.pointerIntents(in.Pointers)
	for _, k := range in.Keys {
		intents = append(intents, Intent{Act: k})
	}
	intents = append(intents, s.queue...)
	s.queue = s.queue[:0]
	top := s.top()
	for _, raw := range intents {
		it, ok := s.resolve(raw)
		if !ok || s.top() != top {
			continue
		}
		s.run(top, []Intent{it}, 0)
	}
	s.takePicked()
	s.takeAnswers()
	s.tickMotion(intents, in.Dt)
	s.run(s.top(), nil, in.Dt)
	s.announce()
	return nil
}

func (s *Shell) run(sc Scene, in []Intent, dt float64) {
	if err := sc.Update(s, in, dt); err != nil {
		s.push(notice(err.Error()))
	}
}

// Frame draws the scene on top and keeps the frame as what the player can
// press until the next one. The first frame with a button makes the shell
// ready and emits EventReady.
func (s *Shell) Frame() *ui.Frame {
	s.announce()
	f := ui.NewFrameLike(s.m, s.focus, s.last)
	_, atTable := s.top().(*table)
	if atTable {
		s.motion().Begin(f)
	}
	s.top().Draw(s, f) // the table draws the effects in flight (table.Draw)
	s.last = f
	s.drawn++
	if !s.ready && len(f.Buttons) > 0 {
		s.ready = true
		s.host.Emit(platform.Event{Type: platform.EventReady})
		s.announce()
	}
	return f
}

// Buttons returns a copy of the interactive elements of the last frame.
func (s *Shell) Buttons() []platform.Button {
	if s.last == nil {
		return nil
	}
	return slices.Clone(s.last.Buttons)
}

// Press queues a press of button id for the next Update, exactly as a
// click on it would. It returns false when the last frame has no enabled
// button id.
func (s *Shell) Press(id string) bool {
	if !s.enabled(id) {
		return false
	}
	s.queue = append(s.queue, Intent{Act: Press, ID: id})
	return true
}

// Status reports the shell's state to the page.
func (s *Shell) Status() platform.Status {
	st := platform.Status{Ready: s.ready && s.begun == nil, Scene: s.top().Name(), Game: s.choice.game, ToAct: []int{}, Thinking: -1, BotMoves: []int{}, Moving: s.Animating(), Drawn: s.drawn}
	if p := s.play; p != nil {
		if b := p.bots; b.thinking != engine.NoSeat && !b.answered {
			st.Thinking = int(b.thinking)
		}
		for _, d := range p.bots.moves {
			st.BotMoves = append(st.BotMoves, int(d.Milliseconds()))
		}
		st.OffThread = p.bots.offThread
		st.LongestSlice = float64(p.bots.longest.Microseconds()) / 1000
		st.Slices, st.SlicesOverFrame = p.bots.slices, p.bots.overFrame
		st.Game, st.Mode = p.game.ID, p.mode
		st.Moves = len(p.m.History())
		for _, w := range p.m.Waiting() {
			st.ToAct = append(st.ToAct, int(w))
		}
		if o := p.m.Outcome(); o.Over {
			st.Outcome = o.Summary
		}
		st.Coach = s.coachStatus()
	}
	if m, ok := s.top().(*message); ok {
		st.Message = m.text
	}
	return st
}

func (s *Shell) top() Scene { return s.stack[len(s.stack)-1] }

// push shows sc over the current scene; pop returns to the one below.
func (s *Shell) push(sc Scene) { s.stack = append(s.stack, sc); s.focus = "" }

func (s *Shell) pop() {
	if len(s.stack) > 1 {
		s.stack = s.stack[:len(s.stack)-1]
		s.focus = ""
	}
}

// reset makes scenes the whole stack, the last on top.
func (s *Shell) reset(scenes ...Scene) { s.stack = scenes; s.focus = "" }

// toTitle leaves any match (its autosave stays) for the title screen.
func (s *Shell) toTitle() {
	s.play = nil
	s.choice.game = ""
	s.reset(newTitle(s))
	s.showAddress()
}

// announce emits EventScene when the scene on top has changed. Nothing is
// announced before EventReady, so an embedding page hears "ready" first and
// then the scene it is looking at.
func (s *Shell) announce() {
	top := s.top()
	if !s.ready || top == s.emitted {
		return
	}
	s.emitted = top
	st := s.Status()
	s.host.Emit(platform.Event{Type: platform.EventScene, Scene: st.Scene, Game: st.Game, Mode: st.Mode})
}

// pickFile asks the host for a save file; the answer arrives on another
// goroutine and is handled by the next Update.
func (s *Shell) pickFile() {
	s.host.PickFile(".ovdk,.txt,text/plain", func(_ string, data []byte, err error) {
		s.mu.Lock()
		s.picked = append(s.picked, picked{data, err})
		s.mu.Unlock()
	})
}

func (s *Shell) takePicked() {
	s.mu.Lock()
	ps := s.picked
	s.picked = nil
	s.mu.Unlock()
	for _, p := range ps {
		if p.err != nil {
			s.push(notice("The file could not be read: " + p.err.Error()))
			continue
		}
		s.importSave(p.data)
	}
}

func joinLines(ls []string) string {
	out := ""
	for i, l := range ls {
		if i > 0 {
			out += "\n"
		}
		out += l
	}
	return out
}
