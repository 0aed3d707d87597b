// make bench: each game's build, page and worker wasm, raw / gzip / brotli,
// and what a first visit transfers (brotli): the page (index.html, app.js,
// style.css, wasm_exec.js, icon.svg) and the game's page wasm for hot-seat
// or a solo game, plus think.js and the game's worker wasm against the
// computer (none for a build whose page wasm its worker runs: make's
// PAGE_THINKS); beside the all-games build of c1e146a (build/baseline/site),
// whose every visit fetched both wasm files. Budgets: every page build
// <= 2.6 MB brotli, a hot-seat or solo first visit <= 2.6 MB, one against
// the computer <= 3.4 MB.
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { repo, siteDir } from "./harness.js";

const games = (process.env.GAMES || "goofspiel overrealm overwatch overpower multiverse").split(" ");
const baseDir = process.env.OVERDECK_BASELINE || path.join(repo, "build/baseline/site");
const MB = 1e6;

const size = (dir, f) => statSync(path.join(dir, f)).size;
const three = (dir, f) => [size(dir, f), size(dir, f + ".gz"), size(dir, f + ".br")];
const mb = (n) => (n / MB).toFixed(2);
const row = (t) => `${mb(t[0])} / ${mb(t[1])} / ${mb(t[2])}`;
const check = (n, budget) => `${mb(n)} MB (budget ${budget}: ${n <= budget * MB ? "within" : "OVER"})`;

// pages is the brotli size of what every first visit fetches besides wasm.
function pages(dir) {
  return ["index.html", "app.js", "style.css", "wasm_exec.js", "icon.svg"].reduce((n, f) => n + size(dir, f + ".br"), 0);
}

if (existsSync(path.join(baseDir, "overdeck.wasm"))) {
  const page = three(baseDir, "overdeck.wasm");
  const think = three(baseDir, "think.wasm");
  const visit = pages(baseDir) + page[2] + size(baseDir, "think.js.br") + think[2];
  console.log(`baseline (all games, c1e146a): page MB raw/gzip/brotli ${row(page)}; worker ${row(think)}; first visit (any mode) ${mb(visit)} MB brotli`);
} else {
  console.log(`baseline: ${baseDir} has no overdeck.wasm`);
}
console.log("each game's own build (MB raw / gzip / brotli), first visits in MB brotli:");
for (const g of games) {
  const page = three(siteDir, `overdeck-${g}.wasm`);
  const own = existsSync(path.join(siteDir, `think-${g}.wasm`));
  const think = own ? three(siteDir, `think-${g}.wasm`) : [0, 0, 0];
  const alone = pages(siteDir) + page[2];
  const computer = alone + size(siteDir, "think.js.br") + think[2];
  const worker = own ? `worker ${row(think)}` : "worker: the page's wasm (none to fetch)";
  console.log(`  ${g}: page ${row(page)} (budget 2.6 brotli: ${page[2] <= 2.6 * MB ? "within" : "OVER"}); ${worker}; ` +
    `first visit ${g === "multiverse" ? "solo" : "hot-seat"} ${check(alone, 2.6)}, against the computer ${check(computer, 3.4)}`);
}
