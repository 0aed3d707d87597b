// The painter draws again only where a frame differs from the one on
// screen (render/paint.go, ui.Damage). What the canvas shows after many
// such partial paints must be exactly what a whole repaint shows: an
// OverPower hot-seat battle (the busiest table) is played by taps with the
// animations on, and at rest the canvas is captured, then captured again
// after the painter's regular whole repaint (every 60 frames drawn alike).
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { LOAD_TIMEOUT, frames, pressOn, screen, useBrowser, waitScene } from "./harness.js";

// atRest waits, in one evaluation a frame, until nothing moves.
function atRest(page) {
  return page.waitForFunction(() => !window.overdeck.status().moving, null, { timeout: 30_000, polling: "raf" });
}

// sameAfterWholeRepaint captures the canvas at rest, waits for more
// frames than the painter lets pass without a whole repaint, captures it
// again and compares the two, pixel for pixel (PNG bytes).
async function sameAfterWholeRepaint(page, where) {
  await atRest(page);
  await frames(page, 2);
  const canvas = page.locator("canvas");
  const before = await canvas.screenshot();
  const seen = await screen(page);
  await frames(page, 70);
  const after = await canvas.screenshot();
  assert.deepEqual((await screen(page)).buttons, seen.buttons, `${where}: the screen changed while at rest`);
  assert.ok(before.equals(after), `${where}: the canvas painted in parts differs from the canvas painted whole`);
}

describe("painting only what changed", () => {
  const suite = useBrowser();
  const prefer = ["table.move.ok", "table.move.fight", "table.move.take", "table.move.allow", "table.move.pass"];
  test("the canvas equals a whole repaint after an OverPower battle played by taps", { timeout: LOAD_TIMEOUT * 2 }, async () => {
    await suite.withPage(async (page) => {
      await page.goto(suite.server.url + "?game=overpower&mode=hotseat&seed=11&set.deck0=camelot&set.deck1=cult&set.first=1");
      await waitScene(page, "handoff", LOAD_TIMEOUT);
      let now = await screen(page);
      let presses = 0;
      for (let i = 0; i < 60 && presses < 24; i++) {
        const st = now.status;
        if (st.scene === "handoff") {
          now = await pressOn(page, now, "handoff.ready");
          continue;
        }
        assert.equal(st.scene, "table", `scene ${st.scene}`);
        const ids = now.buttons.filter((b) => b.on).map((b) => b.id);
        const lit = now.buttons.find((b) => b.on && b.id.startsWith("table.card.") && b.label.includes("playable"));
        const pick = ids.find((id) => id === "table.go" || id.startsWith("table.go.")) || ids.find((id) => id.startsWith("table.stage.")) ||
          (lit && ids.includes("table.move.concede") && !ids.includes("table.move.fight") ? lit.id : null) ||
          prefer.find((id) => ids.includes(id)) || ids.find((id) => id.startsWith("table.move.") || id.startsWith("table.opt.")) ||
          (lit ? lit.id : null);
        assert.ok(pick, `nothing to press among ${ids.join(" ")}`);
        now = await pressOn(page, now, pick);
        presses++;
        if (presses === 12) {
          await sameAfterWholeRepaint(page, "after 12 presses");
          now = await screen(page);
        }
      }
      await waitScene(page, "table");
      await sameAfterWholeRepaint(page, `after ${presses} presses`);
    }, {
      viewport: { width: 1280, height: 720 },
      prepare: (page) => page.addInitScript(() => localStorage.setItem("overdeck:settings", "speed=fast\nhandoff=on\n")),
    });
  });
});
