package save

import (
	"errors"
	"sort"
	"strings"
)

// Store is a string key-value storage: the browser's localStorage, or
// memory in tests and natively.
type Store interface {
	// Get returns the value under key; ok is false when there is none.
	Get(key string) (value string, ok bool, err error)
	// Set stores value under key. It returns an error wrapping ErrFull when
	// the quota is exhausted and ErrBlocked when storage is disabled.
	Set(key, value string) error
	// Remove deletes key; removing a missing key is not an error.
	Remove(key string) error
	// Keys lists every key, in no particular order.
	Keys() ([]string, error)
}

// Errors a Store reports.
var (
	// ErrFull: the storage quota is exhausted.
	ErrFull = errors.New("save: storage is full")
	// ErrBlocked: storage is disabled (private mode, a blocked iframe).
	ErrBlocked = errors.New("save: storage is not available")
)

// MemStore is a Store in memory. Quota (if > 0) caps the total length of
// keys and values, as a browser does; Blocked makes every call fail.
type MemStore struct {
	Quota   int
	Blocked bool
	m       map[string]string
}

// NewMemStore returns an empty, unlimited MemStore.
func NewMemStore() *MemStore { return &MemStore{m: map[string]string{}} }

func (s *MemStore) size() int {
	n := 0
	for k, v := range s.m {
		n += len(k) + len(v)
	}
	return n
}

// Get implements Store.
func (s *MemStore) Get(key string) (string, bool, error) {
	if s.Blocked {
		return "", false, ErrBlocked
	}
	v, ok := s.m[key]
	return v, ok, nil
}

// Set implements Store.
func (s *MemStore) Set(key, value string) error {
	if s.Blocked {
		return ErrBlocked
	}
	if s.m == nil {
		s.m = map[string]string{}
	}
	old, had := s.m[key]
	grow := len(value) - len(old)
	if !had {
		grow += len(key)
	}
	if s.Quota > 0 && s.size()+grow > s.Quota {
		return ErrFull
	}
	s.m[key] = value
	return nil
}

// Remove implements Store.
func (s *MemStore) Remove(key string) error {
	if s.Blocked {
		return ErrBlocked
	}
	delete(s.m, key)
	return nil
}

// Keys implements Store, sorted for repeatable tests.
func (s *MemStore) Keys() ([]string, error) {
	if s.Blocked {
		return nil, ErrBlocked
	}
	out := make([]string, 0, len(s.m))
	for k := range s.m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out, nil
}

// Prefix is the namespace of every key Overdeck writes.
const Prefix = "overdeck:"

// Owned reports whether key belongs to Overdeck's namespace.
func Owned(key string) bool { return strings.HasPrefix(key, Prefix) }
