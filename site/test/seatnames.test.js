// Hot-seat names in the browser: each player's name is typed into the
// page's text field on the setup screen, the hand-off screen calls the
// players by them, and a reload of the page keeps them.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { LOAD_TIMEOUT, frames, label, mirrorButton, press, pressMirror, screenshot, useBrowser, waitButton, waitScene } from "./harness.js";

// answer waits for the game's question, types text into it and presses Enter.
async function answer(page, text) {
  const field = page.locator("dialog.ask[open] input");
  await field.waitFor({ state: "visible" });
  await field.fill(text);
  await field.press("Enter");
  await page.locator("dialog.ask").waitFor({ state: "detached" });
}

// onSetupPage turns the setup screen's pages until button id is on it.
async function onSetupPage(page, id) {
  for (let k = 0; k < 10; k++) {
    await frames(page, 2);
    if ((await mirrorButton(page, id).count()) > 0) return;
    await pressMirror(page, "setup.page.next");
  }
  throw new Error(`no ${id} on the setup pages`);
}

describe("hot-seat names", () => {
  const suite = useBrowser();

  for (const [width, height] of [[360, 640], [1280, 720]]) {
    test(`names typed at setup are used and kept at ${width}x${height}`, async () => {
      await suite.withPage(async (page) => {
        await page.setViewportSize({ width, height });
        await page.goto(suite.server.url + "?play");
        await waitScene(page, "title", LOAD_TIMEOUT);
        await press(page, "title.play", "games");
        await press(page, "games.overwatch", "mode");
        await press(page, "mode.next", "setup");
        await onSetupPage(page, "setup.name.0");
        await pressMirror(page, "setup.name.0");
        await answer(page, "Ann");
        await pressMirror(page, "setup.name.1");
        await answer(page, "Bo");
        await frames(page, 2);
        assert.equal(await label(page, "setup.name.0"), "Player 1 is Ann (change)");
        assert.equal(await label(page, "setup.name.1"), "Player 2 is Bo (change)");
        await screenshot(page, `seatnames-setup-${width}x${height}`);
        await press(page, "setup.start", "handoff");
        await waitButton(page, "handoff.ready");
        assert.match(await label(page, "handoff.ready"), /^I am (Ann|Bo): show my cards$/);
        await screenshot(page, `seatnames-handoff-${width}x${height}`);

        await page.goto(suite.server.url + "?play");
        await waitScene(page, "handoff", LOAD_TIMEOUT);
        await waitButton(page, "handoff.ready");
        assert.match(await label(page, "handoff.ready"), /^I am (Ann|Bo): show my cards$/, "a reload keeps the names");
      });
    });
  }
});
