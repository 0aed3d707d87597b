package overpower

import (
	"slices"
	"strings"
	"testing"

	"overdeck/engine/save"
	"overdeck/game/overpower"
	"overdeck/render/platform"
	"overdeck/render/shell"
	"overdeck/render/ui"
)

// ltdPress presses id after checking that a w x h frame shows it enabled
// and that nothing drawn overflows.
func ltdPress(t *testing.T, e *LimitedEditor, id string, w, h float64) {
	t.Helper()
	f := drawBuilder(e, w, h)
	if o := f.Overflows(); len(o) > 0 {
		t.Fatalf("%vx%v overflows: %v", w, h, o)
	}
	if b, ok := f.Find(id); !ok || !b.Enabled {
		t.Fatalf("no enabled %s", id)
	}
	e.Press(id)
}

// nextStack returns the first enabled stack button a w x h frame shows,
// turning pages until one is.
func nextStack(t *testing.T, e *LimitedEditor, w, h float64) string {
	t.Helper()
	for tries := 0; tries < 20; tries++ {
		f := drawBuilder(e, w, h)
		for _, b := range f.Buttons {
			if strings.HasPrefix(b.ID, "edit.ltd.stack.") && b.Enabled {
				return b.ID
			}
		}
		if b, ok := f.Find("edit.ltd.page.2"); ok && b.Enabled {
			e.Press(b.ID)
		} else {
			e.page = 0
		}
	}
	t.Fatal("no stack to take")
	return ""
}

// TestLimitedEditor_DraftToDeck: a whole draft pressed through on a phone
// and a desktop, kept in storage while it lasts and resumed by a new
// editor, ends in the builder with a deck legal for the person's pool and
// a computer drafter's deck, which the setup value carries.
func TestLimitedEditor_DraftToDeck(t *testing.T) {
	for _, sz := range [][2]float64{{360, 640}, {1280, 720}} {
		host := &fakeEditorHost{store: memStore{}}
		e := NewLimitedEditor("").(*LimitedEditor)
		e.Attach(host)
		if _, err := e.Value(); err == nil {
			t.Fatal("a value before any draft")
		}
		ltdPress(t, e, "edit.ltd.draft.8", sz[0], sz[1])
		for picks := 0; e.stage == ltdDraft; picks++ {
			if picks == 2 {
				again := NewLimitedEditor("").(*LimitedEditor)
				again.Attach(host)
				if again.stage != ltdDraft || len(again.draft.Held[0].Stacks) != 2 {
					t.Fatal("a new editor did not resume the draft")
				}
				e = again
			}
			for _, tab := range []string{"edit.ltd.tab.1", "edit.ltd.tab.2", "edit.ltd.tab.0"} {
				ltdPress(t, e, tab, sz[0], sz[1])
			}
			ltdPress(t, e, nextStack(t, e, sz[0], sz[1]), sz[0], sz[1])
		}
		if _, ok := host.store[draftKey]; ok {
			t.Fatal("the finished draft is still stored")
		}
		v, err := e.Value()
		if err != nil {
			t.Fatalf("%vx%v: %v", sz[0], sz[1], err)
		}
		decks, err := overpower.LimitedDecks(v)
		if err != nil {
			t.Fatal(err)
		}
		if p := overpower.CheckLimited(*decks[0], e.builder.pool, overpower.ModeVenture); len(p) > 0 {
			t.Fatalf("the person's deck: %v", p)
		}
		if label, err := DescribeLimited(v); err != nil || !strings.HasPrefix(label, "Limited: ") || !strings.Contains(label, decks[1].Front[0]) {
			t.Fatalf("%q, %v", label, err)
		}
		// One person plays the computer, whatever mode was chosen before.
		for _, mode := range []string{"hotseat", "watch"} {
			if st := startLimited(t, v, mode, sz[0] == 360).Status(); st.Scene != "table" || st.Mode != "computer" {
				t.Fatalf("chosen %s: the match starts at %q in mode %q", mode, st.Scene, st.Mode)
			}
		}
		// The builder's own legality line (deck_draw.go) can run past its
		// two lines on a phone when many cards are listed: the builder's
		// matter, checked here on a desktop only.
		if f := drawBuilder(e, 1280, 720); len(f.Overflows()) > 0 {
			t.Fatalf("the builder stage overflows: %v", f.Overflows())
		}
	}
}

// TestLimitedEditor_Sealed: Sealed goes straight to the builder with a
// legal deck; Start over goes back to the choice.
func TestLimitedEditor_Sealed(t *testing.T) {
	e := NewLimitedEditor("").(*LimitedEditor)
	ltdPress(t, e, "edit.ltd.sealed.6", 1280, 720)
	if _, err := e.Value(); err != nil {
		t.Fatal(err)
	}
	ltdPress(t, e, "edit.ltd.restart.0", 1280, 720)
	if e.stage != ltdChoose {
		t.Fatal("Start over did not start over")
	}
}

// drawnText is everything a frame tells: its text lines, those left out
// for lack of room, and its buttons' labels.
func drawnText(f *ui.Frame) string {
	out := append(f.Texts(), f.LeftOut...)
	for _, b := range f.Buttons {
		out = append(out, b.Label)
	}
	return strings.Join(out, "|")
}

// secretOnly returns the secret cards of pool p that pool q does not hold.
func secretOnly(p, q overpower.Pack) []string {
	var out []string
	for _, n := range append(slices.Clone(p.Cards), p.Homes...) {
		if !slices.Contains(q.Cards, n) && !slices.Contains(q.Homes, n) {
			out = append(out, n)
		}
	}
	return out
}

// TestLimitedEditor_TwoPeople drives a draft for two people by presses: a
// hand-off screen comes up whenever the person to pick changes, and shows
// nothing of the draft; each person's screens (every tab, then the
// builder) never show a secret card of the other; player 1 builds, then
// player 2 behind another hand-off; the value carries both decks, which
// the shell deals hot-seat.
func TestLimitedEditor_TwoPeople(t *testing.T) {
	const w, h = 360, 640
	e := NewLimitedEditor("").(*LimitedEditor)
	host := &fakeEditorHost{store: memStore{}}
	someone := overpower.Decks[0]
	someone.Name = "Kept by someone"
	if err := keepLibrary(host.store, []overpower.Deck{someone}); err != nil {
		t.Fatal(err)
	}
	lib := host.store[LibraryKey]
	e.Attach(host)
	ltdPress(t, e, "edit.ltd.draft2.8", w, h)
	// check draws the screen and fails if it shows a secret card the
	// person at seat s may not see (every other seat's, on a hand-off
	// screen both people's); it returns the frame's text.
	check := func(s int) string {
		t.Helper()
		f := drawBuilder(e, w, h)
		if o := f.Overflows(); len(o) > 0 {
			t.Fatalf("overflows: %v", o)
		}
		text := drawnText(f)
		held := e.draft.Held
		for other := range held[:2] {
			if other == s {
				continue
			}
			for _, n := range secretOnly(held[other], held[max(s, 0)]) {
				if namesCard(text, n) {
					t.Fatalf("seat %d's screen shows %q, a secret of seat %d: %q", s, n, other, text)
				}
			}
		}
		return text
	}
	handoffs, shownOwn := 0, 0
	last := -1
	for steps := 0; e.stage == ltdDraft; steps++ {
		if steps > 200 {
			t.Fatal("the draft does not end")
		}
		who := e.draft.ToPick()
		if who != 0 && who != 1 {
			t.Fatalf("a computer's pick (seat %d) waits for a person", who)
		}
		if e.handingOff() {
			if who == last {
				t.Fatal("a hand-off screen for the person who holds the device")
			}
			handoffs++
			f := drawBuilder(e, w, h)
			if len(f.Buttons) != 1 || f.Buttons[0].Label != "I am Player "+itoa(who+1)+": show my cards" {
				t.Fatalf("the hand-off screen shows %q", drawnText(f))
			}
			for _, st := range e.draft.Open {
				if strings.Contains(drawnText(f), st.Char) {
					t.Fatalf("the hand-off screen shows the stack of %s", st.Char)
				}
			}
			check(-1)
			e.Press("edit.ltd.stack.0") // nothing but the hand-off answers
			if e.draft.ToPick() != who || len(e.draft.Picks) == 0 && !e.handingOff() {
				t.Fatal("a pick through the hand-off screen")
			}
			ltdPress(t, e, "edit.ltd.ready."+itoa(who), w, h)
			last = who
			continue
		}
		if who != last {
			t.Fatalf("player %d picks without a hand-off", who+1)
		}
		for _, tab := range []string{"edit.ltd.tab.1", "edit.ltd.tab.2", "edit.ltd.tab.0"} {
			ltdPress(t, e, tab, w, h)
			text := check(who)
			if tab == "edit.ltd.tab.1" {
				for _, n := range secretOnly(e.draft.Held[who], e.draft.Held[1-who]) {
					if strings.Contains(text, n) {
						shownOwn++
						break
					}
				}
			}
		}
		ltdPress(t, e, nextStack(t, e, w, h), w, h)
	}
	// Pack 1 from seat 1 (hand-off to 1, then 2), seat 2 comes back only
	// after the others (to 1 at the turn of each pack's snake and so on):
	// at least one hand-off per change of picker.
	if handoffs < 6 || shownOwn == 0 {
		t.Fatalf("%d hand-offs; own secret cards shown on %d turns", handoffs, shownOwn)
	}
	for p := 0; p < 2; p++ {
		if p == 1 {
			if _, err := e.Value(); err == nil {
				t.Fatal("a value before player 2 builds")
			}
			ltdPress(t, e, "edit.ltd.built.0", 1280, 720)
			if !e.handingOff() {
				t.Fatal("no hand-off before player 2 builds")
			}
			check(-1)
			ltdPress(t, e, "edit.ltd.ready.1", w, h)
		}
		if e.handingOff() {
			ltdPress(t, e, "edit.ltd.ready."+itoa(p), w, h)
		}
		if e.person() != p || e.stage != ltdBuild {
			t.Fatalf("player %d does not build", p+1)
		}
		f := drawBuilder(e, 1280, 720)
		if len(f.Overflows()) > 0 {
			t.Fatalf("the builder overflows: %v", f.Overflows())
		}
		// The decks saved in the browser are neither shown, loaded nor
		// saved to: the other person would see them.
		ltdPress(t, e, "edit.tab.4", w, h)
		built := overpower.EncodeDeck(e.builder.Deck())
		fd := drawBuilder(e, w, h)
		if b, ok := fd.Find("edit.save"); !ok || b.Enabled || strings.Contains(drawnText(fd), someone.Name) {
			t.Fatalf("player %d's Decks tab: %q", p+1, drawnText(fd))
		}
		for _, b := range fd.Buttons {
			if strings.HasPrefix(b.ID, "edit.load.") || strings.HasPrefix(b.ID, "edit.delete.") {
				t.Fatalf("player %d's Decks tab offers %s", p+1, b.ID)
			}
		}
		host.typed = []string{"Player " + itoa(p+1) + "'s secret"}
		for _, id := range []string{"edit.load.0", "edit.save", "edit.delete.0", "edit.delete.0"} {
			e.Press(id)
		}
		if overpower.EncodeDeck(e.builder.Deck()) != built || host.store[LibraryKey] != lib {
			t.Fatalf("player %d loaded or saved a deck of the browser's", p+1)
		}
		host.typed = nil
		ltdPress(t, e, "edit.tab.0", w, h)
		// The builder lists every homebase (those of the pool enabled), so
		// the other's homebases show only as homebases this player lacks.
		text := drawnText(f)
		other := e.draft.Held[1-p]
		for _, n := range secretOnly(overpower.Pack{Cards: other.Cards}, e.draft.Held[p]) {
			if strings.Contains(text, n) {
				t.Fatalf("player %d's builder shows %q, a secret of player %d", p+1, n, 2-p)
			}
		}
		for _, b := range f.Buttons {
			if strings.HasPrefix(b.ID, "edit.home.") && b.ID != "edit.home.none" {
				name, _, _ := strings.Cut(b.Label, ", threat")
				if b.Enabled != slices.Contains(e.draft.Held[p].Homes, name) {
					t.Fatalf("player %d's builder offers %s: %v", p+1, name, b.Enabled)
				}
			}
		}
	}
	v, err := e.Value()
	if err != nil {
		t.Fatal(err)
	}
	decks, err := overpower.LimitedDecks(v)
	if err != nil {
		t.Fatal(err)
	}
	for p, d := range decks {
		if pr := overpower.CheckLimited(*d, e.draft.Held[p].Pool(), overpower.ModeVenture); len(pr) > 0 {
			t.Fatalf("player %d's deck: %v", p+1, pr)
		}
	}
	if enc := overpower.EncodeDeck; enc(*decks[0]) != enc(*e.first) || enc(*decks[1]) != enc(e.builder.Deck()) {
		t.Fatal("the value does not carry the decks the two people built")
	}

	// The shell deals the match hot-seat from that value, whatever mode
	// was chosen before (on the mode screen or in the address): a
	// hand-off to Player 1, whose table shows both teams.
	if label, err := DescribeLimited(v); err != nil || !strings.HasPrefix(label, "Limited, two people hot-seat: ") {
		t.Fatalf("%q, %v", label, err)
	}
	var s *shell.Shell
	for _, mode := range []string{"computer", "watch", "hotseat"} {
		for _, viaMenus := range []bool{true, false} {
			s = startLimited(t, v, mode, viaMenus)
			if st := s.Status(); st.Scene != "handoff" || st.Mode != "hotseat" {
				t.Fatalf("chosen %s (menus %v): the match starts at %q in mode %q", mode, viaMenus, st.Scene, st.Mode)
			}
		}
	}
	s.Frame()
	if !s.Press("handoff.ready") {
		t.Fatalf("no hand-off button: %v", s.Buttons())
	}
	s.Update(shell.Input{Dt: 1.0 / 60})
	if st := s.Status(); st.Scene != "table" {
		t.Fatalf("after the hand-off: %q", st.Scene)
	}
	text := strings.Join(s.Frame().Texts(), "|")
	for p, d := range decks {
		for _, c := range d.Front {
			if !strings.Contains(text, c) {
				t.Errorf("player %d's %s is not on the table: %q", p+1, c, text)
			}
		}
	}
}

// startLimited starts a match of Limited value v in a new shell with
// hand-off screens on and mode chosen: through the menus (the mode screen,
// then v, the editor's last value, on the setup screen), or through the
// address (a launch naming the mode and v).
func startLimited(t *testing.T, v, mode string, viaMenus bool) *shell.Shell {
	t.Helper()
	hst := memHost{save.NewMemStore()}
	hst.store.Set(shell.SettingsKey, "speed=off\nhandoff=on\n")
	tick := func(s *shell.Shell) { s.Update(shell.Input{Dt: 1.0 / 60}); s.Frame() }
	if !viaMenus {
		s := shell.New(hst, platform.Launch{Game: "overpower", Mode: mode, Seed: 1, HasSeed: true,
			Setup: []platform.SetupOption{{Key: "limited", Value: v}}})
		s.Resize(1280, 720)
		tick(s)
		return s
	}
	hst.store.Set(shell.CustomKey("overpower", "limited"), v)
	s := shell.New(hst, platform.Launch{})
	s.Resize(1280, 720)
	s.Frame()
	for _, id := range []string{"title.play", "games.overpower", "mode." + mode, "mode.next"} {
		if !s.Press(id) {
			t.Fatalf("no %s on %q", id, s.Status().Scene)
		}
		tick(s)
	}
	for page := 0; !s.Press("setup.limited.custom"); page++ {
		if page > 10 || !s.Press("setup.page.next") {
			t.Fatal("no Limited value on the setup screen")
		}
		tick(s)
	}
	tick(s)
	if !s.Press("setup.start") {
		t.Fatal("no Start on the setup screen")
	}
	tick(s)
	return s
}

// namesCard reports whether text names card n itself, not only inside a
// longer card name ("Rapier" in "Ancestral Rapier").
func namesCard(text, n string) bool {
	text = strings.ReplaceAll(text, "|", " ") // a name wrapped onto two lines
	for c := 0; c < overpower.NumCards(); c++ {
		if m := overpower.Cards(uint16(c)).Name; m != n && strings.Contains(m, n) {
			text = strings.ReplaceAll(text, m, "#")
		}
	}
	return strings.Contains(text, n)
}
