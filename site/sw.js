// Overdeck's service worker: it stores the site's pages at install, each
// game's build (overdeck-<id>.wasm, and think-<id>.wasm unless the page's
// wasm is its computer's too) as the page first fetches it, and, when the
// page is idle after its first visit, every other game's build one after
// another, so later visits start any game with no network at all. The build writes a new VERSION whenever any file
// changes; the new worker then stores the new files and drops the old ones.
"use strict";

const VERSION = "@VERSION@";
const CACHE = "overdeck-" + VERSION;
const FILES = [
  "./",
  "index.html",
  "embed.html",
  "app.js",
  "think.js",
  "style.css",
  "wasm_exec.js",
  "icon.svg",
  "manifest.webmanifest",
];
// Each game's page and worker wasm: megabytes each, so a first visit
// fetches only its own game's and the page asks for the rest when idle
// ("overdeck:fill"; an embedded page never does).
const BUILDS = [@BUILD_FILES@];
const buildURLs = new Set(BUILDS.map((f) => new URL(f, self.registration.scope).href));

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(CACHE)
      .then((cache) => cache.addAll(FILES.map((f) => new Request(f, { cache: "reload" }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(
        keys.filter((k) => k.startsWith("overdeck-") && k !== CACHE).map((k) => caches.delete(k)),
      ))
      .then(() => self.clients.claim()),
  );
});

// store fetches one build file into the cache unless it is there.
async function store(cache, url) {
  if (await cache.match(url)) return;
  const resp = await fetch(url);
  if (resp.ok) await cache.put(url, resp);
}

// fill stores every game's build, one file at a time, so that it takes
// the network only while nothing else needs it.
let filling = null;
function fill() {
  if (!filling) {
    filling = caches.open(CACHE)
      .then(async (cache) => {
        for (const url of buildURLs) await store(cache, url);
      })
      .finally(() => { filling = null; });
  }
  return filling;
}

self.addEventListener("message", (event) => {
  if (!event.data || event.data.type !== "overdeck:fill") return;
  event.waitUntil(fill().then(
    () => event.source && event.source.postMessage({ type: "overdeck:filled" }),
    () => {}, // offline or the server gone: the next visit tries again
  ));
});

// opened is this version's cache, opened once for every request.
let opened = null;
const ours = () => (opened ||= caches.open(CACHE));

// Files come from the cache first; the page's own address may carry
// parameters (?game=…), which do not change the file: a page is looked up
// by its address without them (one lookup by key, where ignoreSearch would
// read every entry of the cache). A build fetched from the network is kept
// for next time.
self.addEventListener("fetch", (event) => {
  const req = event.request;
  const url = new URL(req.url);
  if (req.method !== "GET" || url.origin !== self.location.origin) return;
  if (req.mode === "navigate") url.search = "";
  event.respondWith(
    ours().then(async (cache) => {
      const hit = await cache.match(req.mode === "navigate" ? url.href : req);
      if (hit) return hit;
      const resp = await fetch(req);
      if (resp.ok && buildURLs.has(req.url)) {
        const copy = resp.clone();
        cache.put(req.url, copy).catch(() => {});
      }
      return resp;
    }),
  );
});
