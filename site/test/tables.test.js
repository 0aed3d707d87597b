// Every table at a phone, a laptop and a desktop size: a match between
// two computers (OverRealm: against the computer, and watched during its
// draft) is watched for a few moves and the canvas is kept in
// build/screenshots/table-<game>-<w>x<h>.png, for people to look at; the
// page must report no errors and every mirrored button must be at least
// 44 px each way.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { LOAD_TIMEOUT, SHOTS, frames, pressMirror, pressOn, screen, screenshot, status, useBrowser, waitScene, waitScreenChange } from "./harness.js";

const SIZES = [[360, 640], [1280, 720], [1920, 1080]];
const GAMES = ["overrealm", "overwatch", "multiverse"];

// The tables are looked at, not their motion (motion.test.js and
// rest.test.js play every game with the animations on): with the speed
// off a watched game is not paced and nothing waits for a slide, so the
// nine tables take a third of the time. The hand-off screens stay on.
const STILL = (page) => page.addInitScript(() => localStorage.setItem("overdeck:settings", "speed=off\nhandoff=on\n"));

// still waits, on every frame, until no animation plays
// (status().moving), so that a screenshot shows the table at rest, not a
// banner sliding over it. Two computers playing on a slow machine may
// keep something moving: after 15 s the screenshot is taken as it is.
async function still(page) {
  await frames(page, 3);
  try {
    await page.waitForFunction(() => !window.overdeck.status().moving, null, { timeout: 15_000, polling: "raf" });
  } catch {
    console.log("# the table never came to rest: screenshot taken while moving");
  }
}

// toBoard plays OverRealm's draft and team choice against the computer
// (the first monster offered each time) until the action board shows.
// The computer thinks for a time, not a count, so its picks (and so the
// decisions asked of the player) change with the machine's load.
async function toBoard(page) {
  // By the clock, not by a count of tries: the computer's picks take
  // longer on a busy machine.
  const start = Date.now();
  const arranged = new Set();
  let now = await screen(page);
  while (Date.now() - start < 120_000) {
    const bs = now.buttons.filter((b) => b.on);
    const ids = bs.map((b) => b.id);
    if (ids.includes("table.space.draw")) return;
    const pick = bs.find((b) => b.id.startsWith("table.pick.") && !b.label.includes("(chosen)"));
    // Clear Mind (when the computer's picks leave Cleansitoad active): the
    // cards go on top in the order offered.
    const arrange = ids.find((id) => id.startsWith("table.arrange.") && !arranged.has(id));
    let id = null;
    if (ids.includes("table.confirm")) id = "table.confirm";
    else if (pick) id = pick.id;
    else if (arrange) {
      arranged.add(arrange); // a second press would move it again
      id = arrange;
    } else if (ids.includes("table.step.skip")) id = "table.step.skip";
    try {
      // Nothing to press: wait for the computer's pick to change the screen.
      now = id ? await pressOn(page, now, id) : await waitScreenChange(page, now, 120_000 - (Date.now() - start));
    } catch (err) {
      if (Date.now() - start < 120_000) throw err;
    }
  }
  await screenshot(page, "table-overrealm-no-board");
  throw new Error(`the action board never showed (see table-overrealm-no-board.png): ${JSON.stringify(await screen(page))}`);
}

// smallButtons lists the enabled mirror buttons under 44 px either way,
// found and measured in ONE evaluation: page.$$eval finds the elements in
// one round trip and measures them in another, and a button the game
// removed in between (a watched computer's move defeating a Multiverse
// card: table.slot.0) measures 0×0, detached.
function smallButtons(page) {
  return page.evaluate(() => [...document.querySelectorAll("#mirror button:not([disabled])")]
    .map((e) => ({ id: e.dataset.id, w: e.getBoundingClientRect().width, h: e.getBoundingClientRect().height }))
    .filter((b) => b.w < 43.5 || b.h < 43.5));
}

describe("tables at three sizes", () => {
  const suite = useBrowser();
  // The title and the watched draft are here for their pictures only.
  for (const [width, height] of SHOTS ? SIZES : []) {
    test(`the title screen at ${width}x${height}`, { timeout: LOAD_TIMEOUT }, async () => {
      await suite.withPage(async (page) => {
        await page.goto(suite.server.url + "?play");
        await waitScene(page, "title", LOAD_TIMEOUT);
        await still(page);
        await screenshot(page, `title-${width}x${height}`);
      }, { viewport: { width, height }, prepare: STILL });
    });
  }
  for (const [width, height] of SHOTS ? SIZES : []) {
    test(`overrealm watched during the draft at ${width}x${height}`, { timeout: LOAD_TIMEOUT * 2 }, async () => {
      await suite.withPage(async (page) => {
        await page.goto(suite.server.url + "?game=overrealm&mode=watch&level=easy&seed=11");
        await waitScene(page, "table", LOAD_TIMEOUT);
        // The computers' first picks: the screen changes.
        await waitScreenChange(page, await screen(page), LOAD_TIMEOUT);
        await still(page);
        await screenshot(page, `table-overrealm-${width}x${height}-watch`);
      }, { viewport: { width, height }, prepare: STILL });
    });
  }
  for (const game of GAMES) {
    for (const [width, height] of SIZES) {
      test(`${game} at ${width}x${height}`, { timeout: LOAD_TIMEOUT * 3 }, async () => {
        await suite.withPage(async (page) => {
          const mode = game === "overrealm" ? "computer" : "watch";
          await page.goto(suite.server.url + `?game=${game}&mode=${mode}&level=easy&seed=11`);
          await waitScene(page, "table", LOAD_TIMEOUT);
          if (game === "overrealm") {
            await toBoard(page);
            await still(page);
            await screenshot(page, `table-${game}-${width}x${height}-choice`);
            await pressMirror(page, "table.space.draw");
            await pressMirror(page, "table.confirm");
          }
          // Let the computers play a few moves so the board fills up
          // (OverRealm: until the reveal of the turn just chosen shows; it
          // waits there for the player's Next). A move is a decision made
          // (status().moves): the Multiverse's seat to act never changes.
          const first = (await status(page)).moves;
          try {
            await page.waitForFunction(([want, overrealm]) => {
              const s = window.overdeck.status();
              if (s.scene !== "table" || s.outcome || s.moves >= want) return true;
              return overrealm && !!document.querySelector('#mirror button[data-id="table.step.next"]:not([disabled])');
            }, [first + 6, game === "overrealm"], { timeout: 30_000, polling: 100 });
          } catch {
            // No six moves in 30 s: the board is as full as it gets.
          }
          await still(page);
          await screenshot(page, `table-${game}-${width}x${height}`);
          assert.deepEqual(await smallButtons(page), [], "buttons smaller than 44 px");
        }, { viewport: { width, height }, prepare: STILL });
      });
    }
  }
});

// OverPower's battle table in hot-seat (it needs no computer): the
// decisions before the battle are made by taps (a venture of the free
// objectives, fight, pass when placing, the first Event or kept card
// offered), then a few attacks and their answers, each through the
// hand-off screen, so that the teams carry hits; then the canvas is kept
// as build/screenshots/table-overpower-<w>x<h>.png.
describe("OverPower's table at three sizes", () => {
  const suite = useBrowser();
  const prefer = ["table.move.ok", "table.move.fight", "table.move.take", "table.move.allow", "table.move.pass"];
  for (const [width, height] of SIZES) {
    test(`overpower at ${width}x${height}`, { timeout: LOAD_TIMEOUT * 4 }, async () => {
      await suite.withPage(async (page) => {
        await page.goto(suite.server.url + "?game=overpower&mode=hotseat&seed=11&set.deck0=camelot&set.deck1=cult&set.first=1");
        await waitScene(page, "handoff", LOAD_TIMEOUT);
        let attacks = 0;
        let handoffs = 0;
        let now = await screen(page);
        for (let i = 0; i < 200; i++) {
          // The scene and its buttons come from one call (screen()).
          const st = now.status;
          if (st.scene === "handoff") {
            handoffs++;
            now = await pressOn(page, now, "handoff.ready");
            continue;
          }
          assert.equal(st.scene, "table", `scene ${st.scene}`);
          const bs = now.buttons.filter((b) => b.on);
          const ids = bs.map((b) => b.id);
          // Stop at a defence window once the teams carry hits.
          if (attacks >= 5 && ids.includes("table.move.take")) break;
          const battle = ids.includes("table.move.concede") && !ids.includes("table.move.fight");
          const lit = bs.find((b) => b.id.startsWith("table.card.") && b.label.includes("playable"));
          let pick = ids.find((id) => id === "table.go" || id.startsWith("table.go.")) || ids.find((id) => id.startsWith("table.stage."));
          if (!pick && battle && lit) {
            pick = lit.id;
            attacks++;
          }
          if (!pick) pick = prefer.find((id) => ids.includes(id));
          if (!pick) pick = ids.find((id) => id.startsWith("table.move.") || id.startsWith("table.opt."));
          if (!pick && lit) pick = lit.id;
          assert.ok(pick, `nothing to press among ${ids.join(" ")}`);
          now = await pressOn(page, now, pick);
        }
        assert.ok(attacks >= 5, `only ${attacks} attacks made`);
        assert.ok(handoffs >= 5, `only ${handoffs} hand-offs`);
        await waitScene(page, "table");
        await still(page);
        await screenshot(page, `table-overpower-${width}x${height}`);
        assert.deepEqual(await smallButtons(page), [], "buttons smaller than 44 px");
        const atRest = await screen(page);
        const lit = atRest.buttons.find((b) => b.on && b.id.startsWith("table.card.") && b.label.includes("playable"));
        if (lit) {
          await pressOn(page, atRest, lit.id);
          await still(page);
          await screenshot(page, `table-overpower-${width}x${height}-card`);
          const chosen = await screen(page);
          const read = chosen.buttons.find((b) => b.on && b.id.startsWith("table.zoom.card."));
          if (read) {
            await pressOn(page, chosen, read.id);
            await still(page);
            await screenshot(page, `table-overpower-${width}x${height}-zoom`);
          }
        }
      }, { viewport: { width, height }, prepare: STILL });
    });
  }
});

