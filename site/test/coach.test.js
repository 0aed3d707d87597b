// OverPower's coached first game (?game=overpower&coach=1): a new player
// completes it pressing only what the coach offers (Next on a step that
// explains, else the button its ring is around), at a phone's size and a
// desktop's, with a screenshot of every step in build/screenshots/coach/;
// and one who skips the coaching at once plays on, the coach gone for good.
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { describe, test } from "node:test";
import { LOAD_TIMEOUT, SHOTS, pressOn, screen, screenshot, shotDir, useBrowser, waitScene } from "./harness.js";

// make test walks the phone's size (touch, the tighter layout); make shots
// walks the desktop's too, for its pictures. Both sizes are walked natively
// frame by frame (render/shell TestCoach_OverPowerScript).
const SIZES = SHOTS ? [[360, 640], [1280, 720]] : [[360, 640]];
const STEPS = ["welcome", "event", "discard", "place", "venture", "fight", "attack", "astral", "defend", "ko", "endbattle", "concede"];

// waitCoach waits until the coach shows a step, points at something, or
// is off: the screen read in one evaluation.
async function waitCoach(page) {
  await page.waitForFunction(() => {
    const s = window.overdeck && window.overdeck.screen && window.overdeck.screen();
    if (!s || s.status.scene !== "table") return false;
    const c = s.status.coach;
    return !c.on || c.step !== "" || (c.target !== "" && s.buttons.some((b) => b.id === c.target && b.on));
  }, null, { timeout: 60_000, polling: 100 });
  return screen(page);
}

describe("the coached first game of OverPower", () => {
  const suite = useBrowser();
  for (const [width, height] of SIZES) {
    test(`a new player follows the coach to its end at ${width}x${height}`, { timeout: LOAD_TIMEOUT * 15 }, async () => {
      mkdirSync(path.join(shotDir, "coach"), { recursive: true });
      await suite.withPage(async (page) => {
        await page.goto(suite.server.url + "?game=overpower&coach=1");
        await waitScene(page, "table", LOAD_TIMEOUT);
        const seen = [];
        for (let i = 0; i < 400; i++) {
          const s = await waitCoach(page);
          const c = s.status.coach;
          if (!c.on) break;
          if (c.step !== "" && seen[seen.length - 1] !== c.step) {
            seen.push(c.step);
            // A phase banner may still be passing over the table: let it
            // go by when it does (a looping motion is not waited for).
            if (SHOTS) await page.waitForFunction(() => !window.overdeck.status().moving, null, { timeout: 10_000, polling: 100 }).catch(() => {});
            await screenshot(page, `coach/${width}x${height}-${String(seen.length).padStart(2, "0")}-${c.step}`);
          }
          const next = s.buttons.some((b) => b.id === "coach.next" && b.on);
          await pressOn(page, s, c.step !== "" && next ? "coach.next" : c.target, 60_000);
        }
        assert.deepEqual(seen, STEPS, "the steps shown, in order");
        const end = await screen(page);
        assert.equal(end.status.coach.on, false, "the coach is off after its last step");
        assert.equal(end.status.scene, "table", "the game goes on");
        assert.ok(end.buttons.some((b) => b.on && b.id.startsWith("table.")), "the table has moves to make");
      }, { viewport: { width, height } });
    });
  }

  test("a player who skips the coaching at once plays on without it", { timeout: LOAD_TIMEOUT * 3 }, async () => {
    await suite.withPage(async (page) => {
      const url = suite.server.url + "?game=overpower&coach=1";
      await page.goto(url);
      await waitScene(page, "table", LOAD_TIMEOUT);
      let s = await waitCoach(page);
      assert.equal(s.status.coach.step, "welcome");
      s = await pressOn(page, s, "coach.end");
      assert.equal(s.status.coach.on, false, "Skip coaching leaves the coach on");
      assert.ok(!s.buttons.some((b) => b.id.startsWith("coach.")), "coach buttons are still drawn");
      // Play on: the first move offered on the table, then the computer's.
      const move = s.buttons.find((b) => b.on && b.id.startsWith("table.move."));
      assert.ok(move, "no move to make on the table");
      s = await pressOn(page, s, move.id);
      await page.goto(page.url());
      await waitScene(page, "table", LOAD_TIMEOUT);
      s = await screen(page);
      assert.equal(s.status.coach.on, false, "a reload brought the coach back");
      assert.match(page.url(), /coach=1/, "the address does not name the game on screen");
      assert.equal(s.status.scene, "table");
    }, { viewport: { width: 1280, height: 720 } });
  });
});
