import type { Agent } from 'node:https';
import { DEFAULT_PUSH_SERVICE_HOSTS, isPushServiceEndpoint, shortenedWithoutContactDetails } from '@iec-bets/platform';
import webPush from 'web-push';
import { PermanentDeliveryError, RecipientGoneError, type Alert, type PushDelivery, type WebPushTarget } from '../alerts/alert.js';
import { failureForStatus, RetryableDeliveryError } from './delivery-failure.js';
import { pushMessageFor } from './render-alert.js';

/** The application server's identity towards push services (RFC 8292), from `VAPID_*` in the config. */
export interface VapidDetails {
  /** `mailto:` address or https URL the push service may contact about this sender. */
  subject: string;
  /** Uncompressed P-256 public key, URL-safe base64 (the key the browser subscribed with). */
  publicKey: string;
  /** The matching private key, URL-safe base64. */
  privateKey: string;
}

export interface WebPushChannelOptions {
  vapid: VapidDetails;
  /** How long the push service keeps an undelivered message for an offline browser. A day: older alerts are stale. */
  ttlSeconds?: number;
  /** Socket timeout of one request to the push service. */
  timeoutMs?: number;
  /** An agent for the requests (a proxy, or a test's own transport); web-push always speaks through `https.request`. */
  agent?: Agent;
  /** The push services it may send to (PUSH_SERVICE_HOSTS); the browsers' own when unset. */
  pushServiceHosts?: readonly string[];
  /** Milliseconds since the epoch, for the VAPID tokens' expiry. */
  now?: () => number;
}

export type WebPushSender = (target: WebPushTarget, alert: Alert, delivery?: PushDelivery) => Promise<void>;

const DEFAULT_TTL_SECONDS = 24 * 60 * 60;
const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * A VAPID token may be valid for up to 24 hours (RFC 8292) and names only the push service, not the browser, so one
 * token serves every message to that service. Signing one is four fifths of what a message costs the CPU (ES256,
 * about 0.7 ms here, against 0.2 ms for the encryption); an alert to half a million browsers signs once per service
 * and hour instead of once per message. Each is signed for 12 hours and used for one, so none is near its end.
 */
const VAPID_TOKEN_SECONDS = 12 * 60 * 60;
const VAPID_TOKEN_REUSE_MS = 60 * 60 * 1000;
/** Push services are a handful (PUSH_SERVICE_HOSTS); the cap only guards against an allow-list of many. */
const MAX_CACHED_TOKENS = 64;

/**
 * Sends an alert as an encrypted push message (aes128gcm, RFC 8291) signed with VAPID. The push service's answer
 * decides what the caller does next: 404/410 mean the subscription is gone for good, other 4xx that the request
 * is wrong and will stay wrong, 429/5xx and network failures are worth a retry.
 */
export function createWebPushSender(options: WebPushChannelOptions): WebPushSender {
  const { vapid } = options;
  // web-push checks the keys and subject only when it signs; check them once here so that a bad configuration
  // stops the start instead of failing every job.
  webPush.getVapidHeaders('https://push.example.invalid', vapid.subject, vapid.publicKey, vapid.privateKey, 'aes128gcm');
  // The Authorization header comes signed from the cache below. vapidDetails is null rather than left out: left out,
  // web-push would sign with keys set on its module (setVapidDetails) by anything else in the process, over ours.
  // (Its code takes null to mean "no VAPID of its own"; its types do not name null.) Nothing here sets a GCM key on
  // its module (setGCMAPIKey), which would still replace the header for FCM's legacy endpoints.
  const requestOptions: webPush.RequestOptions = {
    vapidDetails: null as unknown as undefined,
    TTL: options.ttlSeconds ?? DEFAULT_TTL_SECONDS,
    timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    contentEncoding: 'aes128gcm',
    ...(options.agent ? { agent: options.agent } : {}),
  };

  const pushServiceHosts = options.pushServiceHosts ?? DEFAULT_PUSH_SERVICE_HOSTS;
  const now = options.now ?? Date.now;
  const tokens = new Map<string, { authorization: string; signedAt: number }>();

  /** The VAPID Authorization for a push service (the endpoint's origin), signed afresh once an hour. */
  function authorizationFor(endpoint: string): string {
    const audience = new URL(endpoint).origin;
    const at = now();
    const cached = tokens.get(audience);
    if (cached && at - cached.signedAt < VAPID_TOKEN_REUSE_MS) return cached.authorization;
    const expiration = Math.floor(at / 1000) + VAPID_TOKEN_SECONDS;
    const { Authorization } = webPush.getVapidHeaders(audience, vapid.subject, vapid.publicKey, vapid.privateKey, 'aes128gcm', expiration);
    if (tokens.size >= MAX_CACHED_TOKENS) tokens.clear();
    tokens.set(audience, { authorization: Authorization, signedAt: at });
    return Authorization;
  }

  return async (target, alert, delivery) => {
    // A subscription stored before the allow-list, or under a longer one, is still never posted to.
    if (!isPushServiceEndpoint(target.endpoint, pushServiceHosts)) {
      throw new PermanentDeliveryError('The push subscription endpoint is not on an allowed push service; nothing was sent');
    }
    checkTarget(target);
    const payload = JSON.stringify(pushMessageFor(alert));
    try {
      const headers = { Authorization: authorizationFor(target.endpoint) };
      await webPush.sendNotification(target, payload, {
        ...requestOptions,
        headers,
        ...(delivery?.topic ? { topic: delivery.topic } : {}),
        ...(delivery?.ttlSeconds !== undefined ? { TTL: delivery.ttlSeconds } : {}),
      });
    } catch (error) {
      throw failureOf(error);
    }
  };
}

function failureOf(error: unknown): Error {
  if (error instanceof webPush.WebPushError) {
    const detail = `Push service answered ${error.statusCode}${error.body ? `: ${shortenedWithoutContactDetails(error.body)}` : ''}`;
    if (error.statusCode === 404 || error.statusCode === 410) return new RecipientGoneError(detail);
    return failureForStatus(error.statusCode, detail);
  }
  const reason = error instanceof Error ? error.message : String(error);
  return new RetryableDeliveryError(`Push service not reached: ${reason}`, { cause: error });
}

/** A malformed subscription can never be delivered to; saying so beats an error deep inside the encryption. */
function checkTarget(target: WebPushTarget): void {
  const p256dh = Buffer.from(target.keys.p256dh, 'base64url');
  if (p256dh.length !== 65 || p256dh[0] !== 0x04) {
    throw new PermanentDeliveryError('The push subscription key (p256dh) is not an uncompressed P-256 public key');
  }
  if (Buffer.from(target.keys.auth, 'base64url').length !== 16) {
    throw new PermanentDeliveryError('The push subscription auth secret is not 16 bytes');
  }
}
