// The guest app's service worker (scope /guest_app/), written out by build/guest-app-pwa.ts with
// the build's file list in place of the placeholders. It keeps the app shell so that the app
// opens without a connection; the booking itself comes from the page's own offline copy
// (localStorage), as API answers are personal and never cached here.
const PRECACHE = self.__GUEST_APP_PRECACHE__;
const CACHE = `guest-app-${self.__GUEST_APP_VERSION__}`;
/** Every guest-app address is answered with this page; the client-side router does the rest. */
const SHELL = '/guest-app.html';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('guest-app-') && name !== CACHE)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

/** Navigations: the network first (a new build shows at once), the stored shell offline. */
async function networkFirstShell(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    const isPage = (response.headers.get('content-type') ?? '').includes('text/html');
    if (response.ok && isPage) await cache.put(SHELL, response.clone());
    return response;
  } catch {
    return (await cache.match(SHELL, { ignoreVary: true })) ?? Response.error();
  }
}

/**
 * Built files have content hashes in their names: a stored copy never goes stale. Vary is
 * ignored: the copies were fetched at install without the Origin a module script request sends.
 */
async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const stored = await cache.match(request, { ignoreVary: true });
  if (stored) return stored;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirstShell(request));
  } else if (PRECACHE.includes(url.pathname) || url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
  }
});
