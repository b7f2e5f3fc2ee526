import { NOT_A_PUSH_SERVICE, streams } from '@iec-bets/contracts';
import { DEFAULT_PUSH_SERVICE_HOSTS } from '@iec-bets/platform';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { asUser, positionOf, signUp, startCommandApp, type CommandTestApp, type SignedUp } from '../test-support/command-app.js';

let t: CommandTestApp;
let thandi: SignedUp;

beforeEach(async () => {
  t = await startCommandApp();
  thandi = await signUp(t.app);
});
afterEach(async () => t.close());

const subscription = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/dXNlcjE:APA91bH',
  expirationTime: null,
  keys: {
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
};

const post = (path: string, sessionId: string | null, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/notifications/${path}`,
    payload: payload as object,
    ...(sessionId ? asUser(sessionId) : {}),
  });

const stream = () => t.eventStore.readStream(streams.pushSubscriptions(thandi.user.id));

describe('POST /api/notifications/subscribe', () => {
  it("records the browser's subscription for the signed-in user", async () => {
    const response = await post('subscribe', thandi.sessionId, subscription);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true });
    const [event] = await stream();
    expect(event).toMatchObject({
      type: 'PushSubscribed',
      data: { userId: thandi.user.id, endpoint: subscription.endpoint, keys: subscription.keys },
    });
    expect(positionOf(response)).toBe(event!.position);
  });

  it('records the same subscription once', async () => {
    await post('subscribe', thandi.sessionId, subscription);
    expect((await post('subscribe', thandi.sessionId, subscription)).statusCode).toBe(200);
    expect(await stream()).toHaveLength(1);
  });

  it('needs a session: 401', async () => {
    const response = await post('subscribe', null, subscription);
    expect(response.statusCode).toBe(401);
  });

  const broken = (change: Record<string, unknown>) => ({ ...subscription, ...change });
  it.each([
    ['no endpoint', broken({ endpoint: undefined }), /endpoint: an https URL/],
    ['an http endpoint', broken({ endpoint: 'http://push.example.org/x' }), /endpoint: an https URL/],
    ['an endpoint that is no URL', broken({ endpoint: 'not a url' }), /endpoint: an https URL/],
    ['no keys', broken({ keys: undefined }), /needs its keys/],
    ['a short p256dh', broken({ keys: { ...subscription.keys, p256dh: 'BNcRdreALRFX' } }), /p256dh key/],
    ['a p256dh that is not base64url', broken({ keys: { ...subscription.keys, p256dh: `B${'+'.repeat(86)}` } }), /p256dh key/],
    ['a long auth', broken({ keys: { ...subscription.keys, auth: 'a'.repeat(40) } }), /auth key/],
    ['a numeric auth', broken({ keys: { ...subscription.keys, auth: 12 } }), /auth key/],
    ['an expiration time that is text', broken({ expirationTime: 'tomorrow' }), /^expirationTime must be a time in milliseconds, or null$/],
  ])('refuses %s with 400, writing nothing', async (_, payload, message) => {
    const response = await post('subscribe', thandi.sessionId, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(message);
    expect(await stream()).toEqual([]);
  });

  it.each([
    ["a cloud's metadata address", 'https://169.254.169.254/latest/meta-data'],
    ['a loopback address', 'https://127.0.0.1:6379/'],
    ['a host inside the network', 'https://query-service-1:4200/api/admin/users'],
    ['a look-alike of a push service', 'https://fcm.googleapis.com.attacker.example/fcm/send/x'],
  ])('refuses %s, which is no browser push service, with 400, writing nothing', async (_, endpoint) => {
    const response = await post('subscribe', thandi.sessionId, broken({ endpoint }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(NOT_A_PUSH_SERVICE);
    expect(await stream()).toEqual([]);
  });
});

describe('POST /api/notifications/subscribe with push services added by configuration', () => {
  it('accepts an endpoint on an added host, and still refuses any other', async () => {
    const app = await startCommandApp({ pushServiceHosts: [...DEFAULT_PUSH_SERVICE_HOSTS, 'push.example.org'] });
    try {
      const zanele = await signUp(app.app);
      const send = (endpoint: string) =>
        app.app.inject({
          method: 'POST',
          url: '/api/notifications/subscribe',
          payload: { ...subscription, endpoint },
          ...asUser(zanele.sessionId),
        });
      expect((await send('https://push.example.org/p/1')).statusCode).toBe(200);
      expect((await send('https://push.example.net/p/1')).statusCode).toBe(400);
    } finally {
      await app.close();
    }
  });
});

describe('POST /api/notifications/unsubscribe', () => {
  it('records the removal of a subscription, once', async () => {
    await post('subscribe', thandi.sessionId, subscription);
    const response = await post('unsubscribe', thandi.sessionId, subscription);
    expect(response.statusCode).toBe(200);
    expect((await post('unsubscribe', thandi.sessionId, { endpoint: subscription.endpoint })).statusCode).toBe(200);
    expect((await stream()).map((event) => event.type)).toEqual(['PushSubscribed', 'PushUnsubscribed']);
  });

  it("cannot remove another user's subscription: it only ever touches the session user's own", async () => {
    await post('subscribe', thandi.sessionId, subscription);
    const sipho = await signUp(t.app);
    expect((await post('unsubscribe', sipho.sessionId, subscription)).statusCode).toBe(200);
    expect((await stream()).map((event) => event.type)).toEqual(['PushSubscribed']);
    expect(await t.eventStore.readStream(streams.pushSubscriptions(sipho.user.id))).toEqual([]);
  });

  it('needs a session: 401', async () => {
    expect((await post('unsubscribe', null, subscription)).statusCode).toBe(401);
  });

  it('refuses a body without an https endpoint: 400', async () => {
    const response = await post('unsubscribe', thandi.sessionId, { endpoint: 'ftp://x' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/endpoint/);
  });
});
