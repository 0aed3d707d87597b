package kit_test

import (
	"maps"
	"math/rand/v2"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"

	"overdeck/engine"
	"overdeck/game/overrealm"
	_ "overdeck/render/goofspiel" // the Goofspiel kit
	"overdeck/render/kit"
	_ "overdeck/render/multiverse" // the Against the Multiverse kit
	_ "overdeck/render/overpower"  // the OverPower kit
	_ "overdeck/render/overrealm"  // the OverRealm kit
	_ "overdeck/render/overwatch"  // the Overwatch kit
)

// TestLogNames_EveryLineOfEveryGame plays random matches of every game,
// each with random choices of its setup options, and names the seats of
// every log line (and every step of OverRealm's reveal) as the tables show
// them: against the computer ("You", "the computer", from either seat) and
// in hot-seat with typed names. It fails on a verb that does not agree
// with its subject as named ("You reveal and discards", "The computer
// draw"), on a log that does not end with the match's result (no line
// after it), on a word after "Player N" whose
// form after "You" engine.Rename does not know ("Player 1 frobs": a new
// wording of a log must be taught to Rename), and on any "Player N" left
// in a renamed line.
func TestLogNames_EveryLineOfEveryGame(t *testing.T) {
	matches := 25
	if testing.Short() {
		matches = 8
	}
	left := regexp.MustCompile(`\bPlayer [12]\b`)
	namings := [][2]string{{"You", "The computer"}, {"The computer", "You"}, {"Ann", "Bo"}}
	unknown := map[string]string{} // word -> an example line
	wrong := map[string]string{}   // a verb that disagrees -> an example line
	lines := 0
	for _, id := range []string{"goofspiel", "overrealm", "overwatch", "overpower", "multiverse"} {
		g, err := engine.Lookup(id)
		k, ok := kit.Lookup(id)
		if err != nil || !ok {
			t.Fatalf("%s: no game or kit (%v)", id, err)
		}
		for i := range matches {
			rng := rand.New(rand.NewPCG(uint64(i), 15))
			setup := k.DefaultSetup()
			for _, o := range k.Options {
				if len(o.Choices) > 0 {
					setup = setup.With(o.Key, o.Choices[rng.IntN(len(o.Choices))].Value)
				}
			}
			m, err := engine.NewMatch(g, setup, uint64(i))
			if err != nil {
				t.Fatalf("%s match %d: %v", id, i, err)
			}
			check := func(text string) {
				lines++
				for _, w := range engine.UnknownAfterSeat(text) {
					unknown[w] = id + ": " + text
				}
				for _, n := range namings {
					got := engine.Rename(text, func(s engine.Seat) string { return n[s] })
					if left.MatchString(got) {
						t.Errorf("%s: %q named %q: %q", id, text, n, got)
					}
					for _, bad := range disagreements(got, n) {
						wrong[bad] = id + ": " + got
					}
				}
			}
			for step := 0; !m.Outcome().Over && step < 4000; step++ {
				s := m.Waiting()[0]
				l := m.Legal(s)
				before := len(m.Log())
				if err := m.Apply(s, l[rng.IntN(len(l))]); err != nil {
					t.Fatal(err)
				}
				log := m.Log()
				if len(log) < before || len(log) == engine.MaxLog {
					before = 0
				}
				for _, e := range log[before:] {
					check(e.Text)
				}
				if st, ok := m.View(s).State.(*overrealm.View); ok {
					for _, tr := range st.Trace {
						check(tr.Text)
					}
				}
			}
			check(m.Outcome().Summary)
			if log := m.Log(); m.Outcome().Over {
				last := strings.TrimRight(log[len(log)-1].Text, ".")
				if want := strings.TrimRight(m.Outcome().Summary, "."); last != want {
					t.Errorf("%s match %d: the log ends with %q, not with the result %q", id, i, last, want)
				}
			}
		}
	}
	for _, w := range slices.Sorted(maps.Keys(wrong)) {
		t.Errorf("the verb does not agree with its subject, %q, in %q", w, wrong[w])
	}
	if len(unknown) > 0 {
		var ws []string
		for w := range unknown {
			ws = append(ws, w)
		}
		sort.Strings(ws)
		for _, w := range ws {
			t.Errorf("engine.Rename does not know the word after a seat in %q", unknown[w])
		}
		t.Errorf("teach engine.Rename (afterYou) these words: %s", strings.Join(ws, ", "))
	}
	t.Logf("%d lines named", lines)
}

// youVerb is "You" or "you" as a subject and the word after it; joinedVerb
// is a word joined by "and", "or" or "then" to the verb of a subject, in
// the same clause.
var (
	youVerb    = regexp.MustCompile(`(?:^|[.!?:;] )(?:You|[Yy]ou(?: now| also| then)?) ([a-z]+)`)
	joinedVerb = regexp.MustCompile(`^[^.!?:;,]*? (?:and|or|then) (?:then |now |also )?([a-z]+)\b`)
	// notVerbs may follow a joining word without being a verb.
	notVerbs = map[string]bool{"its": true, "this": true, "his": true, "hits": true, "cards": true}
)

// disagreements returns the verbs of text, a log line named with the
// names n, whose form does not agree with their subject: after "You" a
// verb in "s" ("You discards", "You reveal and discards"); after "The
// computer" or a typed name, a verb in its form for "you" ("The computer
// draw"). It reads the words as they are written, without engine.Rename's
// lists, so that a wording Rename gets wrong is caught.
func disagreements(text string, n [2]string) []string {
	var out []string
	thirdPerson := func(w string) bool { return strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") && !notVerbs[w] }
	for _, m := range youVerb.FindAllStringSubmatchIndex(text, -1) {
		verb := text[m[2]:m[3]]
		if thirdPerson(verb) {
			out = append(out, "You "+verb)
			continue
		}
		if j := joinedVerb.FindStringSubmatch(text[m[3]:]); j != nil && thirdPerson(j[1]) {
			out = append(out, "You "+verb+" … "+j[1])
		}
	}
	for _, name := range n {
		if name == "You" {
			continue
		}
		for _, subject := range []string{name, strings.ToLower(name[:1]) + name[1:]} {
			for rest := text; ; {
				i := strings.Index(rest, subject+" ")
				if i < 0 {
					break
				}
				rest = rest[i+len(subject)+1:]
				if w, _, _ := strings.Cut(rest, " "); youForms[strings.Trim(w, ".,:;")] {
					out = append(out, subject+" "+w)
				}
			}
		}
	}
	return out
}

// youForms are verbs in their form for "you" that never follow another
// seat's name.
var youForms = map[string]bool{"are": true, "have": true, "were": true, "do": true, "draw": true, "discard": true,
	"reveal": true, "play": true, "win": true, "lose": true, "take": true, "pass": true, "concede": true, "attack": true}
