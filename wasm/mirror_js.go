//go:build js && wasm

package main

import (
	"strconv"
	"syscall/js"

	"overdeck/render/platform"
)

// mirror keeps a layer of real <button>s over the canvas, one for each
// button the game drew in its last frame: same place and size, labelled
// for screen readers, focusable, disabled when the game's is. The buttons
// are transparent and let the pointer through (the canvas shows the real
// look and takes clicks); a keyboard or screen reader activates them, and
// their click presses the game's button.
type mirror struct {
	game    game
	layer   js.Value            // the #mirror element
	doc     js.Value            // document
	buttons map[string]js.Value // by button id
	last    []platform.Button   // as drawn last time
	left    float64             // canvas position last time
	top     float64
	onClick js.Func
	onFrame js.Func
	onTab   js.Func
}

// startMirror fills the page's #mirror layer (creating it if the page has
// none) and keeps it in step with the game on every animation frame.
func startMirror(g game) *mirror {
	doc := js.Global().Get("document")
	layer := doc.Call("getElementById", "mirror")
	if !layer.Truthy() {
		layer = doc.Call("createElement", "div")
		layer.Set("id", "mirror")
		layer.Get("classList").Call("add", "mirror")
		doc.Get("body").Call("appendChild", layer)
	}
	m := &mirror{game: g, layer: layer, doc: doc, buttons: map[string]js.Value{}, left: -1, top: -1}
	m.onClick = js.FuncOf(func(this js.Value, _ []js.Value) any {
		if id := this.Call("getAttribute", "data-id"); id.Type() == js.TypeString {
			g.Press(id.String())
		}
		return nil
	})
	m.onFrame = js.FuncOf(func(js.Value, []js.Value) any {
		m.sync()
		js.Global().Call("requestAnimationFrame", m.onFrame)
		return nil
	})
	js.Global().Call("requestAnimationFrame", m.onFrame)
	// The buttons follow each frame in the tick that drew it; the page's
	// own animation frames above only catch a canvas the page moved.
	if d, ok := g.(interface{ AfterDraw(func()) }); ok {
		d.AfterDraw(m.sync)
	}
	m.onTab = releaseTab(layer)
	return m
}

// sync brings the layer in line with the game's last frame. It touches the
// page only where something changed.
func (m *mirror) sync() {
	m.place()
	now := m.game.Buttons()
	if equalButtons(now, m.last) {
		return
	}
	active := m.doc.Get("activeElement")
	hadFocus := active.Truthy() && m.layer.Call("contains", active).Bool()
	seen := make(map[string]bool, len(now))
	for i, b := range now {
		seen[b.ID] = true
		el, ok := m.buttons[b.ID]
		if !ok {
			el = m.doc.Call("createElement", "button")
			el.Set("type", "button")
			el.Call("setAttribute", "data-id", b.ID)
			el.Call("addEventListener", "click", m.onClick)
			m.buttons[b.ID] = el
		}
		update(el, b)
		// Keep the page order (the tab order) the game's order.
		if kids := m.layer.Get("children"); i >= kids.Length() || !kids.Index(i).Equal(el) {
			m.layer.Call("insertBefore", el, nullOr(kids, i))
		}
	}
	for id, el := range m.buttons {
		if !seen[id] {
			el.Call("remove")
			delete(m.buttons, id)
		}
	}
	m.last = now
	// A keyboard player whose button went away (a new scene) keeps the
	// focus in the game: on its first enabled button.
	if hadFocus && !m.layer.Call("contains", m.doc.Get("activeElement")).Bool() {
		for _, b := range now {
			if b.Enabled {
				m.buttons[b.ID].Call("focus")
				break
			}
		}
	}
}

// place moves the layer onto the canvas, wherever the page put it.
func (m *mirror) place() {
	canvas := m.doc.Call("querySelector", "canvas")
	if !canvas.Truthy() {
		return
	}
	r := canvas.Call("getBoundingClientRect")
	left, top := r.Get("left").Float(), r.Get("top").Float()
	if left == m.left && top == m.top {
		return
	}
	m.left, m.top = left, top
	style := m.layer.Get("style")
	style.Set("left", px(left))
	style.Set("top", px(top))
}

// update sets one button's label, state and box.
func update(el js.Value, b platform.Button) {
	if el.Call("getAttribute", "aria-label").String() != b.Label {
		el.Call("setAttribute", "aria-label", b.Label)
		el.Set("textContent", b.Label)
	}
	el.Set("disabled", !b.Enabled)
	style := el.Get("style")
	style.Set("left", px(b.X))
	style.Set("top", px(b.Y))
	style.Set("width", px(b.W))
	style.Set("height", px(b.H))
}

// nullOr returns children[i], or null past the end (insertBefore then appends).
func nullOr(children js.Value, i int) js.Value {
	if i < children.Length() {
		return children.Index(i)
	}
	return js.Null()
}

func px(v float64) string { return strconv.FormatFloat(v, 'f', 1, 64) + "px" }

// equalButtons reports whether two frames drew the same buttons.
func equalButtons(a, b []platform.Button) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
