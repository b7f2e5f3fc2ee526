import { randomUUID } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';
import { z } from 'zod';
import { ConfigError, type Config } from '../config.js';

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
  return { ...embeddedKeys(config.DATA_DIR), subject };
}

function embeddedKeys(dataDir: string): z.infer<typeof StoredKeys> {
  const file = join(dataDir, VAPID_KEYS_FILE);
  const stored = readStoredKeys(file);
  if (stored) return stored;
  mkdirSync(dataDir, { recursive: true });
  const generated = webpush.generateVAPIDKeys();
  const keys = { publicKey: generated.publicKey, privateKey: generated.privateKey };
  // Written whole to a temporary file, then linked into place, which fails if the file exists: two processes
  // starting together on one DATA_DIR both end up with the pair that got there first, never half a file.
  const temporary = `${file}.${randomUUID()}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
  try {
    linkSync(temporary, file);
    return keys;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readStoredKeys(file) ?? keys;
  } finally {
    rmSync(temporary, { force: true });
  }
}

function readStoredKeys(file: string): z.infer<typeof StoredKeys> | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  const keys = StoredKeys.safeParse(parsed);
  if (!keys.success) {
    // Replacing the pair would silently cut off every browser subscribed with it: stop and say so instead.
    throw new ConfigError([`${file}: not a VAPID key pair; restore it, or delete it to generate a new pair`]);
  }
  return keys.data;
}
