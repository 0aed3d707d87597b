// Shared pieces of Overdeck's browser tests: the Go static server, headless
// Chromium with the flags SwiftShader needs, and ways to reach the game
// through window.overdeck.status() and the accessible mirror.
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { after, before } from "node:test";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const here = path.dirname(fileURLToPath(import.meta.url));
export const repo = path.resolve(here, "../..");
export const siteDir = process.env.OVERDECK_SITE || path.join(repo, "build/site");
export const serveBin = process.env.OVERDECK_SERVE || path.join(repo, "build/serve");
export const shotDir = path.join(repo, "build/screenshots");
// SHOTS (make shots) keeps screenshots and runs the walks that exist for
// them (each coached game at a desktop size as well as a phone's, the
// title and the watched draft at three sizes); make test leaves the
// pictures out, as no test reads them, and keeps every assertion.
export const SHOTS = process.env.SHOTS === "1";

// SwiftShader draws at about ten frames a second: the first load is slow.
export const LOAD_TIMEOUT = 120_000;
export const STEP_TIMEOUT = 30_000;

export const chromiumArgs = [
  "--headless",
  "--no-sandbox",
  "--use-angle=swiftshader",
  "--enable-unsafe-swiftshader",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

// Servers still running when the tests end, however they end.
const running = new Set();
function stopAll() {
  for (const proc of running) proc.kill("SIGTERM");
}
process.on("exit", stopAll);
for (const sig of ["SIGINT", "SIGTERM"]) {
  process.on(sig, () => {
    stopAll();
    process.exit(130);
  });
}

// startServer runs build/serve on a free 127.0.0.1 port; it resolves to
// {url, port, stop()} once the server printed its address.
export function startServer({ port = 0, dir = siteDir } = {}) {
  return new Promise((resolve, reject) => {
    const proc = spawn(serveBin, ["-dir", dir, "-port", String(port)], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    running.add(proc);
    proc.once("exit", () => running.delete(proc));
    let out = "";
    const onData = (chunk) => {
      out += chunk;
      const m = out.match(/http:\/\/127\.0\.0\.1:(\d+)\//);
      if (!m) return;
      proc.stdout.off("data", onData);
      proc.stdout.resume();
      const stop = () => new Promise((done) => {
        if (proc.exitCode !== null || proc.signalCode !== null) return done();
        proc.once("exit", () => done());
        proc.kill("SIGTERM");
      });
      resolve({ url: m[0], port: Number(m[1]), stop, proc });
    };
    proc.stdout.setEncoding("utf8");
    proc.stdout.on("data", onData);
    proc.once("error", reject);
    proc.once("exit", (code) => reject(new Error(`serve exited (${code}) before listening: ${out}`)));
  });
}

// launchBrowser starts Debian's Chromium (Playwright gives it a fresh
// --user-data-dir of its own, removed on close), with extra flags if any.
export function launchBrowser(extra = []) {
  return chromium.launch({
    executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
    headless: true,
    args: [...chromiumArgs, ...extra],
  });
}

// newContext is a fresh, isolated profile: its own storage, service
// workers and cache.
export function newContext(browser) {
  return browser.newContext({ viewport: { width: 960, height: 600 } });
}

// openPage gives a new tab that records console errors and page crashes.
export async function openPage(context) {
  const page = await context.newPage();
  page.problems = [];
  page.on("pageerror", (err) => page.problems.push(String(err)));
  page.on("console", (msg) => {
    if (msg.type() === "error") page.problems.push(msg.text());
  });
  return page;
}

// useBrowser starts the server and Chromium before the tests of the
// describe block it is called in, and stops them after. Its withPage runs
// body on a tab of a fresh profile (960x600 unless viewport is given),
// after prepare(page) when given, and fails the test when the page
// reported errors.
export function useBrowser() {
  const b = { server: null, browser: null };
  before(async () => {
    b.server = await startServer();
    b.browser = await launchBrowser();
  });
  after(async () => {
    await b.browser?.close();
    await b.server?.stop();
  });
  b.withPage = async (body, { viewport, prepare } = {}) => {
    const context = viewport ? await b.browser.newContext({ viewport }) : await newContext(b.browser);
    try {
      const page = await openPage(context);
      if (prepare) await prepare(page);
      await body(page);
      assert.deepEqual(page.problems, [], "the page reported errors");
    } finally {
      await context.close();
    }
  };
  return b;
}

// status returns window.overdeck.status(), or null before the game runs.
export function status(page) {
  return page.evaluate(() => (window.overdeck ? window.overdeck.status() : null));
}

// waitScene waits until the game shows scene and is ready.
export async function waitScene(page, scene, timeout = STEP_TIMEOUT) {
  await page.waitForFunction(
    (want) => {
      const s = window.overdeck && window.overdeck.status();
      return s && s.ready && s.scene === want;
    },
    scene,
    { timeout, polling: 100 },
  );
  return status(page);
}

// mirrorButton is the locator of the mirror button with data-id id.
export function mirrorButton(page, id) {
  return page.locator(`#mirror button[data-id="${id}"]`);
}

// waitButton waits for an enabled mirror button and returns its locator.
export async function waitButton(page, id, timeout = STEP_TIMEOUT) {
  await page.waitForSelector(`#mirror button[data-id="${id}"]:not([disabled])`, {
    state: "attached",
    timeout,
  });
  return mirrorButton(page, id);
}

// frames waits for n frames drawn by the game (Ebiten reads input once
// per frame, so a press must span at least one), then for the page's next
// animation frame, when the mirror catches up with the last of them. The
// game's own count (overdeck.drawn()) is what counts: the browser's
// animation frames may come faster than the game draws. Before the game
// runs it counts the page's animation frames.
export function frames(page, n = 2) {
  return page.evaluate((count) => new Promise((resolve) => {
    const drawn = () => (window.overdeck && window.overdeck.drawn ? window.overdeck.drawn() : undefined);
    const start = drawn();
    let left = count;
    const step = () => {
      const now = drawn();
      left--;
      const done = typeof start === "number" && typeof now === "number" ? now >= start + count : left <= 0;
      if (done) requestAnimationFrame(() => resolve());
      else requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  }), n);
}

// clickCanvas presses the canvas where the mirror shows button id: mouse
// down, held for at least 60 ms and two frames, then up.
export async function clickCanvas(page, id) {
  const box = await (await waitButton(page, id)).boundingBox();
  if (!box) throw new Error(`mirror button ${id} has no box`);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await Promise.all([frames(page, 2), new Promise((r) => setTimeout(r, 60))]);
  await page.mouse.up();
  await frames(page, 1);
}

// pressMirror activates mirror button id as assistive technology does:
// a click event on the element itself.
export async function pressMirror(page, id) {
  const el = await waitButton(page, id);
  await el.dispatchEvent("click");
}

// press waits for button id, presses it through the mirror, and waits
// until the game shows scene next (if given).
export async function press(page, id, next) {
  await pressMirror(page, id);
  if (next) return waitScene(page, next);
  return null;
}

// label returns the aria-label of mirror button id.
export async function label(page, id) {
  return (await waitButton(page, id)).getAttribute("aria-label");
}

// screenshot writes build/screenshots/<name>.png when SHOTS is set; it
// waits the two frames in any case, so a test runs alike either way.
export async function screenshot(page, name) {
  await frames(page, 2);
  if (!SHOTS) return;
  mkdirSync(shotDir, { recursive: true });
  await page.screenshot({ path: path.join(shotDir, `${name}.png`) });
}

// screen returns {status, buttons} read in one call to the game
// (overdeck.screen()): the scene and the buttons ({id, label, on}) of the
// same frame. A test that decides from the scene which button to press
// reads both with it; read apart, the mirror's layer may still show the
// frame before (it follows the game one animation frame later) or
// already the next.
export function screen(page) {
  return page.evaluate(() => (window.overdeck && window.overdeck.screen ? window.overdeck.screen() : null));
}

// waitScreenChange waits until the game's screen (status and buttons, one
// call) differs from before, a screen returned earlier: a press was taken,
// or the computer moved.
export async function waitScreenChange(page, before, timeout = STEP_TIMEOUT) {
  await page.waitForFunction((b) => {
    const now = window.overdeck && window.overdeck.screen && window.overdeck.screen();
    return now && JSON.stringify(now) !== b;
  }, JSON.stringify(before), { timeout, polling: 50 });
  return screen(page);
}

// pressOn presses button id of the screen s (from screen()) through the
// game's API and waits until the screen changed; it fails when s has no
// enabled button id.
export async function pressOn(page, s, id, timeout = STEP_TIMEOUT) {
  assert.ok(s.buttons.some((b) => b.id === id && b.on), `no enabled ${id} among ${s.buttons.filter((b) => b.on).map((b) => b.id).join(" ")}`);
  const pressed = await page.evaluate((i) => window.overdeck.press(i), id);
  assert.ok(pressed, `the game refused ${id}`);
  return waitScreenChange(page, s, timeout);
}
