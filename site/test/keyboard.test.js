// Keyboard users: Tab must never be trapped by the canvas. From the canvas
// it moves to the mirror's buttons, walks them in the game's order, and
// leaves the page after the last one; Enter on a mirror button presses it.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { LOAD_TIMEOUT, launchBrowser, newContext, openPage, startServer, waitScene } from "./harness.js";

let server;
let browser;
before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

// focused describes the element with focus: "canvas", a mirror button id,
// or "elsewhere".
function focused(page) {
  return page.evaluate(() => {
    const a = document.activeElement;
    if (!a || a === document.body) return "elsewhere";
    if (a.tagName === "CANVAS") return "canvas";
    return a.closest("#mirror") ? a.getAttribute("data-id") : "elsewhere";
  });
}

test("Tab leaves the canvas, walks the mirror buttons and leaves the page", async () => {
  const context = await newContext(browser);
  try {
    const page = await openPage(context);
    await page.goto(server.url + "?play");
    await waitScene(page, "title", LOAD_TIMEOUT);
    await page.focus("canvas");
    assert.equal(await focused(page), "canvas");

    await page.keyboard.press("Tab");
    assert.equal(await focused(page), "title.play", "Tab from the canvas goes to the first button");

    const ids = await page.$$eval("#mirror button:not([disabled])", (bs) => bs.map((b) => b.dataset.id));
    const seen = ["title.play"];
    for (let i = 1; i < ids.length; i++) {
      await page.keyboard.press("Tab");
      seen.push(await focused(page));
    }
    assert.deepEqual(seen, ids, "Tab walks the buttons in the game's order");
    await page.keyboard.press("Tab");
    assert.equal(await focused(page), "elsewhere", "Tab after the last button leaves the game");

    await page.focus("canvas");
    await page.keyboard.press("Shift+Tab");
    assert.equal(await focused(page), ids[ids.length - 1], "Shift+Tab from the canvas goes to the last button");

    await page.focus('#mirror button[data-id="title.play"]');
    await page.keyboard.press("Enter");
    await waitScene(page, "games");
    assert.deepEqual(page.problems, [], "the page reported errors");
  } finally {
    await context.close();
  }
});
