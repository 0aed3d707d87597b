// After the first visit, the service worker starts the game with the
// server gone.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { LOAD_TIMEOUT, launchBrowser, newContext, startServer, waitScene } from "./harness.js";

let server;
let browser;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

test("with the server stopped after the first visit, a reload still starts the game", async () => {
  const context = await newContext(browser);
  try {
    const page = await context.newPage();
    await page.goto(server.url + "?play");
    await waitScene(page, "title", LOAD_TIMEOUT);
    // Wait until the service worker has stored the whole site.
    await page.waitForFunction(async () => {
      const reg = await navigator.serviceWorker.getRegistration();
      if (!reg || !reg.active) return false;
      return Boolean(await caches.match("overdeck.wasm")) && Boolean(await caches.match("./"));
    }, null, { timeout: LOAD_TIMEOUT, polling: 250 });

    await server.stop();
    await assert.rejects(fetch(server.url), "the server is really gone");

    await page.reload();
    const s = await waitScene(page, "title", LOAD_TIMEOUT);
    assert.equal(s.ready, true);
    // A game started from the address works offline too.
    await page.goto(server.url + "?game=goofspiel&mode=hotseat");
    await page.waitForFunction(() => {
      const st = window.overdeck && window.overdeck.status();
      return st && st.ready && st.game === "goofspiel";
    }, null, { timeout: LOAD_TIMEOUT, polling: 100 });
  } finally {
    await context.close();
  }
});
