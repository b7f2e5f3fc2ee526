// IEC Bets service worker: shows the server's push notifications and opens the app where one points when clicked.
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
      // The app's icon, as the page's own notifications carry: the server's messages name none.
      icon: message.icon || '/icon-192.png',
      tag: message.tag,
      data: { url: message.url || '/' },
      requireInteraction: Boolean(message.requireInteraction),
      renotify: Boolean(message.renotify),
    }),
  );
});

/** The notification's page on this site; any other address (a bad or foreign one) opens the home page instead. */
function pageOf(notification) {
  const wanted = (notification.data && notification.data.url) || '/';
  try {
    const url = new URL(wanted, self.location.origin);
    return url.origin === self.location.origin ? url.href : new URL('/', self.location.origin).href;
  } catch {
    return new URL('/', self.location.origin).href;
  }
}

/**
 * The app's window is brought forward and taken to the notification's page: a new question's alert leads to the
 * vote, not to whatever page was open. A Home Screen app has one window and no address bar, so focusing it alone
 * left the player to find the page. A window already on that page is only brought forward, keeping what it shows.
 * Of several windows, the one in front, else one in sight, else the first. Focus comes first: the click's permission
 * to raise a window does not outlast the navigation's wait. The navigation loads the page anew; words being written
 * in a comment are kept for the tab (src/lib/kept-drafts.ts) and come back with their form.
 */
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const page = pageOf(event.notification);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((all) => {
      const windows = all.filter((client) => 'focus' in client);
      const there = windows.find((client) => client.url === page);
      if (there) return there.focus();
      const open = windows.find((client) => client.focused) || windows.find((client) => client.visibilityState === 'visible') || windows[0];
      if (!open) return self.clients.openWindow(page);
      return open
        .focus()
        .catch(() => open)
        .then((focused) =>
          // A window this worker does not control cannot be navigated by it: it stays forward, on its page.
          (focused || open).navigate(page).catch(() => focused || open),
        );
    }),
  );
});
