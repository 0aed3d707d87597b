package assets_test

import (
	"go/scanner"
	"go/token"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"overdeck/assets"
	"overdeck/engine"
	"overdeck/game/multiverse"
	"overdeck/game/overpower"
	"overdeck/game/overrealm"
	"overdeck/game/overwatch"

	_ "overdeck/game/goofspiel"

	"golang.org/x/image/font/sfnt"
)

// notDrawn are runes that game texts hold but the tables never draw:
// render/overrealm replaces OverRealm's flip icons ✔ and ✘ with words
// before drawing (the Go fonts never had them).
const notDrawn = "✔✘"

// runeUses collects the runes of texts, each with where it was first seen.
type runeUses map[rune]string

func (u runeUses) add(where, text string) {
	for _, r := range text {
		if _, seen := u[r]; !seen && unicode.IsGraphic(r) { // not controls nor separators of lines
			u[r] = where + ": " + strconv.Quote(text)
		}
	}
}

// check fails for every rune of u that a font has no glyph for.
func (u runeUses) check(t *testing.T) {
	t.Helper()
	for name, ttf := range map[string][]byte{"regular": assets.RegularTTF, "bold": assets.BoldTTF} {
		f, err := sfnt.Parse(ttf)
		if err != nil {
			t.Fatal(err)
		}
		var b sfnt.Buffer
		for r, where := range u {
			if strings.ContainsRune(notDrawn, r) {
				continue
			}
			if g, err := f.GlyphIndex(&b, r); err != nil || g == 0 {
				t.Errorf("the %s font has no %q (%U), used in %s: keep it in internal/subset.Keep", name, r, r, where)
			}
		}
	}
}

// TestFontsHaveEveryRuneOfTheSource: every rune of every string and rune
// literal in the module's Go source (tests and generated code aside) is in
// both fonts: card texts, help, log lines and the shell's labels are all
// written there.
func TestFontsHaveEveryRuneOfTheSource(t *testing.T) {
	uses := runeUses{}
	err := filepath.WalkDir("..", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			switch d.Name() {
			case "build", "node_modules", "testdata", ".git":
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") || strings.HasSuffix(path, "_gen.go") {
			return nil
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		fset := token.NewFileSet()
		var s scanner.Scanner
		s.Init(fset.AddFile(path, -1, len(src)), src, nil, 0)
		for {
			pos, tok, lit := s.Scan()
			if tok == token.EOF {
				return nil
			}
			if tok != token.STRING && tok != token.CHAR {
				continue
			}
			text, err := strconv.Unquote(lit)
			if err != nil {
				t.Errorf("%s: %v", fset.Position(pos), err)
				continue
			}
			uses.add(fset.Position(pos).String(), text)
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(uses) < 90 {
		t.Fatalf("only %d runes in the source: did the walk miss it?", len(uses))
	}
	uses.check(t)
}

// TestFontsHaveEveryRuneOfTheCatalogues walks every game's catalogues
// (cards, characters, decks, help sections: every string in them) and the
// games' names and blurbs.
func TestFontsHaveEveryRuneOfTheCatalogues(t *testing.T) {
	uses := runeUses{}
	walk := func(where string, v any) { walkStrings(uses, where, reflect.ValueOf(v)) }
	for _, g := range engine.Games() {
		walk(g.ID, []string{g.Name, g.Blurb})
	}
	walk("overrealm.Monsters", overrealm.Monsters())
	walk("overrealm.Rules", overrealm.Rules)
	walk("overwatch.Cards", overwatch.Cards())
	walk("overwatch.Decks", overwatch.Decks)
	walk("overwatch.Rules", overwatch.Rules)
	for i := range overpower.NumCards() {
		walk("overpower.Cards", overpower.Cards(uint16(i)))
	}
	for i := range overpower.NumCharacters() {
		walk("overpower.Characters", overpower.Characters(i))
	}
	for i := range overpower.NumHomebases() {
		walk("overpower.Homebases", overpower.Homebases(i))
	}
	walk("overpower.Decks", overpower.Decks)
	walk("overpower.Rules", overpower.Rules)
	walk("overpower names", [][]string{overpower.TypeNames[:], overpower.KindNames[:], overpower.KONames[:], overpower.ModeNames[:]})
	walk("multiverse.PowerCards", multiverse.PowerCards)
	walk("multiverse.Champions", multiverse.Champions)
	walk("multiverse.Battlegrounds", multiverse.Battlegrounds)
	walk("multiverse.Decks", multiverse.Decks)
	walk("multiverse.Levels", multiverse.Levels)
	walk("multiverse.Rules", multiverse.Rules)
	if len(uses) < 70 {
		t.Fatalf("only %d runes in the catalogues: did the walk miss them?", len(uses))
	}
	uses.check(t)
}

// walkStrings adds every string reachable from v (through structs, slices,
// arrays, maps and pointers) to uses.
func walkStrings(uses runeUses, where string, v reflect.Value) {
	switch v.Kind() {
	case reflect.String:
		uses.add(where, v.String())
	case reflect.Pointer, reflect.Interface:
		if !v.IsNil() {
			walkStrings(uses, where, v.Elem())
		}
	case reflect.Struct:
		for i := range v.NumField() {
			walkStrings(uses, where+"."+v.Type().Field(i).Name, v.Field(i))
		}
	case reflect.Slice, reflect.Array:
		for i := range v.Len() {
			walkStrings(uses, where, v.Index(i))
		}
	case reflect.Map:
		for it := v.MapRange(); it.Next(); {
			walkStrings(uses, where, it.Key())
			walkStrings(uses, where, it.Value())
		}
	}
}

// TestFontsHaveEveryRuneOfPlay plays seeded random matches of every game
// and checks the runes of every log line and every legal action's text.
func TestFontsHaveEveryRuneOfPlay(t *testing.T) {
	uses := runeUses{}
	for _, g := range engine.Games() {
		for seed := range uint64(6) {
			m, err := engine.NewMatch(g, engine.Setup{}, seed)
			if err != nil {
				t.Fatalf("%s: %v", g.ID, err)
			}
			rng := rand.New(rand.NewPCG(seed, 7))
			for step := 0; step < 2000 && !m.Outcome().Over; step++ {
				waiting := m.Waiting()
				if len(waiting) == 0 {
					break
				}
				s := waiting[0]
				legal := m.Legal(s)
				for _, a := range legal {
					uses.add(g.ID+" action", a.String())
				}
				if err := m.Apply(s, legal[rng.IntN(len(legal))]); err != nil {
					t.Fatalf("%s: %v", g.ID, err)
				}
			}
			for _, e := range m.Log() {
				uses.add(g.ID+" log", e.Text)
			}
			uses.add(g.ID+" outcome", m.Outcome().Summary)
			t.Logf("%s seed %d: %d moves, %d log lines, over %v", g.ID, seed, len(m.History()), len(m.Log()), m.Outcome().Over)
		}
	}
	t.Logf("%d runes", len(uses))
	uses.check(t)
}
