import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorReply, type FakeApi, startFakeApi } from '@/test-support/fake-api';
import { aStats, aUser } from '@/test-support/fixtures';
import { renderApp } from '@/test-support/render-app';

const VAPID_KEY = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const ENDPOINT = 'https://push.example.net/send/abc123';
const KEYS = { p256dh: `B${'a'.repeat(86)}`, auth: 'b'.repeat(22) };

/** The browser's notification and push APIs as one scene needs them; jsdom has neither. */
function fakeBrowser(options: { permission: NotificationPermission; answer?: NotificationPermission; subscribed?: boolean; subscribeFails?: boolean }) {
  const shown: { title: string; openedAt: number; closedAt: number | null }[] = [];
  let subscription: { endpoint: string; toJSON(): unknown; unsubscribe(): Promise<boolean> } | null = null;
  const makeSubscription = () => ({
    endpoint: ENDPOINT,
    toJSON: () => ({ endpoint: ENDPOINT, expirationTime: null, keys: KEYS }),
    unsubscribe: vi.fn(async () => {
      subscription = null;
      return true;
    }),
  });
  if (options.subscribed) subscription = makeSubscription();
  const subscribe = vi.fn(async (_options: PushSubscriptionOptionsInit) => {
    if (options.subscribeFails) throw new DOMException('Registration failed - push service error', 'AbortError');
    subscription = makeSubscription();
    return subscription;
  });
  // The service worker's notifications: how the alerts are shown, and the only way Android's browsers allow.
  const fromWorker: { title: string; tag: string | undefined; icon: string | undefined; openedAt: number; closedAt: number | null }[] = [];
  const registration = {
    pushManager: { getSubscription: async () => subscription, subscribe },
    showNotification: vi.fn(async (title: string, options?: NotificationOptions) => {
      fromWorker.push({ title, tag: options?.tag, icon: options?.icon, openedAt: Date.now(), closedAt: null });
    }),
    getNotifications: async ({ tag }: { tag?: string } = {}) =>
      fromWorker
        .filter((shown) => shown.closedAt === null && (tag === undefined || shown.tag === tag))
        .map((shown) => ({ close: () => (shown.closedAt = Date.now()) })),
  };

  class FakeNotification {
    static permission: NotificationPermission = options.permission;
    static requestPermission = vi.fn(async () => {
      FakeNotification.permission = options.answer ?? FakeNotification.permission;
      return FakeNotification.permission;
    });
    private readonly record: (typeof shown)[number];
    constructor(title: string) {
      this.record = { title, openedAt: Date.now(), closedAt: null };
      shown.push(this.record);
    }
    close() {
      this.record.closedAt = Date.now();
    }
  }
  vi.stubGlobal('Notification', FakeNotification);
  vi.stubGlobal('PushManager', class {});
  const register = vi.fn(async () => registration);
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { register, ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  return { shown, fromWorker, subscribe, register, requestPermission: FakeNotification.requestPermission, current: () => subscription };
}

describe('browser notifications on the profile', () => {
  let server: FakeApi;
  beforeEach(async () => {
    server = await startFakeApi();
    server.on('GET /api/auth/me', { body: aUser() });
    server.on('GET /api/users/user-1/stats', { body: { stats: aStats() } });
    server.on('GET /api/users/user-1/history', { body: { history: [] } });
    server.on('GET /api/notifications/vapid-public-key', { body: { publicKey: VAPID_KEY } });
    server.on('POST /api/notifications/subscribe', { body: { success: true } });
    server.on('POST /api/notifications/unsubscribe', { body: { success: true } });
    server.on('PUT /api/users/user-1/notifications', (request) => ({
      body: { email: null, phoneNumber: null, emailNotifications: false, whatsappNotifications: false, browserNotifications: false, ...(request.body as object) },
    }));
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
    await server.close();
  });

  async function openSettings() {
    const user = userEvent.setup();
    renderApp(server, '/profile');
    await user.click(await screen.findByRole('tab', { name: 'Settings' }));
    return user;
  }

  it("enables them: asks permission, subscribes with the server's key, tells the server and shows a test notification for 4 s", async () => {
    const browser = fakeBrowser({ permission: 'default', answer: 'granted' });
    const user = await openSettings();

    await user.click(await screen.findByRole('button', { name: 'Click to Enable' }));

    expect(await screen.findByText('Notifications Enabled!')).toBeDefined();
    expect(screen.getByText('Enabled', { selector: 'strong' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Disable' })).toBeDefined();
    // Click to Enable went with the state it was for: the keyboard is on the section's heading, not the page's start.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Browser Notifications' })));
    expect(browser.requestPermission).toHaveBeenCalledOnce();
    expect(browser.register).toHaveBeenCalledWith('/sw.js');
    const subscribeOptions = browser.subscribe.mock.calls[0]![0];
    expect(subscribeOptions.userVisibleOnly).toBe(true);
    expect((subscribeOptions.applicationServerKey as Uint8Array)[0]).toBe(0x04);
    expect((subscribeOptions.applicationServerKey as Uint8Array).length).toBe(65);
    expect(server.requests.find((request) => request.path === '/api/notifications/subscribe')?.body).toEqual({ endpoint: ENDPOINT, expirationTime: null, keys: KEYS });
    expect(server.requests.find((request) => request.method === 'PUT')?.body).toEqual({ browserNotifications: true });
    // The session's user is read again, so the channel list shows the new setting.
    expect(server.requests.filter((request) => request.path === '/api/auth/me').length).toBeGreaterThan(1);

    expect(browser.shown.map((notification) => notification.title)).toEqual(['IEC Bets notifications are on']);
    await vi.waitFor(() => expect(browser.shown[0]!.closedAt).not.toBeNull(), { timeout: 6_000 });
    expect(browser.shown[0]!.closedAt! - browser.shown[0]!.openedAt).toBeGreaterThanOrEqual(3_900);
  }, 15_000);

  it('offers no subscription on a server that cannot send browser alerts, and says why', async () => {
    fakeBrowser({ permission: 'default', answer: 'granted' });
    server.on('GET /api/notifications/channels', {
      body: {
        push: { available: false, reason: 'Browser notifications are not set up on this server' },
        email: { available: true },
        whatsapp: { available: true },
      },
    });
    await openSettings();

    expect(await screen.findByText('Browser notifications are not set up on this server')).toBeDefined();
    expect(screen.getByText('Not available', { selector: 'strong' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Click to Enable' })).toBeNull();
    expect(server.requests.some((request) => request.path === '/api/notifications/vapid-public-key')).toBe(false);
  });

  it("reads 'Need Subscribe' when permission is granted but this device has no subscription", async () => {
    fakeBrowser({ permission: 'granted' });
    await openSettings();

    expect(await screen.findByText('Need Subscribe')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeDefined();
  });

  it('says when the push service refuses the subscription, and stays at Need Subscribe without telling the server', async () => {
    fakeBrowser({ permission: 'granted', subscribeFails: true });
    const user = await openSettings();

    await user.click(await screen.findByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByText('Failed to enable notifications. Please try refreshing the page.')).toBeDefined();
    expect(screen.getByText('Error')).toBeDefined();
    expect(screen.getByText('Need Subscribe')).toBeDefined();
    expect(server.requests.some((request) => request.path === '/api/notifications/subscribe' || request.method === 'PUT')).toBe(false);
  });

  it('drops the subscription again when the server does not take it', async () => {
    server.on('POST /api/notifications/subscribe', errorReply(400, 'The push subscription needs its keys (p256dh and auth)'));
    const browser = fakeBrowser({ permission: 'granted' });
    const user = await openSettings();

    await user.click(await screen.findByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByText('Failed to enable notifications. Please try again.')).toBeDefined();
    expect(browser.current()).toBeNull();
    expect(screen.getByText('Need Subscribe')).toBeDefined();
  });

  it("shows 'Blocked' with the way to unblock when the user refuses, and does not subscribe", async () => {
    const browser = fakeBrowser({ permission: 'default', answer: 'denied' });
    const user = await openSettings();

    await user.click(await screen.findByRole('button', { name: 'Click to Enable' }));

    expect(await screen.findByText('Notifications Blocked')).toBeDefined();
    expect(screen.getByText('Please enable notifications for this site in your browser settings.')).toBeDefined();
    expect(screen.getByText('Blocked')).toBeDefined();
    expect(screen.getByText('Set Notifications to Allow.')).toBeDefined();
    expect(browser.subscribe).not.toHaveBeenCalled();
  });

  it('tells an app opened from the home screen, which has no address bar, where its phone keeps the switch', async () => {
    fakeBrowser({ permission: 'denied' });
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(display-mode: standalone)' }) as MediaQueryList);
    const userAgent = vi.spyOn(navigator, 'userAgent', 'get');
    try {
      userAgent.mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148');
      await openSettings();
      expect(await screen.findByText('Tap Notifications, then IEC Bets.')).toBeDefined();
      expect(screen.queryByText(/address bar/)).toBeNull();
      cleanup();

      userAgent.mockReturnValue('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36');
      await openSettings();
      expect(await screen.findByText('Touch and hold the IEC Bets icon on your home screen, then tap App info.')).toBeDefined();
      expect(screen.queryByText(/address bar/)).toBeNull();
      cleanup();

      // A computer's installed app: a window of its own, with its menu at the top.
      userAgent.mockReturnValue('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36');
      await openSettings();
      expect(await screen.findByText('Open the menu at the top of the IEC Bets window, then App info.')).toBeDefined();
      expect(screen.queryByText(/address bar/)).toBeNull();
    } finally {
      userAgent.mockRestore();
    }
  });

  it("tells an app opened from an iPhone's Home Screen where to allow them, when its prompt is dismissed and when refused", async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(display-mode: standalone)' }) as MediaQueryList);
    const userAgent = vi.spyOn(navigator, 'userAgent', 'get');
    userAgent.mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148');
    try {
      fakeBrowser({ permission: 'default', answer: 'default' });
      let user = await openSettings();
      await user.click(await screen.findByRole('button', { name: 'Click to Enable' }));
      expect(await screen.findByText('Permission Required')).toBeDefined();
      expect(
        screen.getByText("Tap Allow when IEC Bets asks, or turn on its notifications in your device's Settings app, under Notifications."),
      ).toBeDefined();
      cleanup();

      fakeBrowser({ permission: 'default', answer: 'denied' });
      user = await openSettings();
      await user.click(await screen.findByRole('button', { name: 'Click to Enable' }));
      expect(await screen.findByText('Notifications Blocked')).toBeDefined();
      expect(screen.getByText("Please turn on notifications for IEC Bets in your device's Settings app, under Notifications.")).toBeDefined();
      expect(screen.queryByText(/browser settings|address bar/)).toBeNull();
    } finally {
      userAgent.mockRestore();
    }
  });

  it("asks for the permission again with instructions when the prompt is dismissed ('Permission Required')", async () => {
    fakeBrowser({ permission: 'default', answer: 'default' });
    const user = await openSettings();

    await user.click(await screen.findByRole('button', { name: 'Click to Enable' }));

    expect(await screen.findByText('Permission Required')).toBeDefined();
    expect(screen.getByText(/Click Allow in the prompt next to the address bar/)).toBeDefined();
    expect(screen.getByRole('button', { name: 'Click to Enable' })).toBeDefined();
  });

  it("shows a test notification through the service worker when asked, for 5 s, and tells the server nothing", async () => {
    const browser = fakeBrowser({ permission: 'granted', subscribed: true });
    const user = await openSettings();

    await user.click(await screen.findByRole('button', { name: 'Show a test notification' }));

    await vi.waitFor(() => expect(browser.fromWorker.map((notification) => notification.title)).toEqual(['IEC Bets test notification']));
    // The app's icon as a PNG: Chrome on Android draws no SVG in a notification.
    expect(browser.fromWorker[0]!.icon).toBe('/icon-192.png');
    expect(browser.shown).toEqual([]);
    await vi.waitFor(() => expect(browser.fromWorker[0]!.closedAt).not.toBeNull(), { timeout: 7_000 });
    expect(browser.fromWorker[0]!.closedAt! - browser.fromWorker[0]!.openedAt).toBeGreaterThanOrEqual(4_900);
    expect(server.requests.some((request) => request.method !== 'GET')).toBe(false);
    expect(screen.getByText('Enabled')).toBeDefined();
  });

  it('disables them: unsubscribes, tells the server and turns the setting off', async () => {
    const browser = fakeBrowser({ permission: 'granted', subscribed: true });
    const user = await openSettings();

    await user.click(await screen.findByRole('button', { name: 'Disable' }));

    expect(await screen.findByText('Notifications Disabled')).toBeDefined();
    expect(browser.current()).toBeNull();
    expect(server.requests.find((request) => request.path === '/api/notifications/unsubscribe')?.body).toEqual({ endpoint: ENDPOINT });
    expect(server.requests.find((request) => request.method === 'PUT')?.body).toEqual({ browserNotifications: false });
    expect(await screen.findByText('Need Subscribe')).toBeDefined();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Browser Notifications' })));
  });

  it("says 'Failed to disable notifications.' when the server cannot be told", async () => {
    server.on('PUT /api/users/user-1/notifications', { status: 500 });
    fakeBrowser({ permission: 'granted', subscribed: true });
    const user = await openSettings();

    await user.click(await screen.findByRole('button', { name: 'Disable' }));

    expect(await screen.findByText('Failed to disable notifications.')).toBeDefined();
  });
});
