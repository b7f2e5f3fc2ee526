/** SPEC section 9: a browser notification closes itself after 8 s unless it asks for interaction. */
export const NOTIFICATION_AUTO_CLOSE_MS = 8_000;

/** Shows a notification only where the browser supports them and the user has granted permission. */
export function showBrowserNotification(
  title: string,
  body: string,
  { closeAfterMs = NOTIFICATION_AUTO_CLOSE_MS, ...options }: { requireInteraction?: boolean; tag?: string; closeAfterMs?: number } = {},
): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  try {
    const notification = new Notification(title, { body, icon: '/icon-192.png', ...options });
    if (!options.requireInteraction) setTimeout(() => notification.close(), closeAfterMs);
  } catch (error) {
    // Some mobile browsers allow notifications only from the service worker; the feed still refreshed the page.
    console.warn('Could not show a notification', error);
  }
}
