package overpower

import (
	"encoding/base64"
	"errors"
	"fmt"
	"hash/crc32"
	"strings"
	"unicode/utf8"
)

// CodePrefix starts every deck code (version 1 of the format).
const CodePrefix = "OP1-"

// Errors of DecodeDeck. Both leave nothing changed; CodeMessage says them
// plainly.
var (
	ErrDeckCode    = errors.New("overpower: not an OverPower deck code")
	ErrUnknownCard = errors.New("overpower: a deck code names a card this version does not know")
)

// maxCodeName is the longest deck name a code carries, in bytes.
const maxCodeName = 40

// A deck code is CodePrefix and then, in URL-safe base64 without padding:
//
//	name length, name (UTF-8)
//	Front Line x3, Reserve, homebase, mission set: nameKey each (0: none)
//	number of Power card entries (2 bytes), then one byte each:
//	    bits 0-2 value-1, bits 3-5 power type, bits 6-7 copies-1
//	    (more than 4 copies: the entry repeats)
//	every other card: its nameKey, once per copy
//	CRC-32 (IEEE) of all of the above, 4 bytes
//
// Keys are hashes of names, not catalogue codes, so a code stays good when
// cards are added to the catalogue (a test checks that no two names share
// a key). Power cards come first in type and value order, then the others
// in key order, and DecodeDeck keeps the code's order, so a code always
// deals the same deck.

// nameKey is the 24-bit key of a card, character, homebase or mission set
// name: FNV-1a folded to 24 bits, never 0 (0 means none).
func nameKey(n string) uint32 {
	h := uint32(2166136261)
	for i := 0; i < len(n); i++ {
		h ^= uint32(n[i])
		h *= 16777619
	}
	k := (h >> 24) ^ (h & 0xffffff)
	if k == 0 {
		k = 1
	}
	return k
}

// EncodeDeck writes deck d as a deck code: its name (cut to 40 bytes),
// team, homebase, mission set and cards. Names the catalogue does not know
// are left out, and the code does not say whether the deck is legal
// (CheckDeck does).
func EncodeDeck(d Deck) string {
	b := []byte{0}
	name := d.Name
	for len(name) > maxCodeName {
		_, sz := utf8.DecodeLastRuneInString(name)
		name = name[:len(name)-sz]
	}
	b[0] = byte(len(name))
	b = append(b, name...)
	key := func(n string, known bool) {
		k := uint32(0)
		if n != "" && known {
			k = nameKey(n)
		}
		b = append(b, byte(k>>16), byte(k>>8), byte(k))
	}
	for _, n := range append(d.Front[:], d.Reserve) {
		key(n, CharByName(n) >= 0)
	}
	key(d.Home, HomeByName(d.Home) >= 0)
	key(d.Set, SetByName(d.Set) >= 0)
	var power [64]int // by entry byte: type<<3 | value-1
	var others []uint32
	for _, n := range d.Cards {
		ci := CardByName(n)
		switch {
		case ci < 0:
		case cards[ci].Kind == KindPower:
			power[byte(cards[ci].Type)<<3|byte(cards[ci].Val-1)]++
		default:
			others = append(others, nameKey(n))
		}
	}
	var entries []byte
	for tv, n := range power {
		for ; n > 0; n -= 4 {
			entries = append(entries, byte(tv)|byte(min(n, 4)-1)<<6)
		}
	}
	b = append(b, byte(len(entries)>>8), byte(len(entries)))
	b = append(b, entries...)
	for i := 1; i < len(others); i++ { // insertion sort: a deck holds few
		for j := i; j > 0 && others[j] < others[j-1]; j-- {
			others[j], others[j-1] = others[j-1], others[j]
		}
	}
	for _, k := range others {
		b = append(b, byte(k>>16), byte(k>>8), byte(k))
	}
	sum := crc32.ChecksumIEEE(b)
	b = append(b, byte(sum>>24), byte(sum>>16), byte(sum>>8), byte(sum))
	return CodePrefix + base64.RawURLEncoding.EncodeToString(b)
}

// DecodeDeck reads a code written by EncodeDeck; spaces and line breaks
// in it are ignored. It returns an error wrapping ErrDeckCode when s is
// not a whole, unchanged deck code, and ErrUnknownCard when the code names
// a character or card this version does not have. The deck is not checked
// for legality (CheckDeck does).
func DecodeDeck(s string) (Deck, error) {
	s = strings.Join(strings.Fields(s), "")
	body, ok := strings.CutPrefix(s, CodePrefix)
	if !ok {
		return Deck{}, ErrDeckCode
	}
	b, err := base64.RawURLEncoding.DecodeString(body)
	if err != nil || len(b) < 5 {
		return Deck{}, ErrDeckCode
	}
	b, tail := b[:len(b)-4], b[len(b)-4:]
	if crc32.ChecksumIEEE(b) != uint32(tail[0])<<24|uint32(tail[1])<<16|uint32(tail[2])<<8|uint32(tail[3]) {
		return Deck{}, ErrDeckCode
	}
	r := codeReader{b: b}
	return r.deck()
}

// codeReader reads a checksummed deck code's bytes.
type codeReader struct {
	b   []byte
	bad bool
}

// next returns the next n bytes (nil and bad when too few are left).
func (r *codeReader) next(n int) []byte {
	if n > len(r.b) {
		r.bad = true
		return nil
	}
	out := r.b[:n]
	r.b = r.b[n:]
	return out
}

// key reads a 24-bit name key.
func (r *codeReader) key() uint32 {
	k := r.next(3)
	if k == nil {
		return 0
	}
	return uint32(k[0])<<16 | uint32(k[1])<<8 | uint32(k[2])
}

// deck reads the fields of a deck code after its checksum held.
func (r *codeReader) deck() (Deck, error) {
	var d Deck
	n := r.next(1)
	if n == nil || int(n[0]) > maxCodeName {
		return Deck{}, ErrDeckCode
	}
	name := r.next(int(n[0]))
	if r.bad || strings.ToValidUTF8(string(name), "?") != string(name) {
		return Deck{}, ErrDeckCode
	}
	d.Name = string(name)
	var names [6]string
	for k := range names {
		key := r.key()
		if r.bad {
			return Deck{}, ErrDeckCode
		}
		if key == 0 {
			continue
		}
		var ok bool
		switch {
		case k < 4:
			names[k], ok = keyName(key, NumCharacters(), func(i int) string { return characters[i].Name })
		case k == 4:
			names[k], ok = keyName(key, NumHomebases(), func(i int) string { return homebases[i].Name })
		default:
			names[k], ok = keyName(key, len(missionSets), func(i int) string { return missionSets[i].Name })
		}
		if !ok {
			return Deck{}, ErrUnknownCard
		}
	}
	copy(d.Front[:], names[:3])
	d.Reserve, d.Home, d.Set = names[3], names[4], names[5]
	np := r.next(2)
	if np == nil {
		return Deck{}, ErrDeckCode
	}
	entries := r.next(int(np[0])<<8 | int(np[1]))
	if r.bad {
		return Deck{}, ErrDeckCode
	}
	for _, e := range entries {
		name := powerName(int8(e>>3&7), int8(e&7)+1)
		if name == "" {
			return Deck{}, ErrDeckCode
		}
		for range int(e>>6) + 1 {
			d.Cards = append(d.Cards, name)
		}
	}
	if len(r.b)%3 != 0 {
		return Deck{}, ErrDeckCode
	}
	for len(r.b) > 0 {
		name, ok := keyName(r.key(), len(cards), func(i int) string {
			if cards[i].Kind == KindPower {
				return ""
			}
			return cards[i].Name
		})
		if !ok {
			return Deck{}, ErrUnknownCard
		}
		d.Cards = append(d.Cards, name)
	}
	return d, nil
}

// keyName finds the name among n names (name(i), "" to skip) whose key
// is k.
func keyName(k uint32, n int, name func(int) string) (string, bool) {
	for i := 0; i < n; i++ {
		if s := name(i); s != "" && nameKey(s) == k {
			return s, true
		}
	}
	return "", false
}

// powerName names the Power card of type t and value v, "" when there is
// none.
func powerName(t, v int8) string {
	if t < 0 || int(t) >= len(TypeNames) {
		return ""
	}
	n := fmt.Sprintf("%s %d", TypeNames[t], v)
	if CardByName(n) < 0 {
		return ""
	}
	return n
}

// CodeMessage says a DecodeDeck error plainly, for the player.
func CodeMessage(err error) string {
	if errors.Is(err, ErrUnknownCard) {
		return "This deck code names a card this version of Overdeck does not have."
	}
	return "This is not an OverPower deck code."
}
