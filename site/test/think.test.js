// The computer's Hard moves in headless Chromium: a game of Goofspiel
// against Hard where the computer thinks in its Web Worker (think.wasm),
// and one with workers disabled, where it thinks on the page's thread a
// slice of each frame. Both reach the end; status() says who thought where.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { LOAD_TIMEOUT, STEP_TIMEOUT, pressMirror, status, useBrowser, waitButton, waitScene } from "./harness.js";

// playAgainstHard bids 1, 2, ... 13 against the computer and returns the
// final status and whether the page ever showed the computer thinking.
async function playAgainstHard(page, url) {
  await page.goto(url + "?game=goofspiel&mode=computer&level=hard&seed=3");
  await waitScene(page, "table", LOAD_TIMEOUT);
  let sawThinking = false;
  for (let round = 1; round <= 13; round++) {
    await waitButton(page, `table.bid.${round}`, STEP_TIMEOUT);
    sawThinking ||= (await status(page)).thinking === 1;
    await pressMirror(page, `table.bid.${round}`);
    // The round is over when both seats choose again, or the game ends.
    await page.waitForFunction((r) => {
      const s = window.overdeck.status();
      return s.scene === "gameover" || (s.toAct.length === 2 && s.botMoves.length >= r);
    }, round, { timeout: STEP_TIMEOUT, polling: 50 });
  }
  await waitScene(page, "gameover");
  return { st: await status(page), sawThinking };
}

describe("the computer's thread", () => {
  const suite = useBrowser();

  test("Hard thinks in the Web Worker and the game reaches its end", async () => {
    await suite.withPage(async (page) => {
      const { st, sawThinking } = await playAgainstHard(page, suite.server.url);
      assert.equal(st.botMoves.length, 13, `the computer made 13 moves: ${JSON.stringify(st)}`);
      // The last bid is forced: it needs no thinking, on any thread.
      assert.equal(st.offThread, 12, `12 moves thought in the worker: ${JSON.stringify(st)}`);
      assert.ok(sawThinking, "status() showed the computer thinking");
    });
  });

  test("without workers Hard thinks on the page's thread", async () => {
    await suite.withPage(async (page) => {
      const { st } = await playAgainstHard(page, suite.server.url);
      assert.equal(st.botMoves.length, 13, `the computer made 13 moves: ${JSON.stringify(st)}`);
      assert.equal(st.offThread, 0, "no move came from a worker");
    }, { prepare: (page) => page.addInitScript(() => { delete window.Worker; }) });
  });
});
