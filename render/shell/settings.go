package shell

import (
	"strconv"
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
	// SpeedSet is set once the player has chosen an animation speed; until
	// then the system's reduced-motion preference may switch it off.
	SpeedSet bool
	Sound    bool // play sound effects
	Volume   int  // index into Volumes
	Text     int  // index into TextSizes
}

// DefaultSettings are the settings of a first visit: sound stays off
// until the player turns it on.
var DefaultSettings = Settings{Speed: 1, Handoff: true, Volume: 2}

// String encodes the settings as lines "key=value":
// "speed=normal\nhandoff=on\nsound=off\nvolume=75\ntext=normal\n" (speed
// only once the player chose one).
func (st Settings) String() string {
	var b strings.Builder
	if st.SpeedSet {
		b.WriteString("speed=" + strings.ToLower(Speeds[st.Speed]) + "\n")
	}
	b.WriteString("handoff=" + onOff(st.Handoff) + "\n")
	b.WriteString("sound=" + onOff(st.Sound) + "\n")
	b.WriteString("volume=" + strconv.Itoa(Volumes[st.Volume]) + "\n")
	b.WriteString("text=" + strings.ToLower(TextSizes[st.Text]) + "\n")
	return b.String()
}

func onOff(b bool) string {
	if b {
		return "on"
	}
	return "off"
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
					st.Speed, st.SpeedSet = i, true
				}
			}
		case "handoff":
			if v == "on" || v == "off" {
				st.Handoff = v == "on"
			}
		case "sound":
			if v == "on" || v == "off" {
				st.Sound = v == "on"
			}
		case "volume":
			for i, n := range Volumes {
				if v == strconv.Itoa(n) {
					st.Volume = i
				}
			}
		case "text":
			for i, s := range TextSizes {
				if strings.EqualFold(v, s) {
					st.Text = i
				}
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
