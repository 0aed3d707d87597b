// OverPower's Draft in headless Chromium: from the setup screen a pod of
// 8 is drafted by pressing stacks (the computer drafters pick in
// between), the builder opens on the pool with the computer's deck, Done
// selects the Limited match and the first battle is dealt against the
// computer drafter's deck, even when two players were chosen on the mode
// screen; a draft two people share is played hot-seat, behind the hand-off
// screen, even when the computer was chosen.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import {
  LOAD_TIMEOUT, STEP_TIMEOUT, frames, press, pressMirror, screenshot, status, useBrowser, waitButton, waitScene,
} from "./harness.js";

// buttons lists the mirror's buttons: id, label, enabled.
function buttons(page) {
  return page.$$eval("#mirror button", (els) => els.map((e) => ({
    id: e.dataset.id, label: e.getAttribute("aria-label") || "", on: !e.disabled,
  })));
}

// waitLabel waits until mirror button id's label matches re.
function waitLabel(page, id, re) {
  return page.waitForFunction(([want, src]) => {
    const el = document.querySelector(`#mirror button[data-id="${want}"]`);
    return el && new RegExp(src).test(el.getAttribute("aria-label") || "");
  }, [id, re.source], { timeout: STEP_TIMEOUT, polling: 100 });
}

// onSetupPage turns the setup screen's pages until button id is on it.
async function onSetupPage(page, id) {
  for (let k = 0; k < 10; k++) {
    await frames(page, 2);
    if ((await buttons(page)).some((b) => b.id === id)) return;
    await pressMirror(page, "setup.page.next");
  }
  throw new Error(`no ${id} on the setup pages`);
}

describe("OverPower Draft in a browser", () => {
  const suite = useBrowser();

  test("draft a pod of 8 to the first battle", async () => {
    await suite.withPage(async (page) => {
      const start = Date.now();
      await page.goto(suite.server.url + "?play");
      await waitScene(page, "title", LOAD_TIMEOUT);
      await press(page, "title.play", "games");
      await press(page, "games.overpower", "mode");
      await pressMirror(page, "mode.computer");
      await pressMirror(page, "level.easy");
      await pressMirror(page, "mode.hotseat"); // one person drafts: the computer all the same
      await waitLabel(page, "mode.hotseat", /\(selected\)$/);
      await press(page, "mode.next", "setup");
      await onSetupPage(page, "setup.limited.edit");
      await press(page, "setup.limited.edit", "editor");
      await pressMirror(page, "edit.ltd.draft.8");
      for (let pick = 1; pick <= 6; pick++) {
        await waitLabel(page, "edit.ltd.tab.0", new RegExp(`your pick ${pick} of 6`));
        let stack;
        for (let k = 0; k < 5 && !stack; k++) {
          stack = (await buttons(page)).find((b) => b.id.startsWith("edit.ltd.stack.") && b.on);
          if (!stack) {
            await pressMirror(page, "edit.ltd.page.2");
            await frames(page, 2);
          }
        }
        assert.ok(stack, `a stack to take at pick ${pick}`);
        if (pick === 1) await screenshot(page, "overpower-draft-pick");
        await pressMirror(page, stack.id);
      }
      await waitButton(page, "edit.ltd.restart.0");
      await waitButton(page, "edit.done");
      await screenshot(page, "overpower-draft-build");
      await press(page, "edit.done", "setup");
      await onSetupPage(page, "setup.limited.custom");
      await waitLabel(page, "setup.limited.custom", /^Limited: .* against .*\(selected\)$/);
      await pressMirror(page, "setup.start");
      await waitScene(page, "table");
      const st = await status(page);
      assert.equal(st.game, "overpower");
      assert.equal(st.mode, "computer");
      console.log(`# OverPower draft to the first battle: ${((Date.now() - start) / 1000).toFixed(1)} s`);
    });
  });

  test("two people draft a pod of 8 behind hand-offs and play hot-seat", async () => {
    await suite.withPage(async (page) => {
      const start = Date.now();
      await page.goto(suite.server.url + "?play");
      await waitScene(page, "title", LOAD_TIMEOUT);
      await press(page, "title.play", "games");
      await press(page, "games.overpower", "mode");
      await pressMirror(page, "mode.computer"); // two people draft: hot-seat all the same
      await waitLabel(page, "mode.computer", /\(selected\)$/);
      await press(page, "mode.next", "setup");
      await onSetupPage(page, "setup.limited.edit");
      await press(page, "setup.limited.edit", "editor");
      await pressMirror(page, "edit.ltd.draft2.8");
      let handoffs = 0, picks = 0;
      for (let step = 0; step < 80; step++) {
        await frames(page, 2);
        const bs = await buttons(page);
        const ready = bs.find((b) => b.id.startsWith("edit.ltd.ready.") && b.on);
        if (ready) {
          assert.ok(!bs.some((b) => b.id.startsWith("edit.ltd.stack.") || b.id.startsWith("edit.ltd.tab.")),
            "the hand-off screen shows the draft");
          if (handoffs === 1) await screenshot(page, "overpower-draft-handoff");
          handoffs++;
          await pressMirror(page, ready.id);
          continue;
        }
        if (bs.some((b) => b.id === "edit.ltd.built.0")) break;
        const stack = bs.find((b) => b.id.startsWith("edit.ltd.stack.") && b.on);
        if (stack) picks++;
        await pressMirror(page, stack ? stack.id : "edit.ltd.page.2");
      }
      assert.equal(picks, 12);
      assert.ok(handoffs >= 6, `${handoffs} hand-offs`);
      await pressMirror(page, "edit.ltd.built.0");
      await waitButton(page, "edit.ltd.ready.1");
      await pressMirror(page, "edit.ltd.ready.1");
      await waitButton(page, "edit.done");
      await press(page, "edit.done", "setup");
      await onSetupPage(page, "setup.limited.custom");
      await waitLabel(page, "setup.limited.custom", /^Limited, two people hot-seat: .* against .*\(selected\)$/);
      await pressMirror(page, "setup.start");
      await waitScene(page, "handoff");
      const st = await status(page);
      assert.equal(st.mode, "hotseat");
      await press(page, "handoff.ready", "table");
      console.log(`# OverPower two-person draft to the first hand-off: ${((Date.now() - start) / 1000).toFixed(1)} s`);
    });
  });
});
