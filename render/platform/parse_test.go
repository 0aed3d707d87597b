package platform

import (
	"reflect"
	"slices"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

var testGames = []string{"goofspiel", "overrealm"}

func TestParseLaunch(t *testing.T) {
	tests := []struct {
		query string
		want  Launch
	}{
		{"", Launch{}},
		{"?", Launch{}},
		{"?game=goofspiel", Launch{Game: "goofspiel"}},
		{"?play", Launch{}},
		{"?play=title", Launch{Title: true}},
		{"?PLAY=Title&lang=fr", Launch{Title: true}},
		{"?play=title&game=goofspiel", Launch{Game: "goofspiel"}},
		{"?game=overrealm&play=setup", Launch{Game: "overrealm", Choose: true}},
		{"?PLAY=Setup&lang=fr&game=overrealm", Launch{Game: "overrealm", Choose: true}},
		{"?game=overrealm&play=setup&mode=hotseat", Launch{Game: "overrealm", Mode: "hotseat"}},
		{"?game=overrealm&play=setup&coach=1", Launch{Game: "overrealm", Coach: true}},
		{"?play=setup", Launch{}},
		{"game=goofspiel", Launch{Game: "goofspiel"}},
		{"?game=Goofspiel&mode=Computer&level=HARD&seed=42",
			Launch{Game: "goofspiel", Mode: "computer", Level: "hard", Seed: 42, HasSeed: true}},
		{"?game=overrealm&mode=watch&level=easy", Launch{Game: "overrealm", Mode: "watch", Level: "easy"}},
		{"?game=goofspiel&seed=0", Launch{Game: "goofspiel", Seed: 0, HasSeed: true}},
		{"?game=goofspiel&seed=18446744073709551615",
			Launch{Game: "goofspiel", Seed: 18446744073709551615, HasSeed: true}},
		{"?game=goofspiel&seed=%2042%20", Launch{Game: "goofspiel", Seed: 42, HasSeed: true}},
		{"?utm_source=news&game=goofspiel&lang=fr", Launch{Game: "goofspiel"}},
		{"?game=goofspiel&game=chess", Launch{Game: "goofspiel"}},
		{"?game=&game=goofspiel", Launch{Game: "goofspiel"}},
		{"?game=goofspiel&mode=", Launch{Game: "goofspiel"}},
		{"?game=chess", Launch{Problems: []string{
			"There is no game called 'chess'. Choose one from the list."}}},
		{"?game=goofspiel&seed=abc", Launch{Game: "goofspiel", Problems: []string{
			"The seed must be a whole number."}}},
		{"?game=goofspiel&seed=-3", Launch{Game: "goofspiel", Problems: []string{
			"The seed must be a whole number."}}},
		{"?game=goofspiel&seed=18446744073709551616", Launch{Game: "goofspiel", Problems: []string{
			"The seed must be a whole number."}}},
		{"?game=goofspiel&mode=solo", Launch{Game: "goofspiel", Problems: []string{
			"There is no mode called 'solo'. The modes are hotseat, computer and watch."}}},
		{"?game=goofspiel&mode=computer&level=expert", Launch{Game: "goofspiel", Mode: "computer", Problems: []string{
			"There is no level called 'expert'. The levels are easy, normal and hard."}}},
		{"?game=goofspiel&mode=hotseat&level=hard", Launch{Game: "goofspiel", Mode: "hotseat", Problems: []string{
			"The level is only for games against the computer, so it is not used with two players on one device."}}},
		{"?mode=computer&seed=7", Launch{Problems: []string{
			"A mode, level, seed or game option only works together with a game, for example ?game=goofspiel&mode=computer."}}},
		{"?set.cards=50", Launch{Problems: []string{
			"A mode, level, seed or game option only works together with a game, for example ?game=goofspiel&mode=computer."}}},
		{"?game=goofspiel&set.cards=5&SET.Deck=Red%20one&set.cards=7&set.=x", Launch{Game: "goofspiel",
			Setup: []SetupOption{{"cards", "5"}, {"deck", "Red one"}}}},
		{"?game=goofspiel&mode=%zz", Launch{Game: "goofspiel", Problems: []string{
			"Part of the address could not be read (a stray % sign?), so it was left out."}}},
		{"?game=che%0Ass", Launch{Problems: []string{
			"There is no game called 'che ss'. Choose one from the list."}}},
		{"?game=" + strings.Repeat("x", 40), Launch{Problems: []string{
			"There is no game called '" + strings.Repeat("x", 24) + "…'. Choose one from the list."}}},
		{"?game=chess&mode=solo&level=max&seed=x", Launch{Problems: []string{
			"There is no game called 'chess'. Choose one from the list.",
			"There is no mode called 'solo'. The modes are hotseat, computer and watch.",
			"There is no level called 'max'. The levels are easy, normal and hard.",
			"The seed must be a whole number."}}},
	}
	for _, tt := range tests {
		got := ParseLaunch(tt.query, testGames)
		if !reflect.DeepEqual(got, tt.want) {
			t.Errorf("ParseLaunch(%q)\n got %+v\nwant %+v", tt.query, got, tt.want)
		}
	}
}

func TestParseLaunchNoGames(t *testing.T) {
	got := ParseLaunch("?game=goofspiel", nil)
	if got.Game != "" || len(got.Problems) != 1 {
		t.Fatalf("with no playable games: got %+v, want the game refused", got)
	}
}

func TestListWords(t *testing.T) {
	for _, tt := range []struct {
		in   []string
		want string
	}{
		{nil, ""},
		{[]string{"a"}, "a"},
		{[]string{"a", "b"}, "a and b"},
		{[]string{"a", "b", "c"}, "a, b and c"},
	} {
		if got := listWords(tt.in); got != tt.want {
			t.Errorf("listWords(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// FuzzParseLaunch checks that any query gives a Launch that names only
// known values and problems that are safe to show.
func FuzzParseLaunch(f *testing.F) {
	for _, q := range []string{"", "?game=goofspiel&mode=computer&level=hard&seed=1", "?game=%ff%fe", "game=chess&&&=&seed=-1"} {
		f.Add(q)
	}
	f.Fuzz(func(t *testing.T, q string) {
		l := ParseLaunch(q, testGames)
		if l.Game != "" && !slices.Contains(testGames, l.Game) {
			t.Fatalf("Game %q is not a known game", l.Game)
		}
		if l.Mode != "" && !slices.Contains(Modes, l.Mode) {
			t.Fatalf("Mode %q is not a known mode", l.Mode)
		}
		if l.Level != "" && !slices.Contains(Levels, l.Level) {
			t.Fatalf("Level %q is not a known level", l.Level)
		}
		if !l.HasSeed && l.Seed != 0 {
			t.Fatalf("Seed %d without HasSeed", l.Seed)
		}
		for _, p := range l.Problems {
			if p == "" || !utf8.ValidString(p) || utf8.RuneCountInString(p) > 200 {
				t.Fatalf("problem %q is empty, not UTF-8 or too long", p)
			}
			if strings.ContainsFunc(p, unicode.IsControl) {
				t.Fatalf("problem %q holds a control character", p)
			}
		}
	})
}
