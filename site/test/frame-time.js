// make bench: frames per second and the longest frame while an animation
// plays (status().moving), at 1280x720 in headless Chromium (SwiftShader,
// the slowest GPU a player could have), in a match between two computers
// at the Normal animation speed. Frames with nothing moving are left out:
// the painter skips a frame identical to the one on screen, so an idle
// table would flatter the figure. Each frame is timed from one
// requestAnimationFrame to the next, the same beat Ebiten draws on.
import { launchBrowser, startServer, LOAD_TIMEOUT } from "./harness.js";

const games = (process.env.GAMES || "overpower multiverse overwatch overrealm").split(" ");
const want = Number(process.env.FRAMES || 40);
const seconds = Number(process.env.SECONDS || 60);

// measure watches game until `want` frames were timed while something
// moved, or for `seconds` at most, and returns those frames' count, total
// time and the longest (ms).
async function measure(browser, url, game) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => localStorage.setItem("overdeck:settings", "speed=normal\nhandoff=on\n"));
    // OverRealm's draft is watched too: its picks move cards.
    await page.goto(`${url}?game=${game}&mode=watch&level=easy&seed=11`);
    await page.waitForFunction(() => window.overdeck && window.overdeck.status().scene === "table",
      null, { timeout: LOAD_TIMEOUT, polling: 100 });
    return await page.evaluate(([ms, want]) => new Promise((done) => {
      let frames = 0, total = 0, longest = 0, moving = false, last = 0;
      const end = performance.now() + ms;
      const tick = (t) => {
        if (last && moving) {
          frames++;
          total += t - last;
          longest = Math.max(longest, t - last);
        }
        last = t;
        moving = window.overdeck.status().moving;
        if (t < end && frames < want) requestAnimationFrame(tick);
        else done({ frames, total, longest });
      };
      requestAnimationFrame(tick);
    }), [seconds * 1000, want]);
  } finally {
    await context.close();
  }
}

const server = await startServer();
const browser = await launchBrowser();
try {
  for (const game of games) {
    const r = await measure(browser, server.url, game);
    if (r.frames === 0) {
      console.log(`frames while animating, ${game}, 1280x720: nothing moved in ${seconds} s`);
      continue;
    }
    const fps = r.frames / (r.total / 1000);
    console.log(`frames while animating, ${game}, 1280x720 (headless Chromium, SwiftShader): ` +
      `${fps.toFixed(1)} fps over ${r.frames} frames, longest frame ${Math.round(r.longest)} ms`);
  }
} finally {
  await browser.close();
  await server.stop();
}
