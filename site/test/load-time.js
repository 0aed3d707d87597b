// make bench: time from navigation to status().ready in headless Chromium,
// a fresh profile each time (a first visit: no service worker, no cache),
// median of five.
import { launchBrowser, newContext, startServer, LOAD_TIMEOUT } from "./harness.js";

const runs = Number(process.env.RUNS || 5);
const server = await startServer();
const browser = await launchBrowser();
const times = [];
try {
  for (let i = 0; i < runs; i++) {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(server.url + "?play");
    await page.waitForFunction(() => window.overdeck && window.overdeck.status().ready && window.overdeckReadyAt,
      null, { timeout: LOAD_TIMEOUT, polling: 50 });
    times.push(await page.evaluate(() => window.overdeckReadyAt));
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)];
console.log(`time from navigation to ready (headless Chromium, SwiftShader, first visit): median ${Math.round(median)} ms of ${runs} [${times.map(Math.round).join(", ")}]`);
