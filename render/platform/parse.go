package platform

import (
	"net/url"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// maxShown is how many characters of a refused value a Problem quotes.
const maxShown = 24

// ParseLaunch reads the page's query string (location.search, with or
// without its leading "?") into a Launch; "set.<key>=<value>" parameters
// become Launch.Setup. games lists the ids a player may
// start. Anything it cannot use (a game that is not in games, an unknown
// mode or level, a seed that is not a whole number, a badly escaped
// parameter) is left out of the Launch and described in plain words in
// Launch.Problems. "play=title" without a game is Launch.Title.
// "coach=1" asks for the game's coached first game (Launch.Coach).
// "play=setup" with a game and nothing else of a launch is Launch.Choose.
// Parameters other than game, mode, level, seed, coach and play are ignored (embedding pages may add their own); when one is repeated the
// first wins. ParseLaunch never panics, whatever the input.
func ParseLaunch(query string, games []string) Launch {
	var l Launch
	vals, named := launchParams(strings.TrimPrefix(query, "?"), &l)
	if g, ok := vals["game"]; ok {
		l.Game = pickGame(g, games, &l)
	} else {
		l.Title = strings.EqualFold(vals["play"], "title")
	}
	if m, ok := vals["mode"]; ok {
		l.Mode = pickWord(m, Modes, "mode", &l)
	}
	if v, ok := vals["level"]; ok {
		l.Level = pickWord(v, Levels, "level", &l)
		if l.Level != "" && l.Mode == "hotseat" {
			l.Problems = append(l.Problems, "The level is only for games against the computer, so it is not used with two players on one device.")
			l.Level = ""
		}
	}
	if c, ok := vals["coach"]; ok {
		l.Coach = c == "1" || strings.EqualFold(c, "true") || strings.EqualFold(c, "yes")
	}
	if s, ok := vals["seed"]; ok {
		n, err := strconv.ParseUint(strings.TrimSpace(s), 10, 64)
		if err != nil {
			l.Problems = append(l.Problems, "The seed must be a whole number.")
		} else {
			l.Seed, l.HasSeed = n, true
		}
	}
	if _, hasGame := vals["game"]; !hasGame && named {
		l.Problems = append(l.Problems, "A mode, level, seed or game option only works together with a game, for example ?game=goofspiel&mode=computer.")
		l.Mode, l.Level, l.Seed, l.HasSeed, l.Setup = "", "", 0, false, nil
	}
	if l.Game == "" {
		l.Coach = false
	}
	l.Choose = l.Game != "" && !named && !l.Coach && strings.EqualFold(vals["play"], "setup")
	return l
}

// launchParams splits a query into the first non-empty value of each
// parameter ParseLaunch knows. named reports whether mode, level or seed
// was given. Badly escaped parameters become Problems.
func launchParams(query string, l *Launch) (vals map[string]string, named bool) {
	vals = map[string]string{}
	badEscape := false
	for part := range strings.SplitSeq(query, "&") {
		if part == "" {
			continue
		}
		rawKey, rawVal, _ := strings.Cut(part, "=")
		key, kerr := url.QueryUnescape(rawKey)
		val, verr := url.QueryUnescape(rawVal)
		key = strings.ToLower(strings.TrimSpace(key))
		opt, isOpt := strings.CutPrefix(key, "set.")
		if key != "game" && key != "mode" && key != "level" && key != "seed" && key != "play" && key != "coach" && !isOpt {
			continue
		}
		if kerr != nil || verr != nil {
			badEscape = true
			continue
		}
		if isOpt {
			if opt != "" && !slices.ContainsFunc(l.Setup, func(o SetupOption) bool { return o.Key == opt }) {
				l.Setup = append(l.Setup, SetupOption{opt, strings.TrimSpace(val)})
				named = true
			}
			continue
		}
		val = strings.TrimSpace(val)
		if _, seen := vals[key]; seen || val == "" {
			continue
		}
		vals[key] = val
		if key != "game" && key != "play" && key != "coach" {
			named = true
		}
	}
	if badEscape {
		l.Problems = append(l.Problems, "Part of the address could not be read (a stray % sign?), so it was left out.")
	}
	return vals, named
}

// pickGame returns the id in games that v names (ignoring case), or ""
// with a Problem.
func pickGame(v string, games []string, l *Launch) string {
	for _, id := range games {
		if strings.EqualFold(id, v) {
			return id
		}
	}
	l.Problems = append(l.Problems, "There is no game called '"+shown(v)+"'. Choose one from the list.")
	return ""
}

// pickWord returns the word in allowed that v names (ignoring case), or ""
// with a Problem naming what kind is the parameter and listing the choices.
func pickWord(v string, allowed []string, kind string, l *Launch) string {
	low := strings.ToLower(v)
	if slices.Contains(allowed, low) {
		return low
	}
	l.Problems = append(l.Problems, "There is no "+kind+" called '"+shown(v)+"'. The "+kind+"s are "+listWords(allowed)+".")
	return ""
}

// listWords joins words as English does: "a, b and c".
func listWords(words []string) string {
	switch len(words) {
	case 0:
		return ""
	case 1:
		return words[0]
	}
	return strings.Join(words[:len(words)-1], ", ") + " and " + words[len(words)-1]
}

// shown makes a refused value safe to quote in a message: valid UTF-8, no
// control characters, at most maxShown characters.
func shown(v string) string {
	v = strings.ToValidUTF8(v, "?")
	v = strings.Map(func(r rune) rune {
		if unicode.IsControl(r) || r == '\u2028' || r == '\u2029' {
			return ' '
		}
		return r
	}, v)
	if utf8.RuneCountInString(v) > maxShown {
		v = string([]rune(v)[:maxShown]) + "…"
	}
	return v
}
