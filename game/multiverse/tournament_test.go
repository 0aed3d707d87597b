package multiverse

import (
	"flag"
	"fmt"
	"strings"
	"testing"
	"time"

	"overdeck/engine"
	"overdeck/engine/ai"
	"overdeck/engine/ai/aitest"
)

// tournamentGames is the number of games per cell: the aitest flag
// -tournament.matches when given, else 500.
func tournamentGames() int {
	if f := flag.Lookup("tournament.matches"); f != nil && f.Value.String() != "200" {
		var n int
		fmt.Sscan(f.Value.String(), &n)
		return n
	}
	return 500
}

// tournamentBot is a row of the table: an engine/ai level, or "Never"
// (never attacks, see neverAttack).
type tournamentBot struct {
	Name  string
	Level ai.Level // -1 for Never
}

// tournamentBots are the table's rows, weakest first.
var tournamentBots = []tournamentBot{{"Never", -1}, {"Random", ai.Random}, {"Easy", ai.Easy}, {"Normal", ai.Normal}, {"Hard", ai.Hard}}

// player returns the chooser of b for a game seeded seed.
func (b tournamentBot) player(bud ai.Budgets) func(seed uint64) chooser {
	if b.Level < 0 {
		return func(uint64) chooser { return neverAttack }
	}
	return func(seed uint64) chooser { return botChooser(bud.Bot(Game, b.Level, seed)) }
}

// sizedDecks returns the deck codes of the deck-size cells: every Power
// card once, with ten cards (every sixth) doubled (70 cards) or left out
// (50 cards), so that the two decks differ in size, not in kind.
func sizedDecks() (d50, d70 string) {
	var l50, l70 []uint8
	for c := range PowerCards {
		l70 = append(l70, uint8(c))
		if c%6 == 0 {
			l70 = append(l70, uint8(c))
		} else {
			l50 = append(l50, uint8(c))
		}
	}
	return DeckCode(l50), DeckCode(l70)
}

// TestTournament plays the solo table with -tournament (see package
// aitest): every bot at every difficulty, the same seeds for all, then at
// the default difficulty the Normal bot with a 50-card and a 70-card deck,
// with a Champion (the five in turn) and without, and with the attackers
// spent (the reading of rules 1). -tournament.only=NormalHard plays only
// those bots, and naming levels (-tournament.only=HardIncursion) only those
// difficulties; the extra cells then run only when it names "Extra". The
// seeds are fixed, so the cells played apart give the same figures.
//
// It checks what the help says: every bot's win rate falls (never rises)
// from the easiest difficulty to the hardest, Hard's strictly; at the
// default difficulty Hard wins more than Normal, Normal more than Easy,
// Easy more than Random; a player who never attacks wins at most 5% at
// every difficulty; the 50-card deck wins at least 5 points less than the
// 70-card one, and the Champion at least 5 points more than none.
//
//	go test ./game/multiverse -run TestTournament -v -timeout 0 -args -tournament
func TestTournament(t *testing.T) {
	if !aitest.Enabled() {
		t.Skip("the tournament table runs with -tournament")
	}
	games := tournamentGames()
	bud := flaggedBudgets()
	only := ""
	if f := flag.Lookup("tournament.only"); f != nil {
		only = f.Value.String()
	}
	levelOn := func(d int) bool {
		if only == "" {
			return true
		}
		for _, l := range Levels {
			if strings.Contains(only, l.Name) {
				return strings.Contains(only, Levels[d].Name)
			}
		}
		return true
	}
	cells := map[[2]int]balanceCell{}
	var rates, turns, mv strings.Builder
	head := func(b *strings.Builder, title string) {
		fmt.Fprintf(b, "%s\n%-8s", title, "bot")
		for _, l := range Levels {
			fmt.Fprintf(b, " %10s", l.Name)
		}
		b.WriteString("\n")
	}
	head(&rates, fmt.Sprintf("Against the Multiverse, %d seeded games per cell: win rate", games))
	head(&turns, "median game length, in the player's turns")
	head(&mv, "share of the wins that came in the Multiverse's own turn")
	for bi, b := range tournamentBots {
		if only != "" && !strings.Contains(only, b.Name) {
			continue
		}
		for _, w := range []*strings.Builder{&rates, &turns, &mv} {
			fmt.Fprintf(w, "%-8s", b.Name)
		}
		for d := range Levels {
			if !levelOn(d) {
				for _, w := range []*strings.Builder{&rates, &turns, &mv} {
					fmt.Fprintf(w, " %10s", "-")
				}
				continue
			}
			start := time.Now()
			c := playBalance(t, b.player(bud), engine.Setup{}.With(OptLevel, Levels[d].Name), games, 50000+uint64(d)*10000)
			cells[[2]int{bi, d}] = c
			t.Logf("%s at %s: %d of %d won (%.1f%%), median %d turns, %.0f%% of wins in the Multiverse's turn, %d lost to an empty deck, in %v",
				b.Name, Levels[d].Name, c.Wins, c.Games, c.Rate(), c.MedianTurns(), c.MVShare(), c.DeckOut, time.Since(start).Round(time.Second))
			fmt.Fprintf(&rates, " %9.1f%%", c.Rate())
			fmt.Fprintf(&turns, " %10d", c.MedianTurns())
			fmt.Fprintf(&mv, " %9.0f%%", c.MVShare())
		}
		for _, w := range []*strings.Builder{&rates, &turns, &mv} {
			w.WriteString("\n")
		}
	}
	t.Log("\n" + rates.String() + "\n" + turns.String() + "\n" + mv.String())
	if only != "" {
		if strings.Contains(only, "Extra") {
			extraCells(t, games, bud)
		}
		return
	}
	for bi, b := range tournamentBots {
		for d := 1; d < len(Levels); d++ {
			now, before := cells[[2]int{bi, d}].Rate(), cells[[2]int{bi, d - 1}].Rate()
			if now > before || b.Level == ai.Hard && now >= before {
				t.Errorf("%s wins %.1f%% at %s, %.1f%% at the easier %s", b.Name, now, Levels[d].Name, before, Levels[d-1].Name)
			}
		}
		for d := range Levels {
			if r := cells[[2]int{bi, d}].Rate(); b.Level < 0 && r > 5 {
				t.Errorf("never attacking wins %.1f%% at %s, more than 5%%", r, Levels[d].Name)
			}
		}
	}
	mid := DefaultLevel
	for i := 2; i < len(tournamentBots); i++ {
		if now, weaker := cells[[2]int{i, mid}].Rate(), cells[[2]int{i - 1, mid}].Rate(); now <= weaker {
			t.Errorf("at %s %s wins %.1f%%, not more than %s's %.1f%%", Levels[mid].Name, tournamentBots[i].Name, now,
				tournamentBots[i-1].Name, weaker)
		}
	}
	extraCells(t, games, bud)
}

// extraCells plays the Normal bot at the default difficulty with a 50-card
// and a 70-card deck, with a Champion (the five in turn) and without, and
// with the attackers spent, and checks the deck's and the Champion's
// effects (-tournament.only=...Extra plays them alone).
func extraCells(t *testing.T, games int, bud ai.Budgets) {
	mid := DefaultLevel
	normal := tournamentBot{"Normal", ai.Normal}.player(bud)
	at := engine.Setup{}.With(OptLevel, Levels[mid].Name)
	d50, d70 := sizedDecks()
	c50 := playBalance(t, normal, at.With(OptDeck, d50), games, 90000)
	c70 := playBalance(t, normal, at.With(OptDeck, d70), games, 90000)
	without := playBalance(t, normal, at, games, 90000)
	var with balanceCell
	for i := range Champions { // each Champion plays a fifth of the games
		n := games / len(Champions)
		c := playBalance(t, normal, at.With(OptChampion, Champions[i].Name), n, 90000+uint64(i*n))
		with.Games, with.Wins, with.MVWins, with.DeckOut = with.Games+c.Games, with.Wins+c.Wins, with.MVWins+c.MVWins, with.DeckOut+c.DeckOut
		with.Turns = append(with.Turns, c.Turns...)
	}
	spent := playBalance(t, normal, at.With(OptAttackers, AttackersSpent), games, 90000)
	var x strings.Builder
	fmt.Fprintf(&x, "Normal at %s, %d seeded games each     win  median turns  lost to the deck  wins in its turn\n", Levels[mid].Name, games)
	for _, r := range []struct {
		name string
		c    balanceCell
	}{{"a 50-card deck", c50}, {"a 70-card deck", c70}, {"the first deck, no Champion", without},
		{"the first deck, a Champion", with}, {"attackers spent (rules 1)", spent}} {
		fmt.Fprintf(&x, "%-40s %5.1f%% %13d %17d %16.0f%%\n", r.name, r.c.Rate(), r.c.MedianTurns(), r.c.DeckOut, r.c.MVShare())
	}
	t.Log("\n" + x.String())
	if c50.Rate() > c70.Rate()-5 {
		t.Errorf("a 50-card deck wins %.1f%%, a 70-card one %.1f%%: not 5 points less", c50.Rate(), c70.Rate())
	}
	if with.Rate() < without.Rate()+5 {
		t.Errorf("with a Champion Normal wins %.1f%%, without %.1f%%: not 5 points more", with.Rate(), without.Rate())
	}
}

// flaggedBudgets returns Budgets with the aitest flags applied (iterations,
// depths and exploration of each level), without Hard's time cap so that
// the table is the same on every machine.
func flaggedBudgets() ai.Budgets {
	b := Budgets
	b.HardTime = 0
	num := func(name string, dst *int) {
		if f := flag.Lookup(name); f != nil && f.Value.String() != "0" {
			fmt.Sscan(f.Value.String(), dst)
		}
	}
	num("tournament.hard", &b.HardIterations)
	num("tournament.normal", &b.NormalIterations)
	num("tournament.easy", &b.EasySamples)
	num("tournament.hdepth", &b.HardDepth)
	num("tournament.ndepth", &b.NormalDepth)
	num("tournament.edepth", &b.EasyDepth)
	if f := flag.Lookup("tournament.hexplore"); f != nil && f.Value.String() != "0" {
		fmt.Sscan(f.Value.String(), &b.HardExplore)
	}
	if f := flag.Lookup("tournament.nexplore"); f != nil && f.Value.String() != "0" {
		fmt.Sscan(f.Value.String(), &b.NormalExplore)
	}
	return b
}

// TestTournament_HardMoveTime measures Hard's search per move as the live
// table sets it up (NewBot: its iterations, capped at HardTime) over
// positions from the first turn to late in a game, with -tournament:
// every move must stay within a second.
func TestTournament_HardMoveTime(t *testing.T) {
	if !aitest.Enabled() {
		t.Skip("runs with -tournament")
	}
	var views []*engine.SeatView
	for _, m := range midGames(t, 12) {
		if !m.Outcome().Over {
			views = append(views, m.View(0))
		}
	}
	aitest.MoveTime(t, func(seed uint64) ai.Bot { return NewBot(ai.Hard, seed) }, views, time.Second)
}
