// make bench: the wall-clock time of the computer's Hard moves in headless
// Chromium, each from the moment the computer may think to its move on the
// table (status().botMoves), in a game between two Hard bots with the
// pacing off: with the Web Worker, and with workers disabled (the
// single-threaded fallback that thinks a slice of each frame). The first
// move is given apart (it would wait for the worker's wasm to load if the
// page had not started the worker at page load), and without workers the
// longest slice the search took on the page's thread in one go (the part of
// a frame it blocks, garbage collection included; the goal is a 60 Hz
// frame, 16 ms), and how many of its slices took longer. With the worker, it also says when its wasm (think-<id>.wasm,
// or the page's own for OverPower) was running, against when the table was
// ready: before it, the first move waited for nothing.
//
// Beside each game without workers, the machine's own part: the same game
// again without workers, and a plain script on the page's thread that
// loops for 6 ms at every animation frame, as many times as the computer
// took slices, timed the same way. On a shared 2-core machine a slice of
// the page's thread is sometimes held up by other processes (SwiftShader,
// V8's background compilers, the driver): what the script's loop shows
// over 16 ms is the machine's, not the computer's.
//
// When a game's longest slice is over 16 ms, the same game is played again
// without workers in a browser whose V8 has its optimizing compiler off
// (--js-flags=--liftoff-only: every function stays in its first, quickly
// compiled form). V8 tiers up a function that runs hot by compiling it
// again on a background thread, and a first search runs hundreds of them
// hot at once: on two cores that compiler, SwiftShader and the page's
// thread want three. Slices within 16 ms there, where the computer runs
// the same code slower, say the over came from the background compiler
// taking the page's core, not from a piece of the search. (Stop 34, each
// game three times both ways, 6 moves, slices timed piece by piece: with
// it on, 3 slices of 15 games over 16 ms, each in the first search and
// each one piece of 14.6-24.3 ms; with it off none, the longest 13.4 ms.)
//
// Then, per game, the first move of Hard in a game begun as a player
// begins one: the title, the list of games, Watch, Hard, the setup screen
// (where the worker is started), and Start once the worker's wasm runs; the
// issue asks for it within 1.2 s of wall clock.
import { launchBrowser, newContext, press, startServer, waitScene, LOAD_TIMEOUT } from "./harness.js";

const moves = Number(process.env.MOVES || 8);
const games = (process.env.GAMES || "goofspiel overrealm overwatch overpower").split(" ");

// workerRunning resolves when the page's computer worker (think.js) runs
// its wasm, with the time it did (epoch milliseconds; NaN if it failed).
function workerRunning(page) {
  return new Promise((resolve) => {
    page.on("worker", (w) => {
      if (!w.url().endsWith("/think.js")) return;
      w.evaluate(() => new Promise((done) => {
        const look = () => (typeof self.overdeckThink === "function"
          ? done(performance.timeOrigin + performance.now()) : setTimeout(look, 20));
        look();
      })).then(resolve, () => resolve(NaN));
    });
  });
}

// measure plays game between Hard bots until `moves` moves are made and
// returns their times and how many were thought in the worker.
async function measure(browser, url, game, worker) {
  const context = await newContext(browser);
  try {
    const page = await context.newPage();
    await page.addInitScript((noWorker) => {
      localStorage.setItem("overdeck:settings", "speed=off\nhandoff=on\n");
      if (noWorker) delete window.Worker;
    }, !worker);
    const thinkReady = workerRunning(page);
    await page.goto(`${url}?game=${game}&mode=watch&level=hard&seed=1`);
    await page.waitForFunction((n) => {
      const s = window.overdeck && window.overdeck.status();
      return s && (s.botMoves.length >= n || s.outcome !== "");
    }, moves, { timeout: LOAD_TIMEOUT + moves * 20_000, polling: 100 });
    const s = await page.evaluate(() => window.overdeck.status());
    const tableReady = await page.evaluate(() => performance.timeOrigin + window.overdeckReadyAt);
    const ready = worker ? await thinkReady : NaN;
    return { times: s.botMoves.slice(0, moves), all: s.botMoves.length, offThread: s.offThread, longest: s.longestSlice,
      slices: s.slices, overFrame: s.slicesOverFrame,
      lead: Math.round(tableReady - ready) };
  } finally {
    await context.close();
  }
}

// machine runs game between Hard bots without workers, and n slices of a
// plain 6 ms loop on the page's thread, one per animation frame; it
// returns the longest and how many took over 16 ms.
async function machine(browser, url, game, n) {
  const context = await newContext(browser);
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      localStorage.setItem("overdeck:settings", "speed=off\nhandoff=on\n");
      delete window.Worker;
    });
    await page.goto(`${url}?game=${game}&mode=watch&level=hard&seed=1`);
    await page.waitForFunction(() => window.overdeck && window.overdeck.status().scene === "table", null,
      { timeout: LOAD_TIMEOUT, polling: 100 });
    return await page.evaluate((n) => new Promise((done) => {
      let longest = 0, over = 0, count = 0;
      const slice = () => {
        const t0 = performance.now();
        let t = t0;
        while (t - t0 < 6) t = performance.now();
        longest = Math.max(longest, t - t0);
        if (t - t0 > 16) over++;
        if (++count < n) requestAnimationFrame(slice);
        else done({ longest: Math.round(longest * 10) / 10, over, count });
      };
      requestAnimationFrame(slice);
    }), n);
  } finally {
    await context.close();
  }
}

// firstFromSetup begins a game of game between Hard bots from its title and
// returns the first move's time (status().botMoves[0]).
async function firstFromSetup(browser, url, game) {
  const context = await newContext(browser);
  try {
    const page = await context.newPage();
    await page.addInitScript(() => localStorage.setItem("overdeck:settings", "speed=off\nhandoff=on\n"));
    const running = workerRunning(page);
    await page.goto(`${url}?build=${game}`);
    await waitScene(page, "title", LOAD_TIMEOUT);
    await press(page, "title.play", "games");
    await press(page, `games.${game}`, "mode");
    await press(page, "mode.watch");
    await press(page, "level.hard");
    await press(page, "mode.next", "setup");
    await running;
    await press(page, "setup.start");
    await page.waitForFunction(() => {
      const s = window.overdeck.status();
      return s.botMoves.length >= 1 || s.outcome !== "";
    }, null, { timeout: LOAD_TIMEOUT, polling: 50 });
    return (await page.evaluate(() => window.overdeck.status())).botMoves[0];
  } finally {
    await context.close();
  }
}

function summary(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  return `first ${times[0]} ms, median ${median} ms, worst ${sorted[sorted.length - 1]} ms [${times.join(", ")}]`;
}

const server = await startServer();
const browser = await launchBrowser();
try {
  for (const game of games) {
    for (const worker of [true, false]) {
      const r = await measure(browser, server.url, game, worker);
      const how = worker ? `Web Worker (${r.offThread} of ${r.all} moves off the page's thread)` : "workers disabled";
      const slice = worker
        ? `; the worker's wasm running ${Math.abs(r.lead)} ms ${r.lead >= 0 ? "before" : "after"} the table was ready`
        : `; longest slice on the page's thread ${r.longest} ms (goal 16 ms: ${r.longest <= 16 ? "within" : "OVER"}), ${r.overFrame} of ${r.slices} slices over 16 ms`;
      console.log(`Hard move, ${game}, ${how}: ${summary(r.times)}${slice}`);
      if (!worker) {
        const ref = await machine(browser, server.url, game, r.slices);
        console.log(`  the machine beside it: a plain 6 ms loop on the page's thread, longest ${ref.longest} ms, ${ref.over} of ${ref.count} over 16 ms`);
        if (r.longest > 16) {
          const plain = await launchBrowser(["--js-flags=--liftoff-only"]);
          try {
            const t = await measure(plain, server.url, game, false);
            console.log(`  the same game with V8's optimizing compiler off (--liftoff-only, nothing compiled in the background): longest slice ${t.longest} ms, ${t.overFrame} of ${t.slices} over 16 ms`);
          } finally {
            await plain.close();
          }
        }
      }
    }
  }
  for (const game of games) {
    const times = [];
    for (let i = 0; i < 3; i++) times.push(await firstFromSetup(browser, server.url, game));
    const median = [...times].sort((a, b) => a - b)[1];
    console.log(`Hard's first move, ${game}, a game begun from the setup screen once the worker runs: median of 3 ${median} ms [${times.join(", ")}] (budget 1200 ms: ${median <= 1200 ? "within" : "OVER"})`);
  }
} finally {
  await browser.close();
  await server.stop();
}
