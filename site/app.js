// Overdeck's loader. Each game is a build of its own (overdeck-<id>.wasm,
// and think-<id>.wasm for its computer unless the page's wasm thinks for
// it too), so a visit fetches only the game it plays. The landing page
// works at once; this script downloads and compiles the build of the game
// in progress in the background (or of a game the pointer or focus rests
// on), showing byte-level progress, and starts the build the address asks
// for (?game=…, ?build=…, ?play: the game in progress, else the Goofspiel
// warm-up) when the player picks a game. It runs in the page's head, so
// that an address that starts a game asks for its wasm before the rest of
// the page is read.
"use strict";

(() => {
  mark("script"); // the page's scripts run (function declarations are hoisted)
  const $ = (id) => document.getElementById(id);
  const launchParams = ["play", "game", "mode", "level", "seed", "build"];

  // builds are the site's builds from the page's overdeck-builds meta,
  // written at build time: id -> {bytes: raw size of its page wasm, seats,
  // pageThinks: its computer's worker runs the page's own wasm}.
  const builds = new Map();
  for (const part of (document.querySelector('meta[name="overdeck-builds"]')?.content || "").split(" ")) {
    const [id, bytes, seats, worker] = part.split(":");
    if (id) builds.set(id, { bytes: parseInt(bytes, 10) || 0, seats: parseInt(seats, 10) || 2, pageThinks: worker === "page" });
  }
  const fallback = builds.has("goofspiel") ? "goofspiel" : builds.keys().next().value;

  // stored reads localStorage, or null where it is blocked.
  function stored(key) {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  }

  // buildFor names the build an address opens: the game it names, the
  // build it names (another build's shell opening this one), or the build
  // of the game in progress, else the warm-up's.
  function buildFor(search) {
    const q = new URLSearchParams(search);
    for (const id of [q.get("game"), q.get("build"), stored("overdeck:current")]) {
      const low = (id || "").trim().toLowerCase();
      if (builds.has(low)) return low;
    }
    return fallback;
  }

  // lacksRuntime names what this browser lacks to run a build's wasm, or "".
  function lacksRuntime() {
    if (typeof WebAssembly !== "object" || typeof WebAssembly.instantiate !== "function") {
      return "This browser cannot run WebAssembly, which Overdeck needs. A current Chrome, Edge, Firefox or Safari can.";
    }
    if (typeof Go !== "function") {
      return "Part of Overdeck (wasm_exec.js) did not load. Reload the page to try again.";
    }
    return "";
  }

  // missing names what this browser lacks to run the game, or "". Its
  // WebGL 2 probe makes a drawing context, which takes a while (more with
  // software rendering): it is made once a page, and not at all in a tab
  // where it succeeded before (its session storage remembers), such as
  // the build another build's menu opened.
  let lack = null;
  function missing() {
    if (lack !== null) return lack;
    lack = lacksRuntime();
    let known = null;
    try {
      known = sessionStorage.getItem("overdeck:webgl2");
    } catch {
      // storage blocked: probe
    }
    if (!lack && known !== "yes") {
      const probe = document.createElement("canvas");
      if (!probe.getContext("webgl2")) {
        lack = "This browser cannot draw with WebGL 2, which Overdeck needs. Turn on hardware acceleration in the browser's settings, or try another browser.";
      } else {
        try {
          sessionStorage.setItem("overdeck:webgl2", "yes");
        } catch {
          // the next page probes again
        }
      }
    }
    return lack;
  }

  // progress shows how much of the engine has arrived, as a percentage: the
  // stream below counts the bytes after the browser has decompressed them,
  // about six times what travels, so a count of megabytes would mislead.
  function progress(loaded, total) {
    const bar = $("loader-bar");
    if (!bar) return; // the page is still being read: the stream reports again
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

  // rawSize is the uncompressed size of a build's wasm, written into the
  // page at build time: with a compressed response Content-Length counts
  // the compressed bytes, while the stream below counts decompressed ones.
  function rawSize(build, resp) {
    const n = builds.get(build)?.bytes;
    if (n > 0) return n;
    if (!resp.headers.get("Content-Encoding")) {
      return parseInt(resp.headers.get("Content-Length") || "0", 10) || 0;
    }
    return 0;
  }

  // fetchCounted fetches a build's wasm and counts its bytes as they
  // arrive, on a copy of the response: the response itself goes to the
  // compiler untouched, so that the browser can reuse the machine code it
  // compiled from the same file before (V8's code cache is found by the
  // response's address; a Response made anew from a stream has none). The
  // count is shown once a frame, not at every chunk: the page's thread also
  // hands each chunk to the compiler, and a restyle per chunk (hundreds of
  // them) delayed the end of the download by about 100 ms (make bench's
  // floor, 11 first visits each).
  async function fetchCounted(build) {
    const resp = await fetch(`overdeck-${build}.wasm`);
    if (!resp.ok) throw new Error(`the server answered ${resp.status}`);
    const total = rawSize(build, resp);
    // Only the build being started, or warmed on the landing page, shows.
    const shown = () => !started || window.overdeckBuild === build;
    if (shown()) progress(0, total);
    if (!resp.body || typeof resp.clone !== "function") return resp;
    const reader = resp.clone().body.getReader();
    let loaded = 0;
    let drawing = false; // a frame will show the count
    const draw = () => {
      drawing = false;
      if (shown()) progress(loaded, total);
    };
    (async () => {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        loaded += value.byteLength;
        if (!drawing && shown()) {
          drawing = true;
          requestAnimationFrame(draw);
        }
      }
    })().catch(() => {}); // the compiler reports a broken download
    return resp;
  }

  // prepare downloads, compiles and instantiates a build without running
  // it, and returns {module, instance}.
  async function prepare(build, go) {
    mark("fetch");
    const resp = await fetchCounted(build);
    mark("response");
    let made;
    if (typeof WebAssembly.instantiateStreaming === "function") {
      made = await WebAssembly.instantiateStreaming(resp, go.importObject);
    } else {
      const bytes = await resp.arrayBuffer();
      made = await WebAssembly.instantiate(bytes, go.importObject);
    }
    mark("instantiated");
    return made;
  }

  // mark notes when a step of loading ends (performance.mark
  // "overdeck:<step>"), for make bench's breakdown of a load.
  function mark(step) {
    try {
      performance.mark("overdeck:" + step);
    } catch {
      // marks are only measurements
    }
  }

  function showProblem(text) {
    $("loader").hidden = true;
    $("problem-text").textContent = text;
    $("problem").hidden = false;
  }

  const engines = new Map(); // build -> Promise of {go, module, instance}
  let started = false;

  // engine starts preparing a build, once, and returns its promise.
  function engine(build) {
    if (!engines.has(build)) {
      const go = new Go();
      const p = prepare(build, go).then(({ module, instance }) => ({ go, module, instance }));
      p.catch(() => {}); // reported when it is started
      engines.set(build, p);
    }
    return engines.get(build);
  }

  // needsComputer reports whether an address starts a game where the
  // computer holds a seat: then its thread loads alongside the page's.
  function needsComputer(search, build) {
    const q = new URLSearchParams(search);
    const mode = (q.get("mode") || "").trim().toLowerCase();
    return q.has("game") && (mode === "watch" || (mode === "computer" && builds.get(build)?.seats !== 1));
  }

  // start shows the loader and runs the build the address asks for as
  // soon as it is compiled.
  async function start() {
    if (started) return;
    started = true;
    document.body.classList.add("playing");
    const lacking = missing();
    if (lacking) {
      showProblem(lacking);
      return;
    }
    const build = buildFor(location.search);
    window.overdeckBuild = build;
    if (needsComputer(location.search, build)) startThinker(build);
    $("loader").hidden = false;
    let prepared;
    try {
      prepared = await engine(build);
    } catch (err) {
      showProblem(`Overdeck could not be downloaded (${err.message}). Check the connection and reload the page.`);
      return;
    }
    // A build whose page wasm is its computer's too hands its compiled
    // module to the worker the game starts (wasm/think_js.go).
    if (builds.get(build)?.pageThinks) window.overdeckModule = prepared.module;
    window.addEventListener("overdeck", (e) => {
      if (e.detail && e.detail.type === "overdeck:ready") {
        window.overdeckReadyAt = performance.now();
        $("loader").hidden = true;
        register();
        fillLater();
      }
    });
    mark("run");
    prepared.go.run(prepared.instance).then(
      () => showProblem(window.overdeckError
        ? `Overdeck stopped with an error: ${window.overdeckError}. Reload the page to start it again.`
        : "Overdeck stopped. Reload the page to start it again."),
      (err) => showProblem(`Overdeck stopped with an error: ${err}. Reload the page to start it again.`),
    );
  }

  // startThinker starts the computer's thread (think.js: a Web Worker that
  // compiles the build's think-<id>.wasm, or runs the page's own module
  // once it is compiled, for a build whose page thinks too) alongside the
  // page's, on another core, so that the computer's first move does not
  // wait for it to load; the engine adopts it (wasm/think_js.go). Only an
  // address that gives the computer a seat starts it here; otherwise the
  // game starts it when the player chooses such a game (its setup screen),
  // and a hot-seat or solo game never loads it. Where it cannot start, the
  // engine tries again when the computer plays, then thinks on the page's
  // thread.
  function startThinker(build) {
    if (typeof Worker !== "function" || location.protocol === "file:") return;
    try {
      const worker = new Worker("think.js");
      if (builds.get(build)?.pageThinks) {
        engine(build).then(({ module }) => worker.postMessage({ prepare: true, build, module }), () => {});
      } else {
        worker.postMessage({ prepare: true, build });
      }
      window.overdeckThinker = worker;
    } catch (err) {
      window.overdeckThinker = undefined;
    }
  }

  // register installs the service worker, which stores the site's pages
  // (sw.js). A page that starts a game does it once the game is ready: its
  // install fetched those pages alongside the first visit's wasm and
  // delayed that visit's start by about 50 ms (make bench's floor, 11
  // first visits each). Without a service worker the game still runs; it
  // just needs the network next time.
  function register() {
    if ("serviceWorker" in navigator && location.protocol !== "file:") {
      navigator.serviceWorker.register("sw.js").catch(() => {});
    }
  }

  // fillLater asks the service worker, once the page is idle, to store
  // every other game's build too, so that each opens offline after this
  // first visit; window.overdeckFilled is set when they are all stored. A
  // page embedded in another site's frame fetches only its own game.
  function fillLater() {
    if (window.top !== window) {
      window.overdeckFill = "embedded"; // what the embed test waits for
      return;
    }
    if (!("serviceWorker" in navigator) || location.protocol === "file:") return;
    window.overdeckFill = "asked";
    const idle = window.requestIdleCallback || ((f) => setTimeout(f, 1000));
    navigator.serviceWorker.addEventListener("message", (e) => {
      if (e.data && e.data.type === "overdeck:filled") window.overdeckFilled = true;
    });
    navigator.serviceWorker.ready.then((reg) => idle(() => {
      if (reg.active) reg.active.postMessage({ type: "overdeck:fill" });
    }, { timeout: 5000 }));
  }

  function wantsGame(search) {
    const q = new URLSearchParams(search);
    return launchParams.some((k) => q.has(k));
  }

  // showContinue offers the game in progress, if this device keeps one:
  // the game remembers it under overdeck:current, and ?play resumes it in
  // its build. It reports whether it did.
  function showContinue() {
    const id = stored("overdeck:current"); // null where storage is blocked: the title screen will say so
    const entry = id && document.getElementById("game-" + id);
    if (!entry) return false;
    const h3 = entry.querySelector("h3");
    const name = h3 && h3.firstChild ? h3.firstChild.textContent.trim() : id;
    $("continue").textContent = `Continue ${name}`;
    $("continue-hint").textContent = `Your ${name} game in progress is kept on this device.`;
    $("continue-row").hidden = false;
    $("open").classList.remove("primary");
    return true;
  }

  // warm prepares a build while the landing page shows, and says so.
  function warm(build) {
    if (started || missing() || engines.has(build)) return;
    engine(build).then(
      () => { if (!started) $("engine-state").textContent = "The game engine is ready."; },
      (err) => { $("engine-state").textContent = `The game engine could not be downloaded (${err.message}).`; },
    );
  }

  // init sets the landing page up, or starts the game the address asks
  // for, once the page is read.
  function init() {
    const cont = showContinue();
    const lacking = missing();
    if (lacking) {
      $("engine-state").textContent = lacking;
    } else if (!wantsGame(location.search)) {
      // The landing page: the game in progress is the likeliest next, and
      // a game the player points at or tabs to is fetched before the click.
      if (cont) warm(buildFor("?play"));
      else $("engine-state").textContent = "Each game loads when you choose it.";
      const near = (e) => {
        const a = e.target.closest && e.target.closest("a[data-launch]");
        if (a) warm(buildFor(new URL(a.href).search));
      };
      $("landing").addEventListener("pointerover", near);
      $("landing").addEventListener("focusin", near);
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
    else register();
  }

  // An address that starts a game asks for its wasm at once, while the
  // page is still being read (this script runs in its head), so that the
  // wasm streams and compiles meanwhile: a switch from another build's
  // menu starts that way, as the old page is still being taken down.
  if (wantsGame(location.search) && !lacksRuntime()) engine(buildFor(location.search));
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", init);
  else init();
})();
