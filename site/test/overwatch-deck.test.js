// The Overwatch deck builder in headless Chromium: a legal deck built by
// pressing the editor's buttons, a hot-seat match dealt from it, Escape
// closing a table overlay before it opens the menu, and the deck still
// offered after a reload.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import {
  LOAD_TIMEOUT, STEP_TIMEOUT, frames, label, press, pressMirror, screenshot, status, useBrowser,
  waitButton, waitScene,
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

// disabled reports whether mirror button id is drawn and disabled.
function disabled(page, id) {
  return page.$eval(`#mirror button[data-id="${id}"]`, (e) => e.disabled);
}

// pressKey holds key down over a few frames (Ebiten samples keys once per
// tick), then releases it.
async function pressKey(page, key) {
  await page.focus("canvas");
  await page.keyboard.down(key);
  await Promise.all([frames(page, 2), new Promise((r) => setTimeout(r, 60))]);
  await page.keyboard.up(key);
  await frames(page, 2);
}

// addClass shows the heroes of class and puts the first n not yet in the
// deck into it (all of them without n); it returns their card codes.
async function addClass(page, cls, n = Infinity) {
  await pressMirror(page, `edit.class.${cls}`);
  await waitLabel(page, `edit.class.${cls}`, /\(selected\)$/);
  const tiles = (await buttons(page)).filter((b) => b.id.startsWith("edit.hero.") && b.on);
  const added = [];
  for (const t of tiles) {
    if (added.length >= n) break;
    assert.match(t.label, new RegExp(`\\(${cls[0].toUpperCase()}${cls.slice(1)}, health \\d+, power`), `a ${cls} tile: ${t.label}`);
    assert.match(t.label, /not in the deck/);
    await pressMirror(page, t.id);
    await waitLabel(page, t.id, /in the deck, press to take it out$/);
    added.push(t.id.replace("edit.hero.", ""));
  }
  return added;
}

// toSetup goes from the title screen to the Overwatch setup, hot-seat.
async function toSetup(page) {
  await press(page, "title.play", "games");
  await press(page, "games.overwatch", "mode");
  await press(page, "mode.next", "setup");
  await waitButton(page, "setup.start");
}

describe("the Overwatch deck builder in a browser", () => {
  const suite = useBrowser();

  test("build a deck, play from it, and find it again after a reload", async () => {
    await suite.withPage(async (page) => {
      const start = Date.now();
      await page.goto(suite.server.url + "?play");
      await waitScene(page, "title", LOAD_TIMEOUT);
      await toSetup(page);
      assert.ok(!(await buttons(page)).some((b) => b.id === "setup.deck0.custom"), "no built deck yet");

      await press(page, "setup.deck0.edit", "editor");
      await pressMirror(page, "edit.clear");
      await waitLabel(page, "edit.done", /this one holds 0/);
      assert.ok(await disabled(page, "edit.done"), "Done is disabled for an empty deck");
      const deck = [...await addClass(page, "tank"), ...await addClass(page, "support")];
      assert.equal(deck.length, 19);
      assert.ok(await disabled(page, "edit.done"), "Done is disabled with 19 heroes");
      await waitLabel(page, "edit.done", /this one holds 19\. Add 1 more/);
      deck.push(...await addClass(page, "offense", 1));
      await waitButton(page, "edit.done");
      assert.match(await label(page, "edit.done"), /^Done: use this for Player 1's deck/);
      await screenshot(page, "overwatch-deck-builder");

      await press(page, "edit.done", "setup");
      await waitLabel(page, "setup.deck0.custom", /^Custom deck \(20 heroes\) \(selected\)$/);
      assert.doesNotMatch(await label(page, "setup.deck0.full"), /selected/);
      await screenshot(page, "overwatch-deck-setup");

      await pressMirror(page, "setup.first.1");
      await waitLabel(page, "setup.first.1", /\(selected\)$/);
      await press(page, "setup.start", "handoff");
      await press(page, "handoff.ready", "table");
      await waitButton(page, "table.menu");
      await frames(page, 2);
      const st = await status(page);
      assert.equal(st.game, "overwatch");
      assert.equal(st.mode, "hotseat");
      assert.deepEqual(st.toAct, [0], "Player 1 goes first, as chosen");
      // Player 1's hand is dealt from the built deck, and from nothing else.
      const hand = (await buttons(page)).filter((b) => b.id.startsWith("table.card."));
      assert.equal(hand.length, 8, "a hand of 8");
      for (const c of hand) {
        assert.ok(deck.includes(c.id.replace("table.card.", "")), `${c.label} is not in the built deck`);
      }

      await pressMirror(page, "table.help");
      await waitButton(page, "table.close");
      await pressKey(page, "Escape");
      await page.waitForSelector('#mirror button[data-id="table.help"]', { state: "attached", timeout: STEP_TIMEOUT });
      assert.equal((await status(page)).scene, "table", "Escape closed the keywords, not the table");
      assert.ok(!(await buttons(page)).some((b) => b.id === "table.close"), "the overlay is closed");
      await pressKey(page, "Escape");
      await waitScene(page, "pause");

      await page.reload();
      await waitScene(page, "handoff", LOAD_TIMEOUT);
      await press(page, "handoff.ready", "table");
      await press(page, "table.menu", "pause");
      await press(page, "pause.quit", "title");
      await toSetup(page);
      // The setup screen opens as the last game was started: the built deck selected.
      await waitLabel(page, "setup.deck0.custom", /^Custom deck \(20 heroes\) \(selected\)$/);
      console.log(`# deck builder: ${((Date.now() - start) / 1000).toFixed(1)} s`);
    });
  });
});
