// The computer's Hard moves in headless Chromium: a game of Goofspiel
// against Hard where the computer thinks in its Web Worker (think.wasm),
// and the first rounds of one with workers disabled, where it thinks on the
// page's thread a slice of each frame (slower in headless Chromium, which
// draws about ten frames a second). status() says who thought where.
// OverPower's computer thinks in the page's own wasm, which the page hands
// its worker: no think wasm is fetched, whoever starts the worker.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { LOAD_TIMEOUT, STEP_TIMEOUT, press, pressMirror, status, useBrowser, waitButton, waitScene } from "./harness.js";

// thinkRequests records every file of the computer's thread (think.js,
// think-<id>.wasm) the page or its workers ask for.
function thinkRequests(page) {
  const thinks = [];
  page.on("request", (r) => { if (/\/think[-.]/.test(new URL(r.url()).pathname)) thinks.push(r.url()); });
  return thinks;
}

// thinking waits until the worker serves overdeckThink, and returns the
// paths of the files it fetched.
async function thinking(worker, what) {
  await worker.evaluate(([timeout, name]) => new Promise((resolve, reject) => {
    const until = Date.now() + timeout;
    const look = () => {
      if (typeof self.overdeckThink === "function") resolve();
      else if (Date.now() > until) reject(new Error(`${name} did not start`));
      else setTimeout(look, 50);
    };
    look();
  }), [LOAD_TIMEOUT, what]);
  return worker.evaluate(() => performance.getEntriesByType("resource").map((e) => new URL(e.name).pathname));
}

// playAgainstHard bids 1, 2, ... against the computer for the given number
// of rounds and returns the status then and whether the page ever showed
// the computer thinking.
async function playAgainstHard(page, url, rounds) {
  await page.goto(url + "?game=goofspiel&mode=computer&level=hard&seed=3");
  await waitScene(page, "table", LOAD_TIMEOUT);
  // Watch, every few milliseconds, whether the page says the computer thinks.
  await page.evaluate(() => {
    window.sawThinking = false;
    setInterval(() => { window.sawThinking ||= window.overdeck.status().thinking === 1; }, 10);
  });
  for (let round = 1; round <= rounds; round++) {
    await waitButton(page, `table.bid.${round}`, STEP_TIMEOUT);
    await pressMirror(page, `table.bid.${round}`);
    // The round is over when the computer has bid and the human is to
    // choose again, or the game ends.
    await page.waitForFunction((r) => {
      const s = window.overdeck.status();
      return s.scene === "gameover" || (s.botMoves.length >= r && s.toAct.includes(0));
    }, round, { timeout: STEP_TIMEOUT, polling: 50 });
  }
  return { st: await status(page), sawThinking: await page.evaluate(() => window.sawThinking) };
}

// toComputerSetup opens game's build with no game in progress and walks
// from its title to the setup of a game against the computer.
async function toComputerSetup(page, url, game) {
  await page.evaluate(() => localStorage.removeItem("overdeck:current"));
  await page.goto(url + `?build=${game}`);
  await waitScene(page, "title", LOAD_TIMEOUT);
  await press(page, "title.play", "games");
  await press(page, `games.${game}`, "mode");
  await press(page, "mode.computer");
}

describe("the computer's thread", () => {
  const suite = useBrowser();

  test("Hard thinks in the Web Worker and the game reaches its end", async () => {
    await suite.withPage(async (page) => {
      const { st, sawThinking } = await playAgainstHard(page, suite.server.url, 13);
      await waitScene(page, "gameover");
      assert.equal(st.botMoves.length, 13, `the computer made 13 moves: ${JSON.stringify(st)}`);
      // The last bid is forced: it needs no thinking, on any thread.
      assert.equal(st.offThread, 12, `12 moves thought in the worker: ${JSON.stringify(st)}`);
      assert.ok(sawThinking, "status() showed the computer thinking");
    });
  });

  test("a hot-seat game never fetches the computer's thread; the setup screen of a game against it starts it", async () => {
    await suite.withPage(async (page) => {
      const thinks = thinkRequests(page);
      await page.goto(suite.server.url + "?game=goofspiel&mode=hotseat");
      await waitScene(page, "handoff", LOAD_TIMEOUT);
      assert.deepEqual(thinks, [], "hot-seat fetched nothing of the computer");
      await toComputerSetup(page, suite.server.url, "goofspiel");
      assert.deepEqual(thinks, [], "choosing the mode fetched nothing yet");
      const started = page.waitForEvent("worker", { predicate: (w) => w.url().endsWith("/think.js"), timeout: LOAD_TIMEOUT });
      await press(page, "mode.next", "setup");
      const worker = await started;
      // think-goofspiel.wasm is compiled and running while the setup screen shows.
      const fetched = await thinking(worker, "think-goofspiel.wasm");
      assert.ok(fetched.includes("/think-goofspiel.wasm"), `the worker runs its build's own wasm: ${fetched}`);
      assert.equal((await status(page)).scene, "setup", "no game was started");
    });
  });

  test("OverPower's computer thinks in the page's own wasm, started by the loader or by the setup screen", async () => {
    await suite.withPage(async (page) => {
      const thinks = thinkRequests(page);
      await page.addInitScript(() => localStorage.setItem("overdeck:settings", "speed=off\nhandoff=on\n"));
      // The loader starts the worker for an address that asks for the computer.
      const started = page.waitForEvent("worker", { predicate: (w) => w.url().endsWith("/think.js"), timeout: LOAD_TIMEOUT });
      await page.goto(suite.server.url + "?game=overpower&mode=watch&level=hard&seed=1");
      const fetched = await thinking(await started, "OverPower's page wasm in the worker");
      assert.deepEqual(fetched.filter((f) => f.endsWith(".wasm")), [], "the worker fetched no wasm: the page handed it its module");
      await page.waitForFunction(() => {
        const s = window.overdeck && window.overdeck.status();
        return s && s.offThread >= 2;
      }, null, { timeout: LOAD_TIMEOUT, polling: 100 });
      assert.deepEqual(thinks.filter((u) => u.endsWith(".wasm")), [], "no think wasm was fetched");

      // The setup screen starts it when the player picks the computer.
      await toComputerSetup(page, suite.server.url, "overpower");
      const again = page.waitForEvent("worker", { predicate: (w) => w.url().endsWith("/think.js"), timeout: LOAD_TIMEOUT });
      await press(page, "mode.next");
      const later = await thinking(await again, "OverPower's page wasm in the worker the game started");
      assert.deepEqual(later.filter((f) => f.endsWith(".wasm")), [], "the worker the game started fetched no wasm");
      assert.deepEqual(thinks.filter((u) => u.endsWith(".wasm")), [], "no think wasm was fetched");
      assert.equal((await status(page)).scene, "setup", "no game was started");
    });
  });

  test("without workers Hard thinks on the page's thread", async () => {
    await suite.withPage(async (page) => {
      const { st } = await playAgainstHard(page, suite.server.url, 3);
      assert.equal(st.botMoves.length, 3, `the computer made 3 moves: ${JSON.stringify(st)}`);
      assert.equal(st.offThread, 0, "no move came from a worker");
      assert.ok(st.longestSlice > 0, `status() gives the longest slice thought on the page's thread: ${JSON.stringify(st)}`);
    }, { prepare: (page) => page.addInitScript(() => { delete window.Worker; }) });
  });
});
