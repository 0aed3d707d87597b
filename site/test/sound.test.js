// Sound effects are scheduled on the events they belong to: a page hook
// counts the WebAudio oscillators the game starts and tells each cue by
// its first note (its wave and starting pitch, render/sound_js.go). No
// sound before the player first touches the page; none at all with the
// sound setting off.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { LOAD_TIMEOUT, clickCanvas, frames, pressMirror, status, useBrowser, waitButton, waitScene } from "./harness.js";

// hook wraps AudioContext before the game loads: every oscillator is
// recorded with its wave and first frequency in window.__tones.
function hook(settings) {
  return (page) => page.addInitScript((settings) => {
    localStorage.setItem("overdeck:settings", settings);
    window.__tones = [];
    const AC = window.AudioContext;
    if (!AC) return;
    window.AudioContext = class extends AC {
      createOscillator() {
        const o = super.createOscillator();
        const rec = { wave: "sine", f0: 0 };
        window.__tones.push(rec);
        const proto = Object.getOwnPropertyDescriptor(OscillatorNode.prototype, "type");
        Object.defineProperty(o, "type", {
          get: () => proto.get.call(o),
          set: (v) => { rec.wave = v; proto.set.call(o, v); },
        });
        const fr = o.frequency;
        const set = fr.setValueAtTime.bind(fr);
        fr.setValueAtTime = (v, t) => { if (!rec.f0) rec.f0 = v; return set(v, t); };
        return o;
      }
    };
  }, settings);
}

// FIRST are the first notes of the cues: "wave f0" to the cue's name.
const FIRST = {
  "triangle 620": "play", "square 170": "hit", "sine 520": "heal",
  "sawtooth 320": "ko", "sine 880": "reveal", "triangle 523": "win",
};

// cues counts the cues scheduled so far, by name.
async function cues(page) {
  const tones = await page.evaluate(() => window.__tones);
  const out = {};
  for (const t of tones) {
    const name = FIRST[`${t.wave} ${t.f0}`];
    if (name) out[name] = (out[name] || 0) + 1;
  }
  return out;
}

// bid makes the player to act bid card n by pressing the canvas (a real
// pointer press), and waits for the bid to be taken.
async function bid(page, n) {
  const before = JSON.stringify((await status(page)).toAct);
  await clickCanvas(page, `table.bid.${n}`);
  await page.waitForFunction((b) => JSON.stringify(window.overdeck.status().toAct) !== b || window.overdeck.status().scene !== "table",
    before, { timeout: 10_000, polling: 50 });
  await frames(page, 3);
}

// playGoofspiel plays a hot-seat Goofspiel of 5 cards to its end: the
// first bid through the mirror (no pointer press yet), then Player 1 bids
// high and Player 2 low by pressing the canvas. It returns the cues
// counted before the first pointer press and the bids made after it.
async function playGoofspiel(page) {
  await page.goto(page.suiteURL + "?game=goofspiel&mode=hotseat&seed=3&set.cards=5");
  await waitScene(page, "table", LOAD_TIMEOUT);
  await pressMirror(page, "table.bid.5");
  await page.waitForFunction(() => JSON.stringify(window.overdeck.status().toAct) === "[1]", null, { timeout: 10_000 });
  await frames(page, 3);
  const locked = await cues(page);
  let bids = 0;
  await bid(page, 1); // Player 2; the first pointer press on the page
  bids++;
  for (const n of [4, 3, 2, 1]) {
    await bid(page, n);
    await waitButton(page, `table.bid.${6 - n}`);
    await bid(page, 6 - n);
    bids += 2;
  }
  await page.waitForFunction(() => window.overdeck.status().scene !== "table", null, { timeout: 10_000 });
  await frames(page, 3);
  return { locked, bids };
}

describe("sound", () => {
  const suite = useBrowser();

  test("play and win are scheduled once per bid and per game, only after the first touch", { timeout: LOAD_TIMEOUT * 2 }, async () => {
    await suite.withPage(async (page) => {
      page.suiteURL = suite.server.url;
      const { locked, bids } = await playGoofspiel(page);
      assert.deepEqual(locked, {}, "a sound before the player touched the page");
      const got = await cues(page);
      assert.equal(got.play, bids, `one play sound per bid: ${JSON.stringify(got)}`);
      assert.equal(got.win, 1, `one win sound at the end: ${JSON.stringify(got)}`);
    }, { prepare: hook("sound=on\nvolume=75\nhandoff=off\n") });
  });

  test("with sound off nothing is scheduled", { timeout: LOAD_TIMEOUT * 2 }, async () => {
    await suite.withPage(async (page) => {
      page.suiteURL = suite.server.url;
      await playGoofspiel(page);
      assert.equal((await page.evaluate(() => window.__tones)).length, 0, "an oscillator was started with sound off");
    }, { prepare: hook("sound=off\nvolume=75\nhandoff=off\n") });
  });

  test("a watched Multiverse game sounds its reveals, hits and defeats", { timeout: LOAD_TIMEOUT * 2 }, async () => {
    await suite.withPage(async (page) => {
      await page.goto(suite.server.url + "?game=multiverse&mode=watch&seed=11&set.level=Patrol");
      await waitScene(page, "table", LOAD_TIMEOUT);
      await page.mouse.click(5, 5); // the first touch: the header, no button
      // Until the tones started say so (what cues reads), at most 60 s.
      await page.waitForFunction((first) => {
        const out = {};
        for (const t of window.__tones) {
          const name = first[`${t.wave} ${t.f0}`];
          if (name) out[name] = (out[name] || 0) + 1;
        }
        return out.reveal && (out.hit || out.ko) && out.play;
      }, FIRST, { timeout: 60_000, polling: 200 }).catch(() => {});
      const got = await cues(page);
      assert.ok(got.play > 0 && got.reveal > 0 && (got.hit > 0 || got.ko > 0),
        `the computer's moves, reveals and hits sound: ${JSON.stringify(got)}`);
    }, { prepare: hook("sound=on\nvolume=75\nspeed=normal\n") });
  });
});
