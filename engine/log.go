package engine

import "strings"

// Public reports whether every seat may read the entry.
func (e Entry) Public() bool { return e.Seat == NoSeat }

// VisibleTo reports whether seat s may read the entry.
func (e Entry) VisibleTo(s Seat) bool { return e.Seat == NoSeat || e.Seat == s }

// MaxLog is how many log entries a match keeps; older ones are dropped.
const MaxLog = 400

func appendLog(log []Entry, e Entry) []Entry {
	log = append(log, e)
	if len(log) > MaxLog {
		log = append(log[:0:0], log[len(log)-MaxLog:]...)
	}
	return log
}

// VisibleLog returns the entries of log that seat s may read, in order.
func VisibleLog(log []Entry, s Seat) []Entry {
	var out []Entry
	for _, e := range log {
		if e.VisibleTo(s) {
			out = append(out, e)
		}
	}
	return out
}

// resultLast returns the log of the move that ended a match with its
// result as the last line: the log ends with the game. A line of the move
// that already says the result (summary, with or without its full stop)
// moves to the end; a game whose log never said it gets it written there.
// Lines that narrate the last move's other changes stay before it.
func resultLast(log []Entry, summary string) []Entry {
	result := strings.TrimSpace(summary)
	if result == "" {
		return log
	}
	bare := strings.TrimRight(result, ".!")
	out := log[:0]
	for _, e := range log {
		if e.Public() && strings.TrimRight(strings.TrimSpace(e.Text), ".!") == bare {
			continue
		}
		out = append(out, e)
	}
	if !strings.ContainsAny(result[len(result)-1:], ".!?") {
		result += "."
	}
	return append(out, Entry{Seat: NoSeat, Text: result})
}
