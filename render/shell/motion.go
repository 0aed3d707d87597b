package shell

import (
	"overdeck/render/layout"
	"overdeck/render/ui"
)

// speedFactor is the pace of the animations at each of Speeds: Slow,
// Normal, Fast, Off.
var speedFactor = [...]float64{0.6, 1, 1.8, 0}

// TextSizes are the text sizes of the settings, in the order they cycle,
// and textFactor how much each scales the screen's text.
var (
	TextSizes  = []string{"Normal", "Large", "Larger", "Small"}
	textFactor = [...]float64{1, 1.15, 1.3, 0.9}
)

// Volumes are the sound volumes of the settings, in percent.
var Volumes = []int{25, 50, 75, 100}

// motion returns the shell's animator, made at its first use and kept at
// the pace of the animation-speed setting.
func (s *Shell) motion() *ui.Motion {
	if s.anim == nil {
		s.anim = ui.NewMotion()
	}
	s.anim.Speed = speedFactor[s.settings.Speed]
	return s.anim
}

// Animating reports whether an animation is still running.
func (s *Shell) Animating() bool { return s.anim.Running() }

// tickMotion advances the animations by dt seconds; a press, a key or a
// click of any kind finishes them first, so input is never blocked and
// always taken at once.
func (s *Shell) tickMotion(intents []Intent, dt float64) {
	m := s.motion()
	if len(intents) > 0 {
		m.Finish()
	}
	m.Tick(dt)
}

// metricsFor returns the metrics of a w×h screen at the text-size
// setting.
func (s *Shell) metricsFor(w, h float64) layout.Metrics {
	return layout.For(w, h).Scaled(textFactor[s.settings.Text])
}

// SetReducedMotion tells the shell that the system asks for reduced
// motion: unless the player chose an animation speed before, animations
// start switched off.
func (s *Shell) SetReducedMotion(reduce bool) {
	if reduce && !s.settings.SpeedSet {
		s.settings.Speed = len(Speeds) - 1
	}
}

// Cues returns the sounds to play now (none while sound is off) and the
// volume to play them at, from 0 to 1.
func (s *Shell) Cues() ([]string, float64) {
	c := s.anim.Cues()
	if !s.settings.Sound {
		return nil, 0
	}
	return c, float64(Volumes[s.settings.Volume]) / 100
}

// cue asks for a sound.
func (s *Shell) cue(name string) { s.motion().Cue(name) }
