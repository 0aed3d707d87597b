package overpower

// Homebase is a location that starts in play with its team: its threat
// adds to the team's, and its inherent ability works all game.
type Homebase struct {
	Name       string
	Threat     int8
	RoundTable bool  // only an Any Character Special may be placed on it
	PostPower  bool  // its team may make one Power card attack after the opponent concedes
	KOFirst    bool  // when determining victory, KO counts before missions
	Under      uint8 // KindBasic or KindTraining: three such cards start under it (0: none)
	Horizon    bool  // one replacement card for each Event in hand
	Baker      bool  // a card that reveals or looks at the opponent's cards may discard one of them
	Asclep     bool  // removing a hit from a permanent record draws a card and allows an attack
	Barsoom    bool  // a Special that raises its player's grid fetches a Power card and lasts the game
	Text       string
}

// homebases is the catalogue of homebases, by code.
var homebases = []Homebase{
	{Name: "The Round Table", Threat: 0, RoundTable: true,
		Text: "Its team may place one Any Character Special card on it (any one, even one that does not say it may be placed), and no other Special."},
	{Name: "The Land That Time Forgot", Threat: 3, PostPower: true, KOFirst: true,
		Text: "In the Post-concession Phase, after the opponent concedes, its team may make one Power card attack. When victory is checked at the end of a battle, a whole team KO'd counts before missions."},
	{Name: "Dracula's Armory", Threat: 3, Under: KindBasic,
		Text: "The first three different Basic Universe cards of the deck list (not Any-Power ones) start the game under it, in play. Once per battle its team may use one of them, as if from hand, with a legal attack or defence; it is then discarded."},
	{Name: "Spartan Training Ground", Threat: 2, Under: KindTraining,
		Text: "The first three different Training cards of the deck list (not Any-Power ones) start the game under it, in play. Once per battle its team may use one of them, as if from hand, with a legal attack or defence; it is then discarded."},
	{Name: "Barsoom", Threat: 0, Barsoom: true,
		Text: "When a character of its team plays offensively a non-numerical Special card that raises one or more of its grids, its player may take a Power card that character can use (not a duplicate) from the Draw Pile, which is then shuffled; that Special lasts the rest of the game."},
	{Name: "Asclepieion", Threat: 0, Asclep: true,
		Text: "When a card its team plays removes a hit from a permanent record, its player draws a card (discarded if a duplicate) and may make one additional attack at once."},
	{Name: "221-B Baker St.", Threat: 0, Baker: true,
		Text: "When its team plays a card that reveals or looks at cards of the opponent's hand or Draw Pile, its player may choose one of those cards and the opponent discards it."},
	{Name: "Event Horizon: The Future", Threat: 1, Horizon: true,
		Text: "In the Event Phase its player draws one replacement card for each Event card in hand, not just one; the Event put face down is the one that takes effect and the others are discarded as usual."},
}

// HomeByName returns the code of the homebase named n, or -1.
func HomeByName(n string) int {
	for i := range homebases {
		if homebases[i].Name == n {
			return i
		}
	}
	return -1
}

// Homebases returns the catalogue entry of homebase code h.
func Homebases(h int) Homebase { return homebases[h] }

// NumHomebases is the number of homebases in the catalogue.
func NumHomebases() int { return len(homebases) }

// home returns seat s's homebase, or nil.
func (g *State) home(s int) *Homebase {
	if h := g.P[s].Home; h >= 0 {
		return &homebases[h]
	}
	return nil
}

// underCards returns the names of the cards that start under homebase h
// for deck list cards: the first three different ones of its kind, not
// Any-Power.
func underCards(h *Homebase, list []string) []string {
	var out []string
	for _, n := range list {
		c := &cards[mustCard(n)]
		if c.Kind != h.Under || c.Type == AnyPower || c.ReqT[0] == AnyPower || slicesHas(out, n) {
			continue
		}
		if out = append(out, n); len(out) == 3 {
			break
		}
	}
	return out
}

// slicesHas reports whether list holds n.
func slicesHas(list []string, n string) bool {
	for _, m := range list {
		if m == n {
			return true
		}
	}
	return false
}

// underReady returns seat s's cards under its homebase it may use now:
// none once one was used this battle.
func (g *State) underReady(s int, out []uint16) []uint16 {
	if g.value(0, stUsedU, seatSrc(s)) > 0 {
		return out
	}
	for _, l := range g.InPlay {
		if l.On == OnHome && int(l.Owner) == s {
			out = append(out, l.Inst)
		}
	}
	return out
}

// OnHome is Lasting.On for a card lying under its owner's homebase.
const OnHome int8 = -2

// fromUnder takes card i from under its homebase, if it lies there: the
// team's use for this battle.
func (g *State) fromUnder(i uint16) bool {
	k := g.lasting(i)
	if k < 0 || g.InPlay[k].On != OnHome {
		return false
	}
	s := int(g.InPlay[k].Owner)
	g.InPlay = append(g.InPlay[:k], g.InPlay[k+1:]...)
	g.mark(mkUsedU, int8(8+s), 1, false, 0)
	g.logf("%s uses %s from under %s.", seatName(s), g.card(i).Name, g.home(s).Name)
	return true
}

// asclepieion gives seat s its draw and additional attack after one of its
// cards removed a hit from a permanent record.
func (g *State) asclepieion(s int) {
	if h := g.home(s); h == nil || !h.Asclep || g.Phase != PhaseBattle || int(g.Ex.Att) != s {
		return
	}
	g.logf("%s draws a card and may make an additional attack (Asclepieion).", seatName(s))
	g.drawQuiet(s, 1)
	g.Ex.Extra++
}

// bakerSt lets seat s, at 221-B Baker St., choose one of the opponent's
// cards it just saw (opts) for the opponent to discard; it reports whether
// it asked.
func (g *State) bakerSt(s int, opts []uint16, src uint16, back uint8) bool {
	if h := g.home(s); h == nil || !h.Baker || len(opts) == 0 {
		return false
	}
	g.ask(s, "221-B Baker St./discard", src, opts, true, back)
	return true
}

var _ = func() bool {
	handle("221-B Baker St./discard", func(g *State, c Choice, n int) {
		if n == len(c.Opts) {
			return
		}
		j := c.Opts[n]
		s := g.owner(j)
		p := &g.P[s]
		if !g.take(j) {
			p.Draw, _ = cut(p.Draw, j)
		}
		g.discard(j)
		g.logf("%s discards %s (221-B Baker St.).", seatName(s), g.card(j).Name)
	})
	return true
}()

// underHas reports whether a card named n lies under seat s's homebase.
func (g *State) underHas(s int, n string) bool {
	for _, l := range g.InPlay {
		if l.On == OnHome && int(l.Owner) == s && g.card(l.Inst).Name == n {
			return true
		}
	}
	return false
}

// grids returns character ci's four grids now (zeros for the homebase).
func (g *State) grids(ci int8) (out [4]int8) {
	if ci >= 0 {
		for t := Energy; t <= Intel; t++ {
			out[t] = g.grid(ci, t)
		}
	}
	return out
}

// barsoom: at Barsoom, Special i that seat s's character ci just played
// offensively raised one of its grids (from before): the card lasts the
// rest of the game and its player may fetch a Power card ci can use.
func (g *State) barsoom(s int, ci int8, i uint16, before [4]int8) {
	h := g.home(s)
	if h == nil || !h.Barsoom || ci < 0 || g.grids(ci) == before {
		return
	}
	raised := false
	for t, v := range g.grids(ci) {
		raised = raised || v > before[t]
	}
	if !raised {
		return
	}
	if k := g.lasting(i); k >= 0 {
		g.InPlay[k].Game = true
	}
	var opts []uint16
	g.refill(s)
	for _, j := range sortedPile(g, g.P[s].Draw) {
		if c := g.card(j); c.Kind == KindPower && g.canUsePower(ci, c, NoType) && !g.dupOfHand(s, j) {
			opts = append(opts, j)
		}
	}
	g.logf("%s lasts the rest of the game (Barsoom).", g.card(i).Name)
	if len(opts) > 0 && g.Ex.Step != StepChoose {
		g.ask(s, "Barsoom/fetch", i, opts, true, ResumeUtility)
	}
}

var _ = func() bool {
	handle("Barsoom/fetch", func(g *State, c Choice, n int) {
		s := int(c.Seat)
		p := &g.P[s]
		if n < len(c.Opts) {
			j := c.Opts[n]
			p.Draw, _ = cut(p.Draw, j)
			p.Hand = append(p.Hand, j)
			g.logf("%s fetches a Power card from the Draw Pile (Barsoom).", seatName(s))
		}
		g.rand().Shuffle(len(p.Draw), func(a, b int) { p.Draw[a], p.Draw[b] = p.Draw[b], p.Draw[a] })
	})
	return true
}()
