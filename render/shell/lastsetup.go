package shell

import (
	"net/url"
	"slices"

	"overdeck/engine/save"
	"overdeck/render/kit"
)

// SetupKey is where the setup last started for game is kept, so that the
// setup screen opens as the player left it: "overdeck:setup:<game>", the
// options as a URL query ("deck0=assault&first=2").
func SetupKey(game string) string { return save.Prefix + "setup:" + game }

// setupFor returns game's setup options as the setup screen opens them:
// those of the last setup started, each kept only while the option still
// offers it (a choice of the option, or the value last made with its
// editor), the defaults for the rest. A stored setup that cannot be read
// is ignored.
func (s *Shell) setupFor(game string) map[string]string {
	k, _ := kit.Lookup(game)
	out := map[string]string{}
	for _, o := range k.Options {
		out[o.Key] = o.Default
	}
	raw, has, err := s.host.Store().Get(SetupKey(game))
	if err != nil || !has {
		return out
	}
	q, err := url.ParseQuery(raw)
	if err != nil {
		return out
	}
	for _, o := range k.Options {
		if v := o.Canon(q.Get(o.Key)); v != "" && s.offers(game, o, v) {
			out[o.Key] = v
		}
	}
	for _, key := range []string{OptName + "0", OptName + "1"} {
		if v := cleanName(q.Get(key)); v != "" {
			out[key] = v
		}
	}
	return out
}

// offers reports whether v is a value option o of game takes now.
func (s *Shell) offers(game string, o kit.Option, v string) bool {
	if slices.ContainsFunc(o.Choices, func(c kit.Choice) bool { return c.Value == v }) {
		return true
	}
	if slices.ContainsFunc(s.savedChoices(o), func(c kit.Choice) bool { return c.Value == v }) {
		return true
	}
	made, _, ok := s.customValue(game, o)
	return ok && made == v
}

// keepSetup remembers setup as the last one started for game. When
// storage is blocked or full only this memory is lost.
func (s *Shell) keepSetup(game string, setup map[string]string) {
	q := url.Values{}
	for k, v := range setup {
		q.Set(k, v)
	}
	_ = s.host.Store().Set(SetupKey(game), q.Encode())
}
