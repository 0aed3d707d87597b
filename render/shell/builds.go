package shell

import (
	"net/url"
	"slices"
	"strconv"
	"strings"

	"overdeck/engine/save"
	"overdeck/render/kit"
	"overdeck/render/ui"
)

// Each game is a build of its own (its page wasm and its worker), so a
// first visit fetches only the game played. The shell of one build still
// lists every game, every save and the game in progress of any build; to
// open one of another game it leaves a hand-off in storage, shared by
// every build, and asks the host for that game's build
// (platform.Host.OpenBuild), whose shell takes the hand-off as it starts.

// entry is what the menus show of a game, whichever build holds it.
type entry struct {
	ID, Name, Blurb string
	Seats           int
}

// catalog is every game of the site, in the order of kit.Playable (by
// id): the names and blurbs of their engine.Game, which a build without
// the game does not hold. TestCatalog_IsEveryGame keeps it in step.
var catalog = []entry{
	{"goofspiel", "Goofspiel", "The classic game of secret bids: both players bid a card at once for each prize. A quick warm-up for two.", 2},
	{"multiverse", "Against the Multiverse", "Solo: defend three face-down cards and break every row of the Multiverse before its attacks, rolled on a d6, break you or the Power Deck runs out.", 1},
	{"overpower", "OverPower", "Lead a team of four legends through a series of battles: attack, block and avoid, venture your mission's objectives on each battle, and KO the other team or complete your mission first.", 2},
	{"overrealm", "OverRealm", "Draft monsters, pick a team of three and battle: both players choose their action in secret, then reveal. Elements, buffs and flips decide who stands last.", 2},
	{"overwatch", "Overwatch Card Game", "Deploy six heroes into three rows, fire their abilities, spend row synergy on ultimates, and out-power your rival in two rounds out of three.", 2},
}

// entries are the games the menus list: the catalog, and any other game
// this build plays (a test's), by id.
func entries() []entry {
	out := slices.Clone(catalog)
	for _, g := range kit.Playable() {
		if !slices.ContainsFunc(out, func(e entry) bool { return e.ID == g.ID }) {
			out = append(out, entry{g.ID, g.Name, g.Blurb, g.Seats})
		}
	}
	slices.SortStableFunc(out, func(a, b entry) int { return strings.Compare(a.ID, b.ID) })
	return out
}

// lookupEntry returns the entry of game id.
func lookupEntry(id string) (entry, bool) {
	for _, e := range entries() {
		if e.ID == id {
			return e, true
		}
	}
	return entry{}, false
}

// HandoffKey is where a build leaves what the build it opens shows first:
// "game=<id>&do=<mode|continue|load>[&slot=<name>][&mode=…&level=…]&at=<ms>".
const HandoffKey = save.Prefix + "open"

// HandoffFileKey holds the text of a save file the player imported in a
// build that does not play its game, for that game's build to import
// (hand-off "do=import"); the build that takes it removes it.
const HandoffFileKey = save.Prefix + "open.file"

// handoffAge is how long a hand-off waits for its build, in milliseconds:
// one left by a navigation that never happened is not taken days later.
const handoffAge = 5 * 60 * 1000

// inBuild, when set (by tests), says which games this build plays in
// place of the kits registered: a test binary registers every game.
var inBuild func(id string) bool

// here reports whether this build plays game id.
func (s *Shell) here(id string) bool {
	if inBuild != nil {
		return inBuild(id)
	}
	_, ok := kit.Lookup(id)
	return ok
}

// openBuild leaves for the build of game, which then does what do says
// (with slot, the named save to load).
func (s *Shell) openBuild(game, do, slot string) {
	q := url.Values{"game": {game}, "do": {do}, "at": {strconv.FormatInt(s.clock().UnixMilli(), 10)}}
	if slot != "" {
		q.Set("slot", slot)
	}
	if do == "mode" {
		q.Set("mode", s.choice.mode)
		q.Set("level", s.choice.level)
	}
	// Where storage is blocked the build opens at its title screen.
	_ = s.host.Store().Set(HandoffKey, q.Encode())
	s.reset(&opening{name: gameName(game)})
	s.host.OpenBuild(game)
}

// takeHandoff does what the build that opened this one asked, when it
// asked it of this build and not long ago; it reports whether it did.
func (s *Shell) takeHandoff() bool {
	st := s.host.Store()
	raw, has, err := st.Get(HandoffKey)
	if err != nil || !has {
		return false
	}
	_ = st.Remove(HandoffKey)
	// A file handed over goes with its hand-off, taken or dropped.
	file, hasFile, fileErr := st.Get(HandoffFileKey)
	if hasFile {
		_ = st.Remove(HandoffFileKey)
	}
	q, err := url.ParseQuery(raw)
	if err != nil {
		return false
	}
	game := q.Get("game")
	at, err := strconv.ParseInt(q.Get("at"), 10, 64)
	if now := s.clock().UnixMilli(); err != nil || at > now || now-at > handoffAge || !s.here(game) {
		return false
	}
	switch q.Get("do") {
	case "mode":
		if m := q.Get("mode"); m != "" {
			s.choice.mode = m
		}
		if l := q.Get("level"); l != "" {
			s.choice.level = l
		}
		s.openChooser(game)
	case "continue":
		s.continueGame(game)
	case "load":
		s.loadSlot(slot{game: game, name: q.Get("slot")})
	case "import":
		if fileErr != nil || !hasFile {
			return false
		}
		s.importSave([]byte(file))
	default:
		return false
	}
	return true
}

// importSave opens the save file data (its text form) the player picked:
// in this build when it plays the save's game, else in that game's build,
// which the file is handed to through storage.
func (s *Shell) importSave(data []byte) {
	if game := savedGame(data); game != "" && !s.here(game) {
		if _, known := lookupEntry(game); known {
			if err := s.host.Store().Set(HandoffFileKey, string(data)); err != nil {
				// Storage is blocked or full: say so; the file itself is not lost.
				s.push(notice("This save is of " + gameName(game) + ", which opens in a page of its own, " +
					"but this browser would not keep the file for it. Open " + gameName(game) + " and import the file there."))
				return
			}
			s.openBuild(game, "import", "")
			return
		}
	}
	m, err := s.saves.importText(string(data))
	if err != nil {
		s.push(notice(explain(err)))
		return
	}
	s.openChosen("the imported game", "Load", func(s *Shell) { s.closeMessages(); s.begin(m, true) })
}

// savedGame is the game a save file (its text form) holds, or "" when it
// is not a save this version reads.
func savedGame(data []byte) string {
	b, err := save.FromText(string(data))
	if err != nil {
		return ""
	}
	e, err := save.Decode(b)
	if err != nil {
		return ""
	}
	return e.Game
}

// continueGame resumes the game in progress, game, in this build or in
// its own.
func (s *Shell) continueGame(game string) {
	if !s.here(game) {
		s.openBuild(game, "continue", "")
		return
	}
	s.openContinue()
}

// opening is shown while the page leaves for another game's build.
type opening struct{ name string }

func (*opening) Name() string { return "opening" }

func (*opening) Update(*Shell, []Intent, float64) error { return nil }

func (o *opening) Draw(_ *Shell, f *ui.Frame) {
	drawMenu(f, o.name, "Opening "+o.name+"…", nil)
}
