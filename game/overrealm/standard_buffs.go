package overrealm

// standardBuffs returns the two standard buff cards every deck holds
// (codes StdCard and StdCard+1): Pre-Switch, the target cannot switch this
// turn; the first shows ✔, the second ✘. It registers their ability, so it
// runs once (see catalog).
func standardBuffs() [2]BuffCard {
	noSwitch := ability("Standard/hold", func(c Ctx, p *play) error { p.noSwitch = true; return nil })
	text := "The target cannot switch this turn."
	return [2]BuffCard{
		{Timing: PreSwitch, Success: true, Text: text, Ability: noSwitch},
		{Timing: PreSwitch, Success: false, Text: text, Ability: noSwitch},
	}
}
