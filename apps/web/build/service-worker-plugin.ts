import type { Plugin } from 'vite';

/** Files of the build the door needs offline: its code, styles and page. */
const CACHED = /\.(js|css|html)$/;
/** Files copied from public/ as they are (not part of the bundle): the manifest and its icons. */
const PUBLIC_FILES = ['/favicon.svg', '/manifest.webmanifest', '/door-icon-192.png', '/door-icon-512.png'];

/**
 * The service worker, written at build time with the list of the build's own files: it keeps the app's code so
 * the door screens open with no network after one visit. It never touches `/api/` (the door's data lives in
 * IndexedDB, for prepared dates only) nor uploads, and answers a page request from the network first, the cached
 * page only when the network fails.
 */
function serviceWorkerSource(files: string[], version: string): string {
  return `const CACHE = 'usher-app-${version}';
const FILES = ${JSON.stringify(files)};
self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES)).then(() => self.skipWaiting()));
});
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});
self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') {
    event.respondWith(fetch(request).catch(() => caches.match('/index.html', { cacheName: CACHE })));
    return;
  }
  if (!FILES.includes(url.pathname)) return;
  event.respondWith(caches.match(url.pathname, { cacheName: CACHE }).then((hit) => hit ?? fetch(request)));
});
`;
}

export function serviceWorker(): Plugin {
  return {
    name: 'usher-service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const built = Object.keys(bundle).filter((file) => CACHED.test(file));
      const files = [...new Set(['/index.html', ...PUBLIC_FILES, ...built.map((file) => `/${file}`)])].sort();
      const version = built
        .filter((file) => file.startsWith('assets/'))
        .sort()
        .join('|');
      let hash = 0;
      for (const char of version) hash = (hash * 31 + char.charCodeAt(0)) | 0;
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: serviceWorkerSource(files, (hash >>> 0).toString(36)),
      });
    },
  };
}
