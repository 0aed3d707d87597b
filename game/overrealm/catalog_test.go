package overrealm

import (
	"slices"
	"testing"
)

// poolOrder is the pool's order by name, for good: a monster's index is in
// its card codes (monster*4+buff), saves, views and the bots' seeds.
var poolOrder = []string{
	"Americaw", "Chargroar", "Cleansitoad", "Drownigator", "Flexferno", "Galeaffy",
	"Phantomaton", "Shaleshell", "Stallagrowth", "Steamie", "Zappguin",
	"Ashdash", "Boltblebee", "Cragadilo", "Galvanite", "Oozygoopz", "Smolderskulk",
	"Squirrberus", "Vulturock", "Glimmermoth",
}

// TestCatalog_OrderPinned: Monsters lists the monsters in poolOrder, each
// found at its index by MonsterByName, each card code below StdCard naming
// that monster's buffs, and the standard buffs at StdCard and StdCard+1 (✔
// first). Renaming or splitting the files the monsters are written in must
// not move one.
func TestCatalog_OrderPinned(t *testing.T) {
	got := make([]string, len(Monsters()))
	for i, m := range Monsters() {
		got[i] = m.Name
	}
	if !slices.Equal(got, poolOrder) {
		t.Fatalf("pool order\n got %v\nwant %v", got, poolOrder)
	}
	if 4*len(poolOrder) > StdCard {
		t.Fatalf("%d monsters' buff codes run into the standard buffs at %d", len(poolOrder), StdCard)
	}
	for i, name := range poolOrder {
		if MonsterByName(name) != i {
			t.Errorf("MonsterByName(%q) = %d, want %d", name, MonsterByName(name), i)
		}
		for b := 0; b < 4; b++ {
			if c, m := Card(uint8(4*i + b)); m != i || c != &Monsters()[i].Buffs[b] {
				t.Errorf("card %d is buff %d of monster %d, want buff %d of %s", 4*i+b, b, m, b, name)
			}
		}
	}
	for k, success := range []bool{true, false} {
		c, m := Card(uint8(StdCard + k))
		if m != -1 || c.Success != success || c.Timing != PreSwitch || c.Ability == "" {
			t.Errorf("card %d is not the standard buff with success %v: %+v of monster %d", StdCard+k, success, *c, m)
		}
	}
}
