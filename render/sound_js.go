package render

import (
	"sync"
	"syscall/js"
)

// The browser side of the app: the reduced-motion preference, and sound
// effects synthesised with WebAudio (oscillators and gain envelopes, no
// sound files). WebAudio measured far smaller in the wasm than Ebiten's
// audio package (see the README).

// reducedMotion reports whether the system asks for reduced motion.
func reducedMotion() bool {
	mm := js.Global().Get("matchMedia")
	if mm.Type() != js.TypeFunction {
		return false
	}
	return js.Global().Call("matchMedia", "(prefers-reduced-motion: reduce)").Get("matches").Truthy()
}

// speaker plays sound cues once the page has been interacted with:
// browsers let a page make sound only after a gesture, and the player
// should never be surprised by it.
type speaker struct {
	once     sync.Once
	mu       sync.Mutex
	ctx      js.Value
	unlocked bool
}

var sounds speaker

// listen waits for the first pointer or key press on the page.
func (s *speaker) listen() {
	s.once.Do(func() {
		var f js.Func
		f = js.FuncOf(func(js.Value, []js.Value) any {
			s.mu.Lock()
			defer s.mu.Unlock()
			if !s.unlocked {
				if ac := js.Global().Get("AudioContext"); ac.Type() == js.TypeFunction {
					s.ctx = ac.New()
				}
				s.unlocked = true
			}
			return nil
		})
		for _, ev := range []string{"pointerdown", "keydown", "touchend"} {
			js.Global().Call("addEventListener", ev, f, map[string]any{"capture": true})
		}
	})
}

// tone is one note of a cue: a wave from f0 to f1 Hz starting at t0 and
// lasting d seconds, at gain g.
type tone struct {
	wave             string
	f0, f1, t0, d, g float64
}

// cueTones are the notes of each sound.
var cueTones = map[string][]tone{
	"play":   {{"triangle", 620, 420, 0, 0.09, 0.5}},
	"hit":    {{"square", 170, 70, 0, 0.16, 0.35}, {"sawtooth", 90, 50, 0.02, 0.12, 0.25}},
	"heal":   {{"sine", 520, 780, 0, 0.18, 0.5}, {"sine", 780, 1040, 0.1, 0.18, 0.35}},
	"ko":     {{"sawtooth", 320, 55, 0, 0.5, 0.35}},
	"reveal": {{"sine", 880, 880, 0, 0.07, 0.4}, {"sine", 1320, 1320, 0.08, 0.1, 0.35}},
	"win":    {{"triangle", 523, 523, 0, 0.14, 0.45}, {"triangle", 659, 659, 0.14, 0.14, 0.45}, {"triangle", 784, 784, 0.28, 0.14, 0.45}, {"triangle", 1047, 1047, 0.42, 0.35, 0.5}},
}

// play plays the cues at volume (0 to 1).
func (s *speaker) play(cues []string, volume float64) {
	s.listen()
	s.mu.Lock()
	defer s.mu.Unlock()
	if !s.unlocked || s.ctx.IsUndefined() || s.ctx.IsNull() || len(cues) == 0 {
		return
	}
	if s.ctx.Get("state").String() == "suspended" {
		s.ctx.Call("resume")
	}
	now := s.ctx.Get("currentTime").Float()
	seen := map[string]bool{}
	for _, c := range cues {
		if seen[c] {
			continue // one of each sound per frame is enough
		}
		seen[c] = true
		for _, t := range cueTones[c] {
			s.note(now, t, volume)
		}
	}
}

// note schedules one tone.
func (s *speaker) note(now float64, t tone, volume float64) {
	osc := s.ctx.Call("createOscillator")
	gain := s.ctx.Call("createGain")
	osc.Set("type", t.wave)
	start, end := now+t.t0, now+t.t0+t.d
	osc.Get("frequency").Call("setValueAtTime", t.f0, start)
	osc.Get("frequency").Call("exponentialRampToValueAtTime", t.f1, end)
	g := gain.Get("gain")
	g.Call("setValueAtTime", 0.0001, start)
	g.Call("exponentialRampToValueAtTime", max(0.0002, t.g*volume*0.5), start+0.01)
	g.Call("exponentialRampToValueAtTime", 0.0001, end)
	osc.Call("connect", gain)
	gain.Call("connect", s.ctx.Get("destination"))
	osc.Call("start", start)
	osc.Call("stop", end+0.02)
}
