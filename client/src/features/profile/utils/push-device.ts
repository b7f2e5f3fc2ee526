/**
 * This device's side of browser notifications: what the browser supports, what it has allowed, and its push
 * subscription through the service worker at /sw.js.
 */

/** SPEC section 5: notifications need both the Notification API and service workers (push comes through the worker). */
export function browserSupportsNotifications(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window && 'serviceWorker' in navigator && 'PushManager' in window;
}

/** The worker that receives pushes; registering the same script again hands back the existing registration. */
async function pushWorker(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register('/sw.js');
  return navigator.serviceWorker.ready;
}

/** The current subscription, or null; a page without a registered worker has none (and must not wait for one). */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return registration ? registration.pushManager.getSubscription() : null;
}

/** Subscribes this device with the server's key (base64url, as the server gives it). */
export async function subscribeThisDevice(vapidPublicKey: string): Promise<PushSubscription> {
  const registration = await pushWorker();
  const existing = await registration.pushManager.getSubscription();
  if (existing) return existing;
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64UrlToBytes(vapidPublicKey) });
}

export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = (value + '='.repeat((4 - (value.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

