package effect

import "slices"

// Area is one area of effect: the character it was aimed at, if any, and
// every character in the area (friendly ones too, and ones out of range or
// line of fire). A multi-target attack makes one Area per target; a column
// or row attack is an Area with Target NoSource.
type Area struct {
	Target  SourceID
	Members []SourceID
}

// Hit is the result of an area of effect for one character.
type Hit struct {
	Character SourceID
	// Role is Target for a character targeted in any area, else InArea:
	// not a target, so effects that apply only to targets skip it.
	Role Role
	// Area is the index of the first area the character is in.
	Area int
	// Hit: the one result beat this character.
	Hit bool
}

// Damage returns the damage h takes when the effect deals target damage to
// targets and area damage to the other characters it hits; 0 on a miss.
func (h Hit) Damage(target, area int) int {
	switch {
	case !h.Hit:
		return 0
	case h.Role == Target:
		return target
	default:
		return area
	}
}

// Event returns the event kind k about h, with h's Role, for Table.Raise.
func (h Hit) Event(k EventKind, attacker SourceID, amount int) Event {
	return Event{Kind: k, Source: attacker, Target: h.Character, Amount: int32(amount), Role: h.Role}
}

// Strike compares one result (one attack total, one roll) with every
// character in areas, using beats to decide whether it hits one (nil: it
// hits every one). A character in several areas is compared once and hit
// at most once; it is a Target if it is the target of any area. Hits come
// in order of first appearance: each area's target, then its members.
func Strike(result int, areas []Area, beats func(result int, c SourceID) bool) []Hit {
	var hits []Hit
	seen := func(c SourceID) int {
		return slices.IndexFunc(hits, func(h Hit) bool { return h.Character == c })
	}
	add := func(c SourceID, r Role, area int) {
		if i := seen(c); i >= 0 {
			if r == Target {
				hits[i].Role = Target
			}
			return
		}
		hits = append(hits, Hit{Character: c, Role: r, Area: area, Hit: beats == nil || beats(result, c)})
	}
	for i, a := range areas {
		if a.Target != NoSource {
			add(a.Target, Target, i)
		}
		for _, m := range a.Members {
			add(m, InArea, i)
		}
	}
	return hits
}

// Targets returns the hits whose Role is Target.
func Targets(hits []Hit) []Hit {
	return slices.DeleteFunc(slices.Clone(hits), func(h Hit) bool { return h.Role != Target })
}
