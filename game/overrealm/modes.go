package overrealm

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"sync"

	"overdeck/engine"
)

// New deals a match. Setup option "mode": "casual" (default), "draft" or
// "competitive"; anything else wraps engine.ErrBadSetup.
//
//   - draft: 8 random monsters, 4 dealt to each player; each secretly picks
//     one and passes the rest to the other, until both have 4. Picks stay
//     hidden (the team reveal shows three of them).
//   - casual: the same deal and passing, but every pick after the first is
//     revealed to the other player.
//   - competitive: each player secretly picks 5 monsters, one at a time,
//     from the whole pool (their own supply: both may take the same one).
func New(setup engine.Setup, rng *rand.Rand) (engine.Rules, error) {
	s := &State{}
	switch setup.Get("mode", "casual") {
	case "casual":
		s.Mode = modeCasual
	case "draft":
		s.Mode = modeDraft
	case "competitive":
		s.Mode = modeCompetitive
	default:
		return nil, fmt.Errorf("%w: overrealm: mode must be draft, casual or competitive, not %q", engine.ErrBadSetup, setup.Get("mode", ""))
	}
	all := make([]uint8, len(monsters))
	for i := range all {
		all[i] = uint8(i)
	}
	if s.Mode == modeCompetitive {
		s.P[0].Packet, s.P[1].Packet = slices.Clone(all), slices.Clone(all)
	} else {
		shuffle(rng, all)
		s.P[0].Packet, s.P[1].Packet = slices.Clone(all[:4]), slices.Clone(all[4:8])
		slices.Sort(s.P[0].Packet)
		slices.Sort(s.P[1].Packet)
	}
	s.Phase = phDraft
	return s, nil
}

// poolSize is how many monsters each player ends the draft with.
func (s *State) poolSize() int {
	if s.Mode == modeCompetitive {
		return 5
	}
	return 4
}

// draftLegal offers one pick ("p<monster>") per monster of seat's packet.
func (s *State) draftLegal(seat int) []engine.Action {
	picks := draftPicks()
	out := make([]engine.Action, len(s.P[seat].Packet))
	for i, m := range s.P[seat].Packet {
		out[i] = &picks[m]
	}
	return out
}

// draftPicks holds the pick of every monster, made once (the monsters are
// all defined by then).
var draftPicks = sync.OnceValue(func() []action {
	picks := make([]action, len(monsters))
	for m := range picks {
		picks[m] = action{"p" + strconv.Itoa(m), "pick " + monsters[m].Name}
	}
	return picks
})

// resolveDraft adds both picks to the pools and passes the packets.
func (s *State) resolveDraft(keys [2]string) {
	for seat := 0; seat < 2; seat++ {
		m, _ := strconv.Atoi(keys[seat][1:])
		p := &s.P[seat]
		p.Pool = append(p.Pool, uint8(m))
		p.Shown = append(p.Shown, s.Mode == modeCasual && s.Pick > 0)
		p.Packet = slices.DeleteFunc(p.Packet, func(x uint8) bool { return x == uint8(m) })
	}
	if s.Mode != modeCompetitive {
		s.P[0].Packet, s.P[1].Packet = s.P[1].Packet, s.P[0].Packet
	}
	s.Pick++
	if len(s.P[0].Pool) == s.poolSize() {
		s.P[0].Packet, s.P[1].Packet = nil, nil
		s.Phase = phTeam
	}
}

// teamKey names a team: "t<active>.<left>.<right>" by monster number.
func teamKey(t [3]uint8) string {
	return "t" + strconv.Itoa(int(t[0])) + "." + strconv.Itoa(int(t[1])) + "." + strconv.Itoa(int(t[2]))
}

// teamAction is a legal team choice; String writes it out when asked.
type teamAction [3]uint8

// Key returns the team key.
func (t teamAction) Key() string { return teamKey(t) }

// String names the team.
func (t teamAction) String() string {
	return "team " + monsters[t[0]].Name + " (active), " + monsters[t[1]].Name + ", " + monsters[t[2]].Name
}

// teamLegal offers every team of three from seat's pool: which one starts
// active, the other two beside it (which side each takes does not matter).
func (s *State) teamLegal(seat int) []engine.Action {
	pool := slices.Clone(s.P[seat].Pool)
	slices.Sort(pool)
	var out []engine.Action
	for _, a := range pool {
		for i, b := range pool {
			for _, c := range pool[i+1:] {
				if a != b && a != c {
					out = append(out, teamAction{a, b, c})
				}
			}
		}
	}
	return out
}

// parseTeam reads a team key.
func parseTeam(k string) [3]uint8 {
	var t [3]uint8
	for i, f := range strings.Split(strings.TrimPrefix(k, "t"), ".") {
		n, _ := strconv.Atoi(f)
		t[i] = uint8(n)
	}
	return t
}

// resolveTeam reveals both teams and deals the game.
func (s *State) resolveTeam(keys [2]string) {
	s.setTeams([2][3]uint8{parseTeam(keys[0]), parseTeam(keys[1])})
	for seat := 0; seat < 2; seat++ {
		shuffle(s.tt.Rand(), s.P[seat].Deck)
		s.draw(seat, 2)
	}
	s.begin()
}

// setTeams places both teams (active first, then left and right), gives each
// player 3 maneuver cubes and a buff deck of 14 (unshuffled), and prints the
// monsters' abilities on the effect board.
func (s *State) setTeams(teams [2][3]uint8) {
	for seat := 0; seat < 2; seat++ {
		p := &s.P[seat]
		p.TeamSet, p.Maneuver, p.Spot = true, 3, [3]int8{0, 1, 2}
		p.Hand, p.Deck, p.Discard = nil, nil, nil
		for i, k := range teams[seat] {
			p.Mons[i] = Mon{Kind: k, HP: monsters[k].HP}
			for b := uint8(0); b < 4; b++ {
				p.Deck = append(p.Deck, k*4+b)
			}
			if d := monsters[k].Def; d != "" {
				must(s.tbl().Print(monSrc(seat, i), engine.Seat(seat), d))
			}
		}
		p.Deck = append(p.Deck, StdCard, StdCard+1)
		for _, k := range teams[seat] {
			if f := monsters[k].Start; f != nil {
				f(s, seat)
			}
		}
	}
	s.say("Teams revealed: %s against %s.", monsters[teams[0][0]].Name, monsters[teams[1][0]].Name)
}

// begin makes both active monsters enter play and starts turn 1.
func (s *State) begin() {
	s.enter(0, 0)
	s.enter(1, 0)
	if s.P[0].Arrange || s.P[1].Arrange {
		s.Phase = phClear
		return
	}
	s.startTurn()
}
