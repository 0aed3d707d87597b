package overpower

import (
	"bytes"
	"errors"
	"testing"
)

// TestDraft_DecodeChecks: a draft encoded at any point decodes and goes on;
// one with a pick removed, an unknown character or a pod of 9 is refused.
func TestDraft_DecodeChecks(t *testing.T) {
	d, _ := NewDraft(8, 1, 21)
	for !d.Over() {
		b, _ := EncodeDraft(d)
		back, err := DecodeDraft(b)
		if err != nil {
			t.Fatalf("after %d picks: %v", len(d.Picks), err)
		}
		if again, _ := EncodeDraft(back); !bytes.Equal(again, b) {
			t.Fatalf("after %d picks: decoded otherwise", len(d.Picks))
		}
		s := d.ToPick()
		d.Take(s, Drafter{}.Pick(d.View(s)))
	}
	bad := []func(d *Draft){
		func(d *Draft) { d.Picks = d.Picks[1:] },
		func(d *Draft) { d.Open[0].Char = "Nobody" },
		func(d *Draft) { d.Seats = 9 },
		func(d *Draft) { d.Held[2].Cards = append(d.Held[2].Cards, "No Such Card") },
		func(d *Draft) { d.Open = d.Open[1:] },
	}
	for k, f := range bad {
		d, _ := NewDraft(8, 1, 21)
		d.RunComputers(Drafter{}.Pick)
		d.Take(0, 0)
		d.RunComputers(Drafter{}.Pick)
		f(d)
		b, _ := EncodeDraft(d)
		if _, err := DecodeDraft(b); !errors.Is(err, ErrCorruptDraft) {
			t.Errorf("damage %d: %v", k, err)
		}
	}
}

// FuzzDecodeDraft: any bytes either are refused or decode to a draft the
// drafters can finish.
func FuzzDecodeDraft(f *testing.F) {
	d, _ := NewDraft(10, 2, 8)
	for k := 0; k < 25; k++ {
		s := d.ToPick()
		d.Take(s, Drafter{}.Pick(d.View(s)))
		if k%6 == 0 {
			b, _ := EncodeDraft(d)
			f.Add(b)
		}
	}
	f.Add([]byte{0x80})
	f.Fuzz(func(t *testing.T, b []byte) {
		d, err := DecodeDraft(b)
		if err != nil {
			return
		}
		d.People = 0
		d.RunComputers(Drafter{}.Pick)
		if !d.Over() {
			t.Fatal("a decoded draft did not finish")
		}
	})
}
