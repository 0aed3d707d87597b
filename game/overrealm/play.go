package overrealm

// play is one seat's revealed choice while the turn resolves, with what the
// resolution has added to it. It lives only inside Resolve.
type play struct {
	seat int
	Choice
	mon      int  // the monster that selected the action (index into Mons)
	bonus    int  // this attack's extra damage
	spd      int  // this action's extra speed
	noDef    bool // the attack ignores the target's defense
	flinch   bool // the attack has flinch
	noDamage bool // the attack deals no damage
	first    bool // the action resolves before the other regardless of speed
	stopped  bool // the action will not happen (flinched, countered, KO'd, ...)
	done     bool // the action has resolved (or was stopped)
	landed   bool // the action happened (its Post Attack buffs resolve)
	blocked  bool // the action was countered (its buffs still resolve, see runBuff)
	failed   bool // the attack was made unsuccessful (Evaporate)
	dealt    int  // damage dealt by the attack
	killed   bool // the attack KO'd its target
	armed    bool // a reaction (Evaporate) waiting for its condition
	noSwitch bool // the opponent may not switch this turn
	reverse  bool // slower actions resolve first this turn
	sure     bool // the attack cannot be made unsuccessful
	recoil   int  // extra recoil this turn
	store    int  // a number an action's cost keeps for its ability
	endure   int  // 1 + the monster that cannot be KO'd this turn (0: none)
}

// card returns the action card of a monster play.
func (p *play) card(s *State) *ActionCard {
	return &s.P[p.seat].Mons[p.mon].def().Actions[p.Act]
}

// monster reports whether the play is a monster action.
func (p *play) monster() bool { return p.Kind == selMonster }

// attack reports whether the play is a monster attack.
func (p *play) attack(s *State) bool { return p.monster() && p.card(s).Kind == Attack }

// spent is how many cards the play cost: discards plus buffs.
func (p *play) spent() int { return len(p.Discards) + len(p.Buffs) }

// acts reports whether the play is a monster action that resolves in speed
// order (a reaction with no speed waits for its condition instead).
func (p *play) acts(s *State) bool { return p.monster() && p.card(s).Speed >= 0 }
