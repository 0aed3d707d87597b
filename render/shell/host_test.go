package shell

import (
	"slices"
	"strings"
	"testing"

	"overdeck/engine/save"
	_ "overdeck/render/goofspiel" // the Goofspiel kit, and through it the game
	"overdeck/render/layout"
	"overdeck/render/platform"
	"overdeck/render/ui"
)

// fakeHost is a platform.Host in memory.
type fakeHost struct {
	store     *save.MemStore
	events    []platform.Event
	downloads map[string]string
	pick      string // the file PickFile hands back
	// typed are AskText's answers, in order ("" with cancel true cancels);
	// asked records each prompt and the text it started from.
	typed []typed
	asked []string
	// opened are the games whose build OpenBuild was asked for, in order.
	opened []string
	// address is the page's query string, as ShowLaunch keeps it.
	address string
}

// typed is one answer the player types into AskText.
type typed struct {
	text   string
	cancel bool
}

func newHost() *fakeHost {
	return &fakeHost{store: save.NewMemStore(), downloads: map[string]string{}}
}

func (h *fakeHost) Store() save.Store { return h.store }
func (h *fakeHost) Download(name, _ string, data []byte) error {
	h.downloads[name] = string(data)
	return nil
}
func (h *fakeHost) PickFile(_ string, done func(string, []byte, error)) {
	done("game.ovdk", []byte(h.pick), nil)
}
func (h *fakeHost) AskText(prompt, initial string, _ int, done func(string, bool)) {
	h.asked = append(h.asked, prompt+" ["+initial+"]")
	if len(h.typed) == 0 {
		done("", false)
		return
	}
	a := h.typed[0]
	h.typed = h.typed[1:]
	done(a.text, !a.cancel)
}
func (h *fakeHost) Emit(e platform.Event) { h.events = append(h.events, e) }
func (h *fakeHost) OpenBuild(game string) { h.opened = append(h.opened, game) }
func (h *fakeHost) ShowLaunch(l platform.Launch) {
	h.address = platform.Address(h.address, l)
}

// count returns how many events of type typ were emitted.
func (h *fakeHost) count(typ string) int {
	n := 0
	for _, e := range h.events {
		if e.Type == typ {
			n++
		}
	}
	return n
}

// start makes a shell over h on a desktop-sized canvas and draws once;
// when the launch began a match, it then stores it as the page's next tick
// does (Shell.started: a tick's Update would also move the scenes on) and
// draws again, a notice it put up included.
func start(t *testing.T, h platform.Host, l platform.Launch) *Shell {
	t.Helper()
	s := New(h, l)
	s.Resize(1280, 720)
	s.Frame()
	if s.begun != nil {
		s.started()
		s.Frame()
	}
	return s
}

// tick runs one Update of 1/60 s and draws.
func tick(s *Shell, in Input) *ui.Frame {
	in.Dt = 1.0 / 60
	s.Update(in)
	return s.Frame()
}

// thought ticks until the computer has no decision to think about (it
// searches a slice a tick, and warms up first) and returns the last frame.
func thought(t *testing.T, s *Shell) *ui.Frame {
	t.Helper()
	f := tick(s, Input{})
	for i := 0; s.Status().Thinking >= 0; i++ {
		if i == 1000 {
			t.Fatal("the computer still thinks after 1000 ticks")
		}
		f = tick(s, Input{})
	}
	return f
}

// press presses button id through the page's Press and runs a tick.
func press(t *testing.T, s *Shell, id string) *ui.Frame {
	t.Helper()
	if !s.Press(id) {
		t.Fatalf("scene %s: no enabled button %q in %v", s.Status().Scene, id, ids(s))
	}
	return tick(s, Input{})
}

func ids(s *Shell) []string {
	var out []string
	for _, b := range s.Buttons() {
		out = append(out, b.ID)
	}
	return out
}

// expect fails unless the scene on top is scene.
func expect(t *testing.T, s *Shell, scene string) {
	t.Helper()
	if got := s.Status().Scene; got != scene {
		t.Fatalf("scene = %q (%s), want %q; buttons %v", got, s.Status().Message, scene, ids(s))
	}
}

func hasButton(s *Shell, id string) bool { return slices.Contains(ids(s), id) }

func label(s *Shell, id string) string {
	for _, b := range s.Buttons() {
		if b.ID == id {
			return b.Label
		}
	}
	return ""
}

func joined(f *ui.Frame) string { return strings.Join(f.Texts(), "|") }

func pt(x, y float64) layout.Point { return layout.Point{X: x, Y: y} }

// TestStart_TheFirstFrameComesFirst: a match the address begins is drawn
// before it is stored and its address written (each took the page's thread
// for tens of milliseconds before the first frame), and both are done at
// the tick after that frame; the page's status says ready once they are.
func TestStart_TheFirstFrameComesFirst(t *testing.T) {
	h := newHost()
	s := New(h, platform.Launch{Game: "goofspiel", Mode: "hotseat", Seed: 5})
	s.Resize(1280, 720)
	stored := func() bool {
		v, ok, err := h.store.Get(save.AutosaveKey("goofspiel"))
		return ok && err == nil && v != ""
	}
	if stored() || h.address != "" {
		t.Fatalf("before the first frame: stored %v, address %q", stored(), h.address)
	}
	s.Frame()
	if h.count(platform.EventReady) != 1 || s.Status().Ready || stored() || h.address != "" {
		t.Fatalf("the first frame: ready event %d, status ready %v, stored %v, address %q",
			h.count(platform.EventReady), s.Status().Ready, stored(), h.address)
	}
	tick(s, Input{})
	if !s.Status().Ready || !stored() || !strings.Contains(h.address, "game=goofspiel") {
		t.Fatalf("the tick after the first frame: status ready %v, stored %v, address %q", s.Status().Ready, stored(), h.address)
	}
	// Later matches are stored as they begin.
	press(t, s, "handoff.ready")
	expect(t, s, "table")
	if err := h.store.Remove(save.AutosaveKey("goofspiel")); err != nil {
		t.Fatal(err)
	}
	s.begin(s.play.m, true)
	if !stored() {
		t.Error("a match begun after the first frame was not stored at once")
	}
}
