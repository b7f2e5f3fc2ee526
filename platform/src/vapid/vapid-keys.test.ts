import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';
import { useTempDirs } from '@iec-bets/testing';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';
import { loadVapidKeys, VAPID_KEYS_FILE } from './vapid-keys.js';

const dataDir = useTempDirs('iec-vapid-');

describe('VAPID keys', () => {
  it('generates a pair on first start, keeps it readable by the owner only, and reuses it after a restart', () => {
    const dir = dataDir();
    const first = loadVapidKeys(loadConfig({ DATA_DIR: dir }));
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(first.privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const file = join(dir, VAPID_KEYS_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ publicKey: first.publicKey, privateKey: first.privateKey });
    expect(loadVapidKeys(loadConfig({ DATA_DIR: dir }))).toEqual(first);
    // web-push accepts the pair for signing (asked directly: setVapidDetails would leave the pair on its module).
    expect(() => webpush.getVapidHeaders('https://fcm.googleapis.com', first.subject, first.publicKey, first.privateKey, 'aes128gcm')).not.toThrow();
  });

  it('takes the pair from the environment in production, writing no file', () => {
    const dir = dataDir();
    const pair = webpush.generateVAPIDKeys();
    const keys = loadVapidKeys(
      loadConfig({
        DATA_DIR: dir,
        VAPID_PUBLIC_KEY: pair.publicKey,
        VAPID_PRIVATE_KEY: pair.privateKey,
        VAPID_SUBJECT: 'mailto:ops@iecbets.co.za',
      }),
    );
    expect(keys).toEqual({ ...pair, subject: 'mailto:ops@iecbets.co.za' });
    expect(() => statSync(join(dir, VAPID_KEYS_FILE))).toThrow();
  });

  it('refuses half a pair', () => {
    const pair = webpush.generateVAPIDKeys();
    expect(() => loadVapidKeys(loadConfig({ DATA_DIR: dataDir(), VAPID_PUBLIC_KEY: pair.publicKey }))).toThrow(
      'set both or neither',
    );
  });

  it('refuses malformed keys and subjects by variable name', () => {
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'short' })).toThrow(/VAPID_PUBLIC_KEY: expected a base64url/);
    expect(() => loadConfig({ VAPID_SUBJECT: 'ops@example.org' })).toThrow(/VAPID_SUBJECT: expected a mailto: or https: URL/);
  });

  it('stops rather than replace a damaged key file', () => {
    const dir = dataDir();
    writeFileSync(join(dir, VAPID_KEYS_FILE), '{"publicKey": "x"');
    expect(() => loadVapidKeys(loadConfig({ DATA_DIR: dir }))).toThrow(ConfigError);
  });
});
