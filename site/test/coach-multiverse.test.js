// The Multiverse's coached first game in headless Chromium: a newcomer
// opens it (coach=1) and finishes the script clicking only what the
// coach points at (the ringed part of the table, or Next on a step that
// only explains), at 360x640 and 1280x720, with a screenshot of every
// step in build/screenshots/coach-multiverse/; and a player who skips a
// step, then the whole coaching, plays on a game with no coach.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { LOAD_TIMEOUT, SHOTS, clickCanvas, screen, screenshot, useBrowser, waitScene, waitScreenChange } from "./harness.js";

const COACHED = "?game=multiverse&coach=1";

// The script's steps, in order (render/multiverse/coach.go).
const STEPS = ["rows", "slow", "attack", "fight", "defeated", "turn", "defense", "end"];

// click presses button id of screen s on the canvas, where the mirror
// shows it, and waits until the screen changed.
async function click(page, s, id) {
  assert.ok(s.buttons.some((b) => b.id === id && b.on), `no enabled ${id} among ${s.buttons.filter((b) => b.on).map((b) => b.id).join(" ")}`);
  await clickCanvas(page, id);
  return waitScreenChange(page, s);
}

describe("the Multiverse's coached first game", () => {
  const b = useBrowser();

  // make test walks the phone's size; make shots the desktop's too (both
  // are checked natively frame by frame: render/shell TestCoach_*).
  for (const [w, h] of SHOTS ? [[360, 640], [1280, 720]] : [[360, 640]]) {
    test(`finished by clicking only what the coach points at, ${w}x${h}`, { timeout: 8 * LOAD_TIMEOUT }, async () => {
      await b.withPage(async (page) => {
        await page.goto(b.server.url + COACHED);
        await waitScene(page, "table", LOAD_TIMEOUT);
        const shown = [];
        let s = await screen(page);
        for (let n = 0; n < 200; n++) {
          const coach = s.status.coach || {};
          // The coaching ends by itself once its last step is done.
          if (!coach.on && shown.length === STEPS.length) break;
          assert.ok(coach.on, `the coach is off before the script ended: ${JSON.stringify(s.status)}`);
          if (coach.step && shown[shown.length - 1] !== coach.step) {
            shown.push(coach.step);
            await screenshot(page, `coach-multiverse/${w}x${h}-${shown.length}-${coach.step}`);
          }
          if (coach.step === "" && shown.length === STEPS.length) break;
          const next = s.buttons.find((x) => x.id === "coach.next" && x.on);
          if (coach.step && next) {
            s = await click(page, s, "coach.next");
            continue;
          }
          assert.ok(coach.target, `the coach points at nothing at ${JSON.stringify(coach)}`);
          s = await click(page, s, coach.target);
        }
        assert.deepEqual(shown, STEPS);
        assert.equal(s.status.outcome, "", "the coached game ended before its last step was read");
        assert.equal(s.status.scene, "table");
      }, { viewport: { width: w, height: h } });
    });
  }

  test("a step skipped, then the coaching: the game goes on without it", { timeout: 3 * LOAD_TIMEOUT }, async () => {
    await b.withPage(async (page) => {
      await page.goto(b.server.url + COACHED);
      await waitScene(page, "table", LOAD_TIMEOUT);
      let s = await screen(page);
      assert.equal(s.status.coach.step, "rows");
      s = await click(page, s, "coach.skip");
      assert.notEqual(s.status.coach.step, "rows");
      assert.ok(s.status.coach.on);
      s = await click(page, s, "coach.end");
      assert.ok(!s.status.coach.on, JSON.stringify(s.status));
      assert.ok(!s.buttons.some((x) => x.id.startsWith("coach.")), "a coach button is left after Skip coaching");
      // The game goes on: the player may end the turn.
      assert.ok(s.buttons.some((x) => x.on && x.id.startsWith("table.")), "no move on the table");
    }, { viewport: { width: 1280, height: 720 } });
  });
});
