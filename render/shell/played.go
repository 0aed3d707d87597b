package shell

import (
	"strconv"
	"time"
)

// maxTick is the longest gap between two ticks of a match on screen that
// counts as time played: a longer one is time it was not on screen (a
// hidden tab, a sleeping computer, a menu over the table).
const maxTick = 2 * time.Second

// countPlayed adds the wall-clock time since the last tick of the match on
// screen (its table or a hand-off screen) to the match's time played,
// which its autosave and slots keep (engine.Match.Played). It is called
// once a tick while the match is on screen.
func (s *Shell) countPlayed() {
	p := s.play
	if p == nil {
		return
	}
	now := s.clock()
	if gap := now.Sub(p.seen); !p.seen.IsZero() && gap > 0 && gap <= maxTick && !p.m.Outcome().Over {
		p.m.AddPlayed(gap)
	}
	p.seen = now
}

// playedLine is the game-over screen's line of the time a match was
// played ("Time played: 12 min"), or "" for none (a match saved before
// the time was kept).
func playedLine(d time.Duration) string {
	switch m := int(d.Round(time.Minute) / time.Minute); {
	case d <= 0:
		return ""
	case m < 1:
		return "Time played: under a minute"
	case m < 60:
		return "Time played: " + strconv.Itoa(m) + " min"
	default:
		return "Time played: " + strconv.Itoa(m/60) + " h " + strconv.Itoa(m%60) + " min"
	}
}
