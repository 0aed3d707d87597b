// The OverPower deck builder in headless Chromium: a team and a legal deck
// built by pressing, its code exported, a mangled code refused with a
// plain message, the good code imported, the deck saved under a name and
// offered on the setup screen, and a match dealt from it.
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

// byLabel returns the id of the first mirror button whose label matches re.
async function byLabel(page, re) {
  await page.waitForFunction((src) => [...document.querySelectorAll("#mirror button")]
    .some((e) => new RegExp(src).test(e.getAttribute("aria-label") || "")), re.source, { timeout: STEP_TIMEOUT, polling: 100 });
  return (await buttons(page)).find((b) => re.test(b.label)).id;
}

// answer waits for the page's text dialog and returns what it shows; it
// types text and presses Enter, or presses Escape when text is null.
async function answer(page, text) {
  const field = page.locator("dialog.ask[open] input");
  await field.waitFor({ state: "visible" });
  const shown = await field.inputValue();
  if (text === null) {
    await field.press("Escape");
  } else {
    await field.fill(text);
    await field.press("Enter");
  }
  await page.locator("dialog.ask").waitFor({ state: "detached" });
  return shown;
}

// addCards presses each Power card named in names (on the page shown)
// copies times through the mirror, then waits until each shows them all
// in the deck.
async function addCards(page, names, copies) {
  await byLabel(page, new RegExp(`^${names[0]}, Power card: 0 in the deck`));
  const shown = await buttons(page);
  const ids = names.map((n) => shown.find((b) => b.label.startsWith(`${n}, Power card: 0 in the deck`)).id);
  await page.evaluate(([want, n]) => {
    for (const id of want) {
      const el = document.querySelector(`#mirror button[data-id="${id}"]`);
      for (let k = 0; k < n; k++) el.click();
    }
  }, [ids, copies]);
  for (const id of ids) await waitLabel(page, id, new RegExp(`: ${copies} in the deck`));
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

describe("the OverPower deck builder in a browser", () => {
  const suite = useBrowser();

  test("build a deck, export and import its code, save it and play from it", async () => {
    await suite.withPage(async (page) => {
      const start = Date.now();
      await page.goto(suite.server.url + "?play");
      await waitScene(page, "title", LOAD_TIMEOUT);
      await press(page, "title.play", "games");
      await press(page, "games.overpower", "mode");
      await press(page, "mode.next", "setup");
      await onSetupPage(page, "setup.deck0.edit");
      await press(page, "setup.deck0.edit", "editor");

      await pressMirror(page, "edit.tab.4");
      await pressMirror(page, "edit.new");
      await pressMirror(page, "edit.tab.0");
      for (const n of ["King Arthur", "Merlin", "Robin Hood", "Billy the Kid"]) {
        await pressMirror(page, await byLabel(page, new RegExp(`^${n}: grid .* Press to put it in`)));
      }
      await waitLabel(page, "edit.slot.3", /^Reserve: Billy the Kid/);
      assert.ok(await page.$eval('#mirror button[data-id="edit.done"]', (e) => e.disabled), "Done is disabled without cards");
      assert.match(await label(page, "edit.slot.0"), /^Front Line 1: King Arthur/);

      await pressMirror(page, "edit.tab.2");
      await pressMirror(page, "edit.kind"); // Power cards only
      await waitLabel(page, "edit.kind", /: Power card/);
      for (const t of ["Energy", "Combat", "Brute Force", "Intelligence"]) {
        await pressMirror(page, "edit.type");
        await waitLabel(page, "edit.type", new RegExp(`: ${t} `));
        await addCards(page, [1, 2, 3, 4, 5, 6].map((v) => `${t} ${v}`), 2);
      }
      await waitLabel(page, "edit.done", /not yet: 48 cards count toward the deck; at least 51/);
      await addCards(page, ["MultiPower 3", "MultiPower 4", "MultiPower 5"], 1);
      await waitButton(page, "edit.done");
      await screenshot(page, "overpower-deck-cards");

      await pressMirror(page, "edit.tab.4");
      await pressMirror(page, "edit.export");
      const code = await answer(page, null);
      assert.match(code, /^OP1-[A-Za-z0-9_-]+$/, "a URL-safe code");

      await pressMirror(page, "edit.import");
      await answer(page, code.slice(0, 30) + (code[30] === "A" ? "B" : "A") + code.slice(31));
      await waitScene(page, "message");
      assert.equal((await status(page)).message, "This is not an OverPower deck code.");
      await press(page, "message.ok", "editor");
      await waitButton(page, "edit.done"); // the deck is as it was

      await pressMirror(page, "edit.import");
      await answer(page, code);
      await pressMirror(page, "edit.save");
      await answer(page, "Round Table");
      await waitLabel(page, "edit.load.0", /^Load your saved deck Round Table \(King Arthur, Merlin, Robin Hood\)/);
      await screenshot(page, "overpower-deck-decks");

      await press(page, "edit.done", "setup");
      await onSetupPage(page, "setup.deck0.saved.0");
      await waitLabel(page, "setup.deck0.saved.0", /^Saved: Round Table \(King Arthur, Merlin, Robin Hood\) \(selected\)$/);
      await screenshot(page, "overpower-deck-setup");
      await onSetupPage(page, "setup.first.1");
      await pressMirror(page, "setup.first.1");
      await waitLabel(page, "setup.first.1", /\(selected\)$/);
      await press(page, "setup.start", "handoff");
      await press(page, "handoff.ready", "table");
      const st = await status(page);
      assert.equal(st.game, "overpower");
      await byLabel(page, /^King Arthur, Player 1/);
      await byLabel(page, /^Billy the Kid, Player 1/);
      console.log(`# OverPower deck builder: ${((Date.now() - start) / 1000).toFixed(1)} s`);
    });
  });
});
