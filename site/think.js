// Overdeck's computer player on its own thread: a Web Worker that runs
// the worker wasm of the page's build, think-<build>.wasm (the engine, that
// build's games and the bots, nothing that draws). The page first posts
// {prepare: true, build}, then {id, game, level, seed, timeMs, view}; the
// worker answers {id, progress} while it searches, then {id, key} or
// {id, error}.
"use strict";

importScripts("wasm_exec.js");

let ready = null; // Promise: the build's wasm is running and overdeckThink is set

function load(build) {
  if (!ready) {
    if (!/^[a-z0-9]+$/.test(build || "")) return Promise.reject(new Error(`no build named ${build}`));
    const url = `think-${build}.wasm`;
    const go = new Go();
    const compile = typeof WebAssembly.instantiateStreaming === "function"
      ? WebAssembly.instantiateStreaming(fetch(url), go.importObject)
      : fetch(url).then((r) => r.arrayBuffer()).then((b) => WebAssembly.instantiate(b, go.importObject));
    // main sets overdeckThink before it waits, so it is there once run returns.
    ready = compile.then((r) => { go.run(r.instance); });
  }
  return ready;
}

self.onmessage = async (e) => {
  const m = e.data;
  if (m.prepare) {
    load(m.build).catch((err) => postMessage({ id: 0, error: String(err) }));
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
