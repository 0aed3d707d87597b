// Against the Multiverse in headless Chromium: a whole game by clicking
// through the mirror (attacks on lit cards, fights, discards, ending
// turns); the Multiverse's first turn stepped through with Next, and a
// reload in the middle of it resuming at the same step; its later turns
// skipped, to keep the test short; screenshots of the table at 360x640,
// 1280x720 and 1920x1080.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import {
  LOAD_TIMEOUT, STEP_TIMEOUT, frames, pressMirror, screen, screenshot, status, useBrowser, waitScene,
  waitScreenChange,
} from "./harness.js";

// A short game: the easiest level (fewest Multiverse cards) and the
// shortest deck, so the deck runs out in a few turns if nothing else ends it.
const GAME = "?game=multiverse&mode=computer&seed=11&set.level=Patrol&set.cards=50";

// mirror returns the mirror's buttons: id, label and whether enabled.
function mirror(page) {
  return page.$$eval("#mirror button", (els) =>
    els.map((e) => ({ id: e.dataset.id, label: e.getAttribute("aria-label") || "", on: !e.disabled })));
}

// tap presses mirror button id and waits until the mirror or the scene
// has changed (the press was handled and a frame drawn).
async function tap(page, id) {
  const before = await screen(page);
  await pressMirror(page, id);
  await waitScreenChange(page, before);
}

// has returns the enabled mirror button id, or undefined.
async function has(page, id) {
  return (await mirror(page)).find((b) => b.id === id && b.on);
}

// playOne makes one decision of the player's turn, the way a player
// would: a Super from the hand attacks a lit card of the nearest row when
// it can; in a combat Instants are left in the hand and the fight is
// fought; at the hand limit the first card is discarded; otherwise the
// turn ends. It returns what it did.
async function playOne(page) {
  const now = await screen(page); // the scene and its buttons, read together
  const bs = now.buttons;
  const on = (id) => bs.find((b) => b.id === id && b.on);
  if (on("table.act.f")) {
    await tap(page, "table.act.f");
    return "fight";
  }
  const discard = bs.find((b) => b.on && b.id.startsWith("table.act.x"));
  if (discard) {
    await tap(page, discard.id);
    return "discard";
  }
  if (now.status.scene !== "table") return "wait";
  const hand = bs.filter((b) => b.on && b.id.startsWith("table.hand."));
  const attacker = hand.find((b) => /\(Super, power \d+\)/.test(b.label) && /Playable now/.test(b.label));
  if (attacker) {
    await tap(page, attacker.id);
    const target = (await mirror(page)).find((b) => b.on && b.id.startsWith("table.slot.") && /attack it with/.test(b.label));
    if (target) {
      await tap(page, target.id);
      return "attack";
    }
    await tap(page, attacker.id); // no target after all: put it back
  }
  if (on("table.act.e")) {
    await tap(page, "table.act.e");
    return "end";
  }
  if (hand.length > 0) {
    await tap(page, hand[0].id); // the discard phase: select, then discard
    return "select";
  }
  throw new Error("nothing to press: " + JSON.stringify(bs));
}

// stepThrough presses Next until the Multiverse's turn is over, and
// returns how many steps it showed.
async function stepThrough(page) {
  let n = 0;
  while (await has(page, "table.step.next")) {
    await tap(page, "table.step.next");
    n++;
  }
  return n;
}

// skipTurn presses Skip on the Multiverse's turn.
async function skipTurn(page) {
  await tap(page, "table.step.skip");
}

describe("Against the Multiverse in a browser", () => {
  const suite = useBrowser();

  test("a whole game by clicking, the Multiverse's turn stepped through, a reload in the middle of it", async () => {
    await suite.withPage(async (page) => {
      const t0 = Date.now();
      await page.goto(suite.server.url + "embed.html");
      await page.evaluate(() => localStorage.setItem("overdeck:settings", "speed=off\nhandoff=on\n"));
      await page.goto(suite.server.url + GAME);
      let s = await waitScene(page, "table", LOAD_TIMEOUT);
      const lap = (what) => console.log(`# ${what}: ${Date.now() - t0} ms`);
      lap("loaded");
      assert.equal(s.mode, "computer");
      assert.equal((await mirror(page)).some((b) => b.id === "handoff.ready"), false, "no hand-off in a one-player game");
      // Nothing to take back yet.
      assert.equal(await has(page, "table.undo"), undefined, "undo is off before any action");

      // Screenshots of the first turn at the three sizes, with a card selected.
      const hand0 = (await mirror(page)).find((b) => b.id === "table.hand.0");
      await tap(page, hand0.id);
      for (const [w, h] of [[360, 640], [1920, 1080], [1280, 720]]) {
        await page.setViewportSize({ width: w, height: h });
        await page.waitForFunction((want) => {
          const b = document.querySelector('#mirror button[data-id="table.menu"]');
          return b && b.getBoundingClientRect().right <= want + 1 && window.innerWidth === want;
        }, w, { timeout: STEP_TIMEOUT, polling: 100 });
        await frames(page, 4);
        await screenshot(page, `multiverse-${w}x${h}`);
      }
      await tap(page, hand0.id);
      await page.setViewportSize({ width: 800, height: 600 }); // draws faster
      lap("screenshots");

      // Play until the Multiverse's first turn is on screen.
      let guard = 0;
      while (!(await has(page, "table.step.next")) && guard++ < 20) await playOne(page);
      assert.ok(await has(page, "table.step.next"), "the Multiverse's turn is shown after the player's");
      await tap(page, "table.step.next");
      await tap(page, "table.step.next");
      const at = (await has(page, "table.step.next")).label;
      assert.match(at, /^Next step \(3 of \d+\)$/);
      await screenshot(page, "multiverse-turn-800x600");

      lap("first Multiverse turn");
      await page.reload();
      s = await waitScene(page, "table", LOAD_TIMEOUT);
      await page.waitForSelector('#mirror button[data-id="table.step.next"]', { state: "attached", timeout: STEP_TIMEOUT });
      assert.equal((await has(page, "table.step.next")).label, at, "the reload resumes the Multiverse's turn at the same step");

      lap("reloaded");
      // The rest of the game: the Multiverse's later turns skipped.
      const steps = 2 + await stepThrough(page);
      let turns = 1;
      const actions = { attack: 0, end: 0, fight: 0, discard: 0, select: 0, wait: 0 };
      for (guard = 0; guard < 400; guard++) {
        s = await status(page);
        if (s.scene === "gameover") break;
        if (await has(page, "table.step.skip")) {
          turns++;
          await skipTurn(page);
          continue;
        }
        const did = await playOne(page);
        actions[did]++;
        if (guard % 10 === 9) lap(`${guard + 1} actions: ${JSON.stringify(actions)}`);
      }
      s = await waitScene(page, "gameover");
      assert.ok(s.outcome.length > 10, "the game over screen says how it ended");
      assert.ok(steps >= 3, `the Multiverse's first turn was stepped through: ${steps} steps`);
      await screenshot(page, "multiverse-gameover");
      // The end screen at a laptop's size: its figures come from the final
      // state (game/multiverse/summary.go); a person looks at this one.
      await page.setViewportSize({ width: 1280, height: 720 });
      await frames(page, 4);
      await screenshot(page, "multiverse-gameover-1280x720");
      console.log(`# multiverse: ${turns} Multiverse turns, ${steps} steps, ${JSON.stringify(actions)} in ${Date.now() - t0} ms: ${s.outcome}`);
    }, { viewport: { width: 1280, height: 720 } });
  });
});
