import { join } from 'node:path';
import webpush from 'web-push';
import { z } from 'zod';
import { ConfigError, type Config } from '../config.js';
import { madeOnce, type MadeOnce } from '../data-dir/made-once.js';

/** The key pair that signs our web-push requests (VAPID), and who push services may contact about them. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

export const VAPID_KEYS_FILE = 'vapid-keys.json';

const StoredKeys = z.object({
  publicKey: z.string().regex(/^[A-Za-z0-9_-]{87}$/),
  privateKey: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});

/** The embedded setup's own pair. Replacing it would silently cut off every browser subscribed with it. */
const embeddedPair: MadeOnce<z.infer<typeof StoredKeys>> = {
  make: () => {
    const { publicKey, privateKey } = webpush.generateVAPIDKeys();
    return { publicKey, privateKey };
  },
  write: (keys) => `${JSON.stringify(keys, null, 2)}\n`,
  read: (text) => {
    try {
      const keys = StoredKeys.safeParse(JSON.parse(text));
      return keys.success ? keys.data : undefined;
    } catch {
      return undefined;
    }
  },
  unreadable: 'not a VAPID key pair; restore it, or delete it to generate a new pair',
};

type VapidConfig = Pick<Config, 'DATA_DIR' | 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT'>;

/**
 * The configured key pair (production: every replica must sign with the same keys the browsers subscribed with),
 * or else the embedded setup's own pair: generated on first start and kept in DATA_DIR/vapid-keys.json (readable by
 * the owner only), so that the browsers' subscriptions stay valid across restarts.
 */
export function loadVapidKeys(config: VapidConfig): VapidKeys {
  const subject = config.VAPID_SUBJECT;
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = config;
  if (publicKey && privateKey) return { publicKey, privateKey, subject };
  if (publicKey || privateKey) {
    throw new ConfigError(['VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither']);
  }
  return { ...madeOnce(join(config.DATA_DIR, VAPID_KEYS_FILE), embeddedPair), subject };
}
