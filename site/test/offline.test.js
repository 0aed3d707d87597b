// After the first visit, the service worker starts any game with the
// server gone: it stores every game's build once the page is idle.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { LOAD_TIMEOUT, launchBrowser, newContext, press, startServer, waitScene } from "./harness.js";

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

test("after one game, with the server stopped, the menu opens another game and a reload starts it", async () => {
  const context = await newContext(browser);
  try {
    const page = await context.newPage();
    await page.goto(server.url + "?game=goofspiel&mode=hotseat&seed=1");
    await waitScene(page, "handoff", LOAD_TIMEOUT);
    await press(page, "handoff.ready", "table");
    await press(page, "table.bid.1", "handoff");
    await press(page, "handoff.ready", "table");
    // Once the page is idle the service worker stores every game's build.
    await page.waitForFunction(() => window.overdeckFilled === true, null, { timeout: LOAD_TIMEOUT, polling: 250 });
    assert.equal(await page.evaluate(async () => Boolean(await caches.match("overdeck-overrealm.wasm")) && Boolean(await caches.match("./"))), true);

    await server.stop();
    await assert.rejects(fetch(server.url), "the server is really gone");

    await press(page, "table.menu", "pause");
    await press(page, "pause.quit", "title");
    await press(page, "title.play", "games");
    await press(page, "games.overrealm");
    await page.waitForFunction(() => {
      const st = window.overdeck && window.overdeck.status();
      return st && st.ready && st.scene === "mode" && st.game === "overrealm" && window.overdeckBuild === "overrealm";
    }, null, { timeout: LOAD_TIMEOUT, polling: 100 });

    // A reload starts OverRealm's build again, offline. Its address
    // names OverRealm's mode screen (?game=overrealm&play=setup), which
    // it shows again, dealing nothing; the Goofspiel game stays in its
    // own save.
    await page.reload();
    await page.waitForFunction(() => {
      const st = window.overdeck && window.overdeck.status();
      return st && st.ready && st.scene === "mode" && st.game === "overrealm" && window.overdeckBuild === "overrealm";
    }, null, { timeout: LOAD_TIMEOUT, polling: 100 });
    // A game started from the address works offline too.
    await page.goto(server.url + "?game=overpower&mode=hotseat");
    await page.waitForFunction(() => {
      const st = window.overdeck && window.overdeck.status();
      return st && st.ready && st.game === "overpower";
    }, null, { timeout: LOAD_TIMEOUT, polling: 100 });
  } finally {
    await context.close();
  }
});
