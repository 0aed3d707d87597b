package overwatch

import (
	"fmt"
	"strconv"
	"strings"

	"overdeck/engine"
	"overdeck/game/overwatch"
)

// What a skill's pick chooses, as the view's Ask says.
type pickKind uint8

const (
	pkHero pickKind = iota // a hero ID
	pkRow                  // a row of one side
	pkCol                  // a column of one side, or of both
	pkNum                  // a number (the X of an ultimate)
	pkSide                 // side A or B of a token
)

// pick is one legal choice of a skill ("t<val>").
type pick struct {
	key    string
	val    int
	kind   pickKind
	side   int    // pkRow, pkCol: the side it is on; -1 for both
	prompt string // "target enemy"
	text   string // "Player 2's Hanzo (Front row, column 0)"
}

// slot is a place a card may be played.
type slot struct{ row, col int8 }

// legalInfo is v.Legal sorted by what the table does with each action.
type legalInfo struct {
	plays map[uint8][]slot // hand card: its slots
	ults  map[int32]string // hero ID: the ultimate's action words
	pass  bool
	opts  []engine.Action // a, b, skip
	picks []pick
	done  bool
}

// analyse sorts v.Legal for the seat whose view st is.
func analyse(v *engine.SeatView, st *overwatch.View) *legalInfo {
	li := &legalInfo{plays: map[uint8][]slot{}, ults: map[int32]string{}}
	me := int(v.Seat)
	for _, a := range v.Legal {
		k := a.Key()
		switch {
		case k == "pass":
			li.pass = true
		case k == "done":
			li.done = true
		case k == "a" || k == "b" || k == "skip":
			li.opts = append(li.opts, a)
		case strings.HasPrefix(k, "h"):
			var c, r, col int
			if n, _ := fmt.Sscanf(k, "h%d:%d:%d", &c, &r, &col); n == 3 {
				li.plays[uint8(c)] = append(li.plays[uint8(c)], slot{int8(r), int8(col)})
			}
		case strings.HasPrefix(k, "u"):
			if id, err := strconv.Atoi(k[1:]); err == nil {
				li.ults[int32(id)] = a.String()
			}
		case strings.HasPrefix(k, "t"):
			if p, ok := parsePick(a, st, me); ok {
				li.picks = append(li.picks, p)
			}
		}
	}
	return li
}

// parsePick reads a skill's choice: its value from the key, its kind and
// side from the view's Ask, its words from the action ("<prompt>: <what>").
func parsePick(a engine.Action, st *overwatch.View, me int) (pick, bool) {
	val, err := strconv.Atoi(a.Key()[1:])
	if err != nil || !st.Ask.Asking {
		return pick{}, false
	}
	_, text, _ := strings.Cut(a.String(), ": ")
	p := pick{key: a.Key(), val: val, prompt: st.Ask.Prompt, text: text, side: -1}
	switch st.Ask.What {
	case overwatch.PickHero:
		p.kind = pkHero
		if h := heroOf(st, int32(val)); h != nil { // the table's own words for where it stands
			p.text = strings.Replace(p.text, rowNames[h.Row]+" row, column "+itoa(int(h.Col)), where(st, h), 1)
		}
	case overwatch.PickRow:
		p.kind, p.side = pkRow, 1-me
	case overwatch.PickOwnRow:
		p.kind, p.side = pkRow, me
	case overwatch.PickCol:
		p.kind, p.side = pkCol, 1-me
	case overwatch.PickOwnCol:
		p.kind, p.side = pkCol, me
	case overwatch.PickAnyCol:
		p.kind = pkCol
	case overwatch.PickSide:
		p.kind = pkSide
	default:
		p.kind = pkNum
	}
	if p.kind == pkCol {
		p.text = colName(st, int8(val))
	}
	return p, true
}

// find returns the pick of key, or false.
func (li *legalInfo) find(key string) (pick, bool) {
	for _, p := range li.picks {
		if p.key == key {
			return p, true
		}
	}
	return pick{}, false
}

// heroPick reports whether hero id may be picked now.
func (li *legalInfo) heroPick(id int32) bool {
	p, ok := li.find("t" + itoa(int(id)))
	return ok && p.kind == pkHero
}

// slotOK reports whether card c may be played at s.
func (li *legalInfo) slotOK(c uint8, s slot) bool {
	for _, x := range li.plays[c] {
		if x == s {
			return true
		}
	}
	return false
}

// pickLabel is what a panel button for p says.
func pickLabel(p pick) string {
	switch p.kind {
	case pkRow:
		return title(p.text)
	case pkCol:
		return title(p.text)
	case pkNum:
		return "X = " + itoa(p.val)
	}
	return title(p.text)
}

// pickShort is the short text on a panel button for p.
func pickShort(p pick) string {
	switch p.kind {
	case pkRow:
		return title(strings.TrimSuffix(strings.TrimPrefix(strings.TrimPrefix(p.text, "enemy "), "your "), " row"))
	case pkCol:
		return title(p.text)
	case pkNum:
		return "X = " + itoa(p.val)
	case pkSide:
		return title(p.text)
	}
	return p.text
}
