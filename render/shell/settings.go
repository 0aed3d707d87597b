package shell

import (
	"strings"

	"overdeck/engine/save"
)

// SettingsKey is where the settings are stored, as small plain text.
const SettingsKey = save.Prefix + "settings"

// Speeds are the animation speeds, in the order the settings cycle them.
var Speeds = []string{"Slow", "Normal", "Fast", "Off"}

// Settings are the player's preferences, kept across visits.
type Settings struct {
	Speed   int  // index into Speeds
	Handoff bool // show hand-off screens in hot-seat
}

// DefaultSettings are the settings of a first visit.
var DefaultSettings = Settings{Speed: 1, Handoff: true}

// String encodes the settings as "speed=normal\nhandoff=on\n".
func (st Settings) String() string {
	h := "off"
	if st.Handoff {
		h = "on"
	}
	return "speed=" + strings.ToLower(Speeds[st.Speed]) + "\nhandoff=" + h + "\n"
}

// ParseSettings reads what String wrote. Unknown lines and bad values are
// ignored, leaving the defaults: old or hand-edited settings never fail.
func ParseSettings(text string) Settings {
	st := DefaultSettings
	for _, line := range strings.Split(text, "\n") {
		k, v, _ := strings.Cut(strings.TrimSpace(line), "=")
		switch k {
		case "speed":
			for i, s := range Speeds {
				if strings.EqualFold(v, s) {
					st.Speed = i
				}
			}
		case "handoff":
			if v == "on" || v == "off" {
				st.Handoff = v == "on"
			}
		}
	}
	return st
}

// pause is how long, in seconds, the table waits after a move in a game
// between bots before the next move, so a spectator can follow it (the bot
// thinks meanwhile). Against the computer nothing waits.
func (st Settings) pause() float64 {
	return [...]float64{1.6, 0.8, 0.3, 0}[st.Speed]
}

func loadSettings(store save.Store) Settings {
	text, ok, err := store.Get(SettingsKey)
	if err != nil || !ok {
		return DefaultSettings
	}
	return ParseSettings(text)
}

// saveSettings stores the settings; it returns the storage error, if any.
func (s *Shell) saveSettings() error {
	return s.host.Store().Set(SettingsKey, s.settings.String())
}
