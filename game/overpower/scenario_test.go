package overpower

// The plain-text battle format of testdata/scenarios/*.txt, one command a
// line ("#" starts a comment):
//
//	setup mode=venture deck0=camelot deck1=cult first=1   deal a match (seed 1); a deck is
//	                       a ready-made one or a test deck (testDeck)
//	battle                 jump to the Battle Phase: hands and Events back
//	                       into the Draw Piles, Events of the deal out of play,
//	                       the discard piles back into the Draw Piles,
//	                       the player with initiative to move
//	phase discard|place|venture|end   jump to that phase with the hands as they are
//	clear                  hands, discard piles and the deal's Events back into the Draw Piles
//	event 1: Stars Align   Player 1's Event is revealed and resolved
//	top 1: Energy 2, Combat 3         new cards on top of the Draw Pile (the last on top)
//	hand 1: Combat 5, Rapier          new cards into Player 1's hand
//	place King Arthur: Combat 5       a new card placed on a character
//	record Cthulhu: Energy 5, Combat 4  hits on the permanent record
//	hits Cthulhu: Energy 5            hits from current battle (by the other player)
//	ko Cthulhu             KO'd in a previous battle
//	tomove 2               the player to move
//	barsoom 1              Player 1's homebase is Barsoom (no ready-made deck has it)
//	objectives 1: 2 completed, 3 defeated   set piles (the rest Reserve)
//	> Play Combat 5 by King Arthur as Combat at Cthulhu   make the legal move with that text
//	expect damage Cthulhu 5      expect ko Cthulhu      expect alive Cthulhu
//	expect venture 1 6           expect tomove 2        expect step defend
//	expect legal <move text>     expect illegal <move text>
//	expect hand 1 3              expect pile 1 pack 2   (pack, dead, defeat, draw)
//	expect objectives 1 2 5 0    (Completed, Reserve, Defeated)
//	expect phase battle          expect winner 1        expect spectrum Cthulhu 2
//	expect threshold Cthulhu 20  expect inplay Napoleon of Crime
//	expect handhas 1 Energy 5    expect ventured 2 1
//	vent 2: 2              Player 2 ventures two objectives from Reserve
//	swap Cthulhu, Dr. Watson          two characters trade places (Front Line and Reserve)
//
// A character may be written "P2 Merlin" when both teams have one.

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"overdeck/engine"
)

// scenario runs one scenario text and returns its final state.
func runScenario(t *testing.T, text string) *State {
	t.Helper()
	var g *State
	rng := rand.New(rand.NewPCG(1, 2))
	turn := engine.NewTurn(rng)
	for n, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if i := strings.Index(line, " #"); i >= 0 {
			line = strings.TrimSpace(line[:i])
		}
		if line == "" || line[0] == '#' {
			continue
		}
		fail := func(f string, a ...any) {
			t.Helper()
			t.Fatalf("line %d %q: %s", n+1, line, fmt.Sprintf(f, a...))
		}
		if g == nil && !strings.HasPrefix(line, "setup") {
			fail("the first command must be setup")
		}
		word, rest, _ := strings.Cut(line, " ")
		switch word {
		case "setup":
			su := engine.Setup{}.With("first", "1")
			for _, kv := range strings.Fields(rest) {
				k, v, _ := strings.Cut(kv, "=")
				su = su.With(k, v)
			}
			var decks [2]*Deck // a test deck by name, else a ready-made one
			for k := range decks {
				decks[k] = testDeck(su.Get(fmt.Sprintf("deck%d", k), ""))
			}
			r, err := NewWith(su, decks, rand.New(rand.NewPCG(1, 1)))
			if err != nil {
				fail("%v", err)
			}
			g = r.(*State)
		case "event":
			who, name, _ := strings.Cut(rest, ":")
			s := seatArg(fail, who)
			code := CardByName(strings.TrimSpace(name))
			if code < 0 {
				fail("no card %q", name)
			}
			i := g.newInst(s, uint16(code))
			g.InPlay = append(g.InPlay, Lasting{Inst: i, Owner: int8(s), On: -1})
			g.runHook(i, s, cards[code].Hook, "play", true)
			g.run()
		case "clear":
			g.reset()
		case "battle":
			g.reset()
			g.Phase, g.Sub, g.ToMove, g.PassRun = PhaseBattle, 0, g.Init, 0
			g.Ex = Exchange{Tgt: -1, By: -1, Type: NoType, MoreBy: -1}
			g.Choice = Choice{}
		case "phase":
			ph := map[string]uint8{"discard": PhaseDiscard, "place": PhasePlace, "venture": PhaseVenture, "end": PhaseEnd, "event": PhaseEvent}[rest]
			if ph == 0 {
				fail("no phase %q", rest)
			}
			g.Phase, g.Sub, g.ToMove = ph, 0, g.Init
			g.Ex = Exchange{Tgt: -1, By: -1, Type: NoType, MoreBy: -1}
			g.Choice = Choice{}
			g.P[0].Offered, g.P[1].Offered = false, false
			if ph == PhasePlace {
				g.P[0].Placing, g.P[1].Placing = true, true
			}
			if ph != PhaseEvent {
				g.run()
			}
		case "hand", "record", "hits", "place", "top":
			who, list, ok := strings.Cut(rest, ":")
			if !ok {
				fail("missing ':'")
			}
			for _, name := range cardList(list) {
				code := CardByName(name)
				if code < 0 {
					fail("no card %q", name)
				}
				switch word {
				case "hand":
					s := seatArg(fail, who)
					g.P[s].Hand = append(g.P[s].Hand, g.newInst(s, uint16(code)))
				case "top":
					s := seatArg(fail, who)
					g.P[s].Draw = append(g.P[s].Draw, g.newInst(s, uint16(code)))
				case "place":
					ci := g.charArg(fail, who)
					i := g.newInst(seatOf(ci), uint16(code))
					if k := slotOf(&cards[code]); g.Chars[ci].Placed[k] == 0 {
						g.Chars[ci].Placed[k] = i
					} else {
						fail("the slot is taken")
					}
				default:
					ci := g.charArg(fail, who)
					i := g.newInst(1-seatOf(ci), uint16(code))
					c := &cards[code]
					h := Hit{Inst: i, Dmg: c.Val, Type: c.Type, Multi: c.Multi, Icons: c.icons(), By: int8(1 - seatOf(ci))}
					if c.AnyP || c.Multi {
						h.Type = NoType
					}
					if word == "record" {
						g.Chars[ci].Record = append(g.Chars[ci].Record, h)
					} else {
						g.Chars[ci].Hits = append(g.Chars[ci].Hits, h)
					}
				}
			}
		case "ko":
			ci := g.charArg(fail, rest)
			g.ko(ci, "the scenario")
			g.Chars[ci].KOAt = g.Battle - 1
		case "tomove":
			g.ToMove = int8(seatArg(fail, rest))
		case "barsoom":
			g.P[seatArg(fail, rest)].Home = int8(HomeByName("Barsoom"))
		case "swap":
			a, b, _ := strings.Cut(rest, ",")
			x, y := g.charArg(fail, a), g.charArg(fail, b)
			g.Chars[x].Pos, g.Chars[y].Pos = g.Chars[y].Pos, g.Chars[x].Pos
		case "vent":
			who, n, _ := strings.Cut(rest, ":")
			s := seatArg(fail, who)
			k, _ := strconv.Atoi(strings.TrimSpace(n))
			for ; k > 0; k-- {
				g.venture(s, ObjReserve)
			}
		case "objectives":
			who, list, _ := strings.Cut(rest, ":")
			s := seatArg(fail, who)
			g.P[s].Obj = [7]int8{}
			k := 0
			for _, part := range strings.Split(list, ",") {
				f := strings.Fields(part)
				if len(f) != 2 {
					continue
				}
				n, _ := strconv.Atoi(f[0])
				pile := map[string]int8{"completed": ObjCompleted, "defeated": ObjDefeated, "reserve": ObjReserve}[f[1]]
				for ; n > 0; n-- {
					g.P[s].Obj[k] = pile
					k++
				}
			}
		case ">":
			var legal []string
			found := false
			for _, m := range g.moves(nil) {
				legal = append(legal, m.String())
				if m.String() == rest && !found {
					found = true
					g.Resolve([]engine.Action{m}, turn)
				}
			}
			if !found {
				fail("not legal for Player %d; legal:\n\t%s", g.ToMove+1, strings.Join(legal, "\n\t"))
			}
		case "expect":
			g.expect(fail, rest)
		default:
			fail("unknown command %q", word)
		}
	}
	return g
}

// reset puts both hands, the discard piles and the deal's Events back
// into the Draw Piles.
func (g *State) reset() {
	g.clearHands()
	g.Ex, g.Held = Exchange{Tgt: -1, By: -1, Type: NoType, MoreBy: -1}, g.Held[:0]
	g.Choice = Choice{}
	for k := len(g.InPlay) - 1; k >= 0; k-- {
		if g.InPlay[k].On != OnHome {
			g.leavePlay(k)
		}
	}
	g.Marks = g.Marks[:0]
	for s := range g.P {
		p := &g.P[s]
		p.Draw = append(append(append(p.Draw, p.Pack...), p.Dead...), p.Defeat...)
		p.Pack, p.Dead, p.Defeat = p.Pack[:0], p.Dead[:0], p.Defeat[:0]
	}
}

// cardList splits a comma-separated list of card names, keeping together
// a name that holds commas ("Doctor, Professor, Lawyer, Scientist").
func cardList(list string) []string {
	parts := strings.Split(list, ",")
	var out []string
	for i := 0; i < len(parts); i++ {
		name := strings.TrimSpace(parts[i])
		for j := i + 1; CardByName(name) < 0 && j < len(parts); j++ {
			if joined := strings.TrimSpace(strings.Join(parts[i:j+1], ",")); CardByName(joined) >= 0 {
				name, i = joined, j
				break
			}
		}
		if name != "" {
			out = append(out, name)
		}
	}
	return out
}

// clearHands puts both hands and face-down Events back into the Draw
// Piles.
func (g *State) clearHands() {
	for s := range g.P {
		p := &g.P[s]
		p.Draw = append(p.Draw, p.Hand...)
		if p.Event != 0 {
			p.Draw = append(p.Draw, p.Event)
		}
		p.Hand, p.Known, p.Event, p.Keep = p.Hand[:0], p.Known[:0], 0, p.Keep[:0]
	}
}

// newInst adds a new instance of card code for seat s.
func (g *State) newInst(s int, code uint16) uint16 {
	g.Inst = append(g.Inst, Inst{Card: code, Owner: int8(s)})
	return uint16(len(g.Inst) - 1)
}

// seatArg reads "1" or "2".
func seatArg(fail func(string, ...any), s string) int {
	n, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil || n < 1 || n > 2 {
		fail("no player %q", s)
	}
	return n - 1
}

// charArg finds a character by name ("P2 Merlin" for Player 2's).
func (g *State) charArg(fail func(string, ...any), s string) int8 {
	s = strings.TrimSpace(s)
	seat := -1
	if len(s) > 3 && (s[:3] == "P1 " || s[:3] == "P2 ") {
		seat = int(s[1] - '1')
		s = s[3:]
	}
	for ci := int8(0); ci < 8; ci++ {
		if g.ch(ci).Name == s && (seat < 0 || seatOf(ci) == seat) {
			return ci
		}
	}
	fail("no character %q", s)
	return -1
}

// expect checks one expectation.
func (g *State) expect(fail func(string, ...any), rest string) {
	f := strings.Fields(rest)
	if len(f) < 2 {
		fail("what to expect?")
	}
	num := func(s string) int {
		n, err := strconv.Atoi(s)
		if err != nil {
			fail("not a number: %q", s)
		}
		return n
	}
	last := f[len(f)-1]
	name := strings.Join(f[1:len(f)-1], " ")
	switch f[0] {
	case "damage", "spectrum", "threshold":
		ci := g.charArg(fail, name)
		got := map[string]int{"damage": g.damage(ci), "spectrum": g.spectrum(ci), "threshold": g.threshold(ci)}[f[0]]
		if got != num(last) {
			fail("%s of %s is %d", f[0], g.ch(ci).Name, got)
		}
	case "ko", "alive":
		ci := g.charArg(fail, strings.Join(f[1:], " "))
		if g.Chars[ci].KO != (f[0] == "ko") {
			fail("%s KO'd: %v", g.ch(ci).Name, g.Chars[ci].KO)
		}
	case "venture":
		if got := g.VentureTotal(seatArg(fail, f[1])); got != num(last) {
			fail("Venture Total is %d", got)
		}
	case "tomove":
		if int(g.ToMove) != seatArg(fail, f[1]) {
			fail("Player %d is to move", g.ToMove+1)
		}
	case "step":
		names := []string{"idle", "negate", "counter", "defend", "follow", "ally", "more", "choose"}
		if names[g.Ex.Step] != f[1] {
			fail("the step is %s", names[g.Ex.Step])
		}
	case "phase":
		names := []string{"", "event", "discard", "place", "venture", "battle", "post", "end", "over"}
		if names[g.Phase] != f[1] {
			fail("the phase is %s", names[g.Phase])
		}
	case "legal", "illegal":
		text := strings.Join(f[1:], " ")
		has := slices.ContainsFunc(g.moves(nil), func(m Move) bool { return m.String() == text })
		if has != (f[0] == "legal") {
			var legal []string
			for _, m := range g.moves(nil) {
				legal = append(legal, m.String())
			}
			fail("legal: %v; the moves are:\n\t%s", has, strings.Join(legal, "\n\t"))
		}
	case "ventured":
		if got, _ := g.ventured(seatArg(fail, f[1])); got != num(last) {
			fail("%d objectives ventured", got)
		}
	case "hand":
		if got := len(g.P[seatArg(fail, f[1])].Hand); got != num(last) {
			fail("the hand holds %d", got)
		}
	case "handhas":
		s := seatArg(fail, f[1])
		n := strings.Join(f[2:], " ")
		if !slices.ContainsFunc(g.P[s].Hand, func(i uint16) bool { return g.card(i).Name == n }) {
			fail("no %s in hand", n)
		}
	case "pile":
		p := &g.P[seatArg(fail, f[1])]
		got := map[string]int{"pack": len(p.Pack), "dead": len(p.Dead), "defeat": len(p.Defeat), "draw": len(p.Draw)}[f[2]]
		if got != num(last) {
			fail("the %s pile holds %d", f[2], got)
		}
	case "objectives":
		s := seatArg(fail, f[1])
		got := fmt.Sprint(g.pileCount(s, ObjCompleted), g.pileCount(s, ObjReserve), g.pileCount(s, ObjDefeated))
		if want := strings.Join(f[2:], " "); got != want {
			fail("objectives are %s", got)
		}
	case "winner":
		if g.Phase != PhaseOver {
			fail("the match is not over")
		}
		want := int8(-1)
		if f[1] != "draw" {
			want = int8(seatArg(fail, f[1]))
		}
		if g.Winner != want {
			fail("the winner is %d (%s)", g.Winner, g.Why)
		}
	case "inplay":
		n := strings.Join(f[1:], " ")
		if !slices.ContainsFunc(g.InPlay, func(l Lasting) bool { return l.Inst != 0 && g.card(l.Inst).Name == n }) {
			fail("%s is not in play", n)
		}
	default:
		fail("unknown expectation %q", f[0])
	}
}

// scenarioFile runs testdata/scenarios/<name>.txt.
func scenarioFile(t *testing.T, name string) *State {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", "scenarios", name+".txt"))
	if err != nil {
		t.Fatal(err)
	}
	return runScenario(t, string(b))
}

// TestScenarios runs every scenario file.
func TestScenarios(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("testdata", "scenarios", "*.txt"))
	if len(files) == 0 {
		t.Fatal("no scenarios")
	}
	for _, f := range files {
		name := strings.TrimSuffix(filepath.Base(f), ".txt")
		t.Run(name, func(t *testing.T) { scenarioFile(t, name) })
	}
}

// TestCards_EveryCardHasAScenario: every card of the catalogue is named in
// a scenario file.
func TestCards_EveryCardHasAScenario(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("testdata", "scenarios", "*.txt"))
	var all strings.Builder
	for _, f := range files {
		b, _ := os.ReadFile(f)
		all.Write(b)
	}
	text := all.String()
	missing := 0
	for i := range cards {
		n := cards[i].Name
		if !strings.Contains(text, ": "+n) && !strings.Contains(text, ", "+n+"\n") && !strings.Contains(text, ", "+n+",") && !strings.Contains(text, " "+n+" ") && !strings.Contains(text, "> Play "+n) {
			missing++
			if missing <= 40 {
				t.Errorf("no scenario names %s", n)
			}
		}
	}
	if missing > 0 {
		t.Errorf("%d cards without a scenario", missing)
	}
}
