package shell

import (
	"net/url"
	"strconv"
	"strings"

	"overdeck/engine/save"
	"overdeck/render/kit"
)

// RecordKey is where the player's record of a one-player game is kept
// (kit.Record): "overdeck:record:<game>", a URL query with one parameter
// per difficulty, "normal=5,2,31,won+with+31+cards+left" (games, wins,
// best score, best result in words).
func RecordKey(game string) string { return save.Prefix + "record:" + game }

// tally is the record at one difficulty.
type tally struct {
	games, wins int
	best        int    // the best score, when text is set
	text        string // the best result in words; "" when none yet
}

// parseTally reads "games,wins,best,text"; a damaged entry reads as no
// games at all.
func parseTally(s string) tally {
	f := strings.SplitN(s, ",", 4)
	if len(f) != 4 {
		return tally{}
	}
	var t tally
	var e1, e2, e3 error
	t.games, e1 = strconv.Atoi(f[0])
	t.wins, e2 = strconv.Atoi(f[1])
	t.best, e3 = strconv.Atoi(f[2])
	t.text = f[3]
	if e1 != nil || e2 != nil || e3 != nil || t.games < 0 || t.wins < 0 || t.wins > t.games {
		return tally{}
	}
	return t
}

func (t tally) String() string {
	return strconv.Itoa(t.games) + "," + strconv.Itoa(t.wins) + "," + strconv.Itoa(t.best) + "," + t.text
}

// add is the record of the games of t and u together.
func (t tally) add(u tally) tally {
	sum := tally{games: t.games + u.games, wins: t.wins + u.wins, best: t.best, text: t.text}
	if sum.text == "" || u.text != "" && u.best > t.best {
		sum.best, sum.text = u.best, u.text
	}
	return sum
}

// records reads the stored records of game (none when storage is blocked
// or the record is damaged), a difficulty kept under a name it no longer
// has counted with the one in its place (kit.Option.Renamed).
func (s *Shell) records(game string) url.Values {
	raw, has, err := s.host.Store().Get(RecordKey(game))
	if err != nil || !has {
		return url.Values{}
	}
	q, err := url.ParseQuery(raw)
	if err != nil {
		return url.Values{}
	}
	if k, ok := kit.Lookup(game); ok && k.Record != nil {
		for old := range q {
			if now := k.Canon(k.Record.Option, old); now != old {
				t := parseTally(q.Get(now)).add(parseTally(q.Get(old)))
				q.Del(old)
				if t.games > 0 {
					q.Set(now, t.String())
				}
			}
		}
	}
	return q
}

// record adds the match that has just ended to the player's record, when
// the game keeps one and the player (not the computer) played it.
func (s *Shell) record() {
	p := s.play
	r := p.kit.Record
	if r == nil || p.mode != "computer" || r.Counts != nil && !r.Counts(p.m.Setup()) {
		return
	}
	level := p.kit.Canon(r.Option, p.m.Setup().Get(r.Option, ""))
	q := s.records(p.game.ID)
	t := parseTally(q.Get(level))
	v := p.view()
	score, text := r.Result(v)
	t.games++
	if v.Outcome.Won(v.Seat) {
		t.wins++
	}
	if t.text == "" || score > t.best {
		t.best, t.text = score, text
	}
	q.Set(level, t.String())
	_ = s.host.Store().Set(RecordKey(p.game.ID), q.Encode())
}

// recordGroup is the setup screen's group of the player's record, one
// line per difficulty, or nil when game keeps no record.
func (s *Shell) recordGroup(game string, k kit.Kit) []item {
	if k.Record == nil {
		return nil
	}
	q := s.records(game)
	out := []item{{label: "Your record"}}
	for _, o := range k.Options {
		if o.Key != k.Record.Option {
			continue
		}
		for _, c := range o.Choices {
			name, _, _ := strings.Cut(c.Label, ":")
			t := parseTally(q.Get(c.Value))
			line := name + ": not played yet"
			if t.games > 0 {
				line = name + ": " + plural(t.games, "game") + ", " + plural(t.wins, "win") + "; best: " + t.text
			}
			out = append(out, item{label: line})
		}
	}
	return out
}

// plural says "1 game", "3 games".
func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return strconv.Itoa(n) + " " + word + "s"
}
