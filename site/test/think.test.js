// The computer's Hard moves in headless Chromium: a game of Goofspiel
// against Hard where the computer thinks in its Web Worker (think.wasm),
// and the first rounds of one with workers disabled, where it thinks on the
// page's thread a slice of each frame (slower in headless Chromium, which
// draws about ten frames a second). status() says who thought where.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { LOAD_TIMEOUT, STEP_TIMEOUT, press, pressMirror, status, useBrowser, waitButton, waitScene } from "./harness.js";

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
      const thinks = [];
      page.on("request", (r) => { if (/\/think[-.]/.test(new URL(r.url()).pathname)) thinks.push(r.url()); });
      await page.goto(suite.server.url + "?game=goofspiel&mode=hotseat");
      await waitScene(page, "handoff", LOAD_TIMEOUT);
      assert.deepEqual(thinks, [], "hot-seat fetched nothing of the computer");
      await page.evaluate(() => localStorage.removeItem("overdeck:current"));
      await page.goto(suite.server.url + "?build=goofspiel");
      await waitScene(page, "title", LOAD_TIMEOUT);
      await press(page, "title.play", "games");
      await press(page, "games.goofspiel", "mode");
      await press(page, "mode.computer");
      assert.deepEqual(thinks, [], "choosing the mode fetched nothing yet");
      const started = page.waitForEvent("worker", { predicate: (w) => w.url().endsWith("/think.js"), timeout: LOAD_TIMEOUT });
      await press(page, "mode.next", "setup");
      const worker = await started;
      // think-goofspiel.wasm is compiled and running while the setup screen shows.
      await worker.evaluate((timeout) => new Promise((resolve, reject) => {
        const until = Date.now() + timeout;
        const look = () => {
          if (typeof self.overdeckThink === "function") resolve();
          else if (Date.now() > until) reject(new Error("think-goofspiel.wasm did not start"));
          else setTimeout(look, 50);
        };
        look();
      }), LOAD_TIMEOUT);
      const fetched = await worker.evaluate(() => performance.getEntriesByType("resource").map((e) => new URL(e.name).pathname));
      assert.ok(fetched.includes("/think-goofspiel.wasm"), `the worker runs its build's own wasm: ${fetched}`);
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
