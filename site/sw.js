// Overdeck's service worker: on the first visit it stores every file of the
// site, so later visits start with no network at all. The build writes a
// new VERSION whenever any file changes; the new worker then stores the new
// files and drops the old ones.
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
  "overdeck.wasm",
  "think.wasm",
  "icon.svg",
  "manifest.webmanifest",
];

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

// Files come from the cache first; the page's own address may carry
// parameters (?game=…), which do not change the file.
self.addEventListener("fetch", (event) => {
  const req = event.request;
  if (req.method !== "GET" || new URL(req.url).origin !== self.location.origin) return;
  const ignoreSearch = req.mode === "navigate";
  event.respondWith(
    caches.open(CACHE)
      .then((cache) => cache.match(req, { ignoreSearch }))
      .then((hit) => hit || fetch(req)),
  );
});
