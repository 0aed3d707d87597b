// make bench: time from navigation to status().ready in headless Chromium,
// a fresh profile each time (a first visit: no service worker, no cache),
// median of RUNS (5), per game, for each game's own build (build/site)
// and, in the same run and in turn with it, for the all-games build of
// c1e146a (build/baseline/site), with the ratio: on a loaded machine the
// ratio is what holds. Beside them, in turn with both, the floor: a copy
// of the site whose Goofspiel build is wasm/floor (make bench builds
// build/bench/floor.wasm), Ebiten's start and one frame with nothing of
// Overdeck's, which every build pays: its ratio to the baseline, and each
// game's time above it against the baseline's. Then switching games from
// the in-canvas menu with both builds stored by the service worker: from pressing the other game to
// its build ready, and the median time of each step of that start; with
// OVERDECK_BEFORE=<dir> (a build of the site before a change), that
// site's switch too, the two measured in turn: RUNS profiles of each, two
// switches in each (the first with nothing compiled yet, the second with
// what the browser kept of the first).
// Last, the CPU time of each page build's Go runtime start and package
// init in Node (one thread, so the machine's load does not count), with
// V8's lazy compilation (each function compiled when first called, as in
// Chromium) and with the whole module compiled beforehand: the difference
// is compiling, not running Go.
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { LOAD_TIMEOUT, launchBrowser, newContext, repo, siteDir, startServer } from "./harness.js";

// initCPU, run as `node [V8 flags] load-time.js --init <wasm> <wasm_exec.js>`,
// compiles the page wasm, then runs it until the Go program marks
// "overdeck:main" (the runtime and every package's init done) and prints
// the process's CPU milliseconds since it started running. Ebiten's
// packages reach for document and window as they initialise: a stand-in
// that absorbs every use lets them, as the computer's worker does (think.js).
async function initCPU(file, wasmExec) {
  const none = new Proxy(function () {}, {
    get: (target, key) => (key === "prototype" ? target.prototype : key === Symbol.toPrimitive ? () => "" : none),
    set: () => true,
    apply: () => none,
    construct: () => none,
  });
  Object.assign(globalThis, { window: none, document: none, screen: none, navigator: globalThis.navigator || {} });
  globalThis.Document = { prototype: Object.defineProperty({}, "hidden", { get: () => true }) };
  createRequire(import.meta.url)(wasmExec);
  const go = new Go();
  const instance = await WebAssembly.instantiate(await WebAssembly.compile(readFileSync(file)), go.importObject);
  const start = process.cpuUsage();
  const mark = performance.mark.bind(performance);
  performance.mark = (name, ...rest) => {
    if (name === "overdeck:main") {
      const c = process.cpuUsage(start);
      console.log(String(Math.round((c.user + c.system) / 1000)));
      process.exit(0);
    }
    return mark(name, ...rest);
  };
  go.run(instance);
}
if (process.argv[2] === "--init") {
  await initCPU(process.argv[3], process.argv[4]);
  throw new Error("the program never marked overdeck:main");
}

const runs = Number(process.env.RUNS || 5);
// PARTS picks what to measure: "visits" (navigation to ready), "switch",
// "init" (the Go start in Node); all three when not given.
const wanted = (process.env.PARTS || "visits switch init").split(" ");
const games = (process.env.GAMES || "goofspiel overrealm overwatch overpower multiverse").split(" ");
const baseDir = process.env.OVERDECK_BASELINE || path.join(repo, "build/baseline/site");
const beforeDir = process.env.OVERDECK_BEFORE;

// floorSite writes build/bench/floor-site, the built site with its
// Goofspiel build replaced by the floor (build/bench/floor.wasm) and sent
// compressed as the site's builds are; it returns null when the floor is
// not built.
function floorSite() {
  const wasm = path.join(repo, "build/bench/floor.wasm");
  if (!existsSync(wasm)) return null;
  const dir = path.join(repo, "build/bench/floor-site");
  rmSync(dir, { recursive: true, force: true });
  cpSync(siteDir, dir, { recursive: true });
  const write = (file, bytes) => {
    writeFileSync(file, bytes);
    writeFileSync(file + ".br", brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }));
    writeFileSync(file + ".gz", gzipSync(bytes, { level: 9 }));
  };
  const bytes = readFileSync(wasm);
  write(path.join(dir, "overdeck-goofspiel.wasm"), bytes);
  // The page lists each build's raw size, for its progress bar.
  const index = path.join(dir, "index.html");
  write(index, readFileSync(index, "utf8").replace(/\bgoofspiel:\d+/, `goofspiel:${bytes.length}`));
  return dir;
}

// roundRatios is each round's visit of r over the baseline's of the same
// round, a second apart, sorted: what the machine's load did between
// rounds falls out of these.
const roundRatios = (r, base) => r.rounds.map((t, i) => t / base.rounds[i]).sort((a, b) => a - b);
const listed = (xs) => `[${xs.map((x) => x.toFixed(2)).join(", ")}]`;

// launch is the address a first visit of game opens: hot-seat, or Play
// for the solo game.
const launch = (game) => (game === "multiverse" ? `?game=${game}&mode=computer` : `?game=${game}&mode=hotseat`);

// firstVisits makes runs first visits of each of urls, in turn (one of
// each, then again), so that a change of the machine's load during the
// runs falls on every url alike, and returns each url's median, times
// (sorted) and rounds (in the order visited).
async function firstVisits(browser, urls) {
  const times = urls.map(() => []);
  for (let i = 0; i < runs; i++) {
    for (const [u, url] of urls.entries()) {
      const context = await newContext(browser);
      try {
        const page = await context.newPage();
        await page.goto(url);
        await page.waitForFunction(() => window.overdeck && window.overdeck.status().ready && window.overdeckReadyAt,
          null, { timeout: LOAD_TIMEOUT, polling: 50 });
        times[u].push(await page.evaluate(() => window.overdeckReadyAt));
      } finally {
        await context.close();
      }
    }
  }
  return times.map((rounds) => {
    const ts = [...rounds].sort((a, b) => a - b);
    return { median: ts[Math.floor(ts.length / 2)], times: ts, rounds };
  });
}

// steps are the parts of a start the loader and the game mark
// (performance.mark "overdeck:<step>", site/app.js and wasm/main_js.go),
// in order: the wasm asked for (the page and its scripts loaded), its
// response, compiled and instantiated, the Go runtime and every package's
// init run, the shell opened; then the first interactive frame (ready).
const steps = ["fetch", "response", "instantiated", "main", "app"];

// switchTime opens from, lets the service worker store every build, then
// switches to game to from the title screen's list of games, n times,
// and returns the milliseconds from the press to to's build ready, with
// the median time each step of the new page's start took (parts).
async function switchTime(browser, url, from, to, n = runs) {
  const context = await newContext(browser);
  const times = [];
  const parts = [];
  try {
    const page = await context.newPage();
    await page.goto(url + `?build=${from}`);
    await page.waitForFunction(() => window.overdeckFilled === true && window.overdeck.status().ready,
      null, { timeout: LOAD_TIMEOUT * 3, polling: 100 });
    for (let i = 0; i < n; i++) {
      await page.goto(url + `?build=${from}`);
      await page.waitForFunction(() => window.overdeck && window.overdeck.status().ready && window.overdeck.status().scene === "title",
        null, { timeout: LOAD_TIMEOUT, polling: 50 });
      await page.evaluate(() => window.overdeck.press("title.play"));
      await page.waitForFunction(() => window.overdeck.status().scene === "games", null, { timeout: LOAD_TIMEOUT, polling: 20 });
      const pressed = await page.evaluate((g) => (window.overdeck.press(`games.${g}`), performance.timeOrigin + performance.now()), to);
      await page.waitForFunction((g) => window.overdeckBuild === g && window.overdeck && window.overdeck.status().ready && window.overdeckReadyAt,
        to, { timeout: LOAD_TIMEOUT, polling: 20 });
      const at = await page.evaluate(() => {
        const marks = {};
        for (const m of performance.getEntriesByType("mark")) marks[m.name.replace(/^overdeck:/, "")] = m.startTime;
        const nav = performance.getEntriesByType("navigation")[0];
        return { origin: performance.timeOrigin, marks, ready: window.overdeckReadyAt,
          nav: { response: nav.responseEnd, parsed: nav.domInteractive } };
      });
      times.push(at.origin + at.ready - pressed);
      // Each step's time, from the end of the one before (the first from
      // the press, the navigation included), and the first step in parts:
      // the old page left (press to the new page's time origin), the
      // page's own response (the service worker), the page parsed, and
      // its deferred scripts run until app.js asks for the wasm.
      const run = { left: at.origin - pressed, page: at.nav.response, parsed: at.nav.parsed - at.nav.response,
        loader: at.marks.fetch - at.nav.parsed };
      let prev = pressed - at.origin;
      for (const step of [...steps, "ready"]) {
        const t = step === "ready" ? at.ready : at.marks[step];
        if (t === undefined) continue;
        run[step] = t - prev;
        prev = t;
      }
      parts.push(run);
    }
  } finally {
    await context.close();
  }
  const first = times[0]; // the first switch: the new build never compiled in this profile
  times.sort((a, b) => a - b);
  const median = (xs) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const medians = {};
  for (const step of ["left", "page", "parsed", "loader", ...steps, "ready"]) {
    const xs = parts.map((r) => r[step]).filter((x) => x !== undefined);
    if (xs.length) medians[step] = median(xs);
  }
  return { median: times[Math.floor(times.length / 2)], times, parts: medians, all: parts, first };
}

const server = await startServer();
const base = await startServer({ dir: baseDir });
const floorDir = wanted.includes("visits") ? floorSite() : null;
const floor = floorDir ? await startServer({ dir: floorDir }) : null;
const browser = await launchBrowser();
const fmt = (r) => `median ${Math.round(r.median)} ms [${r.times.map(Math.round).join(", ")}]`;
try {
  if (wanted.includes("visits")) console.log(`time from navigation to ready (headless Chromium, SwiftShader, first visit, median of ${runs}), each game's build against the all-games baseline in the same run:`);
  if (wanted.includes("visits") && floor) console.log("  (floor: Ebiten's start and one frame, wasm/floor, in the site's loader as the Goofspiel build, in turn with both)");
  for (const game of wanted.includes("visits") ? games : []) {
    const urls = [server.url + launch(game), base.url + launch(game)];
    if (floor) urls.push(floor.url + launch("goofspiel"));
    const [own, all, least] = await firstVisits(browser, urls);
    const ratio = own.median / all.median;
    const paired = roundRatios(own, all);
    console.log(`  ${game}: own build ${fmt(own)}; baseline ${fmt(all)}; ratio ${ratio.toFixed(2)} (budget 0.70: ${ratio <= 0.7 ? "within" : "OVER"}); ` +
      `each round's ratio ${listed(paired)}, median ${paired[Math.floor(paired.length / 2)].toFixed(2)}`);
    if (least) {
      console.log(`    floor ${fmt(least)}; floor/baseline ${(least.median / all.median).toFixed(2)}, each round's ${listed(roundRatios(least, all))}; ` +
        `the own build's time above the floor ${Math.round(own.median - least.median)} ms, the baseline's ${Math.round(all.median - least.median)} ms`);
    }
  }
  if (wanted.includes("switch")) {
    const before = beforeDir ? await startServer({ dir: beforeDir }) : null;
    let sw;
    try {
      if (before) {
        // One profile of each in turn, so that the machine's load falls on both.
        const own = [], old = [];
        for (let i = 0; i < runs; i++) {
          own.push(await switchTime(browser, server.url, "goofspiel", "overrealm", 2));
          old.push(await switchTime(browser, before.url, "goofspiel", "overrealm", 2));
        }
        const median = (xs) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
        const merged = (rs) => {
          const times = rs.flatMap((r) => r.times).sort((a, b) => a - b);
          const parts = {};
          for (const k of Object.keys(rs[0].parts)) parts[k] = median(rs.flatMap((r) => r.all.map((a) => a[k])));
          return { median: median(times), times, parts };
        };
        sw = merged(own);
        const was = merged(old);
        console.log(`switching (goofspiel -> overrealm) on ${beforeDir}, same run: ${fmt(was)}; ratio ${(sw.median / was.median).toFixed(2)}`);
        console.log("  its steps, ms: " + Object.entries(was.parts).map(([k, v]) => `${k} ${Math.round(v)}`).join("; "));
      } else {
        sw = await switchTime(browser, server.url, "goofspiel", "overrealm");
      }
    } finally {
      await before?.stop();
    }
    console.log(`switching games from the in-canvas menu, both builds stored (goofspiel -> overrealm): ${fmt(sw)} (budget 1000 ms: ${sw.median <= 1000 ? "within" : "OVER"})` +
      (sw.first ? `; the first switch, before the browser kept any compiled code of the build: ${Math.round(sw.first)} ms` : ""));
    const names = { fetch: "press to the wasm asked for (navigation, page, scripts)", response: "its response (service worker)",
      instantiated: "compile and instantiate", main: "Go runtime and package init", app: "the shell opens", ready: "first interactive frame",
      left: "the old page left", page: "the new page's response", parsed: "parsed", loader: "scripts to the wasm asked for" };
    const first = ["left", "page", "parsed", "loader"];
    const line = (keys) => keys.filter((k) => k in sw.parts).map((k) => `${names[k]} ${Math.round(sw.parts[k])}`).join("; ");
    console.log("  median of each step, ms: " + line(steps.concat("ready")));
    console.log("  of which before the wasm is asked for, ms: " + line(first));
  }
} finally {
  await browser.close();
  await server.stop();
  await base.stop();
  await floor?.stop();
}

// The Go runtime and package init in Node, CPU ms, median of runs.
const wasmExec = path.join(siteDir, "wasm_exec.js");
const cpu = (flags, file) => {
  const ms = [];
  for (let i = 0; i < runs; i++) {
    ms.push(Number(execFileSync(process.execPath, ["--single-threaded", ...flags, process.argv[1], "--init", file, wasmExec]).toString().trim()));
  }
  return ms.sort((a, b) => a - b)[Math.floor(ms.length / 2)];
};
if (wanted.includes("init")) console.log(`the Go runtime and package init in Node, CPU ms on one thread, median of ${runs}: with V8's lazy compilation (as in Chromium) / the module compiled beforehand:`);
for (const game of wanted.includes("init") ? games : []) {
  const file = path.join(siteDir, `overdeck-${game}.wasm`);
  console.log(`  ${game}: ${cpu([], file)} / ${cpu(["--no-wasm-lazy-compilation"], file)}`);
}
