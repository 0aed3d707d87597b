import { test } from "node:test";
import { LOAD_TIMEOUT, press, screenshot, useBrowser, waitScene, screen } from "./harness.js";
const suite = useBrowser();
for (const [w, h] of [[360, 640], [1280, 720]]) {
  test(`zoom ${w}`, async () => {
    await suite.withPage(async (page) => {
      await page.goto(suite.server.url + "?game=overpower&mode=computer&level=easy&seed=5");
      await waitScene(page, "table", LOAD_TIMEOUT);
      const s = await screen(page);
      const card = s.buttons.find((b) => b.id === "table.char.4");
      console.log("card", card && card.id, s.buttons.map((b) => b.id).join(" ").slice(0, 400));
      await press(page, card.id);
      await page.waitForFunction(() => window.overdeck.screen().buttons.some((b) => b.id.startsWith("table.term.")), null, { timeout: 30000 });
      await screenshot(page, `zz-zoom-${w}x${h}`);
      const t = (await screen(page)).buttons.filter((b) => b.id.startsWith("table.term."));
      console.log(t.map((b) => b.id + ":" + b.label).join(" | "));
      await press(page, t[0].id);
      await page.waitForFunction(() => window.overdeck.screen().buttons.some((b) => b.id === "table.help.all"), null, { timeout: 30000 });
      await screenshot(page, `zz-term-${w}x${h}`);
    }, { viewport: { width: w, height: h } });
  });
}
