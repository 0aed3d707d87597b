// Every table at a phone, a laptop and a desktop size: a match between
// two computers is watched for a few moves and the canvas is kept in
// build/screenshots/table-<game>-<w>x<h>.png, for people to look at; the
// page must report no errors and every mirrored button must be at least
// 44 px each way.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { LOAD_TIMEOUT, frames, screenshot, status, useBrowser, waitScene } from "./harness.js";

const SIZES = [[360, 640], [1280, 720], [1920, 1080]];
const GAMES = ["overrealm", "overwatch"];

describe("tables at three sizes", () => {
  const suite = useBrowser();
  for (const game of GAMES) {
    for (const [width, height] of SIZES) {
      test(`${game} at ${width}x${height}`, { timeout: LOAD_TIMEOUT * 2 }, async () => {
        await suite.withPage(async (page) => {
          await page.goto(suite.server.url + `?game=${game}&mode=watch&level=easy&seed=11`);
          await waitScene(page, "table", LOAD_TIMEOUT);
          // Let the computers play a few moves so the board fills up.
          const start = Date.now();
          let moves = 0;
          let last = JSON.stringify((await status(page)).toAct);
          while (moves < 6 && Date.now() - start < 40_000) {
            await page.waitForTimeout(400);
            const st = await status(page);
            if (st.scene !== "table") break;
            const now = JSON.stringify(st.toAct) + st.outcome;
            if (now !== last) { moves++; last = now; }
          }
          await frames(page, 3);
          await screenshot(page, `table-${game}-${width}x${height}`);
          const small = await page.$$eval("#mirror button:not([disabled])", (els) => els
            .map((e) => ({ id: e.dataset.id, w: e.getBoundingClientRect().width, h: e.getBoundingClientRect().height }))
            .filter((b) => b.w < 43.5 || b.h < 43.5));
          assert.deepEqual(small, [], "buttons smaller than 44 px");
        }, { viewport: { width, height } });
      });
    }
  }
});
