// Overdeck's computer player on its own thread: a Web Worker that runs
// the worker wasm of the page's build, think-<build>.wasm (the engine, that
// build's games and the bots, nothing that draws), or, for a build whose
// page wasm is its worker too, the page's own compiled module, which the
// page posts. The page first posts {prepare: true, build} or {prepare:
// true, build, module}, then {id, game, level, seed, timeMs, view}; the
// worker answers {id, progress} while it searches, then {id, key} or
// {id, error}.
"use strict";

importScripts("wasm_exec.js");

let ready = null; // Promise: the build's wasm is running and overdeckThink is set

// drawless stands in for the page's document and window, which a worker
// lacks, while a page build starts here: Ebiten's packages reach for them
// as they initialise (they make a canvas and listen for events), and the
// program then only thinks, never draws. Every property is itself, every
// call returns it, every assignment is kept nowhere.
function drawless() {
  const none = new Proxy(function () {}, {
    get: (target, key) => (key === "prototype" ? target.prototype : key === Symbol.toPrimitive ? () => "" : none),
    set: () => true,
    apply: () => none,
    construct: () => none,
  });
  self.window = none;
  self.document = none;
  self.screen = none;
  // Ebiten binds the getter of Document.prototype.hidden at start.
  self.Document = { prototype: Object.defineProperty({}, "hidden", { get: () => true }) };
  self.overdeckThinkOnly = true; // the page build serves overdeckThink instead of the game
}

function load(build, module) {
  if (!ready) {
    if (!/^[a-z0-9]+$/.test(build || "")) return Promise.reject(new Error(`no build named ${build}`));
    const go = new Go();
    let run;
    if (module instanceof WebAssembly.Module) {
      drawless();
      run = WebAssembly.instantiate(module, go.importObject);
    } else {
      const url = `think-${build}.wasm`;
      run = typeof WebAssembly.instantiateStreaming === "function"
        ? WebAssembly.instantiateStreaming(fetch(url), go.importObject).then((r) => r.instance)
        : fetch(url).then((r) => r.arrayBuffer()).then((b) => WebAssembly.instantiate(b, go.importObject)).then((r) => r.instance);
    }
    // main sets overdeckThink before it waits, so it is there once run returns.
    ready = run.then((instance) => { go.run(instance); });
  }
  return ready;
}

self.onmessage = async (e) => {
  const m = e.data;
  if (m.prepare) {
    load(m.build, m.module).catch((err) => postMessage({ id: 0, error: String(err) }));
    return;
  }
  try {
    await load();
    const out = self.overdeckThink(m.game, m.level, m.seed, m.timeMs, m.view,
      (done) => postMessage({ id: m.id, progress: done }));
    postMessage(out.error ? { id: m.id, error: out.error } : { id: m.id, key: out.key });
  } catch (err) {
    postMessage({ id: m.id, error: String(err) });
  }
};
