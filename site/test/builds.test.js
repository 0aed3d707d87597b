// Each game is a build of its own (overdeck-<id>.wasm, think-<id>.wasm):
// the landing page, the in-canvas menus (another game, Continue, Load)
// open the build of the game asked for, and a visit fetches no other.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { LOAD_TIMEOUT, STEP_TIMEOUT, label, press, status, useBrowser, waitButton, waitScene } from "./harness.js";

const games = ["goofspiel", "multiverse", "overpower", "overrealm", "overwatch"];

// waitGame waits until the build of game is running and ready on scene
// (any scene when not given), and returns its status.
async function waitGame(page, game, scene, timeout = LOAD_TIMEOUT) {
  await page.waitForFunction(([g, sc]) => {
    const s = window.overdeck && window.overdeck.status();
    return s && s.ready && window.overdeckBuild === g && (s.game === g || sc === "title") && (!sc || s.scene === sc);
  }, [game, scene], { timeout, polling: 100 });
  return status(page);
}

// wasmRequests records the wasm files the page asks for, in order.
function wasmRequests(page) {
  const seen = [];
  page.on("request", (r) => {
    const m = new URL(r.url()).pathname.match(/\/((?:overdeck|think)-[a-z]+\.wasm)$/);
    if (m) seen.push(m[1]);
  });
  return seen;
}

describe("one build per game", () => {
  const suite = useBrowser();

  test("a landing link opens each game in its own build, fetching no other", async () => {
    await suite.withPage(async (page) => {
      const seen = wasmRequests(page);
      for (const game of games) {
        await page.goto(suite.server.url);
        seen.length = 0;
        // A two-player game's first link is hot-seat; a solo game's is Play.
        await page.locator(`#game-${game} a[data-launch]`).first().click();
        const s = await waitGame(page, game);
        assert.equal(s.game, game);
        assert.deepEqual(seen, [`overdeck-${game}.wasm`], `${game}: the page fetched only its own build, and no computer`);
      }
    });
  });

  test("the menu switches to another game's build and back, and Continue opens the game in progress in its build", async () => {
    await suite.withPage(async (page) => {
      await page.goto(suite.server.url + "?game=overrealm&mode=hotseat&seed=3");
      await waitGame(page, "overrealm");
      await page.waitForFunction(() => localStorage.getItem("overdeck:current") === "overrealm");

      // Overwatch's build: OverRealm is not in it, nor Against the Multiverse.
      await page.goto(suite.server.url + "?build=overwatch");
      await waitGame(page, "overwatch", "title");
      assert.equal(await label(page, "title.continue"), "Continue OverRealm");
      await press(page, "title.play", "games");
      await press(page, "games.multiverse");
      let s = await waitGame(page, "multiverse", "mode");
      assert.equal(s.game, "multiverse");
      await press(page, "back", "games");
      await press(page, "games.overwatch");
      s = await waitGame(page, "overwatch", "mode");
      assert.equal(s.game, "overwatch");
      await press(page, "back", "games");
      await press(page, "back", "title");
      await press(page, "title.continue");
      s = await waitGame(page, "overrealm");
      assert.notEqual(s.scene, "title", `the OverRealm game is resumed: ${JSON.stringify(s)}`);
    });
  });

  test("a save of one game is loaded from another game's menu", async () => {
    await suite.withPage(async (page) => {
      await page.goto(suite.server.url + "?game=overrealm&mode=hotseat&seed=4");
      await waitScene(page, "handoff", LOAD_TIMEOUT);
      await press(page, "handoff.ready", "table");
      await press(page, "table.menu", "pause");
      await press(page, "pause.save");
      const field = page.locator("dialog.ask[open] input");
      await field.waitFor({ state: "visible" });
      await field.fill("Draft");
      await field.press("Enter");
      await page.waitForFunction(() => window.overdeck.status().message === 'Saved as "Draft".');

      // The Overwatch build's own menu lists it (every build holds the
      // Goofspiel warm-up, so the save is of OverRealm).
      await page.goto(suite.server.url + "?build=overwatch");
      await waitGame(page, "overwatch", "title");
      await press(page, "title.load", "load");
      assert.match(await label(page, "load.slot.0"), /^Draft, OverRealm, /);
      await press(page, "load.slot.0", "message");
      await press(page, "slot.load");
      // Loading may take the place of the OverRealm game in progress: when
      // the build can read that game it asks first.
      await page.waitForFunction(() => window.overdeckBuild === "overrealm" ||
        /takes the place/.test(window.overdeck.status().message), null, { timeout: STEP_TIMEOUT });
      if (await page.evaluate(() => window.overdeckBuild !== "overrealm")) await press(page, "message.load");
      const s = await waitGame(page, "overrealm");
      assert.ok(["handoff", "table"].includes(s.scene), `the save is open: ${JSON.stringify(s)}`);
    });
  });

  test("a save file of another game, imported, opens in that game's build", async () => {
    await suite.withPage(async (page) => {
      // The autosave of an OverRealm game is the text of a save file.
      await page.goto(suite.server.url + "?game=overrealm&mode=hotseat&seed=5");
      await waitScene(page, "handoff", LOAD_TIMEOUT);
      const text = await page.evaluate(() => {
        const t = localStorage.getItem("overdeck:auto:overrealm");
        localStorage.clear(); // no game in progress: importing asks nothing
        return t;
      });
      assert.ok(text, "the OverRealm game was kept");

      await page.goto(suite.server.url + "?build=overwatch");
      await waitGame(page, "overwatch", "title");
      await press(page, "title.load", "load");
      // The file chooser opens on the player's own click.
      const [chooser] = await Promise.all([
        page.waitForEvent("filechooser", { timeout: STEP_TIMEOUT }),
        (await waitButton(page, "load.import")).click({ force: true }),
      ]);
      await chooser.setFiles({ name: "overrealm.ovdk", mimeType: "text/plain", buffer: Buffer.from(text) });
      const s = await waitGame(page, "overrealm");
      assert.equal(s.scene, "handoff", `the imported game is open: ${JSON.stringify(s)}`);
      assert.equal(s.mode, "hotseat");
      assert.match(await page.evaluate(() => location.search), /^\?game=overrealm&mode=hotseat&seed=5/);
    });
  });

  test("after a switch the address names the game's mode screen, then the game started there", async () => {
    await suite.withPage(async (page) => {
      await page.goto(suite.server.url + "?build=goofspiel");
      await waitGame(page, "goofspiel", "title");
      await press(page, "title.play", "games");
      await press(page, "games.overrealm");
      await waitGame(page, "overrealm", "mode");
      // Not a mode: a reload there shows the mode screen again, deals nothing.
      assert.equal(await page.evaluate(() => location.search), "?game=overrealm&play=setup");
      await press(page, "mode.hotseat");
      await press(page, "mode.next");
      await page.waitForFunction(() => ["setup", "handoff"].includes(window.overdeck.status().scene),
        null, { timeout: STEP_TIMEOUT, polling: 100 });
      if ((await status(page)).scene === "setup") await press(page, "setup.start", "handoff");
      await page.waitForFunction(() => /^\?game=overrealm&mode=hotseat&seed=\d+/.test(location.search),
        null, { timeout: STEP_TIMEOUT, polling: 100 });
    });
  });
});
