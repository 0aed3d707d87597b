// OverRealm in headless Chromium: a hot-seat turn played by clicking, with
// the hand-off screen between the two secret choices and nothing of Player
// 1's choice on Player 2's screen (mirror, page text or canvas); a reload
// mid-game that resumes the same state; a whole game against the computer
// to the end screen.
import assert from "node:assert/strict";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { describe, test } from "node:test";
import {
  LOAD_TIMEOUT, STEP_TIMEOUT, clickCanvas, label, press, pressMirror, screenshot, shotDir, status,
  useBrowser, waitButton, waitScene,
} from "./harness.js";

// The hot-seat seed and the seed of the game against the computer (Easy),
// chosen so that the game ends in a few turns.
const HOTSEAT_SEED = 7;
const COMPUTER_SEED = 2;

// enabled lists the ids of the enabled mirror buttons starting with prefix.
function enabled(page, prefix) {
  return page.$$eval(`#mirror button:not([disabled])`, (els, p) =>
    els.map((e) => e.dataset.id).filter((id) => id.startsWith(p)), prefix);
}

// mirrorState is the status and every mirror button (id, label, enabled):
// all the page says in words.
async function mirrorState(page) {
  const buttons = await page.$$eval("#mirror button", (els) =>
    els.map((e) => `${e.dataset.id}|${e.getAttribute("aria-label")}|${e.disabled}`));
  return { status: await status(page), buttons };
}

// waitChanged waits until the mirror differs from before (a press has
// been handled and the next frame drawn).
async function waitChanged(page, before) {
  await page.waitForFunction((b) => {
    const now = [...document.querySelectorAll("#mirror button")]
      .map((e) => `${e.dataset.id}|${e.getAttribute("aria-label")}|${e.disabled}`).join("\n");
    return now !== b;
  }, before.buttons.join("\n"), { timeout: STEP_TIMEOUT, polling: 50 });
}

// tap presses button id (on the canvas when canvas is set, else through
// the mirror) and waits for its effect to show in the mirror.
async function tap(page, id, canvas = false) {
  await waitButton(page, id);
  const before = await mirrorState(page);
  if (canvas) await clickCanvas(page, id);
  else await pressMirror(page, id);
  await waitChanged(page, before);
}

// isEnabled reports whether mirror button id is there and enabled.
async function isEnabled(page, id) {
  return page.locator(`#mirror button[data-id="${id}"]:not([disabled])`).count().then((n) => n > 0);
}

// choosePicks makes one draft pick or team choice for the seat on screen:
// the first monsters offered, pressed on the canvas when canvas is set.
async function choosePicks(page, canvas) {
  for (let i = 0; i < 6 && !(await isEnabled(page, "table.confirm")); i++) {
    const next = await page.$$eval('#mirror button:not([disabled])[data-id^="table.pick."]', (els) =>
      els.filter((e) => !/\(chosen\)$/.test(e.getAttribute("aria-label"))).map((e) => e.dataset.id)[0]);
    assert.ok(next, `a monster is left to pick: ${JSON.stringify(await mirrorState(page))}`);
    await tap(page, next, canvas);
  }
  assert.ok(await isEnabled(page, "table.confirm"), "a pick or team can be confirmed");
  await pressOn(page, "table.confirm", canvas);
}

// pressOn presses id without waiting for a change (the scene may go).
async function pressOn(page, id, canvas) {
  if (canvas) await clickCanvas(page, id);
  else await pressMirror(page, id);
}

// untilTurn plays the hot-seat draft and team choice, through every
// hand-off, until a seat has its first action board on screen. Player 1
// presses on the canvas, Player 2 through the mirror.
async function untilTurn(page) {
  for (let guard = 0; guard < 40; guard++) {
    const s = await waitReady(page);
    if (s.scene === "handoff") {
      const who = await label(page, "handoff.ready");
      assert.equal(await page.locator('#mirror button[data-id^="table."]').count(), 0, "the hand-off shows nothing of the table");
      await press(page, "handoff.ready", "table");
      void who;
      continue;
    }
    assert.equal(s.scene, "table");
    if ((await enabled(page, "table.space.")).length > 0) return s;
    const canvas = s.toAct[0] === 0;
    const arrange = await enabled(page, "table.arrange.");
    if (arrange.length > 0) {
      // Clear Mind (Cleansitoad starts active): the cards on top in order.
      for (const id of arrange) {
        if (await isEnabled(page, "table.confirm")) break;
        await tap(page, id, canvas);
      }
      await pressOn(page, "table.confirm", canvas);
    } else {
      await choosePicks(page, canvas);
    }
    await page.waitForFunction((b) => JSON.stringify(window.overdeck.status()) !== b || document.querySelector('#mirror button[data-id="handoff.ready"]'),
      JSON.stringify(s), { timeout: STEP_TIMEOUT, polling: 50 });
  }
  throw new Error("no action board after 40 steps");
}

// waitReady waits for a hand-off or table scene whose mirror has a
// decision (or the end of the game) and returns the status.
async function waitReady(page, timeout = STEP_TIMEOUT) {
  await page.waitForFunction(() => {
    const s = window.overdeck && window.overdeck.status();
    if (!s || !s.ready) return false;
    if (s.scene === "handoff" || s.scene === "gameover") return true;
    return s.scene === "table" && document.querySelector(
      '#mirror button:not([disabled])[data-id^="table.pick."], #mirror button:not([disabled])[data-id^="table.space."], ' +
      '#mirror button:not([disabled])[data-id^="table.ko."], #mirror button[data-id="table.step.skip"], ' +
      '#mirror button:not([disabled])[data-id^="table.arrange."]');
  }, null, { timeout, polling: 100 });
  return status(page);
}

// canvasShot is a screenshot of the canvas alone, with the mouse out of
// the way, once two shots in a row agree (the frame has settled).
async function canvasShot(page) {
  await page.mouse.move(1, 1);
  let last = null;
  for (let i = 0; i < 10; i++) {
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const shot = await page.locator("canvas").screenshot();
    if (last && last.equals(shot)) return shot;
    last = shot;
  }
  return last;
}

describe("OverRealm in a browser", () => {
  const suite = useBrowser();

  // withPage runs body on a 1280x720 page of a fresh profile, with the
  // animation pauses off so the computer moves at once.
  const withPage = (body) => suite.withPage(body, {
    viewport: { width: 1280, height: 720 },
    prepare: async (page) => {
      await page.goto(suite.server.url + "embed.html");
      await page.evaluate(() => localStorage.setItem("overdeck:settings", "speed=off\nhandoff=on\n"));
    },
  });


  test("the landing page lists OverRealm", async () => {
    await withPage(async (page) => {
      await page.goto(suite.server.url);
      const game = page.locator("#game-overrealm");
      assert.match(await game.locator("h3").innerText(), /OverRealm/);
      assert.doesNotMatch(await page.locator("body").innerText(), /OverRealm[^.]*not playable/, "OverRealm is not listed as coming later");
    });
  });

  test("a hot-seat turn: choices behind the shield, hand-offs, nothing of Player 1's choice while Player 2 chooses, the reveal, a reload", async () => {
    await withPage(async (page) => {
      const t0 = Date.now();
      await page.goto(suite.server.url + `?game=overrealm&mode=hotseat&seed=${HOTSEAT_SEED}`);
      const h = await waitScene(page, "handoff", LOAD_TIMEOUT);
      assert.equal(h.game, "overrealm");
      assert.match(await label(page, "handoff.ready"), /Player 1/);
      await press(page, "handoff.ready", "table");
      await screenshot(page, "overrealm-pick");
      const turn = await untilTurn(page);
      assert.deepEqual(turn.toAct, [0, 1], "both players choose the first action");
      assert.match(await label(page, "table.space.draw"), /Draw Cards/);
      await screenshot(page, "overrealm-shield");
      const atShield = await page.evaluate(() => Object.fromEntries(Object.entries(localStorage)));
      const picked = Date.now();

      // Branch A: Player 1 builds a monster action on the canvas: the first
      // open action space, then hand cards pressed until Confirm lights.
      const spaces = (await enabled(page, "table.space.")).filter((id) => /\.\d$/.test(id));
      assert.ok(spaces.length > 0, "an action space is open");
      let chosen = null;
      for (const space of spaces) {
        await tap(page, space, true);
        for (const card of await enabled(page, "table.card.")) {
          if (await isEnabled(page, "table.confirm")) break;
          await tap(page, card, true);
        }
        if (await isEnabled(page, "table.confirm")) {
          chosen = space;
          break;
        }
        await tap(page, "table.reset", true);
      }
      assert.ok(chosen, "some monster action can be confirmed");
      const action = (await label(page, chosen)).match(/^Action \d: ([^,]+),/)[1];
      const cards = [];
      for (const id of await enabled(page, "table.card.")) {
        const l = await label(page, id);
        if (/: (buff \d|discard)/.test(l)) cards.push(l.match(/^([^(]+) \(/)[1]);
      }
      const confirmLabel = await label(page, "table.confirm");
      assert.match(confirmLabel, new RegExp(action));
      await screenshot(page, "overrealm-choice");
      await clickCanvas(page, "table.confirm");
      const off = await waitScene(page, "handoff");
      assert.deepEqual(off.toAct, [1]);
      assert.match(await label(page, "handoff.ready"), /Player 2/);
      assert.doesNotMatch(await page.locator("body").innerText(), new RegExp(action), "the hand-off says nothing of the choice");
      await screenshot(page, "overrealm-handoff");
      await press(page, "handoff.ready", "table");
      await waitReady(page);
      const p2A = await mirrorState(page);
      const shotA = await canvasShot(page);
      await screenshot(page, "overrealm-player2");
      // Player 2's own actions and cards may share a name with Player 1's
      // (Pin Down is in every deck): those labels are left out here; the
      // second branch below compares everything.
      const own = /^table\.(space|card|zoom\.action|zoom\.card)\./;
      let text = await page.locator("body").innerText();
      for (const b of p2A.buttons.filter((x) => own.test(x))) text = text.replace(b.split("|")[1], "");
      for (const secret of [action, ...cards]) {
        assert.ok(!text.includes(secret), `Player 2's page shows "${secret}" of Player 1's choice`);
        assert.ok(!p2A.buttons.some((b) => b.includes(secret) && !own.test(b)), `a mirror label of Player 2 names "${secret}"`);
      }
      assert.ok(!text.includes(confirmLabel.slice("Confirm: ".length)), "Player 1's summary is not on the page");

      // A reload while Player 2 chooses: the hand-off first, then the same
      // table, Player 1's choice still in force (Player 2 still to act).
      // The page is reloaded as ?play: reloading the ?game= address starts
      // that game afresh (a shell matter, reported).
      await page.goto(suite.server.url + "?play");
      const back = await waitScene(page, "handoff", LOAD_TIMEOUT);
      assert.match(await label(page, "handoff.ready"), /Player 2/);
      assert.deepEqual(back.toAct, [1]);
      await press(page, "handoff.ready", "table");
      await waitReady(page);
      assert.deepEqual(await mirrorState(page), p2A, "the reload resumes the same state");

      // Branch B: the same position, Player 1 draws instead.
      await page.evaluate((saved) => {
        localStorage.clear();
        for (const [k, v] of Object.entries(saved)) localStorage.setItem(k, v);
      }, atShield);
      await page.goto(suite.server.url + "?play");
      await waitScene(page, "handoff", LOAD_TIMEOUT);
      assert.match(await label(page, "handoff.ready"), /Player 1/);
      await press(page, "handoff.ready", "table");
      await waitReady(page);
      await tap(page, "table.space.draw", true);
      await clickCanvas(page, "table.confirm");
      await waitScene(page, "handoff");
      await press(page, "handoff.ready", "table");
      await waitReady(page);
      assert.deepEqual(await mirrorState(page), p2A, "Player 2's mirror is the same whatever Player 1 chose");
      const shotB = await canvasShot(page);
      if (!shotA.equals(shotB)) {
        writeFileSync(path.join(shotDir, "overrealm-player2-a.png"), shotA);
        writeFileSync(path.join(shotDir, "overrealm-player2-b.png"), shotB);
      }
      assert.ok(shotA.equals(shotB), "Player 2's canvas is the same whatever Player 1 chose (see overrealm-player2-a/b.png)");

      // Player 2 draws; the hand-off; Player 1 sees the reveal and steps
      // through it on the canvas.
      await tap(page, "table.space.draw");
      await pressMirror(page, "table.confirm");
      await waitScene(page, "handoff");
      assert.match(await label(page, "handoff.ready"), /Player 1/);
      await clickCanvas(page, "handoff.ready");
      await waitScene(page, "table");
      assert.match(await label(page, "table.step.next"), /^Next step \(1 of \d+\)$/);
      await screenshot(page, "overrealm-reveal");
      for (let i = 0; i < 30 && !/^Done/.test(await label(page, "table.step.next")); i++) {
        await tap(page, "table.step.next", i < 2);
      }
      await screenshot(page, "overrealm-reveal-end");
      await tap(page, "table.step.next", true);
      await waitButton(page, "table.space.draw");
      assert.deepEqual((await status(page)).toAct, [0, 1], "turn 2: both choose again");
      console.log(`# hot-seat: to the first turn ${picked - t0} ms, the turn, branches and reload ${Date.now() - picked} ms`);
    });
  });

  test("a whole game against the computer (Easy) reaches the end screen", async () => {
    await withPage(async (page) => {
      const t0 = Date.now();
      await page.goto(suite.server.url + `?game=overrealm&mode=computer&level=easy&seed=${COMPUTER_SEED}`);
      await waitScene(page, "table", LOAD_TIMEOUT);
      let turns = 0;
      let shot = false;
      for (let guard = 0; guard < 400; guard++) {
        const s = await waitReady(page, 60_000);
        if (s.scene === "gameover") break;
        assert.equal(s.scene, "table");
        if (await isEnabled(page, "table.step.skip")) {
          await tap(page, "table.step.skip");
          continue;
        }
        const ko = await enabled(page, "table.ko.");
        if (ko.length > 0) {
          await pressOn(page, ko[0]);
          await page.waitForFunction(() => !document.querySelector('#mirror button[data-id^="table.ko."]'), null, { timeout: STEP_TIMEOUT });
          continue;
        }
        if ((await enabled(page, "table.pick.")).length > 0) {
          await choosePicks(page, false);
          await page.waitForFunction(() => !document.querySelector('#mirror button:not([disabled])[data-id="table.confirm"]'), null, { timeout: STEP_TIMEOUT });
          continue;
        }
        if ((await enabled(page, "table.arrange.")).length > 0) {
          for (const id of await enabled(page, "table.arrange.")) {
            if (await isEnabled(page, "table.confirm")) break;
            await tap(page, id);
          }
          await pressOn(page, "table.confirm");
          await page.waitForFunction(() => !document.querySelector('#mirror button[data-id^="table.arrange."]'), null, { timeout: STEP_TIMEOUT });
          continue;
        }
        // The action board: the first monster action that needs no more
        // presses, else Draw Cards.
        // The attack that deals the most damage and needs no cards, else
        // Draw Cards.
        let done = false;
        const attacks = [];
        for (const space of (await enabled(page, "table.space.")).filter((id) => /\.\d$/.test(id))) {
          const l = await label(page, space);
          const dmg = /(\d+) damage/.exec(l);
          if (dmg && !/discard \d/.test(l)) attacks.push([Number(dmg[1]), space]);
        }
        attacks.sort((a, b) => b[0] - a[0]);
        for (const [, space] of attacks) {
          await tap(page, space);
          if (await isEnabled(page, "table.confirm")) {
            done = true;
            break;
          }
        }
        if (!done) await tap(page, "table.space.draw");
        if (!shot && turns === 1) {
          shot = true;
          await screenshot(page, "overrealm-computer");
        }
        await pressOn(page, "table.confirm");
        await page.waitForFunction(() => !document.querySelector('#mirror button[data-id^="table.space."]'), null, { timeout: STEP_TIMEOUT });
        turns++;
      }
      const over = await waitScene(page, "gameover");
      assert.ok(over.outcome.length > 0, "the end screen says who won");
      await waitButton(page, "gameover.rematch");
      await screenshot(page, "overrealm-gameover");
      console.log(`# against the computer: ${turns} turns in ${Date.now() - t0} ms: ${over.outcome}`);
    });
  });
});
