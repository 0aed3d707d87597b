package overrealm

// The two standard buff cards every deck holds: Pre-Switch, the target
// cannot switch this turn; one shows ✔, the other ✘.
func init() {
	noSwitch := ability("Standard/hold", func(c Ctx, p *play) error { p.noSwitch = true; return nil })
	text := "The target cannot switch this turn."
	standard = [2]BuffCard{
		{Timing: PreSwitch, Success: true, Text: text, Ability: noSwitch},
		{Timing: PreSwitch, Success: false, Text: text, Ability: noSwitch},
	}
}
