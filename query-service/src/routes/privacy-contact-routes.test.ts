import { PrivacyContactResponse } from '@iec-bets/contracts';
import { ConfigError, createHttpServer, loadConfig, openSqliteSessionStore, type SessionStore } from '@iec-bets/platform';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { privacyContactRoutes } from './privacy-contact-routes.js';

let app: FastifyInstance;
let sessionStore: SessionStore;
let dir: string;

/** The route as a visitor, not signed in, reads it, with the server configured by `env`. */
async function contactAnswer(env: Record<string, string>) {
  dir = mkdtempSync(join(tmpdir(), 'iec-privacy-contact-'));
  sessionStore = openSqliteSessionStore({ file: join(dir, 'sessions.sqlite') });
  app = await createHttpServer({ sessionStore, logger: false });
  await app.register(privacyContactRoutes, { privacyContactEmail: loadConfig({ DATA_DIR: dir, ...env }).PRIVACY_CONTACT_EMAIL });
  const response = await app.inject({ method: 'GET', url: '/api/privacy/contact' });
  expect(response.statusCode, response.body).toBe(200);
  return { body: PrivacyContactResponse.parse(response.json()), cacheControl: response.headers['cache-control'] };
}
afterEach(async () => {
  await app?.close();
  await sessionStore?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('GET /api/privacy/contact', () => {
  it('gives the configured address to anyone, visitors included', async () => {
    const { body, cacheControl } = await contactAnswer({ PRIVACY_CONTACT_EMAIL: 'privacy@bets.example.org' });
    expect(body).toEqual({ email: 'privacy@bets.example.org' });
    expect(cacheControl).toBe('public, max-age=60');
  });

  it('says there is none when the operator has not configured one', async () => {
    expect((await contactAnswer({})).body).toEqual({ email: null });
  });

  it('is never served wrong: a server given something other than an address does not start', () => {
    expect(() => loadConfig({ PRIVACY_CONTACT_EMAIL: 'the privacy team' })).toThrow(ConfigError);
    expect(() => loadConfig({ PRIVACY_CONTACT_EMAIL: 'the privacy team' })).toThrow(
      'PRIVACY_CONTACT_EMAIL: expected an email address such as privacy@bets.example.org',
    );
  });
});
