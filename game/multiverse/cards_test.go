package multiverse

import (
	"strings"
	"testing"
)

// TestCards_TheSet: at least 60 distinct Power cards with Supers of every
// activation type and Enhance cards, 12 battlegrounds, 4 Champions; every
// name unique, every skill registered and worded.
func TestCards_TheSet(t *testing.T) {
	if len(PowerCards) < 60 || len(Battlegrounds) < 12 || len(Champions) < 4 {
		t.Fatalf("%d Power cards, %d battlegrounds, %d Champions", len(PowerCards), len(Battlegrounds), len(Champions))
	}
	names := map[string]bool{}
	acts := map[Act]bool{}
	enhance := 0
	for _, c := range PowerCards {
		key := strings.ToLower(c.Name)
		if names[key] {
			t.Errorf("two cards named %s", c.Name)
		}
		names[key] = true
		if c.Kind == Super {
			acts[c.Act] = true
		} else {
			enhance++
			if c.Act == NoSkill {
				t.Errorf("%s: an Enhance card without a skill", c.Name)
			}
		}
		if c.Act != NoSkill {
			if reg.Def(defID(c.Act, c.Op)) == nil {
				t.Errorf("%s: skill %s not registered", c.Name, defID(c.Act, c.Op))
			}
			if c.Text() == "" || !strings.HasPrefix(c.Text(), c.Act.String()+": ") {
				t.Errorf("%s: text %q", c.Name, c.Text())
			}
		}
	}
	for a := Trigger; a <= Passive; a++ {
		if !acts[a] {
			t.Errorf("no Super with a %s skill", a)
		}
	}
	if enhance < 10 {
		t.Errorf("%d Enhance cards", enhance)
	}
	for _, c := range Champions {
		if reg.Def(defID(c.Act, c.Op)) == nil || c.Text() == "" || names[strings.ToLower(c.Name)] {
			t.Errorf("Champion %s", c.Name)
		}
		names[strings.ToLower(c.Name)] = true
	}
	for _, b := range Battlegrounds {
		if b.Text() == "" || names[strings.ToLower(b.Name)] {
			t.Errorf("battleground %s", b.Name)
		}
		names[strings.ToLower(b.Name)] = true
	}
	if len(Decks) < 3 {
		t.Errorf("%d ready-made decks", len(Decks))
	}
}
