// The keyword help searched in headless Chromium: on OverPower's table the
// keyword help's Search asks for a word in the page's text dialog, and
// the help then shows only the keywords holding it, read from the mirror
// (the Show all button says what is shown) in one evaluation; Show all
// brings every keyword back. Screenshots of the searched help at 360x640
// and 1280x720.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { LOAD_TIMEOUT, SHOTS, press, screenshot, useBrowser, waitButton, waitScene } from "./harness.js";

// answer waits for the page's text dialog, types text into it and
// presses Enter.
async function answer(page, text) {
  const field = page.locator("dialog.ask[open] input");
  await field.waitFor({ state: "visible" });
  await field.fill(text);
  await field.press("Enter");
  await page.locator("dialog.ask").waitFor({ state: "detached" });
}

// shownNow waits until the keyword help's Show all button is in the
// mirror and returns its label (what the help shows) and whether the
// Search button is there too, read together.
async function shownNow(page) {
  const h = await page.waitForFunction(() => {
    const s = window.overdeck && window.overdeck.screen();
    const all = s && s.buttons.find((b) => b.id === "table.help.all" && b.on);
    return all && { label: all.label, search: s.buttons.some((b) => b.id === "table.help.search" && b.on) };
  }, null, { timeout: 30_000, polling: 100 });
  return h.jsonValue();
}

describe("keyword search", () => {
  const suite = useBrowser();
  const settings = "speed=off\nhandoff=on\n";

  for (const [w, h] of [[360, 640], [1280, 720]]) {
    test(`OverPower's keyword help searched for a typed word at ${w}x${h}`, async () => {
      await suite.withPage(async (page) => {
        await page.goto(suite.server.url + "?game=overpower&mode=computer&level=easy&seed=5");
        await waitScene(page, "table", LOAD_TIMEOUT);
        await press(page, "table.help");
        await press(page, "table.help.search");
        await answer(page, "Pile");
        const shown = await shownNow(page);
        assert.equal(shown.label,
          "Show all the keywords (shown now: 5 matches for 'Pile': Power Pack, Dead Pile, Defeated Characters Pile, Draw Pile, Pile icons)");
        assert.ok(shown.search, "Search stays offered");
        if (SHOTS) await screenshot(page, `keywords-search-${w}x${h}`);
        await press(page, "table.help.all");
        await page.waitForFunction(() => {
          const s = window.overdeck.screen();
          return !s.buttons.some((b) => b.id === "table.help.all") && s.buttons.some((b) => b.id === "table.help.search" && b.on);
        }, null, { timeout: 30_000, polling: 100 });
        await waitButton(page, "table.close");
      }, { viewport: { width: w, height: h }, prepare: (page) => page.addInitScript((s) => localStorage.setItem("overdeck:settings", s), settings) });
    });
  }
});
