//go:build js && wasm

package main

import "syscall/js"

// AskText implements platform.Host with a modal <dialog> holding a text
// field: a real input, so a phone opens its keyboard and a screen reader
// reads the prompt. Enter or OK answers; Escape or Cancel cancels. done is
// called once, after the dialog has gone.
func (h *pageHost) AskText(prompt, initial string, max int, done func(text string, ok bool)) {
	doc := js.Global().Get("document")
	el := func(tag, class, text string) js.Value {
		e := doc.Call("createElement", tag)
		if class != "" {
			e.Set("className", class)
		}
		if text != "" {
			e.Set("textContent", text)
		}
		return e
	}
	dialog := el("dialog", "ask", "")
	form := el("form", "", "")
	form.Set("method", "dialog")
	label := el("label", "", "")
	label.Call("appendChild", el("span", "", prompt))
	input := el("input", "", "")
	input.Set("type", "text")
	input.Set("name", "text")
	input.Set("value", initial)
	input.Set("maxLength", max)
	input.Set("autocomplete", "off")
	label.Call("appendChild", input)
	form.Call("appendChild", label)
	buttons := el("p", "ask-buttons", "")
	ok := el("button", "button primary", "OK")
	ok.Set("value", "ok")
	cancel := el("button", "button", "Cancel")
	cancel.Set("value", "cancel")
	cancel.Set("formNoValidate", true)
	buttons.Call("appendChild", ok) // first: Enter in the field means OK
	buttons.Call("appendChild", cancel)
	form.Call("appendChild", buttons)
	dialog.Call("appendChild", form)

	var onClose js.Func
	onClose = js.FuncOf(func(js.Value, []js.Value) any {
		answered := dialog.Get("returnValue").String() == "ok"
		text := input.Get("value").String()
		dialog.Call("remove")
		onClose.Release()
		go done(text, answered)
		return nil
	})
	dialog.Call("addEventListener", "close", onClose)
	doc.Get("body").Call("appendChild", dialog)
	dialog.Call("showModal")
	input.Call("select")
}
