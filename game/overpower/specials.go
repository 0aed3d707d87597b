package overpower

// specialGroups add the Special cards, one function per character (and
// one for the Any Character Specials), in catalogue order.
var specialGroups []func()

// addSpecials adds every Special card of the catalogue.
func addSpecials() {
	for _, f := range specialGroups {
		f()
	}
}

// eventGroups add the Events, one function per mission set.
var eventGroups []func()

// addEvents adds every Event card of the catalogue.
func addEvents() {
	for _, f := range eventGroups {
		f()
	}
}
