package engine

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
