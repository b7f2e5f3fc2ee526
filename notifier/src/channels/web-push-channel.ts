import type { Agent } from 'node:https';
import { DEFAULT_PUSH_SERVICE_HOSTS, isPushServiceEndpoint } from '@iec-bets/platform';
import webPush from 'web-push';
import { PermanentDeliveryError, RecipientGoneError, type Alert, type WebPushTarget } from '../alerts/alert.js';
import { failureForStatus, RetryableDeliveryError, shortened } from './delivery-failure.js';
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
}

export type WebPushSender = (target: WebPushTarget, alert: Alert, delivery?: { topic?: string }) => Promise<void>;

const DEFAULT_TTL_SECONDS = 24 * 60 * 60;
const DEFAULT_TIMEOUT_MS = 10_000;

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
  const requestOptions: webPush.RequestOptions = {
    vapidDetails: vapid,
    TTL: options.ttlSeconds ?? DEFAULT_TTL_SECONDS,
    timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    contentEncoding: 'aes128gcm',
    ...(options.agent ? { agent: options.agent } : {}),
  };

  const pushServiceHosts = options.pushServiceHosts ?? DEFAULT_PUSH_SERVICE_HOSTS;

  return async (target, alert, delivery) => {
    // A subscription stored before the allow-list, or under a longer one, is still never posted to.
    if (!isPushServiceEndpoint(target.endpoint, pushServiceHosts)) {
      throw new PermanentDeliveryError('The push subscription endpoint is not on an allowed push service; nothing was sent');
    }
    checkTarget(target);
    const payload = JSON.stringify(pushMessageFor(alert));
    try {
      await webPush.sendNotification(target, payload, delivery?.topic ? { ...requestOptions, topic: delivery.topic } : requestOptions);
    } catch (error) {
      throw failureOf(error);
    }
  };
}

function failureOf(error: unknown): Error {
  if (error instanceof webPush.WebPushError) {
    const detail = `Push service answered ${error.statusCode}${error.body ? `: ${shortened(error.body)}` : ''}`;
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
