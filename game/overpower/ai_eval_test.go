package overpower

import "testing"

// TestEvaluate_NearKOByEitherRule: a character with hits of two types on
// its permanent record is nearer a KO than one hit as hard by one type
// (Spectrum); the last points before the Cumulative threshold count more
// than the first; a KO counts more than being one point from it.
func TestEvaluate_NearKOByEitherRule(t *testing.T) {
	g := runScenario(t, "setup deck0=camelot deck1=cult\nbattle\n")
	foe := team(1)[0]
	record := func(hits ...Hit) {
		g.Chars[foe].Record = append(g.Chars[foe].Record[:0], hits...)
	}
	none := Evaluate(g, 0)
	record(Hit{Dmg: 6, Type: Energy, By: 0})
	one := Evaluate(g, 0)
	record(Hit{Dmg: 3, Type: Energy, By: 0}, Hit{Dmg: 3, Type: Combat, By: 0})
	two := Evaluate(g, 0)
	if !(none < one && one < two) {
		t.Errorf("no hits %.4f, 6 Energy %.4f, 3 Energy + 3 Combat %.4f: want rising", none, one, two)
	}
	near := func(hits ...Hit) float64 { record(hits...); return g.nearKO(foe) }
	first := near(Hit{Dmg: 5, Type: Energy}) - near()
	last := near(Hit{Dmg: 19, Type: Energy}) - near(Hit{Dmg: 14, Type: Energy})
	if last <= first {
		t.Errorf("the last 5 points before a KO are worth %.4f, the first 5 %.4f", last, first)
	}
	record()
	g.Chars[foe].Hits = append(g.Chars[foe].Hits[:0], Hit{Dmg: 19, Type: Energy, By: 0})
	close := Evaluate(g, 0)
	g.ko(foe, "a test")
	if ko := Evaluate(g, 0); ko <= close {
		t.Errorf("a KO %.4f is worth no more than a character one point from it %.4f", ko, close)
	}
}
