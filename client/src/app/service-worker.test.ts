// @vitest-environment node
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';

/**
 * The service worker (client/public/sw.js) run as the browser runs it, a classic script given its global scope,
 * here a scope that records what the worker asks of the browser: the notifications it shows, the windows it raises,
 * navigates and opens. A real browser cannot be made to click a notification: Chromium offers no way to, and an event
 * a script makes up may not wait on promises (`waitUntil` refuses an untrusted event).
 */
const source = readFileSync(new URL('../../public/sw.js', import.meta.url), 'utf8');
const ORIGIN = 'https://bets.example.org';

type Listener = (event: unknown) => void;

class FakeWindow {
  navigatedTo: string | null = null;
  /** What was asked of this window, in order. */
  readonly calls: string[] = [];
  constructor(
    public url: string,
    private readonly state: { controlled?: boolean; focused?: boolean; visibilityState?: 'visible' | 'hidden'; focusFails?: boolean } = {},
  ) {}
  get focused(): boolean {
    return this.state.focused ?? false;
  }
  get visibilityState(): string {
    return this.state.visibilityState ?? 'hidden';
  }
  get raised(): boolean {
    return this.calls.includes('focus');
  }
  focus(): Promise<FakeWindow> {
    this.calls.push('focus');
    if (this.state.focusFails) return Promise.reject(new DOMException('Not allowed to focus a window.', 'InvalidAccessError'));
    return Promise.resolve(this);
  }
  navigate(url: string): Promise<FakeWindow> {
    this.calls.push('navigate');
    if (this.state.controlled === false) return Promise.reject(new TypeError('This service worker is not the client’s active service worker.'));
    this.navigatedTo = url;
    return Promise.resolve(this);
  }
}

function startWorker(windows: FakeWindow[] = []) {
  const listeners = new Map<string, Listener>();
  const shown: { title: string; options: Record<string, unknown> }[] = [];
  const opened: string[] = [];
  const self = {
    location: new URL(`${ORIGIN}/sw.js`),
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: () => Promise.resolve(),
    registration: {
      showNotification: (title: string, options: Record<string, unknown>) => {
        shown.push({ title, options });
        return Promise.resolve();
      },
    },
    clients: {
      claim: () => Promise.resolve(),
      matchAll: (options: { type: string; includeUncontrolled: boolean }) => {
        expect(options).toEqual({ type: 'window', includeUncontrolled: true });
        return Promise.resolve(windows);
      },
      openWindow: (url: string) => {
        opened.push(url);
        return Promise.resolve(null);
      },
    },
  };
  runInNewContext(source, { self, URL });

  /** Dispatches an event as the browser does and waits for what the worker asked it to wait for. */
  async function dispatch(type: string, event: Record<string, unknown>) {
    let waitedOn: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ ...event, waitUntil: (promise: Promise<unknown>) => (waitedOn = promise) });
    await waitedOn;
  }

  async function click(url: unknown) {
    const notification = { closed: false, data: url === undefined ? undefined : { url }, close: () => (notification.closed = true) };
    await dispatch('notificationclick', { notification });
    expect(notification.closed).toBe(true);
  }

  const push = (body: string) => dispatch('push', { data: { json: () => JSON.parse(body), text: () => body } });
  return { shown, opened, click, push };
}

describe('the service worker', () => {
  it("shows a push message's title and body with the app's icon, and keeps its page for the click", async () => {
    const worker = startWorker();
    await worker.push(
      JSON.stringify({
        title: 'New IEC Bets Question!',
        body: 'Will the GNU survive the budget vote?\nMake your prediction now!',
        url: '/vote',
        tag: 'question-q-1',
        requireInteraction: true,
      }),
    );
    expect(worker.shown).toEqual([
      {
        title: 'New IEC Bets Question!',
        options: {
          body: 'Will the GNU survive the budget vote?\nMake your prediction now!',
          icon: '/icon-192.png',
          tag: 'question-q-1',
          data: { url: '/vote' },
          requireInteraction: true,
          renotify: false,
        },
      },
    ]);
  });

  it('sounds again for an evening reminder that replaces the one before it under the same tag', async () => {
    const worker = startWorker();
    const reminder = { title: 'Keep your 3-day streak', body: 'It ends at midnight unless you predict today.', url: '/vote', tag: 'streak-reminder', renotify: true };
    await worker.push(JSON.stringify(reminder));
    expect(worker.shown[0]!.options).toMatchObject({ tag: 'streak-reminder', renotify: true, requireInteraction: false });
  });

  it('shows a message that is not JSON as its text, under the product’s name', async () => {
    const worker = startWorker();
    await worker.push('Plain words');
    expect(worker.shown[0]!.title).toBe('IEC Bets');
    expect(worker.shown[0]!.options).toMatchObject({ body: 'Plain words', data: { url: '/' }, requireInteraction: false });
  });

  it("brings the open app forward, then takes it to the notification's page", async () => {
    const app = new FakeWindow(`${ORIGIN}/friends`);
    const worker = startWorker([app]);
    await worker.click('/vote');
    // Forward first: the click's permission to raise a window does not outlast the navigation.
    expect(app.calls).toEqual(['focus', 'navigate']);
    expect(app.navigatedTo).toBe(`${ORIGIN}/vote`);
    expect(worker.opened).toEqual([]);
  });

  it('takes the window in front, else the one in sight, rather than the first', async () => {
    const behind = new FakeWindow(`${ORIGIN}/friends`);
    const inSight = new FakeWindow(`${ORIGIN}/research`, { visibilityState: 'visible' });
    const inFront = new FakeWindow(`${ORIGIN}/leaderboard`, { focused: true, visibilityState: 'visible' });
    await startWorker([behind, inSight, inFront]).click('/vote');
    expect([behind.calls, inSight.calls, inFront.calls]).toEqual([[], [], ['focus', 'navigate']]);

    const hidden = new FakeWindow(`${ORIGIN}/friends`);
    const visible = new FakeWindow(`${ORIGIN}/research`, { visibilityState: 'visible' });
    await startWorker([hidden, visible]).click('/vote');
    expect([hidden.calls, visible.calls]).toEqual([[], ['focus', 'navigate']]);
  });

  it('still takes the window to the page when the browser refuses to raise it', async () => {
    const app = new FakeWindow(`${ORIGIN}/friends`, { focusFails: true });
    await startWorker([app]).click('/vote');
    expect(app.navigatedTo).toBe(`${ORIGIN}/vote`);
  });

  it('only brings forward a window already on that page, keeping what it shows', async () => {
    const elsewhere = new FakeWindow(`${ORIGIN}/friends`);
    const there = new FakeWindow(`${ORIGIN}/profile`);
    const worker = startWorker([elsewhere, there]);
    await worker.click('/profile');
    expect(there.calls).toEqual(['focus']);
    expect(elsewhere.calls).toEqual([]);
  });

  it('opens the page in a new window when none of the app is open', async () => {
    const worker = startWorker();
    await worker.click('/notifications');
    expect(worker.opened).toEqual([`${ORIGIN}/notifications`]);
  });

  it('leaves a window it cannot navigate forward on its own page, and opens no second one', async () => {
    const uncontrolled = new FakeWindow(`${ORIGIN}/friends`, { controlled: false });
    const worker = startWorker([uncontrolled]);
    await worker.click('/vote');
    expect(uncontrolled.raised).toBe(true);
    expect(uncontrolled.navigatedTo).toBeNull();
    expect(worker.opened).toEqual([]);
  });

  it('opens the home page for an address on another site, a malformed one, or none', async () => {
    for (const url of ['https://evil.example/phish', '//evil.example/phish', 'http://[::1', undefined]) {
      const worker = startWorker();
      await worker.click(url);
      expect(worker.opened, String(url)).toEqual([`${ORIGIN}/`]);
    }
  });
});
