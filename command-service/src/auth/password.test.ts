import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.js';

describe('password hashing', () => {
  it('accepts the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('correct horse battery!', stored)).toBe(false);
  });

  it('salts every hash, keeps its cost parameters and never stores the password', async () => {
    const first = await hashPassword('same password');
    const second = await hashPassword('same password');
    expect(first).not.toBe(second);
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(first).not.toContain('same password');
  });

  it('checks a hash made with other cost parameters by the parameters it carries', async () => {
    const stored = await hashPassword('long enough');
    const [, , , , salt, key] = stored.split('$');
    // Same salt and key under different parameters must not verify: the parameters are really used.
    expect(await verifyPassword('long enough', ['scrypt', 1024, 8, 1, salt, key].join('$'))).toBe(false);
  });

  it('refuses a malformed stored hash instead of throwing', async () => {
    expect(await verifyPassword('anything', 'not-a-hash')).toBe(false);
    expect(await verifyPassword('anything', 'scrypt$x$8$1$c2FsdA==$a2V5')).toBe(false);
  });
});
