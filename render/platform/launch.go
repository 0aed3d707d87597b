package platform

// Launch is what the page's URL asks for: ?game=…&mode=…&level=…&seed=…
// An empty Game means "resume the game in progress, or show the title
// screen" ("?play"), or with Title "show the title screen" ("?play=title").
type Launch struct {
	// Title asks for the title screen even when a game is in progress:
	// the address of the title screen, so that its reload shows it again.
	Title bool
	// Choose asks for Game's mode screen, where the player chooses how
	// to play it, and deals nothing ("play=setup" with the game): the
	// address of that screen, so that its reload shows it again. It goes
	// with no mode, level, seed, option or coach.
	Choose  bool
	Game    string // a registered game id
	Mode    string // "hotseat", "computer" or "watch"
	Level   string // "easy", "normal" or "hard" (computer and watch modes)
	Seed    uint64
	HasSeed bool
	// Setup are the game's own setup options the URL gives, as
	// "set.<key>=<value>" parameters ("?game=multiverse&set.cards=50"),
	// in the order given; the shell checks them against the game's
	// options.
	Setup []SetupOption
	// Coach asks for the game's coached first game ("coach=1"): its own
	// deal, with the coach's steps over the table.
	Coach bool
	// Problems are plain-language messages about parameters that were
	// refused ("There is no game called 'chess'."); the game shows them and
	// starts at the title screen or with the default for that parameter.
	Problems []string
}

// SetupOption is one game setup option a URL gives.
type SetupOption struct{ Key, Value string }

// Modes and levels a Launch may name.
var (
	Modes  = []string{"hotseat", "computer", "watch"}
	Levels = []string{"easy", "normal", "hard"}
)
