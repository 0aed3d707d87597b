// A reload brings back the game on screen, whatever way it was opened: the
// reported case (the landing page's OverPower / Hard link, then a hot-seat
// game started from the menus), an address with a game's own options and
// an embedding page's parameter, a link to another game of the kind in
// progress (it asks), and Continue. The address follows the game on
// screen, so a reload opens what the address names.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { LOAD_TIMEOUT, STEP_TIMEOUT, pressMirror, useBrowser, waitScene } from "./harness.js";

const SETTINGS = "speed=off\nhandoff=on\n";

// screen reads, in one evaluation, the status, the page's query string and
// the mirror's buttons (id, label, enabled).
function screen(page) {
  return page.evaluate(() => ({
    status: window.overdeck && window.overdeck.status(),
    search: location.search,
    buttons: [...document.querySelectorAll("#mirror button")]
      .map((e) => [e.dataset.id, e.getAttribute("aria-label"), e.disabled]),
  }));
}

// settled waits until the game is ready on one of scenes, with a button of
// that scene in the mirror and the computer not thinking, and returns the
// screen read in the same evaluation.
async function settled(page, scenes, timeout = STEP_TIMEOUT) {
  const h = await page.waitForFunction((want) => {
    const s = window.overdeck && window.overdeck.status();
    if (!s || !s.ready || !want.includes(s.scene) || s.thinking >= 0) return false;
    const bs = [...document.querySelectorAll("#mirror button")];
    if (!bs.some((e) => e.dataset.id.startsWith(s.scene === "gameover" ? "gameover." : s.scene + "."))) return false;
    return {
      status: s, search: location.search,
      buttons: bs.map((e) => [e.dataset.id, e.getAttribute("aria-label"), e.disabled]),
    };
  }, scenes, { timeout, polling: 100 });
  return h.jsonValue();
}

// step presses id and waits until the game shows one of scenes, settled.
async function step(page, id, scenes) {
  const before = JSON.stringify(await screen(page));
  await pressMirror(page, id);
  await page.waitForFunction((b) => JSON.stringify({
    status: window.overdeck.status(), search: location.search,
    buttons: [...document.querySelectorAll("#mirror button")]
      .map((e) => [e.dataset.id, e.getAttribute("aria-label"), e.disabled]),
  }) !== b, before, { timeout: STEP_TIMEOUT, polling: 50 });
  return settled(page, scenes);
}

// reloaded is what a reload must bring back of screen sc: all of it but the
// hand-off's offer to take the last move back, which is made only to the
// player who just handed the device over, known to this page alone.
function reloaded(sc) {
  return { ...sc, buttons: sc.buttons.filter(([id]) => id !== "handoff.takeback") };
}

// decision waits until the seat at the device has a decision on screen (a
// move, a question about a card, a lit hand card) or the hand-off shows,
// and returns the screen read in the same evaluation.
async function decision(page) {
  const h = await page.waitForFunction(() => {
    const s = window.overdeck && window.overdeck.status();
    if (!s || !s.ready || s.thinking >= 0) return false;
    const bs = [...document.querySelectorAll("#mirror button")];
    const on = bs.filter((e) => !e.disabled);
    const ok = s.scene === "handoff" ? on.some((e) => e.dataset.id === "handoff.ready")
      : s.scene === "table" && on.some((e) => /^table\.(move\.|stage\.|go$)/.test(e.dataset.id) ||
        (/^table\.card\.\d+$/.test(e.dataset.id) && /, playable/.test(e.getAttribute("aria-label"))));
    return ok && {
      status: s, search: location.search,
      buttons: bs.map((e) => [e.dataset.id, e.getAttribute("aria-label"), e.disabled]),
    };
  }, null, { timeout: STEP_TIMEOUT, polling: 100 });
  return h.jsonValue();
}

// launchOf reads the launch parameters of a query string.
function launchOf(search) {
  const q = new URLSearchParams(search);
  return { game: q.get("game"), mode: q.get("mode"), level: q.get("level"), seed: q.get("seed") };
}

describe("a reload returns what was on screen", () => {
  const suite = useBrowser();
  const prepare = (page) => page.addInitScript((s) => localStorage.setItem("overdeck:settings", s), SETTINGS);

  test("the reported case: OverPower / Hard, then a hot-seat game from the menus", async () => {
    await suite.withPage(async (page) => {
      await page.goto(suite.server.url + "?game=overpower&mode=computer&level=hard");
      let sc = await settled(page, ["table"], LOAD_TIMEOUT);
      assert.equal(sc.status.mode, "computer");
      const hard = launchOf(sc.search);
      assert.deepEqual([hard.game, hard.mode, hard.level], ["overpower", "computer", "hard"]);
      assert.match(hard.seed, /^\d+$/, `the address names the deal: ${sc.search}`);

      await step(page, "table.menu", ["pause"]);
      sc = await step(page, "pause.quit", ["title"]);
      assert.equal(sc.search, "?play=title", "at the title the address names no game");
      await step(page, "title.play", ["games"]);
      sc = await step(page, "games.overpower", ["mode"]);
      assert.ok(sc.buttons.some(([id, lbl]) => id === "mode.hotseat" && /selected/.test(lbl)), "two players on this device");
      await step(page, "mode.next", ["setup"]);
      sc = await step(page, "setup.start", ["message"]);
      assert.match(sc.status.message, /takes the place of the OverPower game in progress/, "the Hard game gives way only when asked");
      sc = await step(page, "message.start", ["handoff"]);
      // A few moves: whoever holds the device answers a card's questions
      // first, then takes the first move offered, else plays a lit card.
      let moves = 0;
      for (let i = 0; i < 30 && moves < 3; i++) {
        sc = await decision(page);
        if (sc.status.scene === "handoff") {
          await step(page, "handoff.ready", ["table", "handoff"]);
          continue;
        }
        const on = sc.buttons.filter(([, , off]) => !off);
        const pick = on.find(([id]) => id === "table.go" || id.startsWith("table.go.")) || on.find(([id]) => id.startsWith("table.stage.")) ||
          on.find(([id]) => id.startsWith("table.move.")) ||
          on.find(([id, lbl]) => /^table\.card\.\d+$/.test(id) && /, playable/.test(lbl));
        await step(page, pick[0], ["table", "handoff"]);
        if (pick[0].startsWith("table.go") || pick[0].startsWith("table.move.")) moves++;
      }
      assert.equal(moves, 3);
      const before = await settled(page, ["table", "handoff"]);
      const hot = launchOf(before.search);
      assert.deepEqual([hot.game, hot.mode, hot.level], ["overpower", "hotseat", null], `the address follows the game: ${before.search}`);
      assert.notEqual(hot.seed, hard.seed);

      await page.reload();
      let after = await settled(page, ["handoff", "table"], LOAD_TIMEOUT);
      if (before.status.scene === "table" && after.status.scene === "handoff") {
        after = await step(page, "handoff.ready", ["table"]); // the device is handed to the seat again
      }
      assert.equal(after.status.mode, "hotseat", "the hot-seat game came back, not a new game against the computer");
      assert.deepEqual(after.status.toAct, before.status.toAct);
      assert.equal(after.search, before.search);
      assert.deepEqual(reloaded(after).buttons, reloaded(before).buttons, "the same decision on screen");
    }, { prepare });
  });

  test("an address with options, a link over the game in progress, and Continue", async () => {
    await suite.withPage(async (page) => {
      // An embedding page's address: its own parameter, a game's option.
      await page.goto(suite.server.url + "?lang=fr&game=goofspiel&mode=hotseat&set.cards=5");
      let sc = await settled(page, ["handoff"], LOAD_TIMEOUT);
      sc = await step(page, "handoff.ready", ["table"]);
      sc = await step(page, "table.bid.4", ["handoff"]);
      assert.match(sc.search, /^\?lang=fr&game=goofspiel&mode=hotseat&seed=\d+&set\.cards=5$/);
      const before = sc;
      await page.reload();
      sc = await settled(page, ["handoff"], LOAD_TIMEOUT);
      assert.deepEqual(sc, reloaded(before), "the same game at the same hand-off");

      // The landing page's link to another Goofspiel game asks first;
      // keeping the game in progress resumes it.
      await page.goto(suite.server.url + "?game=goofspiel&mode=computer&level=easy");
      sc = await settled(page, ["message"], LOAD_TIMEOUT);
      assert.match(sc.status.message, /Your Goofspiel game between two players on this device is in progress \(1 move\)/);
      sc = await step(page, "message.ok", ["handoff"]);
      assert.equal(sc.status.mode, "hotseat");
      assert.deepEqual(launchOf(sc.search), launchOf(before.search));
      await page.reload();
      sc = await settled(page, ["handoff"], LOAD_TIMEOUT);
      // (The landing link carried no lang=fr: the address names the game alone.)
      assert.equal(sc.search, "?" + before.search.slice("?lang=fr&".length));
      assert.deepEqual(reloaded(sc), { ...reloaded(before), search: sc.search }, "still the same game");

      // Continue: a reload at the title shows the title again; then
      // Continue, and a reload resumes the game.
      sc = await step(page, "handoff.ready", ["table"]);
      await step(page, "table.menu", ["pause"]);
      sc = await step(page, "pause.quit", ["title"]);
      assert.equal(sc.search, "?play=title");
      await page.reload();
      await settled(page, ["title"], LOAD_TIMEOUT);
      sc = await step(page, "title.continue", ["handoff"]);
      assert.deepEqual(launchOf(sc.search), launchOf(before.search));
      await page.reload();
      sc = await settled(page, ["handoff"], LOAD_TIMEOUT);
      assert.deepEqual(reloaded(sc), { ...reloaded(before), search: sc.search }, "Continue, then a reload: the same game");
      assert.deepEqual(launchOf(sc.search), launchOf(before.search));
    }, { prepare });
  });

  test("after a switch to another game's build, a reload shows its mode screen again", async () => {
    await suite.withPage(async (page) => {
      await page.goto(suite.server.url + "?game=goofspiel&mode=hotseat&seed=3");
      let sc = await settled(page, ["handoff"], LOAD_TIMEOUT);
      await step(page, "handoff.ready", ["table"]);
      await step(page, "table.bid.2", ["handoff"]);
      const goof = await step(page, "handoff.ready", ["table"]);
      await step(page, "table.menu", ["pause"]);
      await step(page, "pause.quit", ["title"]);
      await step(page, "title.play", ["games"]);
      // OverRealm opens in its own build, at its mode screen.
      await pressMirror(page, "games.overrealm");
      await page.waitForFunction(() => window.overdeckBuild === "overrealm" &&
        window.overdeck && window.overdeck.status().ready, null, { timeout: LOAD_TIMEOUT, polling: 100 });
      const before = await settled(page, ["mode"], LOAD_TIMEOUT);
      assert.equal(before.status.game, "overrealm");
      assert.equal(before.search, "?game=overrealm&play=setup", "the address names the mode screen, not a game");
      for (let i = 0; i < 2; i++) {
        await page.reload();
        sc = await settled(page, ["mode"], LOAD_TIMEOUT);
        assert.deepEqual(sc, before, `reload ${i + 1}: the same mode screen, no game dealt`);
      }
      // The Goofspiel game is still in progress, as it was (every build
      // holds the warm-up: OverRealm's resumes it).
      await step(page, "back", ["games"]);
      sc = await step(page, "back", ["title"]);
      assert.equal(sc.search, "?play=title");
      sc = await step(page, "title.continue", ["handoff"]);
      assert.equal(sc.status.game, "goofspiel");
      assert.equal(sc.status.moves, goof.status.moves);
      assert.deepEqual(launchOf(sc.search), launchOf(goof.search));
    }, { prepare });
  });
});
