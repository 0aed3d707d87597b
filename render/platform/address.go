package platform

import (
	"net/url"
	"strconv"
	"strings"
)

// Query is the query string that asks for l ("?game=goofspiel&mode=computer&level=hard&seed=7"),
// the inverse of ParseLaunch: for a Launch without Problems whose fields
// ParseLaunch accepts, ParseLaunch(l.Query(), games) is l again. A Launch
// with no game is "?play": the page opens Overdeck, which resumes the game
// in progress or shows the title screen; with Title, "?play=title". With
// Choose, "?game=<id>&play=setup": the game's mode screen.
func (l Launch) Query() string {
	switch {
	case l.Game == "" && l.Title:
		return "?play=title"
	case l.Game == "":
		return "?play"
	case l.Choose:
		return "?game=" + url.QueryEscape(l.Game) + "&play=setup"
	}
	q := "?game=" + url.QueryEscape(l.Game)
	if l.Mode != "" {
		q += "&mode=" + url.QueryEscape(l.Mode)
	}
	if l.Level != "" {
		q += "&level=" + url.QueryEscape(l.Level)
	}
	if l.HasSeed {
		q += "&seed=" + strconv.FormatUint(l.Seed, 10)
	}
	for _, o := range l.Setup {
		q += "&set." + url.QueryEscape(o.Key) + "=" + url.QueryEscape(o.Value)
	}
	if l.Coach {
		q += "&coach=1"
	}
	return q
}

// Address is the query string the page's address takes when l is on
// screen, from the query it has now (location.search): l's parameters,
// after the parameters of the page that are not Overdeck's (an embedding
// page's own), kept as they were. Overdeck's own are "play", "game",
// "mode", "level", "seed", "coach" and "set.<key>", in any case, and
// "build" (the loader's: another build's shell opened this one), which the
// game on screen replaces.
func Address(search string, l Launch) string {
	var kept []string
	for part := range strings.SplitSeq(strings.TrimPrefix(search, "?"), "&") {
		if part == "" || ours(part) {
			continue
		}
		kept = append(kept, part)
	}
	q := l.Query()
	if len(kept) == 0 {
		return q
	}
	return "?" + strings.Join(kept, "&") + "&" + strings.TrimPrefix(q, "?")
}

// ours reports whether the query parameter part ("key=value") is one that
// Overdeck reads or writes.
func ours(part string) bool {
	raw, _, _ := strings.Cut(part, "=")
	key, err := url.QueryUnescape(raw)
	if err != nil {
		key = raw
	}
	key = strings.ToLower(strings.TrimSpace(key))
	switch key {
	case "play", "game", "mode", "level", "seed", "coach", "build":
		return true
	}
	return strings.HasPrefix(key, "set.")
}
