package ui

import (
	"testing"

	"overdeck/render/layout"
)

// TestMotion_ValueGlidesAndFinishes: a changed value glides from the old
// one to the new over time; Finish brings it to the end at once; at speed
// 0 nothing moves.
func TestMotion_ValueGlidesAndFinishes(t *testing.T) {
	m := NewMotion()
	if v := m.Value("hp", 10); v != 10 {
		t.Fatalf("first value %v", v)
	}
	m.Value("hp", 4)
	m.Tick(glideTime / 4)
	if v := m.Value("hp", 4); v <= 4 || v >= 10 || !m.Running() {
		t.Errorf("a quarter of the way: %v, running %v", v, m.Running())
	}
	m.Finish()
	if v := m.Value("hp", 4); v != 4 || m.Running() {
		t.Errorf("after Finish: %v, running %v", v, m.Running())
	}
	m.Speed = 0
	m.Value("hp", 1)
	if v := m.Value("hp", 1); v != 1 || m.Running() {
		t.Errorf("off: %v, running %v", v, m.Running())
	}
	var none *Motion
	if none.Value("x", 3) != 3 || none.Running() {
		t.Error("a nil Motion does not draw at rest")
	}
}

// TestMotion_HealthRisesAndCues: a loss of health sends the number rising
// and asks for the hit sound; a gain for the heal sound.
func TestMotion_HealthRisesAndCues(t *testing.T) {
	m := NewMotion()
	at := layout.Rect{X: 10, Y: 10, W: 100, H: 100}
	m.Health("a", 8, at)
	m.Health("a", 5, at)
	m.Health("a", 7, at)
	cues := m.Cues()
	if len(cues) != 2 || cues[0] != "hit" || cues[1] != "heal" {
		t.Errorf("cues %q", cues)
	}
	f := NewFrame(layout.For(800, 600), "")
	m.Draw(f)
	got := f.Texts()
	if len(got) < 2 || got[1] != "−3" {
		t.Errorf("rising numbers %q", got)
	}
}

// TestMotion_PlaceTravelsFlipAndFade: a thing seen in a new place travels
// there; a card first seen face up turns over; a KO fades in.
func TestMotion_PlaceTravelsFlipAndFade(t *testing.T) {
	m := NewMotion()
	a, b := layout.Rect{X: 0, Y: 0, W: 50, H: 70}, layout.Rect{X: 400, Y: 300, W: 50, H: 70}
	m.Place("card", a)
	if r := m.Place("card", b); r == b || r.X != 0 {
		t.Errorf("the card jumped: %v", r)
	}
	m.Tick(travelTime / 2)
	if r := m.Place("card", b); r.X <= 0 || r.X >= 400 {
		t.Errorf("half way the card is at %v", r)
	}
	m.Tick(travelTime)
	if r := m.Place("card", b); r != b {
		t.Errorf("the card did not arrive: %v", r)
	}
	if w, face := m.Flip("c", true); face || w < 0.9 {
		t.Errorf("a revealed card starts on its back: %v %v", w, face)
	}
	m.Tick(glideTime)
	if w, face := m.Flip("c", true); !face || w != 1 {
		t.Errorf("after the flip: %v %v", w, face)
	}
	m.Fade("mon", false)
	m.Fade("mon", true)
	m.Tick(glideTime / 3)
	if k := m.Fade("mon", true); k <= 0 || k >= 1 {
		t.Errorf("fading %v", k)
	}
	if c := m.Cues(); len(c) != 2 || c[0] != "reveal" || c[1] != "ko" {
		t.Errorf("cues %q", c)
	}
}

// TestMotion_SharedKeyNeverHangs: two things drawn under one key in one
// frame (a table bug) do not pull one animation between them for ever:
// the second is drawn where it is, the first comes to rest within its
// nominal length, and Shared names the key.
func TestMotion_SharedKeyNeverHangs(t *testing.T) {
	m := NewMotion()
	a, b := layout.Rect{X: 0, Y: 0, W: 50, H: 70}, layout.Rect{X: 400, Y: 300, W: 50, H: 70}
	f := NewFrame(layout.For(800, 600), "")
	took := 0.0
	for ; took < 5; took += 1.0 / 60 {
		m.Begin(f)
		if r := m.Place("card", a); r != a {
			t.Fatalf("the first card is drawn at %v, not at rest in %v", r, a)
		}
		if r := m.Place("card", b); r != b {
			t.Fatalf("the second card is drawn at %v, not at rest in %v", r, b)
		}
		m.Value("hp", 3)
		m.Value("hp", 5)
		if !m.Running() {
			break
		}
		m.Tick(1.0 / 60)
	}
	if took > LongestMotion {
		t.Errorf("still running after %.2f s", took)
	}
	if got := m.Shared(); len(got) != 2 || got[0] != "card" || got[1] != "hp" {
		t.Errorf("Shared() = %q, want [card hp]", got)
	}
	if got := m.Shared(); got != nil {
		t.Errorf("Shared() does not forget: %q", got)
	}
}

// TestMotion_PlaceFromTravelsFromTheHand: a thing first drawn under a new
// key travels from where its old key was drawn the frame before, and only
// then.
func TestMotion_PlaceFromTravelsFromTheHand(t *testing.T) {
	m := NewMotion()
	hand, board := layout.Rect{X: 0, Y: 500, W: 50, H: 70}, layout.Rect{X: 400, Y: 100, W: 50, H: 70}
	f := NewFrame(layout.For(800, 600), "")
	m.Begin(f)
	m.Place("hand.0", hand)
	m.Begin(f)
	if r := m.PlaceFrom("hero.7", "hand.0", board); r == board || r.Y != hand.Y {
		t.Errorf("the played card does not start from the hand: %v", r)
	}
	m.Tick(travelTime)
	m.Begin(f)
	if r := m.PlaceFrom("hero.7", "hand.0", board); r != board || m.Running() {
		t.Errorf("the played card did not arrive: %v", r)
	}
	m.Begin(f)
	m.Begin(f)
	if r := m.PlaceFrom("hero.8", "hand.0", board); r != board {
		t.Errorf("a card travels from a hand place not drawn the frame before: %v", r)
	}
}
