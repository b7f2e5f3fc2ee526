import webPush from 'web-push';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PermanentDeliveryError, RecipientGoneError, type Alert } from '../alerts/alert.js';
import { PlainTcpAgent, startLocalHttpService, type LocalHttpService, createPushSubscriber, generateTestVapidKeys, verifyVapidAuthorization } from '@iec-bets/testing';
import { RetryableDeliveryError } from './delivery-failure.js';
import { createWebPushSender, type VapidDetails } from './web-push-channel.js';

const newQuestion: Alert = { kind: 'new-question', questionId: 'q1', questionText: 'Will the GNU hold until 2029?' };

let pushService: LocalHttpService;
let vapid: VapidDetails;
const agent = new PlainTcpAgent();

beforeEach(async () => {
  pushService = await startLocalHttpService();
  vapid = generateTestVapidKeys();
});
afterEach(async () => pushService.close());

/** The local service as a subscription names it: https, which the agent above carries over plain TCP. */
const pushOrigin = () => pushService.origin.replace(/^http:/, 'https:');

function send(options: { ttlSeconds?: number; pushServiceHosts?: string[] } = {}) {
  return createWebPushSender({ vapid, agent, pushServiceHosts: [new URL(pushOrigin()).host], ...options });
}

describe('web push channel', () => {
  it('never posts to an endpoint outside the push services it may use, even one already stored', async () => {
    const subscriber = createPushSubscriber(`${pushOrigin()}/latest/meta-data`);
    const failure = await send({ pushServiceHosts: ['fcm.googleapis.com'] })(subscriber.target, newQuestion).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PermanentDeliveryError);
    expect((failure as Error).message).toMatch(/not on an allowed push service/);
    expect(pushService.requests).toEqual([]);
  });

  it('delivers an encrypted, VAPID-signed message that the subscribed browser can read', async () => {
    const subscriber = createPushSubscriber(`${pushOrigin()}/push/subscription-1`);
    await send({ ttlSeconds: 3600 })(subscriber.target, newQuestion);

    expect(pushService.requests).toHaveLength(1);
    const [request] = pushService.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/push/subscription-1' });
    expect(request!.headers).toMatchObject({ ttl: '3600', 'content-encoding': 'aes128gcm' });

    const claims = verifyVapidAuthorization(request!.headers.authorization, {
      publicKey: vapid.publicKey,
      audience: pushOrigin(),
    });
    expect(claims.sub).toBe('mailto:alerts@bets.example.org');

    // The push service only sees ciphertext; the browser's keys turn it back into the notification.
    expect(request!.body.toString('latin1')).not.toContain('GNU');
    expect(JSON.parse(subscriber.decrypt(request!.body).toString('utf8'))).toEqual({
      title: 'New IEC Bets Question!',
      body: 'Will the GNU hold until 2029?\nMake your prediction now!',
      url: '/vote',
      tag: 'question-q1',
      requireInteraction: true,
      renotify: false,
    });
  });

  it('is readable by that subscription only, and signed by our key only', async () => {
    const subscriber = createPushSubscriber(`${pushOrigin()}/push/subscription-1`);
    await send()(subscriber.target, newQuestion);
    const [request] = pushService.requests;
    const stranger = createPushSubscriber(subscriber.target.endpoint);
    expect(() => stranger.decrypt(request!.body)).toThrow();
    const otherServer = generateTestVapidKeys();
    expect(() =>
      verifyVapidAuthorization(request!.headers.authorization, { publicKey: otherServer.publicKey, audience: pushOrigin() }),
    ).toThrow('k is not the application server key');
    expect(() =>
      verifyVapidAuthorization(request!.headers.authorization, { publicKey: vapid.publicKey, audience: 'https://fcm.googleapis.com' }),
    ).toThrow(/aud is/);
    const forgedClaims = Buffer.from(JSON.stringify({ aud: pushOrigin(), exp: 9_999_999_999, sub: 'mailto:x@y.org' })).toString('base64url');
    const forged = request!.headers.authorization!.replace(/^(vapid t=[\w-]+\.)[\w-]+/, `$1${forgedClaims}`);
    expect(() => verifyVapidAuthorization(forged, { publicKey: vapid.publicKey, audience: pushOrigin() })).toThrow(
      'JWT signature does not verify',
    );
  });

  it("signs with its own key even when keys were set on web-push's module by anything else in the process", async () => {
    const elsewhere = generateTestVapidKeys();
    webPush.setVapidDetails('mailto:elsewhere@example.org', elsewhere.publicKey, elsewhere.privateKey);
    const subscriber = createPushSubscriber(`${pushOrigin()}/push/subscription-1`);
    try {
      await send()(subscriber.target, newQuestion);
    } finally {
      // Taken off the module again (web-push reads a lone null as "none"; its types name only the three strings).
      (webPush.setVapidDetails as unknown as (none: null) => void)(null);
    }
    const authorization = pushService.requests[0]!.headers.authorization;
    expect(verifyVapidAuthorization(authorization, { publicKey: vapid.publicKey, audience: pushOrigin() })).toMatchObject({ aud: pushOrigin() });
  });

  it('signs one VAPID token per push service and hour, and every message carries a valid one', async () => {
    const other = await startLocalHttpService();
    const otherOrigin = other.origin.replace(/^http:/, 'https:');
    let now = Date.now();
    const sender = createWebPushSender({
      vapid,
      agent,
      pushServiceHosts: [new URL(pushOrigin()).host, new URL(otherOrigin).host],
      now: () => now,
    });
    const here = createPushSubscriber(`${pushOrigin()}/push/a`);
    const there = createPushSubscriber(`${otherOrigin}/push/b`);
    await sender(here.target, newQuestion);
    await sender(createPushSubscriber(`${pushOrigin()}/push/c`).target, newQuestion);
    await sender(there.target, newQuestion);
    now += 61 * 60 * 1000;
    await sender(here.target, newQuestion);
    await other.close();

    const [first, second, later] = pushService.requests.map((request) => request.headers.authorization);
    // Signed once for the first two messages to this service; afresh an hour on.
    expect(second).toBe(first);
    expect(later).not.toBe(first);
    for (const header of [first, second]) verifyVapidAuthorization(header, { publicKey: vapid.publicKey, audience: pushOrigin() });
    verifyVapidAuthorization(later, { publicKey: vapid.publicKey, audience: pushOrigin(), now: new Date(now) });
    // The other service has a token of its own: a token names the service it is for.
    verifyVapidAuthorization(other.requests[0]!.headers.authorization, { publicKey: vapid.publicKey, audience: otherOrigin });
    expect(JSON.parse(there.decrypt(other.requests[0]!.body).toString('utf8'))).toMatchObject({ body: expect.stringContaining('GNU') });
  });

  it('names the message with the Topic it is given, and with none otherwise', async () => {
    const subscriber = createPushSubscriber(`${pushOrigin()}/push/s`);
    await send()(subscriber.target, newQuestion, { topic: 'Delivery-of_q1-to-thandi' });
    await send()(subscriber.target, newQuestion);
    expect(pushService.requests.map((request) => request.headers.topic)).toEqual(['Delivery-of_q1-to-thandi', undefined]);
  });

  it('sets a TTL of a day unless told otherwise, as for a message that must not outlive its evening', async () => {
    const subscriber = createPushSubscriber(`${pushOrigin()}/push/s`);
    await send()(subscriber.target, { kind: 'test' });
    await send()(subscriber.target, newQuestion, { topic: 'reminder', ttlSeconds: 1_500 });
    expect(pushService.requests.map((request) => request.headers.ttl)).toEqual([String(24 * 60 * 60), '1500']);
  });

  it('reports a subscription the push service no longer knows (410, 404) as gone', async () => {
    const subscriber = createPushSubscriber(`${pushOrigin()}/push/expired`);
    pushService.answerWith({ status: 410, body: 'push subscription has unsubscribed or expired.' });
    const gone = await send()(subscriber.target, newQuestion).catch((error: unknown) => error);
    expect(gone).toBeInstanceOf(RecipientGoneError);
    expect((gone as Error).message).toContain('410');

    pushService.answerWith({ status: 404 });
    await expect(send()(subscriber.target, newQuestion)).rejects.toBeInstanceOf(RecipientGoneError);
  });

  it('reports a refused request (400, 413) as permanent, but not 429', async () => {
    const subscriber = createPushSubscriber(`${pushOrigin()}/push/s`);
    pushService.answerWith({ status: 413, body: 'payload too large' });
    await expect(send()(subscriber.target, newQuestion)).rejects.toBeInstanceOf(PermanentDeliveryError);
    pushService.answerWith({ status: 429 });
    await expect(send()(subscriber.target, newQuestion)).rejects.toBeInstanceOf(RetryableDeliveryError);
  });

  it('reports a failing push service (500) as worth a retry', async () => {
    const subscriber = createPushSubscriber(`${pushOrigin()}/push/s`);
    pushService.answerWith({ status: 500, body: 'internal error' });
    const failure = await send()(subscriber.target, newQuestion).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RetryableDeliveryError);
    expect(failure).not.toBeInstanceOf(PermanentDeliveryError);
    expect((failure as Error).message).toBe('Push service answered 500: internal error');
  });

  it('reports an unreachable push service as worth a retry', async () => {
    const subscriber = createPushSubscriber(`${pushOrigin()}/push/s`);
    await pushService.close();
    await expect(send()(subscriber.target, newQuestion)).rejects.toBeInstanceOf(RetryableDeliveryError);
    pushService = await startLocalHttpService();
  });

  it('refuses a malformed subscription as permanent without contacting anyone', async () => {
    const subscriber = createPushSubscriber(`${pushOrigin()}/push/s`);
    const badKey = { ...subscriber.target, keys: { ...subscriber.target.keys, p256dh: 'c2hvcnQ' } };
    await expect(send()(badKey, newQuestion)).rejects.toThrow(new PermanentDeliveryError('The push subscription key (p256dh) is not an uncompressed P-256 public key'));
    await expect(send()({ ...subscriber.target, endpoint: 'not a url' }, newQuestion)).rejects.toBeInstanceOf(PermanentDeliveryError);
    expect(pushService.requests).toHaveLength(0);
  });

  it('refuses invalid VAPID keys when it is built, not at the first send', () => {
    expect(() => createWebPushSender({ vapid: { ...vapid, privateKey: 'too-short' } })).toThrow();
    expect(() => createWebPushSender({ vapid: { ...vapid, subject: 'alerts@bets.example.org' } })).toThrow();
  });
});
