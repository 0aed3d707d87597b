// Overdeck's loader. The landing page works at once; meanwhile this script
// downloads and compiles the game engine (overdeck.wasm) in the background,
// showing byte-level progress, and starts it when the player picks a game
// or when the address asks for one (?play, ?game=…).
"use strict";

(() => {
  const $ = (id) => document.getElementById(id);
  const wasmURL = "overdeck.wasm";
  const launchParams = ["play", "game", "mode", "level", "seed"];

  // missing names what this browser lacks to run the game, or "".
  function missing() {
    if (typeof WebAssembly !== "object" || typeof WebAssembly.instantiate !== "function") {
      return "This browser cannot run WebAssembly, which Overdeck needs. A current Chrome, Edge, Firefox or Safari can.";
    }
    if (typeof Go !== "function") {
      return "Part of Overdeck (wasm_exec.js) did not load. Reload the page to try again.";
    }
    const probe = document.createElement("canvas");
    if (!probe.getContext("webgl2")) {
      return "This browser cannot draw with WebGL 2, which Overdeck needs. Turn on hardware acceleration in the browser's settings, or try another browser.";
    }
    return "";
  }

  // progress shows how much of the engine has arrived, as a percentage: the
  // stream below counts the bytes after the browser has decompressed them,
  // about six times what travels, so a count of megabytes would mislead.
  function progress(loaded, total) {
    const bar = $("loader-bar");
    let text = "Loading Overdeck…";
    if (total > 0) {
      bar.max = total;
      bar.value = Math.min(loaded, total);
      const percent = Math.floor((100 * bar.value) / total);
      bar.textContent = percent + "%";
      text = `Loading Overdeck… ${percent}%`;
    }
    $("loader-text").textContent = text;
    $("engine-state").textContent = text;
  }

  // rawSize is the uncompressed size of the wasm, written into the page at
  // build time: with a compressed response Content-Length counts the
  // compressed bytes, while the stream below counts decompressed ones.
  function rawSize(resp) {
    const meta = document.querySelector('meta[name="overdeck-wasm-bytes"]');
    const n = meta ? parseInt(meta.content, 10) : NaN;
    if (n > 0) return n;
    if (!resp.headers.get("Content-Encoding")) {
      return parseInt(resp.headers.get("Content-Length") || "0", 10) || 0;
    }
    return 0;
  }

  // fetchCounted fetches the wasm through a stream that counts its bytes.
  async function fetchCounted() {
    const resp = await fetch(wasmURL);
    if (!resp.ok) throw new Error(`the server answered ${resp.status}`);
    const total = rawSize(resp);
    progress(0, total);
    if (!resp.body || typeof TransformStream !== "function") return resp;
    let loaded = 0;
    const counter = new TransformStream({
      transform(chunk, out) {
        loaded += chunk.byteLength;
        progress(loaded, total);
        out.enqueue(chunk);
      },
    });
    return new Response(resp.body.pipeThrough(counter), {
      headers: { "Content-Type": "application/wasm" },
    });
  }

  // prepare downloads, compiles and instantiates the engine without running it.
  async function prepare(go) {
    const resp = await fetchCounted();
    if (typeof WebAssembly.instantiateStreaming === "function") {
      return (await WebAssembly.instantiateStreaming(resp, go.importObject)).instance;
    }
    const bytes = await resp.arrayBuffer();
    return (await WebAssembly.instantiate(bytes, go.importObject)).instance;
  }

  function showProblem(text) {
    $("loader").hidden = true;
    $("problem-text").textContent = text;
    $("problem").hidden = false;
  }

  let engine = null; // Promise of {go, instance}
  let started = false;

  // start shows the loader and runs the engine as soon as it is compiled.
  async function start() {
    if (started) return;
    started = true;
    document.body.classList.add("playing");
    const lacking = missing();
    if (lacking) {
      showProblem(lacking);
      return;
    }
    $("loader").hidden = false;
    let prepared;
    try {
      prepared = await engine;
    } catch (err) {
      showProblem(`Overdeck could not be downloaded (${err.message}). Check the connection and reload the page.`);
      return;
    }
    window.addEventListener("overdeck", (e) => {
      if (e.detail && e.detail.type === "overdeck:ready") {
        window.overdeckReadyAt = performance.now();
        $("loader").hidden = true;
      }
    });
    prepared.go.run(prepared.instance).then(
      () => showProblem(window.overdeckError
        ? `Overdeck stopped with an error: ${window.overdeckError}. Reload the page to start it again.`
        : "Overdeck stopped. Reload the page to start it again."),
      (err) => showProblem(`Overdeck stopped with an error: ${err}. Reload the page to start it again.`),
    );
  }

  function wantsGame(search) {
    const q = new URLSearchParams(search);
    return launchParams.some((k) => q.has(k));
  }

  // showContinue offers the game in progress, if this device keeps one:
  // the game remembers it under overdeck:current, and ?play resumes it.
  function showContinue() {
    let id = null;
    try {
      id = localStorage.getItem("overdeck:current");
    } catch {
      return; // storage blocked: the title screen will say so
    }
    const entry = id && document.getElementById("game-" + id);
    if (!entry) return;
    const h3 = entry.querySelector("h3");
    const name = h3 && h3.firstChild ? h3.firstChild.textContent.trim() : id;
    $("continue").textContent = `Continue ${name}`;
    $("continue-hint").textContent = `Your ${name} game in progress is kept on this device.`;
    $("continue-row").hidden = false;
    $("open").classList.remove("primary");
  }

  function init() {
    showContinue();
    const lacking = missing();
    if (lacking) {
      $("engine-state").textContent = lacking;
    } else {
      const go = new Go();
      engine = prepare(go).then((instance) => ({ go, instance }));
      engine.then(
        () => { $("engine-state").textContent = "The game engine is ready."; },
        (err) => { $("engine-state").textContent = `The game engine could not be downloaded (${err.message}).`; },
      );
    }
    for (const a of document.querySelectorAll("a[data-launch]")) {
      a.addEventListener("click", (e) => {
        if (e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        history.pushState(null, "", a.href);
        start();
      });
    }
    window.addEventListener("popstate", () => {
      if (started) location.reload();
    });
    if (wantsGame(location.search)) start();
    if ("serviceWorker" in navigator && location.protocol !== "file:") {
      navigator.serviceWorker.register("sw.js").catch(() => {
        // Without a service worker the game still runs; it just needs the
        // network next time.
      });
    }
  }

  init();
})();
