//go:build !js

package render

// reducedMotion reports whether the system asks for reduced motion:
// outside a browser, never.
func reducedMotion() bool { return false }

// speaker plays nothing outside a browser.
type speaker struct{}

var sounds speaker

func (*speaker) play([]string, float64) {}
