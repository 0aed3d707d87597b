// Presses that Ebiten's once-a-tick sampling used to lose: the first click
// after the page loads, before the pointer has ever moved over the canvas,
// and a tap whose press and release both fall within one frame.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { LOAD_TIMEOUT, STEP_TIMEOUT, frames, waitButton, waitScene, useBrowser } from "./harness.js";

// centre is the middle of the canvas button that mirror button id covers.
async function centre(page, id) {
  const box = await (await waitButton(page, id)).boundingBox();
  assert.ok(box, `mirror button ${id} has a box`);
  return { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) };
}

describe("presses are never lost", () => {
  const suite = useBrowser();

  test("the first click after loading, with no pointer move, presses its button", async () => {
    await suite.withPage(async (page) => {
      await page.goto(suite.server.url + "?play");
      await waitScene(page, "title", LOAD_TIMEOUT);
      const { x, y } = await centre(page, "title.play");
      const cdp = await page.context().newCDPSession(page);
      // Pressed and released back to back: shorter than a frame as well.
      await cdp.send("Input.dispatchMouseEvent", { type: "mousePressed", x, y, button: "left", clickCount: 1 });
      await cdp.send("Input.dispatchMouseEvent", { type: "mouseReleased", x, y, button: "left", clickCount: 1 });
      await waitScene(page, "games", STEP_TIMEOUT);
    });
  });

  test("a tap whose press and release fall within one frame presses its button", async () => {
    await suite.withPage(async (page) => {
      await page.goto(suite.server.url + "?play");
      await waitScene(page, "title", LOAD_TIMEOUT);
      const { x, y } = await centre(page, "title.play");
      // Both events in one task of the page: no frame can run between them.
      await page.evaluate(({ x, y }) => {
        const canvas = document.querySelector("canvas");
        const opts = { clientX: x, clientY: y, button: 0, isPrimary: true, pointerType: "touch", bubbles: true };
        canvas.dispatchEvent(new PointerEvent("pointerdown", opts));
        canvas.dispatchEvent(new PointerEvent("pointerup", opts));
      }, { x, y });
      await waitScene(page, "games", STEP_TIMEOUT);
      // One tap, one press: ten frames later the Games screen is still up.
      await frames(page, 10);
      assert.equal((await page.evaluate(() => window.overdeck.status())).scene, "games");
    });
  });
});
