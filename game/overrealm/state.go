package overrealm

import (
	"overdeck/engine"
	"overdeck/engine/effect"
)

//go:generate msgp -file state.go -o state_gen.go -io=false

// Phases of a match.
const (
	phDraft  uint8 = iota // building the pools (modes of play)
	phTeam                // secret team choice
	phSelect              // selection phase of a turn
	phKO                  // choosing a new active monster after a KO
	phOver                // the game is over
	phClear               // arranging the top of the deck (Clear Mind) before turn 1
)

// Modes of play.
const (
	modeCasual uint8 = iota
	modeDraft
	modeCompetitive
)

// Results of a match.
const (
	resRunning uint8 = iota
	resWin0
	resWin1
	resDraw
)

// Stats on the stat cube board.
const (
	statAtk = iota
	statSpd
	statDef
)

// Conditions a monster may have (bits of Mon.Cond).
const (
	condBurn uint8 = 1 << iota
	condParalyze
	condFatigue
	condStun
)

// State is the full state of an OverRealm match, hidden cards included.
// Everything is plain data in a fixed order, so equal states encode to equal
// bytes.
type State struct {
	Mode   uint8        `msg:"mo"`
	Phase  uint8        `msg:"ph"`
	Turn   int16        `msg:"tu"`
	Pick   int8         `msg:"pk"` // draft pick number, from 0
	P      [2]Player    `msg:"p"`
	Board  effect.Board `msg:"b"`
	Result uint8        `msg:"r"`
	// Shown are the two choices revealed last turn (public once revealed).
	Shown [2]string `msg:"sh"`
	// Trace is the last turn's resolution step by step (see trace.go), for
	// turn TraceTurn.
	Trace     []Step `msg:"tr"`
	TraceTurn int16  `msg:"tt"`
	// Resume: the KO replacement under way interrupted a start phase, so
	// the selection phase of the same turn follows it (not a new turn).
	Resume bool `msg:"rs"`
	// Lost is the HP each team's monsters have lost, every point of
	// damage counted as it is taken (a heal gives none back): the end
	// screen's damage dealt by the other player.
	Lost [2]int16 `msg:"lo"`

	cur       [2]*play              `msg:"-"` // the turn being resolved
	plays     [2]play               `msg:"-"` // where cur points
	tie       bool                  `msg:"-"` // resolving a speed tie: changes are held back
	guard     int8                  `msg:"-"` // 1 + the seat a countered action's buff cannot reach (see spared)
	held      []heldChange          `msg:"-"`
	heldCubes [2][3]int16           `msg:"-"` // stat cubes given during a speed tie, added up
	heldHP    [2][3][2]int16        `msg:"-"` // healing and damage given each monster during a speed tie
	tt        *engine.Turn          `msg:"-"`
	told      Step                  `msg:"-"` // the public board as the log last told it (see narrate)
	toldSet   bool                  `msg:"-"`
	toldTeam  [2]bool               `msg:"-"` // the teams set when the board was told
	toldTok   []effect.Token        `msg:"-"` // the tokens as last told
	tracing   bool                  `msg:"-"` // recording the trace
	win       uint8                 `msg:"-"` // the window being resolved
	actor     int8                  `msg:"-"` // the seat being resolved, -1 for both
	sample    bool                  `msg:"-"` // dealt by Determinize for a bot's search
	memo      *legalMemo            `msg:"-"` // the last selection lists, see memoLegal
	fx        *effect.Cache[*State] `msg:"-"` // see tbl
	scr       *scratch              `msg:"-"` // a bot's sample's reused memory, see LegalInto
}

// Player is one seat: pool, team, zones, stat cube board, maneuver cubes.
type Player struct {
	Pool   []uint8 `msg:"po"` // monsters owned, in pick order
	Packet []uint8 `msg:"pa"` // draft cards in hand
	Shown  []bool  `msg:"ps"` // whether each pick of Pool is known to the opponent
	Mons   [3]Mon  `msg:"m"`  // the team: indices into the pool of all monsters
	// Spot[0] is the active monster (index into Mons), Spot[1] the one on
	// the left, Spot[2] the one on the right.
	Spot     [3]int8 `msg:"sp"`
	Hand     []uint8 `msg:"h"`
	Deck     []uint8 `msg:"d"` // top of deck first
	Discard  []uint8 `msg:"di"`
	Played   []uint8 `msg:"pl"` // buffs in play this turn
	Cubes    [3]int8 `msg:"c"`  // atk, spd, def: + and - cancel, at most 4 each
	Maneuver int8    `msg:"mc"` // maneuver cubes left (3 at start)
	NeedPick bool    `msg:"np"` // must choose a new active monster
	Switched bool    `msg:"sw"` // switched this turn (no end-of-turn draw)
	Countrd  bool    `msg:"ct"` // countered this turn (no end-of-turn draw)
	TeamSet  bool    `msg:"ts"` // has a team
	Arrange  bool    `msg:"ar"` // must arrange the top of its deck (Clear Mind)
}

// Mon is one monster of a team.
type Mon struct {
	Kind  uint8 `msg:"k"` // index into the monster pool
	HP    int8  `msg:"hp"`
	KO    bool  `msg:"ko"`
	Cond  uint8 `msg:"cd"` // condition bits
	Leech int8  `msg:"le"` // leech counters (up to 3)
	Spent uint8 `msg:"su"` // single-use actions used (bit per action)
	Dealt bool  `msg:"dl"` // was dealt damage this turn
	Fresh bool  `msg:"fr"` // entered play this turn
	In    bool  `msg:"in"` // switched in this turn (by a switch, not a KO replacement)
}

// Sources of the effect board: monsters are seat*3+mon, teams 6+seat.
func monSrc(seat int, mon int) effect.SourceID { return effect.SourceID(seat*3 + mon) }

// teamSrc is the source that holds a seat's team auras.
func teamSrc(seat int) effect.SourceID { return effect.SourceID(6 + seat) }

// srcMon splits a monster source into seat and monster.
func srcMon(s effect.SourceID) (int, int) { return int(s) / 3, int(s) % 3 }

// active returns the index (into Mons) of seat's active monster.
func (p *Player) active() int { return int(p.Spot[0]) }

// Active returns seat's active monster.
func (s *State) Active(seat int) *Mon { return &s.P[seat].Mons[s.P[seat].active()] }

// def returns the monster card of m.
func (m *Mon) def() *Monster { return monsters[m.Kind] }

// alive counts seat's monsters not KO'd.
func (s *State) alive(seat int) int {
	n := 0
	for _, m := range s.P[seat].Mons {
		if !m.KO {
			n++
		}
	}
	return n
}
