// The service worker (DESIGN section 2): precaches the app shell, answers every app route with the
// shell so the installed app starts offline, keeps product images cache-first with a bound, and never
// touches Supabase calls (they go to another origin and are not routed). A new version waits until
// staff accept the update banner, so nobody is reloaded in the middle of work. Web Push: sw/push.ts.
/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { onNotificationClick, onPush } from './sw/push';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

// Every navigation inside the app gets the shell; static files and API paths are not app routes.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), {
  denylist: [/^\/(rest|auth|realtime|storage)\/v1\//, /\/[^/?]+\.[a-z0-9]+$/i],
}));

export const IMAGE_CACHE = 'product-images';

registerRoute(
  ({ request, url }) => request.destination === 'image' &&
    (url.pathname.startsWith('/products/') || url.pathname.startsWith('/storage/v1/object/public/')),
  new CacheFirst({
    cacheName: IMAGE_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true })],
  }),
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('push', (event) => {
  event.waitUntil(onPush(self, event.data));
});

self.addEventListener('notificationclick', (event) => {
  event.waitUntil(onNotificationClick(self, event.notification));
});
