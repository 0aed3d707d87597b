//go:build js && wasm

package main

import (
	"errors"
	"fmt"
	"syscall/js"
	"time"

	"overdeck/engine/save"
	"overdeck/render/platform"
)

// maxPick caps the size of a file the player picks: the text form of the
// largest save, with room for line breaks an editor may add.
const maxPick = 2*save.MaxSize + 64<<10

// ErrTooBig: the picked file is larger than any save.
var ErrTooBig = errors.New("wasm: the file is too large to be an Overdeck save")

// pageHost is the platform.Host of a browser page.
type pageHost struct {
	store   save.Store
	*worker // the computer's thread (platform.Thinker)
}

// newPageHost returns the Host of the current page.
func newPageHost() *pageHost { return &pageHost{store: localStore{}, worker: &worker{}} }

// Store implements platform.Host.
func (h *pageHost) Store() save.Store { return h.store }

// Download implements platform.Host: it wraps data in a Blob and clicks a
// hidden <a download> that points at it. Errors thrown by the page come
// back as errors.
func (h *pageHost) Download(name, mime string, data []byte) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("wasm: download %s: %v", name, r)
		}
	}()
	g := js.Global()
	bytes := g.Get("Uint8Array").New(len(data))
	js.CopyBytesToJS(bytes, data)
	blob := g.Get("Blob").New([]any{bytes}, map[string]any{"type": mime})
	url := g.Get("URL").Call("createObjectURL", blob)
	doc := g.Get("document")
	a := doc.Call("createElement", "a")
	a.Set("href", url)
	a.Set("download", name)
	a.Set("hidden", true)
	doc.Get("body").Call("appendChild", a)
	a.Call("click")
	a.Call("remove")
	// The browser reads the blob when the download starts; free it later.
	time.AfterFunc(time.Minute, func() { g.Get("URL").Call("revokeObjectURL", url) })
	return nil
}

// PickFile implements platform.Host with a hidden <input type=file>. The
// browser opens its file chooser only shortly after the player clicked or
// pressed a key, which is when the game asks. done is not called if the
// player cancels.
func (h *pageHost) PickFile(accept string, done func(name string, data []byte, err error)) {
	doc := js.Global().Get("document")
	input := doc.Call("createElement", "input")
	input.Set("type", "file")
	input.Set("accept", accept)
	input.Set("hidden", true)
	var onChange, onCancel js.Func
	cleanup := func() {
		input.Call("remove")
		onChange.Release()
		onCancel.Release()
	}
	onChange = js.FuncOf(func(js.Value, []js.Value) any {
		files := input.Get("files")
		if files.Get("length").Int() == 0 {
			cleanup()
			return nil
		}
		file := files.Index(0)
		cleanup()
		go readFile(file, done)
		return nil
	})
	onCancel = js.FuncOf(func(js.Value, []js.Value) any {
		cleanup()
		return nil
	})
	input.Call("addEventListener", "change", onChange)
	input.Call("addEventListener", "cancel", onCancel)
	doc.Get("body").Call("appendChild", input)
	input.Call("click")
}

// readFile reads a File's bytes and hands them to done.
func readFile(file js.Value, done func(string, []byte, error)) {
	name := file.Get("name").String()
	if file.Get("size").Float() > maxPick {
		done(name, nil, ErrTooBig)
		return
	}
	buf, err := await(file.Call("arrayBuffer"))
	if err != nil {
		done(name, nil, fmt.Errorf("wasm: reading %s: %w", name, err))
		return
	}
	u8 := js.Global().Get("Uint8Array").New(buf)
	data := make([]byte, u8.Get("length").Int())
	js.CopyBytesToGo(data, u8)
	done(name, data, nil)
}

// await waits for a JavaScript promise; call it from a goroutine of its
// own, never from a JavaScript callback.
func await(p js.Value) (js.Value, error) {
	type result struct {
		v   js.Value
		err error
	}
	ch := make(chan result, 1)
	ok := js.FuncOf(func(_ js.Value, args []js.Value) any {
		ch <- result{v: args[0]}
		return nil
	})
	fail := js.FuncOf(func(_ js.Value, args []js.Value) any {
		ch <- result{err: errors.New(js.Global().Get("String").Invoke(args[0]).String())}
		return nil
	})
	p.Call("then", ok, fail)
	r := <-ch
	ok.Release()
	fail.Release()
	return r.v, r.err
}

// Emit implements platform.Host: it posts the event to the parent frame
// when the page is embedded, and dispatches it on window as an "overdeck"
// CustomEvent for the page's own loader.
func (h *pageHost) Emit(e platform.Event) {
	msg := eventObject(e)
	g := js.Global()
	if parent := g.Get("parent"); parent.Truthy() && !parent.Equal(g.Get("window")) {
		parent.Call("postMessage", msg, "*")
	}
	ev := g.Get("CustomEvent").New("overdeck", map[string]any{"detail": msg})
	g.Call("dispatchEvent", ev)
}

// eventObject builds the plain JavaScript object of an event, leaving out
// empty fields as the JSON tags of platform.Event say.
func eventObject(e platform.Event) js.Value {
	o := js.Global().Get("Object").New()
	o.Set("type", e.Type)
	setNonEmpty(o, "scene", e.Scene)
	setNonEmpty(o, "game", e.Game)
	setNonEmpty(o, "mode", e.Mode)
	if len(e.Winners) > 0 {
		o.Set("winners", intArray(e.Winners))
	}
	setNonEmpty(o, "summary", e.Summary)
	return o
}

func setNonEmpty(o js.Value, key, value string) {
	if value != "" {
		o.Set(key, value)
	}
}

// intArray makes a JavaScript array of ints.
func intArray(xs []int) js.Value {
	a := js.Global().Get("Array").New(len(xs))
	for i, x := range xs {
		a.SetIndex(i, x)
	}
	return a
}

// ShowLaunch implements platform.Host: history.replaceState puts the
// launch into the address, keeping the page's own parameters, its path and
// its fragment; the page is not reloaded and the history does not grow.
// Where the page may not change its address (a sandboxed frame), it stays.
func (h *pageHost) ShowLaunch(l platform.Launch) {
	defer func() { _ = recover() }() // replaceState throws a SecurityError in some sandboxed frames
	g := js.Global()
	loc := g.Get("location")
	search := loc.Get("search").String()
	q := platform.Address(search, l)
	if q == search {
		return
	}
	hist := g.Get("history")
	hist.Call("replaceState", hist.Get("state"), "", loc.Get("pathname").String()+q+loc.Get("hash").String())
}
