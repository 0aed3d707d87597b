package shell

import (
	"strings"
	"testing"

	"overdeck/render/platform"
	"overdeck/render/ui"
)

// bodySize is the size of the frame's longest line of text: body text,
// not a big number on a card.
func bodySize(f *ui.Frame) float64 {
	size, long := 0.0, 0
	for _, o := range f.Ops {
		if o.Kind == ui.TextLine && len(o.Text) > long {
			size, long = o.Size, len(o.Text)
		}
	}
	return size
}

// TestTextSize_SettingGrowsTheTable: Settings has a text size; pressing it
// cycles Normal, Large, Larger and keeps the choice, and a table drawn at
// Larger has body text at least a fifth larger than at Normal, from the
// first frame of a visit (the stored size, on a canvas of the default
// size).
func TestTextSize_SettingGrowsTheTable(t *testing.T) {
	size := map[string]float64{}
	for _, text := range []string{"normal", "larger"} {
		h := newHost()
		h.store.Set(SettingsKey, "speed=off\nhandoff=off\ntext="+text+"\n")
		s := start(t, h, platform.Launch{})
		press(t, s, "title.play")
		press(t, s, "games.goofspiel")
		press(t, s, "mode.next")
		press(t, s, "setup.start")
		expect(t, s, "table")
		size[text] = bodySize(tick(s, Input{}))
	}
	if size["larger"] < size["normal"]*1.2 {
		t.Errorf("body text %.1f px at Larger, %.1f px at Normal", size["larger"], size["normal"])
	}
	h := newHost()
	s := start(t, h, platform.Launch{})
	press(t, s, "title.settings")
	for _, want := range []string{"Large", "Larger"} {
		f := press(t, s, "settings.text")
		if !strings.Contains(joined(f), "Text size: "+want) {
			t.Errorf("after a press the settings say %s", joined(f))
		}
	}
	if v, _, _ := h.store.Get(SettingsKey); !strings.Contains(v, "text=larger") {
		t.Errorf("the text size is not kept: %q", v)
	}
}
