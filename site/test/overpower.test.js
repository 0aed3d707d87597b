// OverPower in headless Chromium: a hot-seat battle played by clicking,
// through the hand-off screens, never showing the hand of the player away
// from the device (not in the mirror, not in the page's text, not on the
// hand-off screen's pixels); a Skirmish against the computer to the end
// screen; a reload in the middle of an exchange that resumes it.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import {
  LOAD_TIMEOUT, STEP_TIMEOUT, clickCanvas, frames, pressMirror, screenshot, status, useBrowser,
  waitButton, waitScene,
} from "./harness.js";

const SETTINGS = "speed=off\nhandoff=on\n";

// buttons lists the mirror's buttons: id, label, enabled.
function buttons(page) {
  return page.$$eval("#mirror button", (els) => els.map((e) => ({
    id: e.dataset.id, label: e.getAttribute("aria-label") || "", on: !e.disabled,
  })));
}

// handOf reads the hand in the mirror's buttons bs: instance to its
// label's name and kind ("Combat 7, Power card").
function handOf(bs) {
  const out = new Map();
  for (const b of bs) {
    const m = b.id.match(/^table\.card\.(\d+)$/);
    if (m) out.set(m[1], b.label.replace(/, (playable|cannot be played now|your face-down Event).*$/, ""));
  }
  return out;
}

// assertHidden checks that no card of hidden (instance to name) shows in
// the page: no mirror button for it (hand card, zoom, a card to use; bs
// are the mirror's buttons), and no hand card's words for its name in the
// page's text.
async function assertHidden(page, bs, hidden, where) {
  if (hidden.size === 0) return;
  const ids = new Set(bs.map((b) => b.id));
  const text = await page.evaluate(() => document.body.innerText + " " +
    [...document.querySelectorAll("[aria-label]")].map((e) => e.getAttribute("aria-label")).join(" "));
  for (const [i, name] of hidden) {
    for (const id of [`table.card.${i}`, `table.zoom.card.${i}`, `table.opt.${i}`]) {
      assert.ok(!ids.has(id), `${where}: ${id}, the other player's ${name}, is in the mirror`);
    }
    const esc = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    assert.doesNotMatch(text, new RegExp(`${esc}, (playable|cannot be played now|your face-down Event)`),
      `${where}: the other player's ${name} is in the page`);
  }
}

// ready waits until the seat at the device has a decision on screen (a
// move, a card to use, a lit hand card), the hand-off screen or the end
// screen shows, and returns which.
function ready(page, timeout = STEP_TIMEOUT) {
  return page.waitForFunction(() => {
    const s = window.overdeck && window.overdeck.status();
    if (!s || !s.ready) return false;
    if (s.scene === "handoff" || s.scene === "gameover") return s.scene;
    if (s.scene !== "table" || s.thinking >= 0) return false;
    const on = [...document.querySelectorAll("#mirror button:not([disabled])")];
    return on.some((e) => /^table\.(move|opt)\./.test(e.dataset.id) ||
      (/^table\.card\./.test(e.dataset.id) && /, playable/.test(e.getAttribute("aria-label")))) && "table";
  }, null, { timeout, polling: 100 }).then((h) => h.jsonValue());
}

// tap presses mirror button id (act: how) and waits until the mirror or
// the status changed (the press was handled and a frame drawn).
async function tap(page, id, act) {
  const snap = () => page.evaluate(() => JSON.stringify([...document.querySelectorAll("#mirror button")]
    .map((e) => [e.dataset.id, e.getAttribute("aria-label"), e.disabled])) + JSON.stringify(window.overdeck.status()));
  const before = await snap();
  await (act || ((i) => pressMirror(page, i)))(id);
  await page.waitForFunction((b) => JSON.stringify([...document.querySelectorAll("#mirror button")]
    .map((e) => [e.dataset.id, e.getAttribute("aria-label"), e.disabled])) + JSON.stringify(window.overdeck.status()) !== b,
  before, { timeout: STEP_TIMEOUT, polling: 50 });
}

// find returns the enabled button id the panel offers first for which
// want(button) holds, turning the panel's pages when it has more.
async function find(page, want) {
  for (let turn = 0; turn < 6; turn++) {
    const bs = await buttons(page);
    const b = bs.find((x) => x.on && want(x));
    if (b) return b.id;
    if (!bs.some((x) => x.on && x.id === "table.more")) return undefined;
    await tap(page, "table.more");
  }
  return undefined;
}

// move returns the id of the enabled move button with one of keys, in the
// order given, or undefined.
async function move(page, ...keys) {
  const bs = await buttons(page);
  for (const k of keys) {
    if (bs.some((b) => b.on && b.id === `table.move.${k}`)) return `table.move.${k}`;
  }
  if (bs.some((b) => b.on && b.id === "table.more")) return find(page, (b) => keys.some((k) => b.id === `table.move.${k}`));
  return undefined;
}

// playCard plays the card of button id (a lit hand card or a card to
// use): select it, answer each open question with its first answer, and
// confirm. It returns what the confirm button said.
async function playCard(page, id, act) {
  await tap(page, id, act);
  for (let i = 0; i < 8; i++) {
    const bs = await buttons(page);
    // table.go.<x>: moves no question tells apart (either Teamwork follow-up).
    const go = bs.find((b) => b.on && b.id === "table.go") || bs.find((b) => b.on && b.id.startsWith("table.go."));
    if (go) {
      await tap(page, go.id, act);
      return go.label;
    }
    const stage = await find(page, (b) => b.id.startsWith("table.stage."));
    assert.ok(stage, `a question about the card, or its confirm: ${JSON.stringify(bs)}`);
    await tap(page, stage, act);
  }
  throw new Error("a card with no end of questions");
}

// litCard returns the id of the first card the seat may play now (a
// lit hand card, then a card not in the hand), or undefined.
async function litCard(page) {
  const bs = await buttons(page);
  const hand = bs.find((b) => b.on && /^table\.card\.\d+$/.test(b.id) && /, playable/.test(b.label));
  return hand ? hand.id : find(page, (b) => b.id.startsWith("table.opt."));
}

// decide makes one decision of the seat at the table, as plan says, and
// returns what it did: venture the least; fight the battle (or concede it
// at once with plan.concede); attack with a lit card while plan.attacks
// lasts (then concede), defend with a card while plan.defences lasts
// (else take the hit); never negate; pass the placing; keep the first
// duplicate. act presses a button. It returns "next battle" without
// deciding when a battle was fought and the next one asks to fight it.
// bs are the mirror's buttons now, when known.
async function decide(page, plan, act, bs) {
  bs ||= await buttons(page);
  const has = (k) => bs.some((x) => x.on && x.id === `table.move.${k}`);
  const lit = bs.find((x) => x.on && /^table\.card\.\d+$/.test(x.id) && /, playable/.test(x.label));
  const press = async (k) => {
    await tap(page, `table.move.${k}`, act);
    return k;
  };
  if (plan.fought && (has("fight") || has("vr") && !has("ok"))) return "next battle";
  if (has("vr") && !has("ok")) return press("vr");
  if (has("ok")) return press("ok");
  if (has("fight")) return press(plan.concede ? "concede" : "fight");
  if (has("take")) {
    plan.fought = true;
    if (plan.defences > 0 && lit) {
      plan.defences--;
      return "defend: " + await playCard(page, lit.id, act);
    }
    return press("take");
  }
  if (has("allow")) return press("allow");
  if (has("concede")) {
    plan.fought = true;
    if (plan.attacks > 0 && lit) {
      plan.attacks--;
      return "attack: " + await playCard(page, lit.id, act);
    }
    return press("concede");
  }
  if (has("pass")) return press("pass");
  const card = await litCard(page);
  if (card) return "card: " + await playCard(page, card, act);
  const any = await find(page, (b) => b.id.startsWith("table.move."));
  assert.ok(any, `something to do: ${JSON.stringify(bs)}`);
  await tap(page, any, act);
  return any.slice("table.move.".length);
}

// hotseat opens a hot-seat Skirmish (Player 1 first) and plays it by plan
// through the hand-off screens, checking at each that nothing of the
// other hand shows, until stop(what it did, status, buttons) says so or
// the game ends. It returns what it did, the hand-offs and the hand-off
// screens compared.
async function hotseat(page, url, plan, stop) {
  const t0 = Date.now();
  await page.goto(url + "?game=overpower&mode=hotseat&seed=3&set.mode=skirmish&set.objectives=5&set.first=1");
  const seen = [new Map(), new Map()]; // each seat's hand when it last was at the device
  const shots = [null, null]; // the first hand-off screen to each seat, and its hand then
  const out = { did: [], handoffs: 0, compared: 0, seat: -1 };
  try {
    for (let guard = 0; guard < 150; guard++) {
      const where = await ready(page, out.handoffs === 0 ? LOAD_TIMEOUT : STEP_TIMEOUT);
      if (where === "gameover") break;
      if (where === "handoff") {
        out.handoffs++;
        const seat = out.seat = (await status(page)).toAct[0];
        await waitButton(page, "handoff.ready");
        const bs = await buttons(page);
        assert.ok(!bs.some((b) => b.id.startsWith("table.")), "the hand-off screen shows nothing of the table");
        await assertHidden(page, bs, new Map([...seen[0], ...seen[1]]), "hand-off screen");
        // Its pixels show no hand either: the same whatever the seat holds
        // (from the second on: the match's first says who plays first, and
        // the others offer the mover a take-back).
        const hand = [...seen[seat].keys()].join(" ");
        if (out.handoffs > 1 && out.handoffs <= 11 && (!shots[seat] || shots[seat].hand !== hand)) {
          await frames(page, 2);
          const shot = await page.screenshot();
          if (!shots[seat]) shots[seat] = { shot, hand };
          else assert.ok(shot.equals(shots[seat].shot), `the hand-off screen to Player ${seat + 1} changed with its hand`);
          out.compared++;
        }
        if (out.handoffs === 1) await screenshot(page, "overpower-handoff");
        // Player 1 clicks the canvas on its first hand-offs; then the mirror.
        await tap(page, "handoff.ready", seat === 0 && out.handoffs <= 4 ? (id) => clickCanvas(page, id) : undefined);
        continue;
      }
      const seat = out.seat;
      const st = await status(page);
      assert.deepEqual(st.toAct, [seat], "the seat handed the device decides");
      const bs = await buttons(page);
      const mine = handOf(bs);
      const names = new Set(mine.values());
      const hidden = new Map([...seen[1 - seat]].filter(([i, name]) => !mine.has(i) && !names.has(name)));
      await assertHidden(page, bs, hidden, `table of Player ${seat + 1}`);
      seen[seat] = mine;
      if (stop(out.did[out.did.length - 1] || "", st, bs)) break;
      const act = seat === 0 && out.handoffs <= 4 ? (id) => clickCanvas(page, id) : undefined;
      const what = await decide(page, plan, act, bs);
      out.did.push(`P${seat + 1} ${what} (${((Date.now() - t0) / 1000).toFixed(0)} s)`);
      if (what === "next battle") break;
    }
  } finally {
    console.log(`# ${out.did.join("; ")}`);
  }
  return out;
}

describe("OverPower in a browser", () => {
  const suite = useBrowser();
  const prepare = (page) => page.addInitScript((s) => localStorage.setItem("overdeck:settings", s), SETTINGS);

  test("a hot-seat battle by clicking, through the hand-off screens", async () => {
    await suite.withPage(async (page) => {
      const t0 = Date.now();
      const plan = { attacks: 3, defences: 1 };
      const out = await hotseat(page, suite.server.url, plan, () => false);
      assert.match(out.did[out.did.length - 1], /next battle/, "the battle ended and the next one began");
      assert.ok(out.did.filter((d) => / attack: /.test(d)).length >= 2, "attacks were made");
      assert.ok(out.did.some((d) => / (take|defend: .*) \(/.test(d)), "an attack was answered");
      assert.ok(out.compared >= 4, `hand-off screens compared: ${out.compared}`);
      console.log(`# hot-seat battle: ${out.did.length} decisions, ${out.handoffs} hand-offs in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    }, { prepare });
  });

  test("a reload in the middle of an exchange resumes it", async () => {
    await suite.withPage(async (page) => {
      const t0 = Date.now();
      // Player 1 attacks; stop when Player 2 is to answer it.
      const plan = { attacks: 1, defences: 0 };
      const out = await hotseat(page, suite.server.url, plan, (last, st, bs) =>
        / attack: /.test(last) && bs.some((b) => b.on && b.id === "table.move.take"));
      assert.match(out.did[out.did.length - 1], /^P1 attack: /, "Player 1 attacked");
      await frames(page, 2);
      const before = await buttons(page);
      const st = await status(page);
      assert.deepEqual(st.toAct, [1], "Player 2 answers the attack");
      await screenshot(page, "overpower-defend");

      await page.reload();
      const h = await waitScene(page, "handoff", LOAD_TIMEOUT);
      assert.deepEqual(h.toAct, [1], "the reload hands the device to Player 2 again");
      await tap(page, "handoff.ready");
      assert.equal(await ready(page), "table");
      await frames(page, 2);
      assert.deepEqual(await buttons(page), before, "the same exchange, hand and answers after the reload");
      // The exchange goes on from there: Player 2 takes the hit, and the
      // next offensive turn is Player 2's.
      await tap(page, "table.move.take");
      assert.equal(await ready(page), "table");
      assert.deepEqual((await status(page)).toAct, [1]);
      await waitButton(page, "table.move.concede");
      console.log(`# reload mid-exchange: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    }, { prepare });
  });

  test("a Skirmish against the computer to the end screen", async () => {
    await suite.withPage(async (page) => {
      const t0 = Date.now();
      await page.goto(suite.server.url + "?game=overpower&mode=computer&level=easy&seed=5&set.mode=skirmish&set.objectives=5");
      const did = [];
      // Player 1 concedes every battle: the computer claims the objectives.
      const plan = { attacks: 0, defences: 0, concede: true };
      try {
        for (let guard = 0; guard < 80; guard++) {
          const where = await ready(page, did.length === 0 ? LOAD_TIMEOUT : 60_000);
          if (where === "gameover") break;
          assert.equal(where, "table", "no hand-off against the computer");
          if (did.length === 0) await screenshot(page, "overpower-computer");
          did.push(await decide(page, plan));
        }
      } finally {
        console.log(`# ${did.join("; ")}`);
      }
      const over = await waitScene(page, "gameover");
      assert.match(over.outcome, /wins|drawn/i, `the end screen says how it ended: ${over.outcome}`);
      assert.ok(over.botMoves.length > 0, "the computer made moves");
      await screenshot(page, "overpower-gameover");
      await waitButton(page, "gameover.rematch");
      console.log(`# computer match: ${did.length} decisions, ${over.botMoves.length} computer moves in ${((Date.now() - t0) / 1000).toFixed(1)} s: ${over.outcome}`);
    }, { prepare, viewport: { width: 1280, height: 720 } });
  });
});
