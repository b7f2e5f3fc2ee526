import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { useTempDirs } from '@iec-bets/testing';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';
import { loadPasswordResetSecret, PASSWORD_RESET_SECRET_FILE } from './password-reset-secret.js';

const dataDir = useTempDirs('iec-reset-secret-');

describe('the password-reset secret', () => {
  it('is made on first start, kept readable by the owner only, and the same after a restart', () => {
    const dir = dataDir();
    const first = loadPasswordResetSecret(loadConfig({ DATA_DIR: dir }));
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const file = join(dir, PASSWORD_RESET_SECRET_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8')).toBe(`${first}\n`);
    expect(loadPasswordResetSecret(loadConfig({ DATA_DIR: dir }))).toBe(first);
    expect(readdirSync(dir), 'no temporary file left behind').toEqual([PASSWORD_RESET_SECRET_FILE]);
  });

  it('is another in another DATA_DIR', () => {
    expect(loadPasswordResetSecret(loadConfig({ DATA_DIR: dataDir() }))).not.toBe(loadPasswordResetSecret(loadConfig({ DATA_DIR: dataDir() })));
  });

  it('is taken from PASSWORD_RESET_SECRET when set, writing no file', () => {
    const dir = dataDir();
    const secret = 'k3pt-in-the-vault-and-shared-by-every-replica';
    expect(loadPasswordResetSecret(loadConfig({ DATA_DIR: dir, PASSWORD_RESET_SECRET: secret }))).toBe(secret);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('refuses a configured secret shorter than 32 characters, by the variable’s name and without echoing it', () => {
    const attempt = () => loadConfig({ PASSWORD_RESET_SECRET: 'short-secret' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PASSWORD_RESET_SECRET: expected at least 32 characters/);
    expect(attempt).not.toThrow(/short-secret/);
    expect(() => loadConfig({ PASSWORD_RESET_SECRET: 'x'.repeat(32) })).not.toThrow();
  });

  it('stops the start, rather than make a new one, when its file is damaged', () => {
    for (const damaged of ['', 'too-short\n', `${'a'.repeat(43)}!\n`, '{"secret": "not like this"}']) {
      const dir = dataDir();
      const file = join(dir, PASSWORD_RESET_SECRET_FILE);
      writeFileSync(file, damaged);
      expect(() => loadPasswordResetSecret(loadConfig({ DATA_DIR: dir })), JSON.stringify(damaged)).toThrow(ConfigError);
      expect(() => loadPasswordResetSecret(loadConfig({ DATA_DIR: dir }))).toThrow(`${file}: not a password-reset secret`);
      expect(readFileSync(file, 'utf8'), 'the file is left as it was').toBe(damaged);
    }
  });
});
