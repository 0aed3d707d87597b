package ui

import "overdeck/render/layout"

// Motion animates what tables draw, from one frame to the next: a value
// that changed (a health bar) glides to its new value and the change
// rises from it as a number; a card seen in a new place travels there; a
// card turned face up flips; a KO'd card fades and tips over; a banner
// slides in. Tables ask it, by a key of their choosing, how to draw a
// thing now; Motion compares with what it was asked before.
//
// The shell owns one Motion, sets Speed from the animation-speed setting
// (0 is "off": everything is drawn at rest at once), ticks it, and calls
// Finish when the player presses anything, so input is never blocked. A
// nil *Motion draws everything at rest. Sound cues (Cue) are collected
// for the app to play.
type Motion struct {
	// Speed multiplies the pace of every animation: 1 normal, 0 off.
	Speed float64

	now    float64
	vals   map[string]*tween
	places map[string]place
	fx     []effectFX
	cues   []string
	screen layout.Rect
	// bannerKey is the key of the last banner asked for.
	bannerKey string
	// frame counts the frames begun (Begin); 0 before the first. A key
	// asked for twice in one frame, at two places or for two values, is
	// two things sharing a key: the second is drawn at rest and the key
	// is kept in shared (see Shared).
	frame  int
	shared []string
}

// tween is a displayed number gliding towards its target.
type tween struct {
	from, to   float64
	start, dur float64
	frame      int // the frame it was last asked for in
}

// place is where a keyed thing was drawn, and since when it travels.
type place struct {
	r, from    layout.Rect
	start      float64
	travelling bool
	frame      int // the frame it was last drawn in
}

// fxKind is a kind of one-off effect.
type fxKind uint8

const (
	fxRise   fxKind = iota // a number rising from where it happened
	fxBanner               // a banner sliding in across the screen
)

// effectFX is one effect in flight.
type effectFX struct {
	kind       fxKind
	text       string
	color      Color
	at         layout.Rect
	start, dur float64
}

// How long, at Speed 1, each animation takes, in seconds.
const (
	glideTime  = 0.6
	riseTime   = 1.1
	travelTime = 0.45
	bannerTime = 1.6
)

// LongestMotion is the nominal length, in seconds at Speed 1, of the
// longest animation Motion runs (the banner): a table whose view does not
// change is at rest (Running is false) at most this long after the change.
const LongestMotion = bannerTime

// NewMotion returns a Motion at normal speed.
func NewMotion() *Motion {
	return &Motion{Speed: 1, vals: map[string]*tween{}, places: map[string]place{}}
}

// Tick advances time by dt seconds (scaled by Speed) and drops what has
// finished. At Speed 0 everything finishes at once.
func (m *Motion) Tick(dt float64) {
	if m == nil {
		return
	}
	if m.Speed <= 0 {
		m.Finish()
		return
	}
	m.now += dt * m.Speed
	live := m.fx[:0]
	for _, e := range m.fx {
		if m.now < e.start+e.dur {
			live = append(live, e)
		}
	}
	m.fx = live
}

// Running reports whether anything is still moving.
func (m *Motion) Running() bool {
	if m == nil {
		return false
	}
	if len(m.fx) > 0 {
		return true
	}
	for _, t := range m.vals {
		if m.now < t.start+t.dur {
			return true
		}
	}
	for _, p := range m.places {
		if p.travelling && m.now < p.start+travelTime {
			return true
		}
	}
	return false
}

// Finish brings every animation to its end at once.
func (m *Motion) Finish() {
	if m == nil {
		return
	}
	m.fx = m.fx[:0]
	for _, t := range m.vals {
		t.from, t.dur = t.to, 0
	}
	for k, p := range m.places {
		p.travelling = false
		m.places[k] = p
	}
}

// off reports whether animations are switched off.
func (m *Motion) off() bool { return m == nil || m.Speed <= 0 }

// progress is how far (0 to 1) an animation that began at start and lasts
// dur has gone, eased out.
func (m *Motion) progress(start, dur float64) float64 {
	if dur <= 0 {
		return 1
	}
	t := max(0, min(1, (m.now-start)/dur))
	return 1 - (1-t)*(1-t)*(1-t)
}

// Value returns the number to draw for key, whose true value is target:
// target itself, or, for a while after target changed, a value gliding
// from the old one (a health bar draining).
func (m *Motion) Value(key string, target float64) float64 {
	if m == nil {
		return target
	}
	t := m.vals[key]
	if t == nil {
		m.vals[key] = &tween{from: target, to: target, frame: m.frame}
		return target
	}
	if t.to != target && m.twice(t.frame, key) {
		return target // two things share key: the second is drawn at rest
	}
	t.frame = m.frame
	if t.to != target {
		cur := t.from + (t.to-t.from)*m.progress(t.start, t.dur)
		t.from, t.to, t.start, t.dur = cur, target, m.now, glideTime
		if m.off() {
			t.from, t.dur = target, 0
		}
	}
	return t.from + (t.to-t.from)*m.progress(t.start, t.dur)
}

// Change returns the number to draw for key, whose true value is n (see
// Value), and by how much n changed since the last frame (0 when it did
// not, or when key is new).
func (m *Motion) Change(key string, n int) (shown float64, delta int) {
	if m == nil {
		return float64(n), 0
	}
	if t := m.vals[key]; t != nil && t.to != float64(n) {
		delta = n - int(t.to)
	}
	return m.Value(key, float64(n)), delta
}

// Health returns the hit points to draw for key (see Value) and, when
// they changed since the last frame, sends the change rising from at
// ("-3" in red, "+2" in green) with the sound of a hit or a heal.
func (m *Motion) Health(key string, hp int, at layout.Rect) float64 {
	shown, d := m.Change(key, hp)
	switch {
	case d < 0:
		m.Rise(at, "−"+itoa(-d), Hurt)
		m.Cue("hit")
	case d > 0:
		m.Rise(at, "+"+itoa(d), Heal)
		m.Cue("heal")
	}
	return shown
}

// Rise sends text rising and fading from the middle of r.
func (m *Motion) Rise(r layout.Rect, text string, c Color) {
	if m.off() {
		return
	}
	m.fx = append(m.fx, effectFX{kind: fxRise, text: text, color: c, at: r, start: m.now, dur: riseTime})
}

// Banner slides text in across the middle of the screen (a new round),
// once each time key changes.
func (m *Motion) Banner(key, text string) {
	if m == nil {
		return
	}
	if key == m.bannerKey {
		return
	}
	first := m.bannerKey == ""
	m.bannerKey = key
	if first || m.off() {
		return
	}
	m.fx = append(m.fx, effectFX{kind: fxBanner, text: text, color: Gold, start: m.now, dur: bannerTime})
}

// twice reports whether a key last asked for in frame is asked for again
// in the same frame (frames are counted from the first Begin; before it,
// never), and then remembers the key as shared.
func (m *Motion) twice(frame int, key string) bool {
	if m.frame == 0 || frame != m.frame {
		return false
	}
	for _, k := range m.shared {
		if k == key {
			return true
		}
	}
	m.shared = append(m.shared, key)
	return true
}

// Shared returns the keys that two different things were drawn under in
// one frame since the last call (a table bug: the two would pull one
// animation between them, so Motion draws the second at rest), and
// forgets them. Tests call it after drawing.
func (m *Motion) Shared() []string {
	if m == nil || len(m.shared) == 0 {
		return nil
	}
	out := m.shared
	m.shared = nil
	return out
}

// Cue asks for a sound effect ("play", "hit", "heal", "ko", "reveal",
// "win") to be played once.
func (m *Motion) Cue(name string) {
	if m == nil {
		return
	}
	m.cues = append(m.cues, name)
}

// Cues returns the sound cues asked for since the last call, and forgets
// them.
func (m *Motion) Cues() []string {
	if m == nil || len(m.cues) == 0 {
		return nil
	}
	out := m.cues
	m.cues = nil
	return out
}

// itoa formats a small integer without strconv's tables.
func itoa(n int) string {
	if n < 0 {
		return "-" + itoa(-n)
	}
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}

// ease is a smooth step from 0 to 1.
func ease(t float64) float64 {
	t = max(0, min(1, t))
	return t * t * (3 - 2*t)
}
