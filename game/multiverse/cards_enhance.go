package multiverse

// enhancements are the Enhance cards of the Power Deck pool. They never
// attack; face down they defend with their (low) power.
var enhancements = []Card{
	// Instant: join the player's own combat from hand.
	{Name: "Adrenal Surge", Kind: Enhance, Power: 1, Act: Instant, Op: OpBoost, N: 2},
	{Name: "Overclock", Kind: Enhance, Power: 1, Act: Instant, Op: OpBoost, N: 3},
	{Name: "Second Wind", Kind: Enhance, Power: 2, Act: Instant, Op: OpBoost, N: 1},
	{Name: "Power Spike", Kind: Enhance, Power: 0, Act: Instant, Op: OpBoost, N: 4},
	{Name: "Focus Lens", Kind: Enhance, Power: 1, Act: Instant, Op: OpWeaken, N: 2},
	{Name: "Sunder", Kind: Enhance, Power: 1, Act: Instant, Op: OpWeaken, N: 3},
	// Trigger: the turn's Slow card, or on a flip.
	{Name: "Supply Drop", Kind: Enhance, Power: 1, Act: Trigger, Op: OpDraw, N: 2},
	{Name: "Field Repairs", Kind: Enhance, Power: 2, Act: Trigger, Op: OpRebuild, N: 1},
	{Name: "Orbital Ping", Kind: Enhance, Power: 1, Act: Trigger, Op: OpScout, N: 1},
	{Name: "Precision Strike", Kind: Enhance, Power: 1, Act: Trigger, Op: OpStrike, N: 3},
	{Name: "Reinforced Plating", Kind: Enhance, Power: 2, Act: Trigger, Op: OpFortify, N: 2},
	{Name: "Corrode", Kind: Enhance, Power: 1, Act: Trigger, Op: OpSap, N: 2},
	// Delayed: at the end of the turn.
	{Name: "Timed Charge", Kind: Enhance, Power: 1, Act: Delayed, Op: OpStrike, N: 5},
	{Name: "Slow Reinforcements", Kind: Enhance, Power: 2, Act: Delayed, Op: OpRebuild, N: 1},
	{Name: "Late Intel", Kind: Enhance, Power: 1, Act: Delayed, Op: OpDraw, N: 3},
	// Passive: while face up.
	{Name: "Rallying Banner", Kind: Enhance, Power: 2, Act: Passive, Op: OpRally, N: 1},
	{Name: "Energy Barrier", Kind: Enhance, Power: 3, Act: Passive, Op: OpAura, N: 1},
	{Name: "Static Field", Kind: Enhance, Power: 2, Act: Passive, Op: OpDampen, N: 1},
}
