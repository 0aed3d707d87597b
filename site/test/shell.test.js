// The game in headless Chromium: the loader, the title screen's buttons
// pressed on the canvas and through the mirror, settings across a reload,
// a corrupt save, bad URL parameters and a whole hot-seat game.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import {
  LOAD_TIMEOUT, clickCanvas, label, mirrorButton, press, screenshot, shotDir, status, useBrowser,
  waitButton, waitScene,
} from "./harness.js";

describe("the game in a browser", () => {
  const suite = useBrowser();
  const withPage = suite.withPage;


  test("the landing page lists the games and opens the title screen", async () => {
    await withPage(async (page) => {
      await page.goto(suite.server.url);
      const game = page.locator("#game-goofspiel");
      assert.match(await game.locator("h3").innerText(), /Goofspiel/);
      assert.ok((await game.locator("p").first().innerText()).length > 20, "the game has a description");
      assert.equal(await page.locator("canvas").count(), 0, "no canvas before a game is picked");
      await page.locator("#open").click();
      const s = await waitScene(page, "title", LOAD_TIMEOUT);
      assert.equal(new URL(page.url()).search, "?play");
      assert.equal(s.game, "");
      assert.ok(await page.locator("#loader").isHidden(), "the loader is gone");
      await screenshot(page, "title");
    });
  });

  test("the landing page offers the computer's level", async () => {
    await withPage(async (page) => {
      await page.goto(suite.server.url);
      const levels = page.locator("#game-goofspiel .levels a");
      assert.deepEqual(await levels.allInnerTexts(), ["Easy", "Normal", "Hard"]);
      await page.locator('#game-goofspiel a[href*="level=hard"]').click();
      const s = await waitScene(page, "table", LOAD_TIMEOUT);
      assert.equal(s.mode, "computer");
      assert.match(new URL(page.url()).search, /level=hard/);
    });
  });

  test("the loader counts in percent, not in uncompressed megabytes", async () => {
    await withPage(async (page) => {
      await page.addInitScript(() => {
        window.loaderTexts = [];
        document.addEventListener("DOMContentLoaded", () => {
          const el = document.getElementById("loader-text");
          new MutationObserver(() => window.loaderTexts.push(el.textContent))
            .observe(el, { childList: true, characterData: true, subtree: true });
        });
      });
      await page.goto(suite.server.url + "?play");
      await waitScene(page, "title", LOAD_TIMEOUT);
      const texts = await page.evaluate(() => window.loaderTexts);
      assert.ok(texts.some((t) => /^Loading Overdeck… \d{1,3}%$/.test(t)), `a percentage shown: ${texts.slice(0, 5)}`);
      for (const t of texts) assert.match(t, /^Loading Overdeck…( \d{1,3}%)?$/);
      assert.equal(texts.at(-1), "Loading Overdeck… 100%");
    });
  });

  test("title buttons are found through the mirror and pressed on the canvas", async () => {
    await withPage(async (page) => {
      await page.goto(suite.server.url + "?play");
      await waitScene(page, "title", LOAD_TIMEOUT);
      for (const [id, text] of [["title.play", "Play"], ["title.load", "Load a saved game"], ["title.settings", "Settings"]]) {
        assert.equal(await label(page, id), text);
      }
      assert.equal(await mirrorButton(page, "title.continue").count(), 0, "no Continue without a save");

      await clickCanvas(page, "title.play");
      await waitScene(page, "games");
      assert.match(await label(page, "games.goofspiel"), /Goofspiel/);

      // A keyboard player: focus the mirror button, press Enter.
      await (await waitButton(page, "back")).focus();
      await page.keyboard.press("Enter");
      await waitScene(page, "title");

      // Assistive technology: a click on the mirror button itself.
      await press(page, "title.settings", "settings");
      await clickCanvas(page, "back");
      await waitScene(page, "title");
    });
  });

  test("settings survive a reload", async () => {
    await withPage(async (page) => {
      await page.goto(suite.server.url + "?play");
      await waitScene(page, "title", LOAD_TIMEOUT);
      await press(page, "title.settings", "settings");
      assert.equal(await label(page, "settings.handoff"), "Hand-off screens: On");
      await press(page, "settings.handoff");
      await page.waitForFunction(() => document.querySelector('#mirror button[data-id="settings.handoff"]')
        ?.getAttribute("aria-label") === "Hand-off screens: Off");
      assert.ok(await page.evaluate(() => localStorage.getItem("overdeck:settings")), "settings are stored");

      await page.reload();
      await waitScene(page, "title", LOAD_TIMEOUT);
      await press(page, "title.settings", "settings");
      assert.equal(await label(page, "settings.handoff"), "Hand-off screens: Off");
    });
  });

  test("a corrupt save shows a message and stays in storage", async () => {
    await withPage(async (page) => {
      // Play one bid so the game has an autosave and knows it as the last
      // match, then damage the autosave.
      await page.goto(suite.server.url + "?game=goofspiel&mode=hotseat&seed=3");
      await waitScene(page, "handoff", LOAD_TIMEOUT);
      await press(page, "handoff.ready", "table");
      // The bid taken (the hand-off to Player 2 shows): its autosave is
      // written, and nothing writes it again before the reload. Waiting
      // only for the key raced with the bid: the match's first autosave
      // made the key, the garbage went in, then the bid saved over it.
      await press(page, "table.bid.1", "handoff");
      await page.waitForFunction(() => localStorage.getItem("overdeck:auto:goofspiel"));
      const garbage = "overdeck-save-1:this is not a save at all!!";
      await page.evaluate((g) => localStorage.setItem("overdeck:auto:goofspiel", g), garbage);

      await page.goto(suite.server.url + "?play");
      const s = await waitScene(page, "message", LOAD_TIMEOUT);
      assert.ok(s.message.length > 10, `a plain message: ${s.message}`);
      await waitButton(page, "message.fresh");
      await waitButton(page, "message.download");
      assert.equal(await page.evaluate(() => localStorage.getItem("overdeck:auto:goofspiel")), garbage,
        "the damaged save is untouched");

      await press(page, "message.fresh");
      await page.waitForFunction(() => window.overdeck.status().scene !== "message");
      const kept = await page.evaluate((g) => Object.keys(localStorage).filter((k) => localStorage.getItem(k) === g), garbage);
      assert.ok(kept.length > 0, "the damaged save is still kept somewhere after starting fresh");
    });
  });

  test("full storage: the game says once that it cannot save, and goes on", async () => {
    await withPage(async (page) => {
      await page.goto(suite.server.url);
      // Fill localStorage to the last byte: big chunks, then ever smaller.
      const filled = await page.evaluate(() => {
        let name = "never full";
        let i = 0;
        for (let size = 1 << 20; size >= 1; size >>= 1) {
          const chunk = "x".repeat(size);
          for (;;) {
            try {
              localStorage.setItem(`filler:${i++}`, chunk);
            } catch (e) {
              name = e.name;
              break;
            }
          }
        }
        return name;
      });
      assert.equal(filled, "QuotaExceededError");
      await page.goto(suite.server.url + "?game=goofspiel&mode=hotseat&seed=5");
      await page.waitForFunction(() => {
        const s = window.overdeck && window.overdeck.status();
        return s && s.ready && (s.scene === "handoff" || s.scene === "message");
      }, null, { timeout: LOAD_TIMEOUT, polling: 100 });
      if ((await status(page)).scene === "handoff") {
        await press(page, "handoff.ready", "table");
        await press(page, "table.bid.1");
      }
      const s = await waitScene(page, "message");
      assert.match(s.message, /save/i);
      await press(page, "message.ok");
      await page.waitForFunction(() => ["handoff", "table"].includes(window.overdeck.status().scene));
      assert.equal((await status(page)).game, "goofspiel", "the game goes on");
    });
  });

  test("bad URL parameters are explained", async () => {
    await withPage(async (page) => {
      await page.goto(suite.server.url + "?game=chess&seed=twelve");
      const s = await waitScene(page, "message", LOAD_TIMEOUT);
      assert.match(s.message, /There is no game called 'chess'/);
      assert.match(s.message, /The seed must be a whole number/);
      await press(page, "message.ok", "title");
    });
  });

  test("a hot-seat game of five cards, through the hand-off screens", async () => {
    await withPage(async (page) => {
      await page.goto(suite.server.url + "?play");
      await waitScene(page, "title", LOAD_TIMEOUT);
      await press(page, "title.play", "games");
      await press(page, "games.goofspiel", "mode");
      assert.match(await label(page, "mode.hotseat"), /selected/);
      await press(page, "mode.next", "setup");
      await press(page, "setup.cards.5");
      await page.waitForFunction(() => /selected/.test(document.querySelector('#mirror button[data-id="setup.cards.5"]')
        ?.getAttribute("aria-label") || ""));
      await press(page, "setup.start", "handoff");
      await screenshot(page, "handoff");

      let shotPause = true;
      for (let round = 1; round <= 5; round++) {
        for (const seat of [0, 1]) {
          const h = await waitScene(page, "handoff");
          assert.match(await label(page, "handoff.ready"), new RegExp(`Player ${seat + 1}`));
          assert.equal(await page.locator('#mirror button[data-id^="table.bid."]').count(), 0,
            "the hand-off screen shows no cards");
          assert.equal(h.mode, "hotseat");
          const t = await press(page, "handoff.ready", "table");
          assert.ok(t.toAct.includes(seat), `seat ${seat} is to act: ${JSON.stringify(t.toAct)}`);
          if (shotPause) {
            shotPause = false;
            await press(page, "table.menu", "pause");
            await screenshot(page, "pause");
            await press(page, "pause.resume", "table");
          }
          // Seat 0 bids its highest card, seat 1 its lowest.
          const bids = await page.$$eval('#mirror button[data-id^="table.bid."]:not([disabled])',
            (els) => els.map((e) => Number(e.dataset.id.slice("table.bid.".length))));
          assert.equal(bids.length, 6 - round, `cards in hand in round ${round}`);
          const bid = seat === 0 ? Math.max(...bids) : Math.min(...bids);
          await press(page, `table.bid.${bid}`);
          if (round === 5 && seat === 1) break;
          await page.waitForFunction(() => window.overdeck.status().scene === "handoff");
        }
      }
      const over = await waitScene(page, "gameover");
      assert.ok(over.outcome.length > 0, "the game over screen has a summary");
      await screenshot(page, "gameover");
      await waitButton(page, "gameover.rematch");
      await press(page, "gameover.title", "title");
    });
  });

  test("a browser without WebAssembly gets a plain message", async () => {
    await withPage(async (page) => {
      await page.addInitScript(() => { delete window.WebAssembly; });
      await page.goto(suite.server.url + "?play");
      await page.locator("#problem").waitFor({ state: "visible" });
      assert.match(await page.locator("#problem-text").innerText(), /WebAssembly/);
      assert.equal(await status(page), null);
    });
  });

  test("a browser without WebGL 2 gets a plain message", async () => {
    await withPage(async (page) => {
      await page.addInitScript(() => {
        const real = HTMLCanvasElement.prototype.getContext;
        HTMLCanvasElement.prototype.getContext = function (kind, ...rest) {
          return kind === "webgl2" ? null : real.call(this, kind, ...rest);
        };
      });
      await page.goto(suite.server.url + "?play");
      await page.locator("#problem").waitFor({ state: "visible" });
      assert.match(await page.locator("#problem-text").innerText(), /WebGL/);
    });
  });

  test("the pages send the security policy and the embed guide has its snippet", async () => {
    await withPage(async (page) => {
      const res = await page.goto(suite.server.url + "embed.html");
      assert.match(res.headers()["content-security-policy"], /^default-src 'self'; script-src 'self' 'wasm-unsafe-eval'/);
      assert.match(await page.locator("pre code").first().innerText(), /<iframe src="[^"]*\?play"/);
      await page.screenshot({ path: `${shotDir}/embed-guide.png`, fullPage: true });
      const wasm = await page.request.get(suite.server.url + "overdeck-goofspiel.wasm", { headers: { "Accept-Encoding": "br" } });
      assert.equal(wasm.headers()["content-type"], "application/wasm");
      assert.equal(wasm.headers()["content-encoding"], "br");
    });
  });
});
