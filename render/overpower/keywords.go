package overpower

import (
	"strings"

	"overdeck/render/layout"
	"overdeck/render/ui"
)

// keywords explain the game's terms in this edition's words, in the order
// the keyword help shows them.
var keywords = [][2]string{
	{"Front Line", "The three characters who play cards and may be attacked. The fourth character waits in Reserve and moves up after a Front Line KO."},
	{"Reserve", "The fourth character: it only defends itself unless a card or its ability lets it act."},
	{"Homebase", "A location that starts in play with its team; one Special and one Aspect may be placed on it."},
	{"Power grid", "A character's four numbers (Energy, Combat, Brute Force, Intelligence), each after its type's icon: it plays a Power card of a type only up to its number there."},
	{"Type icons", "Energy, Combat, Brute Force, Intelligence, Any-Power and MultiPower, each on its colour. A Power card too small for its words shows its type's icon and its value (Energy 6: the Energy icon, then 6)."},
	{"Attack", "A card that targets a character. Everything else played on your turn is a Utility."},
	{"Utility", "An offensive card that targets nobody: it resolves without a defence window."},
	{"Astral Plane", "Where a played card waits: there it has no text, and the opponent may negate a Special card."},
	{"Negate", "Cancels a Special card while it is in the Astral Plane. A negate played in defence is not negated."},
	{"Block", "Stops an attack with a card of its type (or a card that says so) whose value is at least the attack's."},
	{"Avoid", "Stops an attack whatever its value, with a card that says it avoids."},
	{"Invalid target", "A card that makes the target invalid stops the attack as an avoid does."},
	{"Hit", "An attack not stopped lies on its target as a hit; its own value is the damage (bonuses never add to damage)."},
	{"Permanent record", "At the end of each battle the hits of the battle move to the permanent record, where they keep counting for KOs."},
	{"Cumulative KO", "A character is KO'd when its damage (this battle plus the record) reaches 20 (or its own threshold)."},
	{"Spectrum KO", "A character is KO'd when hits of three different types are on it; Any-Power hits count no type, a MultiPower hit needs one type more."},
	{"Absolute KO", "Both Cumulative and Spectrum at once: it ignores every ability or card that would prevent a KO."},
	{"Any-Power", "A Power card played as any type the character's grid reaches; its hit counts no type for Spectrum KO."},
	{"MultiPower", "A Power card acting as one of its types; each MultiPower hit raises the types needed for Spectrum KO by one."},
	{"Acts As", "A card that acts as another kind becomes that kind once it leaves the Astral Plane (at once when played to defend)."},
	{"Basic Universe", "Played with a Power card of its type by a character with the grid it asks: a bonus to attack or block, never to damage or venture."},
	{"Teamwork", "Its character attacks first; then teammates must make the follow-up attacks in the printed types, with the printed bonuses."},
	{"Training", "Played with a Power card by a character whose grid is the requirement or less: a bonus to that action."},
	{"Ally", "Attacks, then a teammate must play a Special card."},
	{"1st", "The card must be the first card played on your offensive turn."},
	{"Remainder of battle", "The half hourglass: the card stays in effect until the battle ends."},
	{"Remainder of game", "The full hourglass: the card stays in effect for the rest of the game."},
	{"Venture", "Before each battle you wager objectives: at least one, two free, each one more gives the opponent a card. The higher Venture Total wins them."},
	{"Venture Total", "The damage of the hits a team made this battle, plus what cards and abilities add: the higher total wins the venture. Skirmish has no venture: there the higher total claims the shared objective at stake, and the banner calls them the totals for the objective at stake."},
	{"Concede", "Give up the battle: you lose what you ventured, and after a concession each player may take one action that says it may follow one."},
	{"Objectives", "Seven per mission: in Reserve, Completed or Defeated. Seven Completed wins; seven Defeated loses."},
	{"Power Pack", "The discard pile of Power cards; it is shuffled into a new Draw Pile when the Draw Pile runs out."},
	{"Dead Pile", "Where most other cards go when discarded."},
	{"Defeated Characters Pile", "Where KO'd characters, their Specials, Any Character Specials and Events go."},
	{"Draw Pile", "The face-down deck each Draw Phase draws from."},
	{"Pile icons", "On a phone, a side's line counts its piles by these icons, in this order: Draw Pile, Hand, Power Pack, Dead Pile, Defeated Characters Pile. Tap the line to read it in words."},
	{"Placing", "Between battles, players alternate placing one card on a character or the homebase, or pass; each character holds one Power, one Special and one Universe card."},
	{"Duplicate", "Power cards of the same value, Specials by name, Universe cards by their numbers: only one is kept in the Discard Phase."},
	{"Event", "Drawn Events are played face down and revealed in initiative order; they last the battle."},
}

// keywordsIn explains the keywords text names, or "".
func keywordsIn(text string) string {
	var out []string
	for _, k := range keywordsNamed(text) {
		out = append(out, keywords[k][0]+": "+keywords[k][1])
	}
	if len(out) == 0 {
		return ""
	}
	return "Keywords. " + strings.Join(out, " ")
}

// drawPages draws text in r at size, never smaller (help is read at the
// table's body size): whole when it fits, else a page at a time, each
// page filled with lines before the next begins, with Previous and Next
// (<prefix>.prev, <prefix>.next) and the page number along r's bottom.
func drawPages(f *ui.Frame, r layout.Rect, text string, size float64, ink ui.Color, p *ui.Pager, prefix string) {
	lh := size * 1.4
	lines := ui.Wrap(text, size, r.W, false)
	if float64(len(lines))*lh <= r.H+0.5 {
		f.Paragraph(r, text, size, ink)
		return
	}
	btns, body := r.CutBottom(max(layout.MinTouch, f.M.Button*0.85))
	_, body = body.CutBottom(f.M.Gap)
	lines = ui.Wrap(text, size, body.W, false)
	per := max(1, int((body.H+0.5)/lh))
	pages := (len(lines) + per - 1) / per
	p.Page = max(0, min(p.Page, pages-1))
	for i, l := range lines[p.Page*per : min(len(lines), (p.Page+1)*per)] {
		if l != "" {
			f.Text(layout.Rect{X: body.X, Y: body.Y + float64(i)*lh, W: body.W, H: lh}, l, size, ink, ui.Left, false)
		}
	}
	cols := btns.Cols(3, f.M.Gap)
	f.Button(ui.Btn{ID: prefix + ".prev", Label: "Previous page", Text: "Previous", Rect: cols[0], Enabled: p.Page > 0})
	f.Text(cols[1], itoa(p.Page+1)+" / "+itoa(pages), ui.SizesOf(f.M).Body, ui.InkDim, ui.Center, true)
	f.Button(ui.Btn{ID: prefix + ".next", Label: "Next page", Text: "Next", Rect: cols[2], Enabled: p.Page < pages-1})
}
