// Named saves in the browser: the name is typed into a real text field,
// the slot is renamed and deleted from the load screen, and the landing
// page offers to continue the game in progress.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { LOAD_TIMEOUT, label, press, screenshot, status, useBrowser, waitButton, waitScene } from "./harness.js";

// answer waits for the game's question, types text into it and presses
// Enter (or Escape when text is null).
async function answer(page, text) {
  const field = page.locator("dialog.ask[open] input");
  await field.waitFor({ state: "visible" });
  if (text === null) {
    await field.press("Escape");
  } else {
    await field.fill(text);
    await field.press("Enter");
  }
  await page.locator("dialog.ask").waitFor({ state: "detached" });
}

describe("named saves", () => {
  const suite = useBrowser();

  test("a save is named, renamed and deleted; a cancelled name saves nothing", async () => {
    await suite.withPage(async (page) => {
      await page.goto(suite.server.url + "?game=goofspiel&mode=hotseat&seed=4");
      await waitScene(page, "handoff", LOAD_TIMEOUT);
      await press(page, "handoff.ready", "table");
      await press(page, "table.menu", "pause");
      await press(page, "pause.save");
      const field = page.locator("dialog.ask[open] input");
      await field.waitFor({ state: "visible" });
      assert.equal(await field.inputValue(), "Save 1", "the first free name is offered");
      await screenshot(page, "save-name");
      await answer(page, null);
      assert.equal((await status(page)).scene, "pause");
      assert.deepEqual(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("overdeck:slot:"))), []);

      await press(page, "pause.save");
      await answer(page, "Before the last card");
      await page.waitForFunction(() => window.overdeck.status().message === 'Saved as "Before the last card".');
      await press(page, "message.ok", "pause");
      await press(page, "pause.load", "load");
      assert.match(await label(page, "load.slot.0"), /^Before the last card, Goofspiel, /);
      await press(page, "load.slot.0", "message");
      await press(page, "slot.rename");
      await answer(page, "Lunch");
      await waitScene(page, "load");
      assert.match(await label(page, "load.slot.0"), /^Lunch, Goofspiel, /);
      await press(page, "load.slot.0", "message");
      await press(page, "slot.delete");
      await page.waitForFunction(() => /Delete the save "Lunch"/.test(window.overdeck.status().message));
      await press(page, "message.delete", "load");
      assert.equal(await page.locator('#mirror button[data-id="load.slot.0"]').count(), 0);
    });
  });

  test("the landing page offers to continue the game in progress", async () => {
    await suite.withPage(async (page) => {
      await page.goto(suite.server.url);
      assert.ok(await page.locator("#continue-row").isHidden(), "nothing to continue yet");
      await page.goto(suite.server.url + "?game=goofspiel&mode=hotseat&seed=6");
      await waitScene(page, "handoff", LOAD_TIMEOUT);
      await press(page, "handoff.ready", "table");
      await press(page, "table.bid.3");
      await page.waitForFunction(() => localStorage.getItem("overdeck:current") === "goofspiel");
      await page.goto(suite.server.url);
      const cont = page.locator("#continue");
      assert.equal(await cont.innerText(), "Continue Goofspiel");
      await cont.click();
      const s = await waitScene(page, "handoff", LOAD_TIMEOUT);
      assert.equal(s.game, "goofspiel");
      await waitButton(page, "handoff.ready");
    });
  });

  for (const [width, height] of [[360, 640], [1280, 720]]) {
    test(`a finished game replays forwards and back at ${width}x${height}`, async () => {
      await suite.withPage(async (page) => {
        await page.goto(suite.server.url + "?game=goofspiel&mode=computer&seed=2&set.cards=5");
        await waitScene(page, "table", LOAD_TIMEOUT);
        for (let bid = 1; bid <= 5; bid++) {
          await press(page, `table.bid.${bid}`);
          await page.waitForFunction((b) => {
            const s = window.overdeck.status();
            return s.scene === "gameover" || !document.querySelector(`#mirror button[data-id="table.bid.${b}"]`);
          }, bid);
        }
        await waitScene(page, "gameover");
        await press(page, "gameover.replay", "replay");
        await press(page, "replay.forward");
        await press(page, "replay.forward");
        await screenshot(page, `replay-${width}x${height}`);
        await press(page, "replay.back");
        await press(page, "replay.close", "gameover");
      }, { viewport: { width, height } });
    });
  }
});
