// A new player's screens: each game's "how a turn works" page, reached
// from the table's "?" button; the first-game pointer over the table,
// dismissed for good (it stays gone after a reload); and the summary on
// the game-over screen. Screenshots go to build/screenshots/newplayer-*.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { LOAD_TIMEOUT, frames, mirrorButton, pressMirror, screenshot, status, useBrowser, waitButton, waitScene } from "./harness.js";

const SIZES = [[360, 640], [1280, 720]];
const GAMES = ["goofspiel", "overrealm", "overwatch", "overpower", "multiverse"];

describe("a new player's screens", () => {
  const suite = useBrowser();
  for (const [width, height] of SIZES) {
    test(`how a turn works, every game, at ${width}x${height}`, { timeout: LOAD_TIMEOUT * 6 }, async () => {
      await suite.withPage(async (page) => {
        for (const game of GAMES) {
          await page.goto(suite.server.url + `?game=${game}&mode=computer&level=easy&seed=5`);
          await waitScene(page, "table", LOAD_TIMEOUT);
          await waitButton(page, "table.firsttip");
          await frames(page, 3);
          await screenshot(page, `newplayer-${game}-${width}x${height}-first`);
          await pressMirror(page, "table.howto");
          await waitScene(page, "howto");
          await frames(page, 3);
          await screenshot(page, `newplayer-${game}-${width}x${height}-howto`);
          await pressMirror(page, "back");
          await waitScene(page, "table");
        }
      }, { viewport: { width, height } });
    });
  }

  test("the first-game pointer, once dismissed, stays dismissed", { timeout: LOAD_TIMEOUT * 2 }, async () => {
    await suite.withPage(async (page) => {
      const url = suite.server.url + "?game=goofspiel&mode=computer&level=easy&seed=5";
      await page.goto(url);
      await waitScene(page, "table", LOAD_TIMEOUT);
      await pressMirror(page, "table.firsttip");
      await waitScene(page, "howto");
      await pressMirror(page, "howto.notips");
      await waitScene(page, "table");
      await page.goto(url);
      await waitScene(page, "table", LOAD_TIMEOUT);
      await waitButton(page, "table.howto");
      await frames(page, 5);
      assert.equal(await mirrorButton(page, "table.firsttip").count(), 0, "the pointer came back after a reload");
    }, { viewport: { width: 1280, height: 720 } });
  });

  for (const [width, height] of SIZES) {
    test(`the game-over summary at ${width}x${height}`, { timeout: LOAD_TIMEOUT * 3 }, async () => {
      await suite.withPage(async (page) => {
        await page.goto(suite.server.url + "?game=goofspiel&mode=computer&level=easy&seed=5");
        await waitScene(page, "table", LOAD_TIMEOUT);
        for (let round = 1; round <= 13; round++) {
          await pressMirror(page, `table.bid.${round}`);
          await page.waitForFunction((r) => window.overdeck.status().scene === "gameover" ||
            !document.querySelector(`#mirror button[data-id="table.bid.${r}"]:not([disabled])`), round, { timeout: 30_000, polling: 100 });
        }
        await waitScene(page, "gameover");
        const st = await status(page);
        assert.match(st.outcome, /wins|draw/);
        await frames(page, 3);
        await screenshot(page, `newplayer-gameover-goofspiel-${width}x${height}`);
      }, { viewport: { width, height } });
    });
  }
});
