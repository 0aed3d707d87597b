package platform

import (
	"reflect"
	"testing"
)

// TestLaunchQuery_RoundTrips: the address a launch is written into reads
// back as that launch, whatever its options hold.
func TestLaunchQuery_RoundTrips(t *testing.T) {
	for _, l := range []Launch{
		{Game: "goofspiel"},
		{Title: true},
		{Game: "overrealm", Choose: true},
		{Game: "goofspiel", Mode: "hotseat", Seed: 0, HasSeed: true},
		{Game: "overrealm", Mode: "computer", Level: "hard", Seed: 18446744073709551615, HasSeed: true},
		{Game: "overrealm", Mode: "watch", Level: "easy", Setup: []SetupOption{
			{"deck", "Nova Regent & co=1/2?"}, {"first", "2"}, {"names", "a b+c%"}}},
	} {
		q := l.Query()
		if got := ParseLaunch(q, testGames); !reflect.DeepEqual(got, l) {
			t.Errorf("ParseLaunch(%q) = %+v, want %+v", q, got, l)
		}
	}
	if q := (Launch{}).Query(); q != "?play" {
		t.Errorf("no game: %q, want ?play", q)
	}
}

// TestAddress_KeepsThePagesOwnParameters: the page's own parameters stay
// where they were; Overdeck's, in any case, give way to the launch's.
func TestAddress_KeepsThePagesOwnParameters(t *testing.T) {
	l := Launch{Game: "goofspiel", Mode: "hotseat", Seed: 4, HasSeed: true}
	for search, want := range map[string]string{
		"":      "?game=goofspiel&mode=hotseat&seed=4",
		"?":     "?game=goofspiel&mode=hotseat&seed=4",
		"?play": "?game=goofspiel&mode=hotseat&seed=4",
		"?game=overrealm&mode=computer&level=hard":                                "?game=goofspiel&mode=hotseat&seed=4",
		"?utm_source=news&GAME=overrealm&set.first=2&lang=fr&Set.deck=x&%53eed=9": "?utm_source=news&lang=fr&game=goofspiel&mode=hotseat&seed=4",
		"?bad=%zz&play=": "?bad=%zz&game=goofspiel&mode=hotseat&seed=4",
	} {
		if got := Address(search, l); got != want {
			t.Errorf("Address(%q) = %q, want %q", search, got, want)
		}
	}
	if got := Address("?game=goofspiel&lang=fr", Launch{}); got != "?lang=fr&play" {
		t.Errorf("back at the title: %q", got)
	}
	if got := Address("?build=overrealm&lang=fr", Launch{Game: "overrealm", Choose: true}); got != "?lang=fr&game=overrealm&play=setup" {
		t.Errorf("at OverRealm's mode screen: %q", got)
	}
}
