package render

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"overdeck/render/layout"
	"overdeck/render/shell"
)

// touchQuiet is how many ticks after a touch the mouse is ignored, so that
// a browser's emulated mouse events do not press a button twice.
const touchQuiet = 30

// pointers turns Ebiten's input into the shell's: presses and releases of
// the mouse and of touches in CSS pixels, and keys as intents.
type pointers struct {
	ids        []ebiten.TouchID
	sinceTouch int
	latch      *shell.Latch // the page's own pointer events, when it has them
}

// poll reads one tick of input; scale is device pixels per CSS pixel.
func (p *pointers) poll(scale float64) shell.Input {
	in := shell.Input{Dt: 1 / float64(ebiten.TPS())}
	at := func(x, y int) layout.Point { return layout.Point{X: float64(x) / scale, Y: float64(y) / scale} }
	if p.latch != nil {
		in.Pointers = p.latch.Drain(in.Pointers)
		return p.keys(in)
	}
	p.sinceTouch++
	p.ids = inpututil.AppendJustPressedTouchIDs(p.ids[:0])
	for _, id := range p.ids {
		in.Pointers = append(in.Pointers, shell.Pointer{Down: true, At: at(ebiten.TouchPosition(id))})
		p.sinceTouch = 0
	}
	p.ids = inpututil.AppendJustReleasedTouchIDs(p.ids[:0])
	for _, id := range p.ids {
		in.Pointers = append(in.Pointers, shell.Pointer{At: at(inpututil.TouchPositionInPreviousTick(id))})
		p.sinceTouch = 0
	}
	if p.sinceTouch > touchQuiet {
		if inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft) {
			in.Pointers = append(in.Pointers, shell.Pointer{Down: true, At: at(ebiten.CursorPosition())})
		}
		if inpututil.IsMouseButtonJustReleased(ebiten.MouseButtonLeft) {
			in.Pointers = append(in.Pointers, shell.Pointer{At: at(ebiten.CursorPosition())})
		}
	}
	return p.keys(in)
}

// keys adds this tick's keys to in, as intents.
func (p *pointers) keys(in shell.Input) shell.Input {
	shift := ebiten.IsKeyPressed(ebiten.KeyShift)
	for _, k := range []struct {
		key ebiten.Key
		act shell.Act
	}{
		{ebiten.KeyArrowRight, shell.FocusNext}, {ebiten.KeyArrowDown, shell.FocusNext},
		{ebiten.KeyArrowLeft, shell.FocusPrev}, {ebiten.KeyArrowUp, shell.FocusPrev},
		{ebiten.KeyEnter, shell.Confirm}, {ebiten.KeyNumpadEnter, shell.Confirm},
		{ebiten.KeySpace, shell.Confirm}, {ebiten.KeyEscape, shell.Back},
	} {
		if inpututil.IsKeyJustPressed(k.key) {
			in.Keys = append(in.Keys, k.act)
		}
	}
	if inpututil.IsKeyJustPressed(ebiten.KeyTab) {
		if shift {
			in.Keys = append(in.Keys, shell.FocusPrev)
		} else {
			in.Keys = append(in.Keys, shell.FocusNext)
		}
	}
	return in
}
