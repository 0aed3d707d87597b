package platform

// Launch is what the page's URL asks for: ?game=…&mode=…&level=…&seed=…
// An empty Game means "start at the title screen".
type Launch struct {
	Game    string // a registered game id
	Mode    string // "hotseat", "computer" or "watch"
	Level   string // "easy", "normal" or "hard" (computer and watch modes)
	Seed    uint64
	HasSeed bool
	// Problems are plain-language messages about parameters that were
	// refused ("There is no game called 'chess'."); the game shows them and
	// starts at the title screen or with the default for that parameter.
	Problems []string
}

// Modes and levels a Launch may name.
var (
	Modes  = []string{"hotseat", "computer", "watch"}
	Levels = []string{"easy", "normal", "hard"}
)
