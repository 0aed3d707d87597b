// Motion always ends, in the browser: with the animations on (Fast: a
// loaded machine draws a few frames a second, and animation time runs
// with the game's ticks), each game watched (computer against computer,
// or the computer playing the Multiverse alone, started straight from URL
// options) comes to rest (status().moving false) after every one of its
// first moves, so no animation hangs. For Overwatch, where both
// players hold the same deck, the board with the same hero on both sides
// is kept as build/screenshots/overwatch-duplicate-heroes.png, once the
// table is at rest: each of the two is drawn where its mirror button is.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { LOAD_TIMEOUT, screenshot, useBrowser, waitScene } from "./harness.js";

// games are the launches the test watches, one line each. The Multiverse
// is one player's game: watched, the computer plays that seat and its
// turn is shown step by step; status().moves counts every decision.
const games = [
  { game: "goofspiel", set: "&set.cards=5", moves: 2 },
  { game: "overwatch", set: "&set.deck0=fortress&set.deck1=fortress", moves: 2 },
  { game: "overrealm", set: "&set.mode=casual", moves: 2 },
  { game: "overpower", set: "", moves: 2 },
  { game: "multiverse", set: "&set.level=Patrol&set.champion=none", moves: 3 },
];

// movedAndRested waits until what the screen says of the match differs
// from before and nothing moves, each poll reading overdeck.screen()
// once, and returns the new mark: the scene, the decisions made, the
// outcome, and whether the table waits for the watcher to step through
// the Multiverse's turn (its last one, shown before the game-over
// screen). With before null it returns the mark at once.
function movedAndRested(page, before) {
  return page.waitForFunction((b) => {
    const { status: s, buttons } = window.overdeck.screen();
    const stepping = buttons.some((x) => x.id === "table.step.skip" && x.on);
    const now = JSON.stringify([s.scene, s.moves, s.outcome, stepping]);
    if (b === null) return now;
    if (now === b || s.moving) return false;
    return now;
  }, before, { timeout: LOAD_TIMEOUT, polling: 100 }).then((h) => h.jsonValue());
}

// twins returns the name of a hero drawn twice on the Overwatch board (by
// the labels of its mirror), and whether nothing moves: one evaluation.
function twins(page) {
  return page.evaluate(() => {
    const seen = new Map();
    let twin = "";
    for (const b of document.querySelectorAll('#mirror button[data-id^="table.hero."]')) {
      const m = /(?:Player [12]'s|your|the computer's) (.+?), (?:Front|Middle|Back) row/.exec(b.getAttribute("aria-label") || "");
      if (!m) continue;
      if (seen.has(m[1])) twin = m[1];
      seen.set(m[1], true);
    }
    return { twin, moving: window.overdeck.status().moving };
  });
}

describe("motion comes to rest", () => {
  const suite = useBrowser();

  for (const g of games) {
    test(`${g.game}: watched with the animations on, the table is at rest after each move`, { timeout: LOAD_TIMEOUT * 40 }, async () => {
      await suite.withPage(async (page) => {
        await page.goto(`${suite.server.url}?game=${g.game}&mode=watch&level=easy&seed=4${g.set}`);
        await waitScene(page, "table", LOAD_TIMEOUT);
        let state = await movedAndRested(page, null);
        const first = JSON.parse(state)[1];
        for (let i = 0; i < g.moves; i++) {
          state = await movedAndRested(page, state);
          const [scene, , , stepping] = JSON.parse(state);
          if (scene !== "table" || stepping) break; // the match ended
        }
        assert.ok(JSON.parse(state)[1] > first, `no move made: ${state}`);
        if (g.game !== "overwatch") return;
        // Both sides hold the whole hero list: sooner or later the same
        // hero stands on both sides. Keep the board then, at rest.
        let seen = { twin: "", moving: true };
        for (let i = 0; i < 30 && !(seen.twin && !seen.moving); i++) {
          state = await movedAndRested(page, state);
          if (JSON.parse(state)[0] !== "table") break;
          seen = await twins(page);
        }
        assert.ok(seen.twin, "no hero stood on both sides in the moves watched");
        assert.equal(seen.moving, false, `the table moves with ${seen.twin} on both sides`);
        await screenshot(page, "overwatch-duplicate-heroes");
      }, {
        viewport: { width: 1280, height: 720 },
        prepare: (page) => page.addInitScript(() => localStorage.setItem("overdeck:settings", "speed=fast\n")),
      });
    });
  }
});
