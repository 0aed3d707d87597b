//go:build js && wasm

package main

import (
	"fmt"
	"syscall/js"

	"overdeck/engine/save"
)

// localStore is a save.Store over the page's localStorage. Browsers may
// refuse storage altogether (private modes, blocked third-party frames:
// reading window.localStorage then throws a SecurityError) or refuse a
// write when the quota is used up (QuotaExceededError); both come back as
// errors wrapping save.ErrBlocked or save.ErrFull, never as a crash.
type localStore struct{}

// storage returns window.localStorage, or an error wrapping
// save.ErrBlocked when the page may not use it. It reads the property
// through Reflect.get: a getter that throws (a SecurityError in a frame
// whose storage is blocked) would abort the whole program through
// js.Value.Get, which does not catch, while Call turns it into a panic
// that catch recovers.
func storage() (ls js.Value, err error) {
	err = catch(func() {
		g := js.Global()
		ls = g.Get("Reflect").Call("get", g, "localStorage")
	})
	if err == nil && (ls.IsNull() || ls.IsUndefined()) {
		err = fmt.Errorf("wasm: localStorage is missing: %w", save.ErrBlocked)
	}
	return ls, err
}

// catch runs f, turning an exception thrown by JavaScript into an error
// wrapping save.ErrFull (QuotaExceededError) or save.ErrBlocked (anything
// else: SecurityError, or storage gone).
func catch(f func()) (err error) {
	defer func() {
		r := recover()
		if r == nil {
			return
		}
		jsErr, ok := r.(js.Error)
		if !ok {
			panic(r) // not from JavaScript: a bug in this package
		}
		name := ""
		if v := jsErr.Value; v.Type() == js.TypeObject {
			name = v.Get("name").String()
		}
		if name == "QuotaExceededError" || name == "NS_ERROR_DOM_QUOTA_REACHED" {
			err = fmt.Errorf("wasm: localStorage: %s: %w", jsErr.Error(), save.ErrFull)
			return
		}
		err = fmt.Errorf("wasm: localStorage: %s: %w", jsErr.Error(), save.ErrBlocked)
	}()
	f()
	return nil
}

// Get implements save.Store.
func (localStore) Get(key string) (value string, ok bool, err error) {
	ls, err := storage()
	if err != nil {
		return "", false, err
	}
	err = catch(func() {
		v := ls.Call("getItem", key)
		if v.Type() == js.TypeString {
			value, ok = v.String(), true
		}
	})
	return value, ok, err
}

// Set implements save.Store.
func (localStore) Set(key, value string) error {
	ls, err := storage()
	if err != nil {
		return err
	}
	return catch(func() { ls.Call("setItem", key, value) })
}

// Remove implements save.Store.
func (localStore) Remove(key string) error {
	ls, err := storage()
	if err != nil {
		return err
	}
	return catch(func() { ls.Call("removeItem", key) })
}

// Keys implements save.Store.
func (localStore) Keys() (keys []string, err error) {
	ls, err := storage()
	if err != nil {
		return nil, err
	}
	err = catch(func() {
		n := ls.Get("length").Int()
		for i := 0; i < n; i++ {
			if k := ls.Call("key", i); k.Type() == js.TypeString {
				keys = append(keys, k.String())
			}
		}
	})
	return keys, err
}
