package overpower

import (
	"errors"
	"strings"
	"testing"

	"overdeck/engine/save"
	"overdeck/game/overpower"
	"overdeck/render/kit"
	"overdeck/render/layout"
	"overdeck/render/ui"
)

// drawBuilder draws e on a w x h screen, in the area the shell gives an
// editor (below its header).
func drawBuilder(e kit.Editor, w, h float64) *ui.Frame {
	f := ui.NewFrame(layout.For(w, h), "")
	m := f.M
	_, area := m.Screen.CutTop(m.Button + m.Gap*2)
	e.Draw(f, area.Inset(m.Gap))
	return f
}

// pressB presses id after checking that a 1280x720 frame shows it enabled.
func pressB(t *testing.T, e *DeckBuilder, id string) {
	t.Helper()
	f := drawBuilder(e, 1280, 720)
	if b, ok := f.Find(id); !ok || !b.Enabled {
		var ids []string
		for _, b := range f.Buttons {
			ids = append(ids, b.ID)
		}
		t.Fatalf("no enabled %s in %v", id, ids)
	}
	e.Press(id)
}

// memStore is a save.Store in memory.
type memStore map[string]string

func (s memStore) Get(k string) (string, bool, error) { v, ok := s[k]; return v, ok, nil }
func (s memStore) Set(k, v string) error              { s[k] = v; return nil }
func (s memStore) Remove(k string) error              { delete(s, k); return nil }
func (s memStore) Keys() ([]string, error) {
	var out []string
	for k := range s {
		out = append(out, k)
	}
	return out, nil
}

// fakeEditorHost answers AskText with typed, in order, and keeps what it
// was told.
type fakeEditorHost struct {
	store  memStore
	typed  []string
	asked  []string
	told   []string
	shown  string // the initial text of the last question
	cancel bool
}

func (h *fakeEditorHost) Store() save.Store { return h.store }
func (h *fakeEditorHost) AskText(prompt, initial string, _ int, then func(string)) {
	h.asked, h.shown = append(h.asked, prompt), initial
	if len(h.typed) > 0 {
		t := h.typed[0]
		h.typed = h.typed[1:]
		then(t)
	}
}
func (h *fakeEditorHost) Tell(text string) { h.told = append(h.told, text) }

// TestDeckBuilder_EveryTabFits: every tab of the builder draws with no
// text cut or too small at the three screen sizes, and its buttons are
// big enough to touch.
func TestDeckBuilder_EveryTabFits(t *testing.T) {
	e := NewDeckBuilder("camelot", nil)
	e.Attach(&fakeEditorHost{store: memStore{}})
	for tab := range tabNames {
		e.Press("edit.tab." + itoa(tab))
		for _, s := range screens {
			f := drawBuilder(e, s[0], s[1])
			for _, bad := range f.Overflows() {
				t.Errorf("%s tab at %vx%v: %s", tabNames[tab], s[0], s[1], bad)
			}
			for _, b := range f.Buttons {
				if b.Enabled && b.H < layout.MinTouch-0.5 {
					t.Errorf("%s tab at %vx%v: %s is %.0f px tall", tabNames[tab], s[0], s[1], b.ID, b.H)
				}
				if b.X < -1 || b.Y < -1 || b.X+b.W > s[0]+1 || b.Y+b.H > s[1]+1 {
					t.Errorf("%s tab at %vx%v: %s off the screen", tabNames[tab], s[0], s[1], b.ID)
				}
			}
		}
	}
}

// TestDeckBuilder_BuildsALegalDeck: a team chosen by pressing, a mission
// set, then cards added until Done's value is a code of a legal deck.
func TestDeckBuilder_BuildsALegalDeck(t *testing.T) {
	e := NewDeckBuilder("", nil)
	if _, err := e.Value(); err == nil {
		t.Fatal("an empty deck is usable")
	}
	for _, n := range []string{"King Arthur", "Merlin", "Robin Hood", "Billy the Kid"} {
		pressB(t, e, "edit.char."+itoa(overpower.CharByName(n)))
	}
	if d := e.Deck(); d.Front != [3]string{"King Arthur", "Merlin", "Robin Hood"} || d.Reserve != "Billy the Kid" {
		t.Fatalf("team %+v", d)
	}
	pressB(t, e, "edit.tab.2")
	for _, n := range []string{"Energy", "Combat", "Brute Force", "Intelligence"} {
		for v := 1; v <= 6; v++ {
			id := "edit.card." + itoa(overpower.CardByName(n+" "+itoa(v)))
			e.Press(id)
			e.Press(id)
		}
	}
	_, err := e.Value()
	if err == nil || !strings.Contains(err.Error(), "48 cards") {
		t.Fatalf("48 cards: %v", err)
	}
	if f := drawBuilder(e, 1280, 720); !strings.Contains(strings.Join(f.Texts(), " "), "Cards 48 (min 51)") {
		t.Fatalf("no count shown: %v", f.Texts())
	}
	for _, n := range []string{"MultiPower 3", "MultiPower 4", "MultiPower 5"} {
		e.Press("edit.card." + itoa(overpower.CardByName(n)))
	}
	code, err := e.Value()
	if err != nil {
		t.Fatalf("51 cards: %v", err)
	}
	d, err := overpower.DecodeDeck(code)
	if err != nil || len(d.Cards) != 51 || len(overpower.CheckDeck(d, overpower.ModeVenture)) != 0 {
		t.Fatalf("code %q: %v", code, err)
	}
	// One Per Deck: a second press takes the card out again.
	opd := ""
	for i := range overpower.NumCards() {
		if c := overpower.Cards(uint16(i)); c.OPD && c.Kind == overpower.KindSpecial && c.Char == int8(overpower.CharByName("Merlin")) {
			opd = itoa(i)
			break
		}
	}
	if opd != "" {
		e.Press("edit.card." + opd)
		e.Press("edit.card." + opd)
		if strings.Contains(strings.Join(e.Deck().Cards, ","), overpower.Cards(uint16(atoi(opd))).Name) {
			t.Fatal("a One Per Deck card went in twice")
		}
	}
}

// atoi reads a number the test wrote.
func atoi(s string) int {
	n := 0
	for _, c := range s {
		n = n*10 + int(c-'0')
	}
	return n
}

// TestDeckBuilder_SaveExportImport: a deck saved under a name comes back
// as a setup choice; export shows the code; a bad code changes nothing
// and is told plainly; a good one loads.
func TestDeckBuilder_SaveExportImport(t *testing.T) {
	h := &fakeEditorHost{store: memStore{}, typed: []string{"My knights"}}
	e := NewDeckBuilder("knights", nil)
	e.Attach(h)
	pressB(t, e, "edit.tab.4")
	pressB(t, e, "edit.save")
	saved := SavedDecks(h.store)
	if len(saved) != 1 || !strings.HasPrefix(saved[0].Label, "Saved: My knights") {
		t.Fatalf("saved %v", saved)
	}
	pressB(t, e, "edit.export")
	if h.shown != saved[0].Value {
		t.Fatalf("export shows %q, want %q", h.shown, saved[0].Value)
	}
	before := e.Deck()
	h.typed = []string{saved[0].Value[:40] + "x" + saved[0].Value[41:]}
	pressB(t, e, "edit.import")
	if len(h.told) != 1 || h.told[0] != "This is not an OverPower deck code." || !sameTeam(before, e.Deck()) ||
		len(before.Cards) != len(e.Deck().Cards) {
		t.Fatalf("a bad code: told %v, deck %+v", h.told, e.Deck())
	}
	h.typed = []string{overpower.EncodeDeck(overpower.Decks[0])}
	pressB(t, e, "edit.import")
	if e.Deck().Front != overpower.Decks[0].Front {
		t.Fatalf("import loaded %+v", e.Deck().Front)
	}
	pressB(t, e, "edit.load.0")
	if e.Deck().Name != "My knights" {
		t.Fatalf("load: %q", e.Deck().Name)
	}
	pressB(t, e, "edit.delete.0")
	pressB(t, e, "edit.delete.0")
	if len(SavedDecks(h.store)) != 0 {
		t.Fatal("delete kept the deck")
	}
	if _, err := DescribeDeck("knights"); err == nil {
		t.Fatal("a ready-made name described as a built deck")
	}
	if _, err := DescribeDeck(saved[0].Value[:50]); !errors.Is(err, overpower.ErrDeckCode) {
		t.Fatalf("a cut code: %v", err)
	}
}

// sameTeam reports whether two decks have the same team.
func sameTeam(a, b overpower.Deck) bool { return a.Front == b.Front && a.Reserve == b.Reserve }

// TestDeckBuilder_LimitedPool: with a pool, characters and cards outside
// it cannot be chosen, Basic Power cards can, and the ready-made decks are
// not offered.
func TestDeckBuilder_LimitedPool(t *testing.T) {
	pool := &overpower.Pool{Characters: []string{"Zorro", "Merlin", "Dracula", "Jane Porter"}, Cards: []string{"Merlin's Magic"}}
	e := NewDeckBuilderFrom(overpower.Deck{Set: overpower.MissionSets(0).Name}, pool)
	f := drawBuilder(e, 1280, 720)
	if b, ok := f.Find("edit.char." + itoa(overpower.CharByName("King Arthur"))); ok && b.Enabled {
		t.Fatal("King Arthur can be chosen outside the pool")
	}
	for _, n := range pool.Characters {
		pressB(t, e, "edit.char."+itoa(overpower.CharByName(n)))
	}
	pressB(t, e, "edit.tab.2")
	for _, i := range e.shownCards() {
		c := overpower.Cards(uint16(i))
		if c.Name != "Merlin's Magic" && (c.Kind != overpower.KindPower || c.Type > overpower.Intel) {
			t.Errorf("%s offered outside the pool", c.Name)
		}
	}
	pressB(t, e, "edit.tab.4")
	if _, ok := drawBuilder(e, 1280, 720).Find("edit.ready.camelot"); ok {
		t.Fatal("ready-made decks offered in Limited play")
	}
}

// TestDeckBuilder_Copies: a card without a limit takes as many copies as
// it is pressed (past the four a press cycle used to stop at), and its
// "−" takes one out; a One Per Deck card goes in once (Thunderbolt twice
// with Zeus) and the next press takes it out; in Limited play a card goes
// in as many times as the pool holds it, and a Basic Power card without
// end.
func TestDeckBuilder_Copies(t *testing.T) {
	code := func(n string) string { return itoa(overpower.CardByName(n)) }
	e := NewDeckBuilderFrom(overpower.Deck{Front: [3]string{"Zeus", "Merlin", "King Arthur"}, Reserve: "Robin Hood",
		Set: overpower.MissionSets(0).Name}, nil)
	pressB(t, e, "edit.tab.2")
	pressB(t, e, "edit.mine")
	for range 9 {
		e.Press("edit.card." + code("Energy 5"))
	}
	if n := e.copiesOf("Energy 5"); n != 9 {
		t.Fatalf("9 presses put in %d copies", n)
	}
	if f := drawBuilder(e, 1280, 720); !strings.Contains(drawnText(f), "Energy 5, Power card: 9 in the deck; press to add one") {
		t.Fatalf("the tile says %q", drawnText(f))
	}
	pressB(t, e, "edit.less."+code("Energy 5"))
	if n := e.copiesOf("Energy 5"); n != 8 {
		t.Fatalf("− left %d copies", n)
	}
	for k, want := range []int{1, 2, 0} {
		e.Press("edit.card." + code("Thunderbolt"))
		if n := e.copiesOf("Thunderbolt"); n != want {
			t.Fatalf("Thunderbolt with Zeus, press %d: %d copies", k+1, n)
		}
		for _, p := range overpower.Summarize(e.Deck(), nil).Problems {
			if p.Card == "Thunderbolt" {
				t.Fatalf("%d Thunderbolts with Zeus: %v", want, p)
			}
		}
	}

	pool := &overpower.Pool{Characters: []string{"Zorro", "Merlin", "Dracula", "Jane Porter"},
		Cards: []string{"MultiPower 5", "MultiPower 5", "MultiPower 5"}}
	e = NewDeckBuilderFrom(overpower.Deck{Front: [3]string{"Zorro", "Merlin", "Dracula"}, Reserve: "Jane Porter",
		Set: overpower.MissionSets(0).Name}, pool)
	for k, want := range []int{1, 2, 3, 0} {
		e.Press("edit.card." + code("MultiPower 5"))
		if n := e.copiesOf("MultiPower 5"); n != want {
			t.Fatalf("MultiPower 5 from a pool of 3, press %d: %d copies", k+1, n)
		}
	}
	for range 12 {
		e.Press("edit.card." + code("Combat 4"))
	}
	if n := e.copiesOf("Combat 4"); n != 12 {
		t.Fatalf("12 presses of a Basic Power card in Limited play: %d copies", n)
	}
}

// TestDeckBuilder_UnusableUniverseDisablesDone: a Universe card no one on
// the team can use, pressed into a legal deck, makes it illegal: Done's
// value is refused with the plain reason, which the legality line shows;
// taking it out makes the deck legal again.
func TestDeckBuilder_UnusableUniverseDisablesDone(t *testing.T) {
	e := NewDeckBuilder("camelot", nil)
	if _, err := e.Value(); err != nil {
		t.Fatal(err)
	}
	nobody := -1
	for _, i := range overpower.Offered(e.Deck(), nil, overpower.AnyCard) {
		c := overpower.Cards(uint16(i))
		if c.Kind >= overpower.KindBasic && c.Kind <= overpower.KindAlly {
			d := e.Deck()
			d.Cards = append(append([]string(nil), d.Cards...), c.Name)
			if len(overpower.CheckDeck(d, overpower.ModeVenture)) > 0 {
				nobody = i
				break
			}
		}
	}
	if nobody < 0 {
		t.Fatal("the builder offers camelot no Universe card its team cannot use")
	}
	name := overpower.Cards(uint16(nobody)).Name
	e.Press("edit.card." + itoa(nobody))
	want := name + ": no one on the team can use it."
	if _, err := e.Value(); err == nil || err.Error() != strings.ToUpper(want[:1])+want[1:] {
		t.Fatalf("the value with %s: %v", name, err)
	}
	if f := drawBuilder(e, 1280, 720); !strings.Contains(strings.Join(f.Texts(), " "), "no one on the team can use it") {
		t.Fatalf("the reason is not shown: %v", f.Texts())
	}
	e.Press("edit.less." + itoa(nobody))
	if _, err := e.Value(); err != nil {
		t.Fatalf("without %s: %v", name, err)
	}
}
