package engine

import "strings"

// A seat's name, as the screens of a match give it, is "You", "The
// computer", "Player 2" or a name typed at setup: a game that words a
// sentence about a seat takes a func(Seat) string and builds the sentence
// with these helpers, so that "You win 47 to 35" and "Player 2 wins 47 to
// 35" both read right. Texts kept in a match's log and state are worded
// with Seat.String, once and for all; names are given at display time.

// Does is name doing something: Does("You", "win", "wins") is "You win",
// Does("Player 2", "win", "wins") is "Player 2 wins" (and inside a
// sentence, Does(Inside(name), …) is "you win").
func Does(name, you, other string) string {
	if name == "You" || name == "you" {
		return name + " " + you
	}
	return name + " " + other
}

// Inside is name (or its Whose) inside a sentence: "you", "your" and
// "the computer", but a player's own name as written.
func Inside(name string) string {
	if name == "You" || name == "Your" || strings.HasPrefix(name, "The ") {
		return strings.ToLower(name[:1]) + name[1:]
	}
	return name
}

// Whose is name's possessive at the start of a sentence: "Your", "The
// computer's", "Player 1's".
func Whose(name string) string {
	if name == "You" {
		return "Your"
	}
	return name + "'s"
}

// Rename returns a line worded with Seat.String ("Player 1 draws 1 card",
// a log entry) with each seat named as name names it: "You draw 1 card",
// "The computer draws 1 card", "Ann draws 1 card". A seat named "You"
// takes the verb after it in its form for "you" (draws, has, is: draw,
// have, are; "Player 1 now has": "You now have"), "Player 1's" becomes
// "Your", and in a sentence whose subject is "you" the player's "their
// hand" and "its Draw Pile" become "your hand" and "your Draw Pile". A
// name inside a sentence is written as Inside writes it. The text a
// match keeps is never changed: Rename words it for one screen.
func Rename(text string, name func(Seat) string) string {
	out, _ := rename(text, name)
	return out
}

// UnknownAfterSeat returns the words that follow a seat's name in text
// ("Player 1 <word>") whose form after "You" Rename does not know: it
// guesses them (drops an "s"), and a test of every game's log fails on
// them, so that a new wording of the log is taught to Rename first.
func UnknownAfterSeat(text string) []string {
	_, unknown := rename(text, func(Seat) string { return "You" })
	return unknown
}

// afterYou maps a word that follows a seat's name in a log line to the
// word after "You": a verb's form for "you", or the word itself.
var afterYou = map[string]string{
	// verbs, as the logs use them
	"accepts": "accept", "arranges": "arrange", "attacks": "attack", "avoids": "avoid", "bids": "bid",
	"blocks": "block", "brings": "bring", "chooses": "choose", "claims": "claim", "completes": "complete",
	"concedes": "concede", "declines": "decline", "defends": "defend", "discards": "discard", "does": "do",
	"draws": "draw", "fights": "fight", "finds": "find", "flips": "flip", "gains": "gain", "gets": "get",
	"gives": "give", "goes": "go", "has": "have", "is": "are", "keeps": "keep", "leaves": "leave",
	"lifts": "lift", "loses": "lose", "makes": "make", "moves": "move", "names": "name", "negates": "negate",
	"passes": "pass", "picks": "pick", "places": "place", "plays": "play", "puts": "put", "removes": "remove",
	"returns": "return", "reveals": "reveal", "scores": "score", "shuffles": "shuffle", "skips": "skip",
	"switches": "switch", "takes": "take", "uses": "use", "ventures": "venture", "was": "were", "wins": "win",
	"answers": "answer", "comes": "come", "deals": "deal", "enters": "enter", "fetches": "fetch",
	"flinches": "flinch", "holds": "hold", "joins": "join", "offers": "offer", "pays": "pay", "reads": "read",
	"recalls": "recall", "stays": "stay", "steals": "steal", "strikes": "strike", "swaps": "swap",
	// words that read the same after "You": past tenses, helpers, the
	// rest of a sentence whose seat is not its subject
	"can": "can", "cannot": "cannot", "conceded": "conceded", "offered": "offered", "countered": "countered", "did": "did",
	"had": "had", "may": "may", "must": "must", "will": "will", "and": "and", "or": "or", "to": "to",
	"with": "with", "for": "for", "from": "from", "in": "in", "on": "on", "at": "at", "by": "by", "of": "of",
}

// adverbs may stand between a seat's name and its verb: "Player 1 now has".
var adverbs = map[string]bool{"now": true, "also": true, "still": true, "then": true}

// possessions are what a seat owns that a log line calls "their" or "its"
// ("Player 1 puts Ramattra into their hand").
var possessions = []string{"hand", "deck", "discard pile", "team", "Draw Pile", "Dead Pile", "Power Pack", "homebase"}

// rename is Rename, also returning the words after a seat's name it had
// to guess.
func rename(text string, name func(Seat) string) (string, []string) {
	var b strings.Builder
	var unknown []string
	for text != "" {
		end := sentenceEnd(text)
		s, you, u := renameSentence(text[:end], b.Len() == 0 || endsSentence(b.String()), name)
		if you {
			s = yourThings(s)
		}
		b.WriteString(s)
		unknown = append(unknown, u...)
		text = text[end:]
	}
	return b.String(), unknown
}

// sentenceEnd is where the first sentence of text ends, its full stop and
// the spaces after it included.
func sentenceEnd(text string) int {
	for i := 0; i+1 < len(text); i++ {
		if strings.IndexByte(".!?", text[i]) >= 0 && text[i+1] == ' ' {
			j := i + 1
			for j < len(text) && text[j] == ' ' {
				j++
			}
			return j
		}
	}
	return len(text)
}

// endsSentence reports whether a name after s starts a sentence.
func endsSentence(s string) bool {
	s = strings.TrimRight(s, " ")
	return s == "" || strings.IndexByte(".!?\n", s[len(s)-1]) >= 0
}

// renameSentence renames the seats of one sentence (see Rename); start
// says whether it begins a sentence. It reports whether "you" was the
// subject of one of its verbs, and the words it guessed.
func renameSentence(s string, start bool, name func(Seat) string) (string, bool, []string) {
	var b strings.Builder
	var unknown []string
	you := false
	joined := false // the words before the next seat follow a verb of "you"
	for {
		i, seat := nextSeat(s)
		if i < 0 {
			b.WriteString(joinedVerbs(s, joined, &unknown))
			return b.String(), you, unknown
		}
		b.WriteString(joinedVerbs(s[:i], joined, &unknown))
		joined = false
		rest := s[i+len("Player 1"):]
		first := start && strings.TrimSpace(b.String()) == ""
		n := name(seat)
		if n == seat.String() {
			b.WriteString(n)
			s = rest
			continue
		}
		if after, ok := strings.CutPrefix(rest, "'s"); ok {
			n, rest = Whose(n), after
		}
		if !first {
			n = Inside(n)
		}
		b.WriteString(n)
		if strings.EqualFold(n, "you") {
			var guessed string
			var verb bool
			rest, verb, guessed = youVerb(&b, rest)
			you, joined = you || verb, verb
			if guessed != "" {
				unknown = append(unknown, guessed)
			}
		}
		s = rest
	}
}

// nextSeat finds the first "Player N" of s standing alone (not inside a
// word, not "Player 12"): its index and its seat, or -1.
func nextSeat(s string) (int, Seat) {
	from := 0
	for {
		k := strings.Index(s[from:], "Player ")
		if k < 0 {
			return -1, NoSeat
		}
		i := from + k
		j := i + len("Player ")
		if j < len(s) && s[j] >= '1' && s[j] <= '9' && (j+1 == len(s) || !isDigit(s[j+1])) && (i == 0 || !isLetter(s[i-1])) {
			return i, Seat(s[j] - '1')
		}
		from = j
	}
}

// youVerb writes to b the words after a "You" at the start of rest, the
// verb in its form for "you", and returns the rest after them, whether a
// verb was turned, and the word guessed ("" when none).
func youVerb(b *strings.Builder, rest string) (string, bool, string) {
	w, after := leadingWord(rest)
	if adverbs[w] {
		b.WriteString(rest[:len(rest)-len(after)])
		rest = after
		w, after = leadingWord(rest)
	}
	if w == "" {
		return rest, false, ""
	}
	form, known := afterYou[w]
	guessed := ""
	if !known {
		form, guessed = strings.TrimSuffix(w, "s"), w
	}
	b.WriteString(" " + form)
	return after, form != w, guessed
}

// joins are the words that join a second verb to the subject of the first
// ("You reveal and discard the hand").
var joins = []string{" and ", " or ", " then "}

// joinedVerbs returns words, which follow a verb of "you", with each verb
// joined to it ("… and discards") in its form for "you" ("… and
// discard"); when joined is false it returns words as they are. A word
// after a join that reads like a verb ("…s") but is not in afterYou is
// added to unknown and left as it is.
func joinedVerbs(words string, joined bool, unknown *[]string) string {
	if !joined {
		return words
	}
	var b strings.Builder
	for {
		k, join := -1, ""
		for _, j := range joins {
			if i := strings.Index(words, j); i >= 0 && (k < 0 || i < k) {
				k, join = i, j
			}
		}
		if k < 0 {
			b.WriteString(words)
			return b.String()
		}
		b.WriteString(words[:k+len(join)-1])
		w, after := leadingWord(words[k+len(join)-1:])
		for adverbs[w] {
			b.WriteString(" " + w)
			w, after = leadingWord(after)
		}
		form, known := afterYou[w]
		switch {
		case w == "":
		case known:
			b.WriteString(" " + form)
		default:
			if strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") && w == strings.ToLower(w) && !sameAfterJoin[w] {
				*unknown = append(*unknown, w)
			}
			b.WriteString(" " + w)
		}
		words = after
	}
}

// sameAfterJoin are words ending in "s" that may follow "and", "or" or
// "then" in a sentence of "you" and are not verbs.
var sameAfterJoin = map[string]bool{"its": true, "this": true, "hits": true, "cards": true, "his": true, "us": true}

// leadingWord returns the word after the one space that starts s (its
// letters and apostrophes), and the rest of s after it; "" and s when s
// starts otherwise.
func leadingWord(s string) (string, string) {
	if !strings.HasPrefix(s, " ") {
		return "", s
	}
	j := 1
	for j < len(s) && (isLetter(s[j]) || s[j] == '\'') {
		j++
	}
	if j == 1 {
		return "", s
	}
	return s[1:j], s[j:]
}

// yourThings turns the player's "their hand", "its Draw Pile" into "your
// hand", "your Draw Pile" in a sentence whose subject is "you".
func yourThings(s string) string {
	for _, p := range possessions {
		s = strings.ReplaceAll(s, " their "+p, " your "+p)
		s = strings.ReplaceAll(s, " its "+p, " your "+p)
	}
	return s
}

func isDigit(c byte) bool  { return c >= '0' && c <= '9' }
func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }
