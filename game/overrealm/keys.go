package overrealm

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// ErrBadKey is returned for a selection key that does not parse.
var ErrBadKey = errors.New("overrealm: bad action key")

// Kinds of selection.
const (
	selDraw uint8 = iota
	selCounter
	selLeft
	selRight
	selMonster
)

// Choice is a seat's whole secret choice for one selection phase.
type Choice struct {
	Kind     uint8
	Act      int8 // monster action 0..3
	Prot     bool // a Protected Monster Action (maneuver cube)
	Buffs    []uint8
	Discards []uint8
	// Side is the benched monster (1 left, 2 right) the choice names for an
	// action that asks for one (Bench): Switcheroo's destination, the
	// monster a blessing's wish goes to. 0: none.
	Side int8
	// Late is how many of the With Attack buffs resolve after the action's
	// own ability (its flip and effect), free buffs not counted (their place
	// cannot matter); 0: the ability resolves after all of them, just
	// before the damage.
	Late int8
}

// Key encodes the choice: "draw", "ctr", "swl", "swr", "m2", "m2p:b3,5:d1",
// "m1:d4:s2", "m3:b3,5:a1".
func (c Choice) Key() string {
	switch c.Kind {
	case selDraw:
		return "draw"
	case selCounter:
		return "ctr"
	case selLeft:
		return "swl"
	case selRight:
		return "swr"
	}
	return string(appendKey(make([]byte, 0, 24), int(c.Act), c.Prot, c.Buffs, c.Discards, int(c.Side), int(c.Late)))
}

// ParseChoice reads a key written by Choice.Key.
func ParseChoice(key string) (Choice, error) {
	var c Choice
	if err := parseChoiceInto(key, &c); err != nil {
		return Choice{}, err
	}
	return c, nil
}

// parseChoiceInto reads a key written by Choice.Key into c, reusing its
// Buffs and Discards: a bot's sample parses thousands of keys a second.
func parseChoiceInto(key string, c *Choice) error {
	buffs, discards := c.Buffs[:0], c.Discards[:0]
	*c = Choice{}
	if err := c.parse(key, &buffs, &discards); err != nil {
		*c = Choice{}
		return fmt.Errorf("%w: %q", ErrBadKey, key)
	}
	if len(buffs) > 0 {
		c.Buffs = buffs
	}
	if len(discards) > 0 {
		c.Discards = discards
	}
	return nil
}

// errKey stands for ErrBadKey inside parse, which makes no error words.
var errKey = errors.New("bad key")

// parse reads key into c, the buffs and discards into the lists given.
func (c *Choice) parse(key string, buffs, discards *[]uint8) error {
	switch key {
	case "draw":
		c.Kind = selDraw
		return nil
	case "ctr":
		c.Kind = selCounter
		return nil
	case "swl":
		c.Kind = selLeft
		return nil
	case "swr":
		c.Kind = selRight
		return nil
	}
	bad := errKey
	h, rest, more := strings.Cut(key, ":")
	if len(h) < 2 || h[0] != 'm' || h[1] < '1' || h[1] > '4' {
		return bad
	}
	c.Kind, c.Act, c.Prot = selMonster, int8(h[1]-'1'), h[2:] == "p"
	if h[2:] != "" && h[2:] != "p" {
		return bad
	}
	for more {
		var p string
		p, rest, more = strings.Cut(rest, ":")
		if p == "" {
			return bad
		}
		if p[0] == 's' && (p == "s1" || p == "s2") {
			c.Side = int8(p[1] - '0')
			continue
		}
		if p[0] == 'a' && len(p) == 2 && p[1] >= '1' && p[1] <= '9' {
			c.Late = int8(p[1] - '0')
			continue
		}
		var dst *[]uint8
		switch p[0] {
		case 'b':
			dst = buffs
		case 'd':
			dst = discards
		default:
			return bad
		}
		for ns, next := p[1:], true; next; {
			var n string
			n, ns, next = strings.Cut(ns, ",")
			v, err := strconv.Atoi(n)
			if err != nil || v < 0 || v > 255 {
				return bad
			}
			*dst = append(*dst, uint8(v))
		}
	}
	return nil
}

// describe reads a choice the way the table says it, for the acting seat.
func (s *State) describe(seat int, c Choice) string { return describeChoice(s.spotKinds(seat), c) }

// describeChoice reads a choice of the seat whose active, left and right
// monsters are kinds.
func describeChoice(kinds [3]uint8, c Choice) string {
	switch c.Kind {
	case selDraw:
		return "Draw Cards"
	case selCounter:
		return "Counter"
	case selLeft, selRight:
		return "switch to " + monsters[kinds[1+int(c.Kind-selLeft)]].Name
	}
	t := monsters[kinds[0]].Actions[c.Act].Name
	if c.Prot {
		t += " (protected)"
	}
	if len(c.Buffs) > 0 {
		t += ", buffed with " + cardList(c.Buffs)
	}
	if len(c.Discards) > 0 {
		t += ", discarding " + cardList(c.Discards)
	}
	if c.Side > 0 {
		t += ", naming " + monsters[kinds[c.Side]].Name
	}
	switch {
	case c.Late == 1:
		t += ", its own ability before the last With Attack buff"
	case c.Late > 1:
		t += ", its own ability before the last " + strconv.Itoa(int(c.Late)) + " With Attack buffs"
	}
	return t
}

// cardList names cards for the log: "Gale Feather, Hold Fast".
func cardList(cs []uint8) string {
	n := make([]string, len(cs))
	for i, b := range cs {
		n[i] = CardName(b)
	}
	return strings.Join(n, ", ")
}

// action is an engine.Action: a key and its description.
type action struct{ key, text string }

// Key returns the action's key.
func (a action) Key() string { return a.key }

// String describes the action.
func (a action) String() string { return a.text }
