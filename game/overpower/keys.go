package overpower

import "sync"

// keys interns the moves' keys: a bot's search reads the key of every
// legal move at every point of every sample, so a key is made once and
// then found (engine's contract: keys are made once and stay valid). The
// table holds only keys that were legal somewhere, a few thousand: it is
// made with room for them when the first key is, so that a search does not
// spend its first moves growing it.
var keys struct {
	sync.Mutex
	m map[string]string
}

// keysRoom is the keys the table has room for from the start.
const keysRoom = 4096

// intern returns the one string of key b, making it the first time.
func intern(b []byte) string {
	keys.Lock()
	if keys.m == nil {
		keys.m = make(map[string]string, keysRoom)
	}
	s, ok := keys.m[string(b)]
	if !ok {
		s = string(b)
		keys.m[s] = s
	}
	keys.Unlock()
	return s
}
