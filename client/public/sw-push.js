// Web Push in the service worker (DESIGN section 9), imported into the generated /sw.js by Workbox's
// importScripts (vite.config.ts). A push carries { type, title, body, url, tag } as JSON text: it is
// shown as a notification (one per tag: a newer one replaces it), and a click brings the app to `url`.
const ICON = '/icons/pwa-192x192.png';

/** Only screens of this app are opened: a same-origin path, never another site. */
function screenOf(url) {
  try {
    const target = new URL(typeof url === 'string' ? url : '/', self.location.origin);
    return target.origin === self.location.origin ? target.href : `${self.location.origin}/`;
  } catch {
    return `${self.location.origin}/`;
  }
}

function readPayload(data) {
  if (!data) return null;
  try {
    const payload = data.json();
    if (!payload || typeof payload.title !== 'string') return null;
    return payload;
  } catch {
    return null;
  }
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event.data);
  if (!payload) return;
  const options = {
    body: typeof payload.body === 'string' ? payload.body : '',
    icon: ICON,
    badge: ICON,
    data: { url: screenOf(payload.url) },
  };
  if (typeof payload.tag === 'string' && payload.tag) options.tag = payload.tag;
  event.waitUntil(self.registration.showNotification(payload.title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = screenOf(event.notification.data && event.notification.data.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        if ('navigate' in open) await open.navigate(url);
        return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});
