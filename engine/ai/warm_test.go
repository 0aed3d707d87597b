package ai_test

import (
	"bytes"
	"testing"
	"time"

	"overdeck/engine/ai"
)

// TestWarmup_OnePieceAStep: with a budget shorter than any piece, each Step
// runs exactly one piece (a deal, a decision or a score), and the Warmup
// ends after as many pieces as one Step without a budget runs: its samples
// dealt, played out and scored.
func TestWarmup_OnePieceAStep(t *testing.T) {
	v := opening(t, 8, 2).View(0)
	b := bot(ai.Hard, 100, 5)
	all := b.Warm(v)
	if !all.Step(0) {
		t.Fatal("Step(0) left the warm-up unfinished")
	}
	// The view's seed, then each sample: a deal, at least one decision, a score.
	if all.Pieces() < 1+3*ai.WarmupSamples {
		t.Fatalf("the warm-up ran %d pieces, fewer than the seed and a deal, a decision and a score per sample", all.Pieces())
	}
	w := b.Warm(v)
	for step := 1; ; step++ {
		done := w.Step(time.Nanosecond)
		if w.Pieces() != step {
			t.Fatalf("step %d: %d pieces run, want one a step", step, w.Pieces())
		}
		if done {
			break
		}
		if step > all.Pieces() {
			t.Fatalf("still warming after %d steps; one Step ran it all in %d pieces", step, all.Pieces())
		}
	}
	if w.Pieces() != all.Pieces() {
		t.Errorf("in steps: %d pieces; in one go: %d", w.Pieces(), all.Pieces())
	}
	if !w.Step(time.Nanosecond) || w.Pieces() != all.Pieces() {
		t.Error("a finished warm-up ran on")
	}
}

// TestWarmup_ChangesNothing: warming up on a view leaves the view as it was,
// and the bot's choice the same as without it.
func TestWarmup_ChangesNothing(t *testing.T) {
	for seed := uint64(0); seed < 6; seed++ {
		v := opening(t, 6, seed).View(0)
		b := bot(ai.Hard, 200, seed)
		want := b.Choose(v)
		before, err := v.MarshalMsg(nil)
		if err != nil {
			t.Fatal(err)
		}
		b.Warm(v).Step(0)
		after, _ := v.MarshalMsg(nil)
		if !bytes.Equal(before, after) {
			t.Fatalf("seed %d: the warm-up changed the view", seed)
		}
		if got := b.Choose(v); got.Key() != want.Key() {
			t.Errorf("seed %d: chose %s after a warm-up, %s without", seed, got.Key(), want.Key())
		}
	}
}

// TestWarmup_NothingToWarm: Random searches nothing, and a view with one
// legal action or none is decided at once: no warm-up for them.
func TestWarmup_NothingToWarm(t *testing.T) {
	m := opening(t, 5, 1)
	if w := bot(ai.Random, 0, 1).Warm(m.View(0)); w != nil {
		t.Error("Random got a warm-up")
	}
	if err := m.ApplyKey(0, "b5"); err != nil {
		t.Fatal(err)
	}
	if w := bot(ai.Hard, 100, 1).Warm(m.View(0)); w != nil {
		t.Error("a seat with nothing to choose got a warm-up")
	}
}

// TestWarmup_StopsBeforeAPieceThatWouldOverrun: on a fake clock where a
// piece takes 100µs and the one after the first takes 1ms (as a piece
// that compiles code takes longer), a Step begins no piece that, at the
// longest piece's time so far, would end past its budget.
func TestWarmup_StopsBeforeAPieceThatWouldOverrun(t *testing.T) {
	v := opening(t, 8, 2).View(0)
	b := bot(ai.Hard, 100, 5)
	if all := b.Warm(v); all.Step(0) && all.Pieces() < 8 {
		t.Fatalf("the warm-up has %d pieces; the test needs 8", all.Pieces())
	}
	w := b.Warm(v)
	now, readings := time.Unix(0, 0), 0
	w.SetClock(func() time.Time {
		readings++
		if readings == 3 { // the end of the second piece
			now = now.Add(time.Millisecond)
		} else {
			now = now.Add(100 * time.Microsecond)
		}
		return now
	})
	// Pieces end at 100µs, then 1.1ms: a third would end at 2.1ms at the
	// longest piece's time, past 1.5ms.
	if w.Step(1500*time.Microsecond) || w.Pieces() != 2 {
		t.Fatalf("a 1.5ms step ran %d pieces, want 2", w.Pieces())
	}
	// The longest piece so far is 1ms: a 1.5ms step runs pieces of 100µs
	// until 500µs, as a sixth might take 1ms more.
	if w.Step(1500*time.Microsecond) || w.Pieces() != 7 {
		t.Fatalf("the next 1.5ms step ran %d pieces in all, want 7", w.Pieces())
	}
}
