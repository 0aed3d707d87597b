package render

import (
	"math"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"

	"overdeck/render/platform"
	"overdeck/render/shell"
)

// App is the game as Ebiten runs it. Status, Buttons and Press may be
// called from any goroutine (the page's callbacks); Ebiten calls Update,
// Draw and Layout.
type App struct {
	mu     sync.Mutex
	shell  *shell.Shell
	scale  float64 // device pixels per CSS pixel
	input  pointers
	glyphs *glyphCache
	paint  painter
	// afterDraw runs after each frame is drawn (see AfterDraw).
	afterDraw func()
}

// NewApp starts the shell for host h and the URL's launch l: it reads the
// settings and saves from h's store and picks the first scene.
func NewApp(h platform.Host, l platform.Launch) *App {
	a := &App{shell: shell.New(h, l), scale: 1, glyphs: newGlyphCache()}
	a.shell.SetReducedMotion(reducedMotion())
	// The painter draws a frame only when it differs from the one shown.
	ebiten.SetScreenClearedEveryFrame(false)
	return a
}

// Update implements ebiten.Game: one tick of input and scenes.
func (a *App) Update() error {
	in := a.input.poll(a.currentScale())
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.shell.Update(in)
}

// Draw implements ebiten.Game: the scene on top draws a frame, which is
// painted at device pixels and kept as what the player can press.
func (a *App) Draw(screen *ebiten.Image) {
	a.mu.Lock()
	f := a.shell.Frame()
	scale := a.scale
	cues, vol := a.shell.Cues()
	a.mu.Unlock()
	sounds.play(cues, vol)
	a.paint.frame(screen, f, scale, a.glyphs)
	if a.afterDraw != nil {
		a.afterDraw()
	}
}

// AfterDraw makes f run after each frame is drawn, in the same tick as the
// Update before it: the page brings its mirror of the buttons in step
// there, so that a script reading the page between two ticks never finds
// one frame's scene beside another frame's buttons. Call it before
// ebiten.RunGame.
func (a *App) AfterDraw(f func()) { a.afterDraw = f }

// Layout implements ebiten.Game: the canvas is w×h CSS pixels, drawn at
// the device's scale factor.
func (a *App) Layout(w, h int) (int, int) {
	s := 1.0
	if m := ebiten.Monitor(); m != nil && m.DeviceScaleFactor() > 0 {
		s = m.DeviceScaleFactor()
	}
	a.mu.Lock()
	a.scale = s
	a.shell.Resize(float64(w), float64(h))
	a.mu.Unlock()
	return int(math.Ceil(float64(w) * s)), int(math.Ceil(float64(h) * s))
}

// UseLatch makes the app take presses and releases from l, which the page
// fills from its own pointer events, instead of sampling Ebiten's mouse and
// touches once a tick. Call it before ebiten.RunGame.
func (a *App) UseLatch(l *shell.Latch) { a.input.latch = l }

func (a *App) currentScale() float64 {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.scale
}

// Status returns what window.overdeck.status() reports.
func (a *App) Status() platform.Status {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.shell.Status()
}

// Buttons returns a copy of the interactive elements drawn in the last
// frame, in CSS pixels from the canvas's top-left corner.
func (a *App) Buttons() []platform.Button {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.shell.Buttons()
}

// Screen returns Status and Buttons read together, under one lock: the
// scene and the buttons of the same frame.
func (a *App) Screen() (platform.Status, []platform.Button) {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.shell.Status(), a.shell.Buttons()
}

// Press queues a press of button id, handled on the next Update exactly
// like a click on it. It returns false when the last frame has no enabled
// button id.
func (a *App) Press(id string) bool {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.shell.Press(id)
}
