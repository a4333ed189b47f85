// Reglas en juego / Rules in Play — the service worker of one language folder (written by tools/build/offline.py).
// CONFIG: lang, version (a hash of everything below), shell (the pages and their files, paths from
// the site's root, stored at install), runtime (path -> sha256: the live panels' files, stored when
// first fetched, refused when the network gives another build's file), compiled (of those, the classic scripts
// stored at install too where the browser already holds this build's copy: keepCompiled).
"use strict";
const CONFIG = /*CONFIG*/{};
const PREFIX = "rules-in-play-" + CONFIG.lang + "-";
const CACHE = PREFIX + CONFIG.version;
const SCOPE = new URL(self.registration.scope);       // …/es/
const SITE = new URL("../", SCOPE);                   // the site's root, wherever it is served
const SHELL = new Set(CONFIG.shell.map((path) => new URL(path, SITE).href));
const RUNTIME = new Map(Object.entries(CONFIG.runtime).map(([path, hash]) => [new URL(path, SITE).href, hash]));
const COMPILED = (CONFIG.compiled || []).map((path) => new URL(path, SITE).href);

// While a live panel of the page starts, storing the pages waits (offline.js says when: "panel-starting", then
// "panel-done"): on a phone's connection they would share the link with the panel's own download (the Spanish
// pages are 1.3 MB, a second and more at 9 Mbit/s).  A minute at most: a page that never says "done" (closed
// while starting) does not hold the offline copy back for good.
let paused = null;  // { promise, resume } while a panel starts
self.addEventListener("message", (event) => {
  if (event.data === "panel-starting" && !paused) {
    let resume;
    const mine = paused = { promise: new Promise((resolve) => { resume = resolve; }), resume: () => resume() };
    setTimeout(() => { if (paused === mine) { go(); } }, 60000);
  } else if (event.data === "panel-done") {
    go();
  }
});
function go() {
  if (paused) { paused.resume(); paused = null; }
}

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    const stored = new Set((await cache.keys()).map((request) => request.url));
    const missing = [...SHELL].filter((url) => !stored.has(url));
    for (let i = 0; i < missing.length; i += 8) {  // a few at a time: the reader may be using the page
      while (paused) { await paused.promise; }
      await cache.addAll(missing.slice(i, i + 8).map((url) => new Request(url, { cache: "no-cache" })));
    }
    await keepCompiled(cache);
    await self.skipWaiting();
  })());
});

// The live panels' runtime (a classic script), where the browser holds this build's copy already (a first panel
// started before this worker took over: its files went to the HTTP cache): stored now, during the install, Chromium
// compiles all of it for its code cache, and the reader's next start reads it compiled instead of compiling it
// then.  A request that may not leave the device: nothing is downloaded for it; another build's copy is not stored.
async function keepCompiled(cache) {
  for (const url of COMPILED) {
    try {
      if (await cache.match(url)) { continue; }
      const response = await fetch(new Request(url, { cache: "only-if-cached", mode: "same-origin" }));
      if (!response.ok || (await hex(await response.clone().arrayBuffer())) !== RUNTIME.get(url)) { continue; }
      await cache.put(url, response);
    } catch (error) {
      // not held: stored when first fetched, as the rest of the runtime
    }
  }
}

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith(PREFIX) && name !== CACHE) { await caches.delete(name); }
    }
    await self.clients.claim();
  })());
});

function key(request) {
  const url = new URL(request.url);
  url.hash = "";
  if (url.href.endsWith("/")) { url.pathname += "index.html"; }
  return url.href;
}

async function hex(buffer) {
  const bytes = new Uint8Array(await crypto.subtle.digest("SHA-256", buffer));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

async function fromNetwork(request, url, cache) {
  const response = await fetch(request);
  if (!response.ok || response.type !== "basic") { return response; }
  const expected = RUNTIME.get(url);
  if (expected) {
    const body = await response.clone().arrayBuffer();
    if ((await hex(body)) !== expected) {
      // another build's file: never mix it with this build's pages
      return new Response("site-updated", { status: 409, statusText: "site-updated" });
    }
  }
  if (expected || SHELL.has(url) || url.startsWith(SCOPE.href)) {
    await cache.put(url, response.clone());
  }
  return response;
}

// A file being fetched already (the page's prefetch, then the kernel asking for it while it arrives): the second
// request waits for the first and is answered from the cache, instead of downloading it a second time.
const pending = new Map();

function once(url, fetchIt) {
  if (!pending.has(url)) {
    pending.set(url, fetchIt().finally(() => pending.delete(url)));
    return pending.get(url);
  }
  const first = pending.get(url);
  return first.then(async () => (await (await caches.open(CACHE)).match(url)) || fetchIt(),
                    () => fetchIt());  // (not stored, or failed: this request tries on its own)
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || !request.url.startsWith(SITE.href)) { return; }
  let url = key(request);
  if (request.mode === "navigate" && SHELL.has(url.split("?")[0])) { url = url.split("?")[0]; }  // search.html?q=…
  if (!SHELL.has(url) && !RUNTIME.has(url) && !url.startsWith(SCOPE.href)) { return; }
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    const hit = await cache.match(url);
    if (hit) { return hit; }
    try {
      if (!RUNTIME.has(url)) { return await fromNetwork(request.mode === "navigate" ? request.url : request, url, cache); }
      return await once(url, () => fromNetwork(request, url, cache));
    } catch (error) {
      if (request.mode === "navigate") {
        const home = await cache.match(new URL("index.html", SCOPE).href);
        if (home) { return home; }
      }
      throw error;
    }
  })());
});
