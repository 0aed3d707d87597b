// Motion in the browser (status().moving tells whether an animation
// plays): the system's reduced-motion preference switches animations off
// by default; at the Normal speed a round of Goofspiel animates its
// score, and a press during the animation finishes it and is taken at
// once; with the speed "off" nothing ever moves.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { LOAD_TIMEOUT, clickCanvas, pressMirror, useBrowser, waitScene } from "./harness.js";

// settle stores settings before the page loads.
function settle(settings, reduce) {
  return async (page) => {
    if (reduce) await page.emulateMedia({ reducedMotion: "reduce" });
    await page.addInitScript((s) => { if (s) localStorage.setItem("overdeck:settings", s); }, settings);
  };
}

// round opens a hot-seat Goofspiel of 5 cards and plays its first round
// (5 against 1), then records status().moving on every animation frame
// for a second: whether anything moved.
async function round(page, url) {
  await page.goto(url + "?game=goofspiel&mode=hotseat&seed=3&set.cards=5");
  await waitScene(page, "table", LOAD_TIMEOUT);
  await pressMirror(page, "table.bid.5");
  await page.waitForFunction(() => JSON.stringify(window.overdeck.status().toAct) === "[1]", null, { timeout: 10_000 });
  await pressMirror(page, "table.bid.1");
  await page.waitForFunction(() => JSON.stringify(window.overdeck.status().toAct) === "[0,1]", null, { timeout: 10_000 });
  return page.evaluate(() => new Promise((done) => {
    let moved = false;
    const end = performance.now() + 1000;
    const tick = (t) => {
      moved = moved || window.overdeck.status().moving;
      if (t < end && !moved) requestAnimationFrame(tick);
      else done(moved);
    };
    requestAnimationFrame(tick);
  }));
}

describe("motion", () => {
  const suite = useBrowser();

  test("at Normal speed the score animates, and a press during it finishes it and is taken at once", { timeout: LOAD_TIMEOUT * 2 }, async () => {
    await suite.withPage(async (page) => {
      assert.equal(await round(page, suite.server.url), true, "nothing moved after a round at Normal speed");
      // A real pointer press on a bid during the animation.
      await clickCanvas(page, "table.bid.4");
      const after = await page.evaluate(() => window.overdeck.status());
      assert.equal(after.moving, false, "the press did not finish the animation");
      assert.deepEqual(after.toAct, [1], "the bid pressed during the animation was not taken at once");
    }, { prepare: settle("speed=normal\nhandoff=off\n") });
  });

  test("with the speed off nothing moves", { timeout: LOAD_TIMEOUT * 2 }, async () => {
    await suite.withPage(async (page) => {
      assert.equal(await round(page, suite.server.url), false, "an animation played with the speed off");
    }, { prepare: settle("speed=off\nhandoff=off\n") });
  });

  test("the system's reduced-motion preference switches animations off by default", { timeout: LOAD_TIMEOUT * 2 }, async () => {
    await suite.withPage(async (page) => {
      assert.equal(await round(page, suite.server.url), false, "an animation played under reduced motion");
    }, { prepare: settle("handoff=off\n", true) });
  });
});
