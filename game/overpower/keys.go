package overpower

import "sync"

// keys interns the moves' keys: a bot's search reads the key of every
// legal move at every point of every sample, so a key is made once and
// then found (engine's contract: keys are made once and stay valid). The
// table holds only keys that were legal somewhere, a few thousand.
var keys = struct {
	sync.Mutex
	m map[string]string
}{m: map[string]string{}}

// intern returns the one string of key b, making it the first time.
func intern(b []byte) string {
	keys.Lock()
	s, ok := keys.m[string(b)]
	if !ok {
		s = string(b)
		keys.m[s] = s
	}
	keys.Unlock()
	return s
}
