// IEC Bets service worker: shows the server's push notifications and opens the app when one is clicked.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  const title = message.title || 'IEC Bets';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: message.body || '',
      icon: message.icon,
      tag: message.tag,
      data: { url: message.url || '/' },
      requireInteraction: Boolean(message.requireInteraction),
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data && event.notification.data.url) || '/';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => 'focus' in client);
      if (open) return open.focus();
      return self.clients.openWindow(url);
    }),
  );
});
