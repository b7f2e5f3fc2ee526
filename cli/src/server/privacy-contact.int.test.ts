import { freePort, loadConfig } from '@iec-bets/platform';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './start-server.js';

/** The one-process server hands the configured privacy contact to the route the privacy notice reads. */
let server: RunningServer;
const dataDir = mkdtempSync(join(tmpdir(), 'iec-bets-privacy-contact-'));

beforeAll(async () => {
  server = await startServer(
    loadConfig({ DATA_DIR: dataDir, PORT: String(await freePort()), HOST: '127.0.0.1', PRIVACY_CONTACT_EMAIL: 'privacy@bets.example.org' }),
    { logger: false },
  );
});
afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the privacy contact in the one-process server', () => {
  it('is the address PRIVACY_CONTACT_EMAIL names, for any visitor', async () => {
    const response = await fetch(`${server.url}/api/privacy/contact`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ email: 'privacy@bets.example.org' });
  });
});
