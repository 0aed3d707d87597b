package multiverse

import (
	"reflect"
	"slices"
	"testing"

	"overdeck/game/multiverse"
	"overdeck/render/layout"
	"overdeck/render/ui"
)

// TestFacesUseTheKitCardFrame: a face-up card of every kind (a Super, an
// Enhance, a Champion) is the kit's card frame, ui.DrawCard, showing its
// name, its activation type as icon and word on the type line, its power
// as a badge and, on a big card, its skill; at every size of card it
// draws no text cut or too small.
func TestFacesUseTheKitCardFrame(t *testing.T) {
	var super, enhance *multiverse.Card
	for i := range multiverse.PowerCards {
		k := &multiverse.PowerCards[i]
		if k.Kind.String() == "Super" && super == nil && k.Text() != "" {
			super = k
		}
		if k.Kind.String() == "Enhance" && enhance == nil && k.Text() != "" {
			enhance = k
		}
	}
	ch := &multiverse.Champions[0]
	cases := []struct {
		name, kind, text string
		pw               int
		act              multiverse.Act
		typ              string
	}{
		{super.Name, "Super", super.Text(), int(super.Power), super.Act, actWord(super.Act)},
		{enhance.Name, "Enhance", enhance.Text(), int(enhance.Power), enhance.Act, "Enhance · " + actWord(enhance.Act)},
		{ch.Name, "Champion", ch.Text(), int(ch.Power), ch.Act, "Champion · " + actWord(ch.Act)},
	}
	for _, c := range cases {
		m := layout.For(1280, 720)
		r := layout.Rect{X: 10, Y: 10, W: 200, H: 280}
		f := ui.NewFrame(m, "")
		drawFace(f, r, c.name, c.kind, c.text, c.pw, c.act, markNone)
		second := ui.Color(0)
		if c.kind == "Enhance" {
			second = enhanceCorner
		}
		kit := ui.NewFrame(m, "")
		kit.DrawCard(r, ui.CardFrame{Name: c.name, Type: c.typ, Icons: []ui.Icon{actIcon(c.act)}, Color: actColor(c.act),
			Second: second, Emblem: c.name, Person: c.kind != "Enhance",
			Stats: []ui.Stat{{Icon: ui.IconPower, Value: itoa(c.pw), Color: actColor(c.act)}}, Text: c.text, Short: c.typ, Footer: c.kind})
		if len(f.Ops) < len(kit.Ops) || !reflect.DeepEqual(f.Ops[:len(kit.Ops)], kit.Ops) {
			t.Errorf("%s: not drawn with the kit's card frame", c.name)
		}
		texts := f.Texts()
		for _, want := range []string{c.name, c.typ, itoa(c.pw)} {
			if !slices.Contains(texts, want) {
				t.Errorf("%s: %q not on the card; it shows %q", c.name, want, texts)
			}
		}
		for _, w := range []float64{40, 60, 90, 130, 200} {
			g := ui.NewFrame(layout.For(360, 640), "")
			drawFace(g, layout.Rect{X: 5, Y: 5, W: w, H: w * aspect}, c.name, c.kind, c.text, c.pw, c.act, markLit)
			if bad := g.Overflows(); len(bad) > 0 {
				t.Errorf("%s at %.0f px wide: %q", c.name, w, bad)
			}
		}
	}
}

// TestEmblems_EveryCharacterItsOwn: no two Supers or Champions (the
// characters of the game) share an emblem.
func TestEmblems_EveryCharacterItsOwn(t *testing.T) {
	seen := map[ui.Parts]string{}
	add := func(name string) {
		p := ui.EmblemParts(name)
		if other, dup := seen[p]; dup && other != name {
			t.Errorf("%s and %s have the same emblem", name, other)
		}
		seen[p] = name
	}
	for _, k := range multiverse.PowerCards {
		add(k.Name)
	}
	for _, c := range multiverse.Champions {
		add(c.Name)
	}
}
