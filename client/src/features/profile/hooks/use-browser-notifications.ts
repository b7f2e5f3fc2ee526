import { useCallback, useEffect, useState } from 'react';
import { useUpdateNotificationSettings } from '@/api/update-notification-settings';
import { useToast } from '@/components/toast/toast-context';
import { showBrowserNotification } from '@/lib/browser-notification';
import { getVapidPublicKey } from '../api/get-vapid-public-key';
import { sendPushSubscription } from '../api/subscribe-to-push';
import { sendPushUnsubscription } from '../api/unsubscribe-from-push';
import { thisDevice } from '../utils/home-screen-push';
import { permissionHints } from '../utils/permission-hints';
import { browserSupportsNotifications, currentPushSubscription, subscribeThisDevice } from '../utils/push-device';

/** SPEC section 4: not supported, default, granted and subscribed, granted but not subscribed, denied. */
export type BrowserNotificationState = 'checking' | 'unsupported' | 'default' | 'enabled' | 'need-subscribe' | 'blocked';

/**
 * SPEC section 9: the notification that confirms the set-up closes after 4 s, one the user asks for to try this device
 * after 5 s; the permission hint toast stays 6 s.
 */
export const SETUP_NOTIFICATION_MS = 4_000;
export const MANUAL_TEST_NOTIFICATION_MS = 5_000;
export const PERMISSION_HINT_MS = 6_000;

const TEST_NOTIFICATION_TITLE = 'IEC Bets test notification';
const TEST_NOTIFICATION_BODY = 'Notifications from IEC Bets appear like this on this device.';
const TEST_NOTIFICATION_TAG = 'notification-test';

async function stateOfThisDevice(): Promise<BrowserNotificationState> {
  if (!browserSupportsNotifications()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  if (Notification.permission !== 'granted') return 'default';
  return (await currentPushSubscription()) ? 'enabled' : 'need-subscribe';
}

/** A subscription that cannot be read is offered again, as if this device had none. */
async function stateOrNeedSubscribe(): Promise<BrowserNotificationState> {
  try {
    return await stateOfThisDevice();
  } catch (error) {
    console.warn('Could not read the push subscription', error);
    return 'need-subscribe';
  }
}

/** The browser-notification switch of the profile: this device's state, and turning it on and off. */
export function useBrowserNotifications(userId: string) {
  const [state, setState] = useState<BrowserNotificationState>('checking');
  const [busy, setBusy] = useState(false);
  const updateSettings = useUpdateNotificationSettings(userId);
  const toast = useToast();

  const refresh = useCallback(async () => setState(await stateOrNeedSubscribe()), []);

  useEffect(() => {
    // Read once on mount; a profile left before the browser answers must not set state any more.
    let mounted = true;
    void stateOrNeedSubscribe().then((found) => mounted && setState(found));
    return () => {
      mounted = false;
    };
  }, []);

  async function enable() {
    setBusy(true);
    try {
      const permission = Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
      if (permission === 'denied') {
        setState('blocked');
        toast({ title: 'Notifications Blocked', description: permissionHints(thisDevice()).blocked, variant: 'destructive' });
        return;
      }
      if (permission !== 'granted') {
        toast({ title: 'Permission Required', description: permissionHints(thisDevice()).required, variant: 'destructive', duration: PERMISSION_HINT_MS });
        return;
      }
      let subscription: PushSubscription;
      try {
        subscription = await subscribeThisDevice(await getVapidPublicKey());
      } catch (error) {
        console.warn('Push subscription failed', error);
        setState('need-subscribe');
        toast({ title: 'Error', description: 'Failed to enable notifications. Please try refreshing the page.', variant: 'destructive' });
        return;
      }
      try {
        await sendPushSubscription(subscription.toJSON());
        await updateSettings.mutateAsync({ browserNotifications: true });
      } catch (error) {
        console.warn('The server did not take the push subscription', error);
        // A subscription the server does not know would show 'Enabled' and never ring: drop it.
        await subscription.unsubscribe().catch(() => false);
        setState('need-subscribe');
        toast({ title: 'Error', description: 'Failed to enable notifications. Please try again.', variant: 'destructive' });
        return;
      }
      setState('enabled');
      toast({ title: 'Notifications Enabled!', description: "You'll be notified of new questions and results." });
      showBrowserNotification('IEC Bets notifications are on', 'This is how new questions and results will reach you.', {
        closeAfterMs: SETUP_NOTIFICATION_MS,
        tag: 'notifications-enabled',
      });
    } finally {
      setBusy(false);
    }
  }

  async function disable() {
    setBusy(true);
    try {
      const subscription = await currentPushSubscription();
      if (subscription) {
        await sendPushUnsubscription(subscription.endpoint);
        await subscription.unsubscribe();
      }
      await updateSettings.mutateAsync({ browserNotifications: false });
      toast({ title: 'Notifications Disabled', description: "You won't receive browser notifications on this device." });
    } catch (error) {
      console.warn('Could not turn browser notifications off', error);
      toast({ title: 'Error', description: 'Failed to disable notifications.', variant: 'destructive' });
    } finally {
      await refresh();
      setBusy(false);
    }
  }

  /**
   * Shows a notification on this device at once, so that a user who misses the alerts can see whether this browser
   * shows them at all (a system setting or focus mode may hide them) apart from whether the server sends them. It
   * goes the way the alerts go, through the service worker: Android's browsers refuse a page's own notifications.
   */
  async function showTest() {
    try {
      const registration = await navigator.serviceWorker.ready;
      await registration.showNotification(TEST_NOTIFICATION_TITLE, { body: TEST_NOTIFICATION_BODY, icon: '/icon-192.png', tag: TEST_NOTIFICATION_TAG });
      setTimeout(() => {
        void registration
          .getNotifications({ tag: TEST_NOTIFICATION_TAG })
          .then((shown) => shown.forEach((notification) => notification.close()))
          .catch(() => undefined);
      }, MANUAL_TEST_NOTIFICATION_MS);
    } catch (error) {
      console.warn('Could not show a test notification', error);
      toast({ title: 'Error', description: 'This browser did not show the test notification.', variant: 'destructive' });
    }
  }

  return { state, busy, enable, disable, showTest };
}
