package multiverse

// supers are the Super cards of the Power Deck pool, grouped by the
// activation type of their skill.
var supers = []Card{
	// Trigger: played as the turn's Slow card, or flipped face up.
	{Name: "Tidecaller", Kind: Super, Power: 4, Act: Trigger, Op: OpDraw, N: 2},
	{Name: "Echo Runner", Kind: Super, Power: 3, Act: Trigger, Op: OpDraw, N: 1},
	{Name: "Masonwright", Kind: Super, Power: 3, Act: Trigger, Op: OpRebuild, N: 1},
	{Name: "Starfall Lancer", Kind: Super, Power: 5, Act: Trigger, Op: OpStrike, N: 3},
	{Name: "Vantage Owl", Kind: Super, Power: 3, Act: Trigger, Op: OpScout, N: 1},
	{Name: "Rustbinder", Kind: Super, Power: 4, Act: Trigger, Op: OpSap, N: 2},
	{Name: "Bulwark Smith", Kind: Super, Power: 4, Act: Trigger, Op: OpFortify, N: 2},
	{Name: "Cinder Jack", Kind: Super, Power: 5, Act: Trigger, Op: OpStrike, N: 2},
	// Delayed: as Trigger, resolving at the end of the turn.
	{Name: "Slowburn Mystic", Kind: Super, Power: 4, Act: Delayed, Op: OpDraw, N: 2},
	{Name: "Dawnkeeper", Kind: Super, Power: 3, Act: Delayed, Op: OpRebuild, N: 1},
	{Name: "Nightfall Archer", Kind: Super, Power: 5, Act: Delayed, Op: OpStrike, N: 4},
	{Name: "Patient Hex", Kind: Super, Power: 4, Act: Delayed, Op: OpSap, N: 3},
	{Name: "Mirror Sage", Kind: Super, Power: 3, Act: Delayed, Op: OpScout, N: 1},
	{Name: "Hearthguard", Kind: Super, Power: 5, Act: Delayed, Op: OpFortify, N: 3},
	// Instant: joins the player's own combat from hand.
	{Name: "Quicksilver", Kind: Super, Power: 3, Act: Instant, Op: OpBoost, N: 2},
	{Name: "Flashstep", Kind: Super, Power: 2, Act: Instant, Op: OpBoost, N: 3},
	{Name: "Shatterpoint", Kind: Super, Power: 4, Act: Instant, Op: OpWeaken, N: 2},
	{Name: "Blink Courier", Kind: Super, Power: 3, Act: Instant, Op: OpWeaken, N: 3},
	{Name: "Stormlash", Kind: Super, Power: 5, Act: Instant, Op: OpBoost, N: 1},
	// Offensive: works while the card attacks.
	{Name: "Ramjet", Kind: Super, Power: 5, Act: Offensive, Op: OpCharge, N: 2},
	{Name: "Skyhook", Kind: Super, Power: 4, Act: Offensive, Op: OpCharge, N: 3},
	{Name: "Nightglass Ambusher", Kind: Super, Power: 4, Act: Offensive, Op: OpAmbush, N: 3},
	{Name: "Jackal Prowler", Kind: Super, Power: 3, Act: Offensive, Op: OpAmbush, N: 4},
	{Name: "Plunder Fox", Kind: Super, Power: 4, Act: Offensive, Op: OpLoot, N: 1},
	{Name: "Scrap Baron", Kind: Super, Power: 5, Act: Offensive, Op: OpLoot, N: 2},
	{Name: "Drillhead", Kind: Super, Power: 5, Act: Offensive, Op: OpBreach, N: 2},
	{Name: "Spearpoint", Kind: Super, Power: 6, Act: Offensive, Op: OpBreach, N: 1},
	// Defense: works while the card defends.
	{Name: "Ironclad Sentinel", Kind: Super, Power: 6, Act: Defense, Op: OpGuard, N: 2},
	{Name: "Granite Warden", Kind: Super, Power: 5, Act: Defense, Op: OpGuard, N: 3},
	{Name: "Lurking Coil", Kind: Super, Power: 3, Act: Defense, Op: OpBrace, N: 4},
	{Name: "Sleeper Agent", Kind: Super, Power: 4, Act: Defense, Op: OpBrace, N: 3},
	{Name: "Thornback", Kind: Super, Power: 5, Act: Defense, Op: OpRiposte, N: 1},
	{Name: "Mirrorshield", Kind: Super, Power: 4, Act: Defense, Op: OpDeflect, N: 1},
	{Name: "Backlash Knight", Kind: Super, Power: 6, Act: Defense, Op: OpRiposte, N: 1},
	// Passive: always, while face up or attacking.
	{Name: "Banner Captain", Kind: Super, Power: 4, Act: Passive, Op: OpAura, N: 1},
	{Name: "Choir of Steel", Kind: Super, Power: 3, Act: Passive, Op: OpAura, N: 2},
	{Name: "Warcry Titan", Kind: Super, Power: 5, Act: Passive, Op: OpRally, N: 1},
	{Name: "Fogweaver", Kind: Super, Power: 4, Act: Passive, Op: OpDampen, N: 1},
	{Name: "Frost Matron", Kind: Super, Power: 3, Act: Passive, Op: OpDampen, N: 2},
	// No skill: raw power.
	{Name: "Colossus Nine", Kind: Super, Power: 8},
	{Name: "Monolith", Kind: Super, Power: 7},
	{Name: "Street Brawler", Kind: Super, Power: 5},
}
