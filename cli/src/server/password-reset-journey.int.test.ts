import { ConfigError, freePort, loadConfig, PASSWORD_RESET_SECRET_FILE, type Config } from '@iec-bets/platform';
import { startLocalSmtpServer, type LocalSmtpServer } from '@iec-bets/testing';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpSession } from '../test-support/http-session.js';
import { startServer, type RunningServer } from './start-server.js';

/**
 * A forgotten password in the one-process server, over real HTTP: the link is mailed through SMTP_URL to a local SMTP
 * server, points at PUBLIC_ORIGIN, and is signed with the secret the server keeps in DATA_DIR, across a restart.
 */
let smtp: LocalSmtpServer;
let server: RunningServer | undefined;
let dataDir: string;
let config: Config;

beforeEach(async () => {
  smtp = await startLocalSmtpServer();
  dataDir = mkdtempSync(join(tmpdir(), 'iec-bets-password-reset-'));
  const port = await freePort();
  config = loadConfig({
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
    SMTP_URL: smtp.url,
    MAIL_FROM: 'IEC Bets <accounts@bets.example.org>',
  });
});
afterEach(async () => {
  await server?.close();
  server = undefined;
  await smtp.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Signs up an account with an email address, asks for a link for it, and reads the link out of the email. */
async function askForLink(browser: HttpSession, username: string): Promise<string> {
  await browser.json('POST', '/api/auth/signup', { username, password: 'the-forgotten-password', name: 'Naledi', email: 'naledi@example.org' });
  const asked = await browser.json('POST', '/api/auth/forgot-password', { username });
  expect(asked.status).toBe(202);
  return mailedLink('/reset-password');
}

/** The link to `path` in the email that carries one, once it has arrived. */
async function mailedLink(path: string): Promise<string> {
  const links = () => smtp.received.map((received) => /(http:\/\/\S+)/.exec(received.mail.text ?? '')?.[1] ?? '');
  await vi.waitFor(() => expect(links().some((link) => new URL(link).pathname === path)).toBe(true), { timeout: 10_000 });
  return links().find((link) => new URL(link).pathname === path)!;
}

describe('a forgotten password in the one-process server', () => {
  it('mails a link to PUBLIC_ORIGIN/reset-password, whose token sets the new password, even after a restart', async () => {
    server = await startServer(config, { logger: false });
    const browser = new HttpSession(server.url, { origin: config.PUBLIC_ORIGIN });
    const link = await askForLink(browser, 'naledi_forgot');
    expect(link.startsWith(`${config.PUBLIC_ORIGIN}/reset-password#`)).toBe(true);
    // The secret it was signed with is kept, for the owner alone.
    expect(statSync(join(dataDir, PASSWORD_RESET_SECRET_FILE)).mode & 0o777).toBe(0o600);

    await server.close();
    server = await startServer(config, { logger: false });
    const elsewhere = new HttpSession(server.url, { origin: config.PUBLIC_ORIGIN });
    const reset = await elsewhere.json<{ username: string }>('POST', '/api/auth/reset-password', {
      token: new URL(link).hash.slice(1),
      newPassword: 'a-password-to-remember',
    });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect(reset.body.username).toBe('naledi_forgot');
    // Signed in by it: a signed-in read answers.
    expect((await elsewhere.json('GET', '/api/me/celebrations')).status).toBe(200);
    const logIn = (password: string) => new HttpSession(server!.url, { origin: config.PUBLIC_ORIGIN }).json('POST', '/api/auth/login', { username: 'naledi_forgot', password });
    expect((await logIn('the-forgotten-password')).status).toBe(401);
    expect((await logIn('a-password-to-remember')).status).toBe(200);
  });

  it('mails a link to PUBLIC_ORIGIN/confirm-email to the address given at sign-up, which confirms it without a session', async () => {
    server = await startServer(config, { logger: false });
    const browser = new HttpSession(server.url, { origin: config.PUBLIC_ORIGIN });
    const signedUp = await browser.json<{ emailConfirmed: boolean }>('POST', '/api/auth/signup', {
      username: 'naledi_confirms',
      password: 'a-password-to-remember',
      name: 'Naledi',
      email: 'naledi@example.org',
    });
    expect(signedUp.body.emailConfirmed).toBe(false);
    const link = await mailedLink('/confirm-email');
    expect(link.startsWith(`${config.PUBLIC_ORIGIN}/confirm-email#`)).toBe(true);

    // Opened in the mail app's own browser, where nobody is signed in.
    const mailApp = new HttpSession(server.url, { origin: config.PUBLIC_ORIGIN });
    const confirmed = await mailApp.json('POST', '/api/auth/confirm-email', { token: new URL(link).hash.slice(1) });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    // The account as the log now has it, as a log-in answers it.
    const logIn = await new HttpSession(server.url, { origin: config.PUBLIC_ORIGIN }).json<{ emailConfirmed: boolean }>('POST', '/api/auth/login', {
      username: 'naledi_confirms',
      password: 'a-password-to-remember',
    });
    expect(logIn.body.emailConfirmed).toBe(true);
  });

  it('does not start with email but no PUBLIC_ORIGIN, as no link to confirm an address could point anywhere', async () => {
    const { PUBLIC_ORIGIN: _origin, ...withoutOrigin } = config;
    const refused = await startServer(withoutOrigin, { logger: false }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ConfigError);
    expect((refused as ConfigError).problems).toEqual([expect.stringMatching(/^PUBLIC_ORIGIN: required with SMTP_URL and MAIL_FROM/)]);
  });

  it('does not start on a damaged secret file, and holds nothing of DATA_DIR once it has refused', async () => {
    writeFileSync(join(dataDir, PASSWORD_RESET_SECRET_FILE), 'half a secret');
    await expect(startServer(config, { logger: false })).rejects.toBeInstanceOf(ConfigError);
    // Nothing was left holding DATA_DIR: once the file is mended, the server starts.
    rmSync(join(dataDir, PASSWORD_RESET_SECRET_FILE));
    server = await startServer(config, { logger: false });
  });
});
