package overpower

import (
	"encoding/base64"
	"errors"
	"math/rand/v2"
	"strconv"
	"strings"
	"time"

	"overdeck/engine/save"
	"overdeck/game/overpower"
	"overdeck/render/kit"
)

// draftKey is where a draft in progress is kept, so that a reload goes on
// with it.
const draftKey = save.Prefix + "draft:overpower"

// Stages of a Limited editor.
const (
	ltdChoose = iota // Draft or Sealed, and its size
	ltdDraft         // picking stacks
	ltdBuild         // building from the pool, against a computer's deck
)

// LimitedEditor is the setup's editor of a Limited match (a kit.Editor and
// kit.Hosted): choose Draft (a pod of 8 or 10) or Sealed (3 or 6
// boosters); in a draft, pick Character Stacks in turn with the computer
// drafters; then build from the pool in the deck builder, which starts
// from the deck the computer would build. Its value is LimitedValue of
// that deck and the deck of the computer player met (the drafter after
// you, or a Sealed player with a pool of its own). A draft for two people
// (seats 1 and 2 persons) puts a hand-off screen up whenever the device
// must change hands, shows each person only their own secret cards, lets
// player 1 then player 2 build, and its value carries both their decks,
// for a hot-seat match (kit.Custom.Mode makes the shell play it
// hot-seat, and a one-person value against the computer, whatever mode
// was chosen before). Its own buttons begin
// "edit.ltd."; in the building stage the builder's other "edit." buttons
// are the builder's.
type LimitedEditor struct {
	host    kit.EditorHost
	stage   int
	draft   *overpower.Draft
	tab     int // the draft screen's tab: 0 open stacks, 1 your pool, 2 the picks
	page    int
	pages   int
	foe     overpower.Deck
	foeWho  string
	builder *DeckBuilder
	note    string
	// With two people (the draft's People is 2, seats 0 and 1):
	shown int             // the person whose screen is up; -1 while the hand-off screen is
	first *overpower.Deck // player 1's built deck, once player 2 builds
}

// NewLimitedEditor starts at the choice of Draft or Sealed.
func NewLimitedEditor(string) kit.Editor { return &LimitedEditor{} }

// DescribeLimited is the radio label of a Limited value.
func DescribeLimited(v string) (string, error) {
	d, err := overpower.LimitedDecks(v)
	if err != nil || d[0] == nil {
		return "", errors.New("not a Limited match")
	}
	head := "Limited: "
	if overpower.LimitedPeople(v) == 2 {
		head = "Limited, two people hot-seat: "
	}
	return head + teamOf(*d[0]) + " against " + teamOf(*d[1]), nil
}

// limitedMode implements kit.Custom.Mode: a Limited match two people
// made is played hot-seat (with the hand-off screen), one a person made
// against the computer, whatever mode was chosen before it.
func limitedMode(v string) string {
	switch overpower.LimitedPeople(v) {
	case 2:
		return "hotseat"
	case 1:
		return "computer"
	}
	return ""
}

// teamOf names a deck's team.
func teamOf(d overpower.Deck) string { return joinAnd(append(d.Front[:], d.Reserve)) }

// Attach implements kit.Hosted: a draft left in progress goes on.
func (e *LimitedEditor) Attach(h kit.EditorHost) {
	e.host = h
	v, ok, err := h.Store().Get(draftKey)
	if err != nil || !ok {
		return
	}
	b, err := base64.StdEncoding.DecodeString(v)
	if err != nil {
		return
	}
	if d, err := overpower.DecodeDraft(b); err == nil && !d.Over() {
		e.draft, e.stage, e.note, e.shown = d, ltdDraft, "Your draft goes on where you left it.", -1
	}
}

// keepDraft stores the draft in progress, or forgets it once it is over.
func (e *LimitedEditor) keepDraft() {
	if e.host == nil {
		return
	}
	if e.draft == nil || e.draft.Over() {
		_ = e.host.Store().Remove(draftKey)
		return
	}
	if b, err := overpower.EncodeDraft(e.draft); err == nil {
		_ = e.host.Store().Set(draftKey, base64.StdEncoding.EncodeToString(b))
	}
}

// Value implements kit.Editor.
func (e *LimitedEditor) Value() (string, error) {
	switch e.stage {
	case ltdChoose:
		return "", errors.New("choose Draft or Sealed first")
	case ltdDraft:
		return "", errors.New("finish the draft first: pick " + itoa(len(e.draft.Held[max(e.draft.ToPick(), 0)].Stacks)+1) + " of 6")
	}
	if e.twoPeople() && e.first == nil {
		return "", errors.New("player 1 builds first, then player 2")
	}
	if _, err := e.builder.Value(); err != nil {
		return "", err
	}
	if e.first != nil {
		return overpower.LimitedValue(*e.first, e.builder.Deck(), 2), nil
	}
	return overpower.LimitedValue(e.builder.Deck(), e.foe, 1), nil
}

// twoPeople reports whether two people draft.
func (e *LimitedEditor) twoPeople() bool { return e.draft != nil && e.draft.People == 2 }

// handingOff reports whether the hand-off screen is up: two people draft,
// and the person whose turn it is does not yet hold the device.
func (e *LimitedEditor) handingOff() bool { return e.twoPeople() && e.shown != e.person() }

// person is the seat of the person whose turn it is: to pick, or to build
// (player 1, then player 2).
func (e *LimitedEditor) person() int {
	if e.stage == ltdDraft {
		return max(e.draft.ToPick(), 0)
	}
	if e.first != nil {
		return 1
	}
	return 0
}

// Press implements kit.Editor.
func (e *LimitedEditor) Press(id string) {
	if !strings.HasPrefix(id, "edit.ltd.") {
		if e.stage == ltdBuild && !e.handingOff() {
			e.builder.Press(id)
		}
		return
	}
	what, arg, _ := strings.Cut(strings.TrimPrefix(id, "edit.ltd."), ".")
	n, err := strconv.Atoi(arg)
	if err != nil || n < 0 {
		return
	}
	rng := rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 11))
	switch {
	case (what == "draft" || what == "draft2") && e.stage == ltdChoose:
		people := 1
		if what == "draft2" {
			people = 2
		}
		if d, err := overpower.NewDraft(n, people, rng.Uint64()); err == nil {
			e.draft, e.stage, e.tab, e.page, e.shown, e.first = d, ltdDraft, 0, 0, -1, nil
			d.RunComputers(overpower.Drafter{}.Pick)
			e.keepDraft()
		}
	case what == "sealed" && e.stage == ltdChoose && (n == 3 || n == 6):
		mine := overpower.NewSealed(n, rng)
		theirs := overpower.NewSealed(n, rng)
		e.build(mine, theirs, "a Sealed player with "+itoa(n)+" boosters of its own")
	case what == "stack" && e.stage == ltdDraft && !e.handingOff():
		e.take(n)
	case what == "ready" && e.handingOff() && n == e.person():
		e.shown, e.tab, e.page, e.note = n, 0, 0, ""
	case what == "built" && e.twoPeople() && e.stage == ltdBuild && e.first == nil && !e.handingOff():
		if _, err := e.builder.Value(); err == nil {
			d := e.builder.Deck()
			e.first = &d
			e.build(e.draft.Held[1], e.draft.Held[0], "")
		}
	case what == "tab" && n < 3:
		e.tab, e.page = n, 0
	case what == "page":
		e.page = min(max(e.page+n-1, 0), max(e.pages-1, 0)) // 0 back, 2 on
	case what == "restart":
		e.draft, e.builder, e.stage, e.note, e.first = nil, nil, ltdChoose, "", nil
		e.keepDraft()
	}
}

// take takes open stack k for the person, then lets the computers pick.
func (e *LimitedEditor) take(k int) {
	d := e.draft
	s := e.person()
	if d.Take(s, k) != nil {
		return
	}
	e.note = "You took " + d.Picks[len(d.Picks)-1].Char + "."
	d.RunComputers(overpower.Drafter{}.Pick)
	e.page = min(e.page, max(0, (len(d.Open)-1)/max(1, e.perPage())))
	e.keepDraft()
	switch {
	case d.Over() && e.twoPeople():
		e.build(d.Held[0], d.Held[1], "")
	case d.Over():
		e.build(d.Held[0], d.Held[1], "seat 2, the computer drafter after you")
	}
	if e.handingOff() {
		e.note = ""
	}
}

// perPage is how many stacks the last drawn page held.
func (e *LimitedEditor) perPage() int {
	if e.pages <= 1 || e.draft == nil {
		return 1 << 20
	}
	return (len(e.draft.Open) + e.pages - 1) / e.pages
}

// build opens the builder on pool mine, starting from the deck the
// computer would build, against the computer's deck of pool theirs.
func (e *LimitedEditor) build(mine, theirs overpower.Pack, who string) {
	pool := mine.Pool()
	start, err := overpower.BuildLimited(pool)
	foe, err2 := overpower.BuildLimited(theirs.Pool())
	if err != nil || err2 != nil {
		e.note = "No legal team could be made from these packs: start over."
		e.stage = ltdChoose
		return
	}
	start.Name, foe.Name = "My Limited deck", "Computer's Limited deck"
	if e.twoPeople() {
		start.Name = "Player " + itoa(e.person()+1) + "'s Limited deck"
	}
	e.foe, e.foeWho = foe, who
	e.builder = NewDeckBuilderFrom(start, pool)
	if e.twoPeople() {
		e.builder.Shared()
	}
	if e.host != nil {
		e.builder.Attach(e.host)
	}
	e.stage = ltdBuild
}

// limitedOption is the setup option of Limited play: off, or a Draft or
// Sealed made with the LimitedEditor (its decks replace deck0 and deck1).
func limitedOption() kit.Option {
	return kit.Option{Key: "limited", Label: "Limited play: Draft or Sealed", Default: "off",
		Choices: []kit.Choice{{Value: "off", Label: "Off: play the decks chosen above"}},
		Custom: &kit.Custom{Button: "Draft or Sealed…", Edit: NewLimitedEditor, Describe: DescribeLimited,
			Mode: limitedMode}}
}
