import {
  MIN_POSITION_HEADER,
  POSITION_HEADER,
  SESSION_ENDED_ACCOUNT_DELETED,
  SESSION_ENDED_PASSWORD_CHANGED,
  SIGN_IN_REQUIRED,
} from '@iec-bets/contracts';
import { freePort, loadConfig, openStores, type Config } from '@iec-bets/platform';
import { rebuildReadModels } from '@iec-bets/projector';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpSession } from '../test-support/http-session.js';
import { startServer, type RunningServer } from './start-server.js';

/**
 * A member signed in on two devices, over real HTTP on the one-process server: what the other device is told when the
 * first changes the password, and when it deletes the account, on the command side and the query side alike.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'iec-bets-session-end-'));
let config: Config;
let server: RunningServer;

beforeAll(async () => {
  config = loadConfig({ DATA_DIR: dataDir, PORT: String(await freePort()), HOST: '127.0.0.1' });
  server = await startServer(config, { logger: false });
});
afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const OLD_PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'a different long passphrase';

/** The 401 of a device whose session ended, on a write (command side) and on a read (query side). */
async function refusalsOf(device: HttpSession, userId: string) {
  const write = await device.json('PUT', `/api/users/${userId}/notifications`, { emailNotifications: false });
  const read = await device.json('GET', `/api/users/${userId}/stats`);
  return [write, read].map(({ status, body }) => ({ status, body }));
}

const told = (error: string) => [
  { status: 401, body: { error, statusCode: 401 } },
  { status: 401, body: { error, statusCode: 401 } },
];

describe('a member on two devices', () => {
  it('is told on the other device that the password was changed, and that the account was deleted', async () => {
    const phone = new HttpSession(server.url);
    const { id } = await phone.signUp('two_devices');
    const laptop = new HttpSession(server.url);
    await laptop.logIn('two_devices');

    const changed = await phone.json('PUT', `/api/users/${id}/password`, { currentPassword: OLD_PASSWORD, newPassword: NEW_PASSWORD });
    expect(changed.status, JSON.stringify(changed.body)).toBe(204);

    expect(await refusalsOf(laptop, id)).toEqual(told(SESSION_ENDED_PASSWORD_CHANGED));
    // The phone that changed it is still signed in, on both sides.
    expect((await phone.json('PUT', `/api/users/${id}/notifications`, { emailNotifications: false })).status).toBe(200);
    expect((await phone.json('GET', `/api/users/${id}/friends`)).status).toBe(200);
    // A visitor is still only asked to sign in.
    expect(await refusalsOf(new HttpSession(server.url), id)).toEqual(told(SIGN_IN_REQUIRED));

    // The old password opens nothing any more; the new one does.
    const oldLogin = await laptop.json('POST', '/api/auth/login', { username: 'two_devices', password: OLD_PASSWORD });
    expect(oldLogin.status).toBe(401);
    const newLogin = await laptop.json('POST', '/api/auth/login', { username: 'two_devices', password: NEW_PASSWORD });
    expect(newLogin.status).toBe(200);
    expect((await laptop.json('GET', `/api/users/${id}/friends`)).status).toBe(200);

    const deleted = await phone.json('DELETE', `/api/users/${id}`, { password: NEW_PASSWORD });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(204);
    expect(await refusalsOf(laptop, id)).toEqual(told(SESSION_ENDED_ACCOUNT_DELETED));
  });

  it('logs in with the changed password, and not the old one, after the server restarts and the read models are rebuilt', async () => {
    const phone = new HttpSession(server.url);
    const me = await phone.signUp('rebuilt_reader');
    const changed = await phone.json('PUT', `/api/users/${me.id}/password`, { currentPassword: OLD_PASSWORD, newPassword: NEW_PASSWORD });
    expect(changed.status).toBe(204);

    await server.close();
    const stores = await openStores(config);
    try {
      await rebuildReadModels({ eventStore: stores.eventStore, readStore: stores.readStore });
    } finally {
      await stores.close();
    }
    server = await startServer(config, { logger: false });

    const device = new HttpSession(server.url);
    expect((await device.json('POST', '/api/auth/login', { username: 'rebuilt_reader', password: OLD_PASSWORD })).status).toBe(401);
    const login = await device.json<{ id: string }>('POST', '/api/auth/login', { username: 'rebuilt_reader', password: NEW_PASSWORD });
    expect(login.status).toBe(200);
    expect(login.body.id).toBe(me.id);
    // The phone's session outlived the restart: changing the password kept it.
    const ownWrites = { [MIN_POSITION_HEADER]: changed.headers.get(POSITION_HEADER)! };
    expect((await phone.json('GET', `/api/users/${me.id}/stats`, undefined, ownWrites)).status).toBe(200);
  });
});
