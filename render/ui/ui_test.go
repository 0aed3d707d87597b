package ui

import (
	"strings"
	"testing"

	"overdeck/render/layout"
)

func TestButtonsAreRecordedAndFocused(t *testing.T) {
	f := NewFrame(layout.For(800, 600), "b")
	f.Button(Btn{ID: "a", Label: "Alpha", Rect: layout.Rect{X: 10, Y: 10, W: 200, H: 44}, Enabled: true})
	f.Button(Btn{ID: "b", Label: "Beta", Text: "B", Rect: layout.Rect{X: 10, Y: 60, W: 200, H: 44}})
	if len(f.Buttons) != 2 || f.Buttons[1].Label != "Beta" || f.Buttons[1].Enabled || f.Buttons[1].Y != 60 {
		t.Fatalf("buttons = %+v", f.Buttons)
	}
	if b, ok := f.Find("a"); !ok || !b.Enabled || b.W != 200 {
		t.Errorf("Find(a) = %+v, %v", b, ok)
	}
	if _, ok := f.Find("zz"); ok {
		t.Error("Find found a button never drawn")
	}
	rings := 0
	for _, o := range f.Ops {
		if o.Kind == FillRect && o.Color == FocusRing {
			rings++
			if o.Rect.Y > 40 {
				continue
			}
			t.Errorf("focus ring drawn around the wrong button: %v", o.Rect)
		}
	}
	if rings != 1 {
		t.Errorf("%d focus rings, want 1", rings)
	}
	texts := strings.Join(f.Texts(), "|")
	if !strings.Contains(texts, "B|") || !strings.Contains(texts, "Beta") {
		t.Errorf("texts = %q", texts)
	}
}

func TestFitShrinksThenCuts(t *testing.T) {
	size, s := Fit("Play", 20, 500, false)
	if size != 20 || s != "Play" {
		t.Errorf("Fit with room = %v %q", size, s)
	}
	long := "A rather long sentence that cannot possibly fit"
	size, s = Fit(long, 20, 120, false)
	if size >= 20 || !strings.HasSuffix(s, "…") || Measure(s, size, false) > 120 {
		t.Errorf("Fit without room = %v %q (%v wide)", size, s, Measure(s, size, false))
	}
}

func TestWrapKeepsLinesWithinWidth(t *testing.T) {
	text := "Each player holds the cards one to thirteen.\nThe higher bid takes the prize."
	lines := Wrap(text, 16, 150, false)
	blank := 0
	for _, l := range lines {
		if l == "" {
			blank++
			continue
		}
		if Measure(l, 16, false) > 150 {
			t.Errorf("line %q is wider than 150", l)
		}
	}
	if blank != 1 || len(lines) < 4 {
		t.Errorf("lines = %q", lines)
	}
	if got := strings.Join(strings.Fields(strings.Join(lines, " ")), " "); got != strings.Join(strings.Fields(text), " ") {
		t.Errorf("words lost: %q", got)
	}
}

func TestParagraphStopsAtTheBottom(t *testing.T) {
	f := NewFrame(layout.For(800, 600), "")
	used, more := f.Paragraph(layout.Rect{W: 100, H: 50}, strings.Repeat("word ", 60), 14, Ink)
	if !more || used > 50 {
		t.Errorf("Paragraph used %v, more %v", used, more)
	}
	_, more = f.Paragraph(layout.Rect{W: 400, H: 400}, "short", 14, Ink)
	if more {
		t.Error("a short paragraph reports more")
	}
}
