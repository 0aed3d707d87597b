package ui

import (
	"strconv"
	"strings"
	"testing"

	"overdeck/render/layout"
)

// TestOverlay_CloseButtonHeadingAndBody: an overlay has its Close button,
// its heading, and leaves a body below them inside the area.
func TestOverlay_CloseButtonHeadingAndBody(t *testing.T) {
	f := NewFrame(layout.For(1280, 720), "")
	area := layout.Rect{X: 0, Y: 60, W: 1280, H: 660}
	body := f.Overlay(area, "Game log", "table.close")
	if b, ok := f.Find("table.close"); !ok || !b.Enabled || b.Label != "Close" {
		t.Fatalf("close button %+v, %v", b, ok)
	}
	if !strings.Contains(strings.Join(f.Texts(), "|"), "Game log") {
		t.Errorf("no heading in %q", f.Texts())
	}
	if body.Y <= area.Y || body.Y+body.H > area.Y+area.H || body.H < 400 {
		t.Errorf("body %+v in area %+v", body, area)
	}
}

// TestLogView_PagesThroughTheEntries: the newest entry shows first; Older
// scrolls back a page at a time but never past the oldest, Newer forward
// but never past the newest, and each button is disabled at its end.
func TestLogView_PagesThroughTheEntries(t *testing.T) {
	var lines []string
	for i := 1; i <= 20; i++ {
		lines = append(lines, "entry "+strconv.Itoa(i))
	}
	var l LogView
	draw := func() *Frame {
		f := NewFrame(layout.For(1280, 720), "")
		l.Draw(f, layout.Rect{X: 0, Y: 0, W: 600, H: 500}, lines, "table.log", 14)
		return f
	}
	last := func(f *Frame) string {
		ts := f.Texts()
		for i := len(ts) - 1; i >= 0; i-- {
			if strings.HasPrefix(ts[i], "entry ") {
				return ts[i]
			}
		}
		return ""
	}
	f := draw()
	if got := last(f); got != "entry 20" {
		t.Fatalf("newest shown %q", got)
	}
	if b, _ := f.Find("table.log.newer"); b.Enabled {
		t.Error("Newer is enabled at the newest entry")
	}
	if !l.Press("table.log.older", "table.log", len(lines)) || l.Press("table.close", "table.log", len(lines)) {
		t.Fatal("Press does not tell its own buttons from others")
	}
	if got := last(draw()); got != "entry "+strconv.Itoa(20-LogPage) {
		t.Errorf("a page back shows %q last", got)
	}
	for range 5 {
		l.Press("table.log.older", "table.log", len(lines))
	}
	f = draw()
	if got := last(f); got != "entry 1" {
		t.Errorf("scrolled to the start, %q shows last", got)
	}
	if b, _ := f.Find("table.log.older"); b.Enabled {
		t.Error("Older is enabled at the oldest entry")
	}
	for range 5 {
		l.Press("table.log.newer", "table.log", len(lines))
	}
	if l.Back != 0 || last(draw()) != "entry 20" {
		t.Errorf("back at the newest: Back %d", l.Back)
	}
	l = LogView{}
	f = NewFrame(layout.For(1280, 720), "")
	l.Draw(f, layout.Rect{X: 0, Y: 0, W: 600, H: 500}, nil, "table.log", 14)
	if !strings.Contains(strings.Join(f.Texts(), "|"), "Nothing has happened yet.") {
		t.Errorf("an empty log shows %q", f.Texts())
	}
}
