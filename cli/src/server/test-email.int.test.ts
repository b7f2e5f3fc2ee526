import { freePort, loadConfig } from '@iec-bets/platform';
import { startLocalSmtpServer, type LocalSmtpServer } from '@iec-bets/testing';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './start-server.js';

/** The one-process server hands the notifier's email channel to the command routes: the test email really goes out. */
let smtp: LocalSmtpServer;
let server: RunningServer;
const dataDir = mkdtempSync(join(tmpdir(), 'iec-bets-test-email-'));

beforeAll(async () => {
  smtp = await startLocalSmtpServer();
  server = await startServer(
    loadConfig({ DATA_DIR: dataDir, PORT: String(await freePort()), HOST: '127.0.0.1', SMTP_URL: smtp.url, MAIL_FROM: 'IEC Bets <alerts@bets.example.org>' }),
    { logger: false },
  );
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('test email in the one-process server', () => {
  it('sends the test email to the address given at sign-up', async () => {
    const signup = await fetch(`${server.url}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ username: 'mail_tester', password: 'a-good-long-password', name: 'Mail Tester', email: 'tester@example.org' }),
    });
    expect(signup.status).toBe(201);
    const cookie = signup.headers.getSetCookie()[0]!.split(';')[0]!;

    const response = await fetch(`${server.url}/api/notifications/test`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url, cookie },
      body: JSON.stringify({ test: true }),
    });
    expect(await response.json()).toEqual({ success: true, message: 'Test email sent to tester@example.org' });
    expect(smtp.received.map((mail) => [mail.envelope.to, mail.mail.subject])).toEqual([[['tester@example.org'], 'IEC Bets test alert']]);
  });
});
