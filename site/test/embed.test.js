// The game inside an <iframe> on another origin posts its events to the
// parent page.
import assert from "node:assert/strict";
import http from "node:http";
import { after, before, test } from "node:test";
import { LOAD_TIMEOUT, launchBrowser, newContext, startServer } from "./harness.js";

let server;
let parent;
let browser;

// parentPage embeds the game and records every message it receives.
function parentPage(src) {
  return `<!doctype html><meta charset="utf-8"><title>Embedding page</title>
<h1>Someone else's page</h1>
<script>
window.messages = [];
window.addEventListener("message", (e) => window.messages.push({ origin: e.origin, data: e.data }));
</script>
<iframe id="game" src="${src}" width="800" height="500" title="Overdeck"></iframe>`;
}

before(async () => {
  server = await startServer();
  // The embedding page lives on localhost at another port: another origin.
  parent = http.createServer((req, res) => {
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    res.end(parentPage(server.url + "?game=goofspiel&mode=hotseat"));
  });
  await new Promise((resolve) => parent.listen(0, "127.0.0.1", resolve));
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await new Promise((resolve) => (parent ? parent.close(resolve) : resolve()));
  await server?.stop();
});

test("inside an iframe on another origin the game posts ready and scene", async () => {
  const context = await newContext(browser);
  try {
    const page = await context.newPage();
    // Every wasm file fetched, by the frame, its workers or its service worker.
    const wasm = [];
    context.on("request", (r) => {
      const m = new URL(r.url()).pathname.match(/\/([a-z]+-[a-z]+\.wasm)$/);
      if (m) wasm.push(m[1]);
    });
    const parentURL = `http://localhost:${parent.address().port}/`;
    await page.goto(parentURL);
    await page.waitForFunction(() => window.messages.some((m) => m.data && m.data.type === "overdeck:ready"),
      null, { timeout: LOAD_TIMEOUT, polling: 200 });
    await page.waitForFunction(() => window.messages.some((m) => m.data && m.data.type === "overdeck:scene"),
      null, { timeout: LOAD_TIMEOUT, polling: 200 });
    const messages = await page.evaluate(() => window.messages);
    const origin = new URL(server.url).origin;
    assert.notEqual(new URL(parentURL).origin, origin, "the parent is on another origin");
    for (const m of messages.filter((m) => m.data && String(m.data.type).startsWith("overdeck:"))) {
      assert.equal(m.origin, origin, "messages come from the game's origin");
    }
    const types = messages.map((m) => m.data && m.data.type).filter((t) => String(t).startsWith("overdeck:"));
    assert.equal(types[0], "overdeck:ready", "the parent hears ready before any scene");
    const first = messages.find((m) => m.data.type === "overdeck:scene").data;
    assert.equal(first.game, "goofspiel");
    assert.equal(first.mode, "hotseat");

    // The frame's own API answers too. Browsers may block storage in a
    // frame of another site: the game then says once that it cannot save,
    // and goes on.
    const frame = page.frame({ url: (u) => u.origin === origin });
    const s = await frame.evaluate(() => window.overdeck.status());
    assert.equal(s.ready, true);
    assert.equal(s.game, "goofspiel");
    if (s.scene === "message") {
      assert.match(s.message, /save|stor/i);
      await frame.locator('#mirror button[data-id="message.ok"]').dispatchEvent("click");
    }
    // Play goes on, and every scene change reaches the parent.
    await page.waitForFunction(() => window.messages.some((m) => m.data && m.data.type === "overdeck:scene" && m.data.scene === "handoff"),
      null, { timeout: 30_000, polling: 200 });
    await frame.locator('#mirror button[data-id="handoff.ready"]').dispatchEvent("click");
    await page.waitForFunction(() => window.messages.some((m) => m.data && m.data.type === "overdeck:scene" && m.data.scene === "table"),
      null, { timeout: 30_000, polling: 200 });

    // An embed of one game fetches that game's build and no other: no
    // worker for hot-seat, and no other game stored for offline play.
    await frame.waitForFunction(() => window.overdeckFill === "embedded" || window.overdeckFilled === true,
      null, { timeout: LOAD_TIMEOUT, polling: 200 });
    assert.deepEqual(wasm, ["overdeck-goofspiel.wasm"], "the embed fetched only its own game's page build");
    const stored = await frame.evaluate(async () => {
      const out = [];
      try {
        for (const g of ["multiverse", "overpower", "overrealm", "overwatch"]) {
          if (await caches.match(`overdeck-${g}.wasm`)) out.push(g);
        }
      } catch {
        // Storage blocked in a frame of another site: nothing can be stored.
      }
      return out;
    });
    assert.deepEqual(stored, [], "no other game's build was stored");
  } finally {
    await context.close();
  }
});
