import { VapidPublicKeyResponse } from '@iec-bets/contracts';
import { createHttpServer, loadConfig, loadVapidKeys, openSqliteSessionStore, type SessionStore } from '@iec-bets/platform';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { vapidKeyRoutes } from './vapid-key-routes.js';

let app: FastifyInstance;
let sessionStore: SessionStore;
let dir: string;

async function start(vapidPublicKey: string | undefined) {
  dir = mkdtempSync(join(tmpdir(), 'iec-vapid-route-'));
  sessionStore = openSqliteSessionStore({ file: join(dir, 'sessions.sqlite') });
  app = await createHttpServer({ sessionStore, logger: false });
  await app.register(vapidKeyRoutes, { vapidPublicKey });
}
afterEach(async () => {
  await app.close();
  await sessionStore.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('GET /api/notifications/vapid-public-key', () => {
  it('hands anyone, signed in or not, the public key to subscribe with', async () => {
    const keysDir = mkdtempSync(join(tmpdir(), 'iec-vapid-keys-'));
    const { publicKey } = loadVapidKeys(loadConfig({ DATA_DIR: keysDir }));
    rmSync(keysDir, { recursive: true, force: true });
    await start(publicKey);
    const response = await app.inject({ method: 'GET', url: '/api/notifications/vapid-public-key' });
    expect(response.statusCode).toBe(200);
    expect(VapidPublicKeyResponse.parse(response.json())).toEqual({ publicKey });
    expect(response.body).not.toMatch(/private/i);
  });

  it('answers 404 in the error shape when push is not set up', async () => {
    await start(undefined);
    const response = await app.inject({ method: 'GET', url: '/api/notifications/vapid-public-key' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Browser notifications are not set up on this server', statusCode: 404 });
  });
});
