import { z } from 'zod';

/** A subscription whose endpoint is on no push service that alerts may be sent through (see PUSH_SERVICE_HOSTS). */
export const NOT_A_PUSH_SERVICE = "The push subscription's endpoint is not on a browser push service that alerts can be sent through";

const BAD_ENDPOINT = 'The push subscription needs its endpoint: an https URL from the browser';
const BAD_P256DH = "The push subscription's p256dh key must be the browser's base64url public key (87 characters)";
const BAD_AUTH = "The push subscription's auth key must be the browser's base64url secret (22 characters)";

const endpoint = z
  .string(BAD_ENDPOINT)
  .max(2048, BAD_ENDPOINT)
  .refine(
    (value) => {
      try {
        const url = new URL(value);
        return url.protocol === 'https:' && url.hostname.length > 0;
      } catch {
        return false;
      }
    },
    { message: BAD_ENDPOINT },
  )
  .meta({ format: 'uri', description: "The subscription's endpoint: an https URL on a browser push service" });

/**
 * POST /api/notifications/subscribe: what PushSubscription.toJSON() gives in the browser. p256dh is an uncompressed
 * P-256 point (65 bytes, starting 0x04: "B" in base64url), auth a 16-byte secret; padding is tolerated.
 */
export const PushSubscriptionRequest = z.object({
  endpoint,
  expirationTime: z.number('expirationTime must be a time in milliseconds, or null').nullable().optional(),
  keys: z.object(
    {
      p256dh: z
        .string(BAD_P256DH)
        .regex(/^B[A-Za-z0-9_-]{86}=?$/, BAD_P256DH)
        .meta({ description: "The browser's P-256 public key, uncompressed, in base64url" }),
      auth: z
        .string(BAD_AUTH)
        .regex(/^[A-Za-z0-9_-]{22}(==)?$/, BAD_AUTH)
        .meta({ description: 'The 16-byte authentication secret, in base64url' }),
    },
    "The push subscription needs its keys (p256dh and auth)",
  ),
});
export type PushSubscriptionRequest = z.output<typeof PushSubscriptionRequest>;

/** POST /api/notifications/unsubscribe: the same subscription; only its endpoint matters. */
export const PushUnsubscribeRequest = z.object({ endpoint });
export type PushUnsubscribeRequest = z.output<typeof PushUnsubscribeRequest>;

/** GET /api/notifications/vapid-public-key: what the browser subscribes with (applicationServerKey). */
export const VapidPublicKeyResponse = z.object({ publicKey: z.string() });
export type VapidPublicKeyResponse = z.infer<typeof VapidPublicKeyResponse>;
