import { EMAIL_CONFIRMED, streams, type DomainEvent } from '@iec-bets/contracts';
import { freePort, loadConfig, openStores, PASSWORD_RESET_SECRET_FILE, type Config } from '@iec-bets/platform';
import { rebuildReadModels } from '@iec-bets/projector';
import { events, runCli, startLocalSmtpServer, type LocalSmtpServer } from '@iec-bets/testing';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpSession } from '../test-support/http-session.js';
import { startServer } from '../server/start-server.js';

/**
 * The links an upgrade's operator mails once, to everyone whose email alerts wait for a confirmed address: the real
 * command against a DATA_DIR written as the server writes it, through a local SMTP server, and a link it mailed then
 * opened on the one-process server.
 */
let smtp: LocalSmtpServer;
let dataDir: string;
let config: Config;
let env: Record<string, string>;

const metadata = () => ({ actorId: null, correlationId: randomUUID(), causationId: null, occurredAt: new Date().toISOString() });
const alertsOn = (userId: string) => events.notificationSettingsChanged(userId, { emailNotifications: true });

/** Who is in the log: each one's events, as their sign-up and settings left them. */
const people: Record<string, DomainEvent[]> = {
  // Email alerts on since before confirmation existed: held back until she confirms.
  thandi: [events.registered('thandi', 'thandi', { email: 'thandi@example.co.za' }), alertsOn('thandi')],
  // Confirmed already: nothing to ask of him.
  sipho: [events.registered('sipho', 'sipho', { email: 'sipho@example.co.za' }), events.emailAddressConfirmed('sipho'), alertsOn('sipho')],
  // An address, but no email alerts: nothing of hers is held back.
  lerato: [events.registered('lerato', 'lerato', { email: 'lerato@example.co.za' })],
  // Confirmed, then a new address: the new one is unconfirmed, and is the one mailed.
  naledi: [
    events.registered('naledi', 'naledi', { email: 'naledi@example.co.za' }),
    events.emailAddressConfirmed('naledi'),
    alertsOn('naledi'),
    events.notificationSettingsChanged('naledi', { email: 'naledi@work.example.co.za' }),
  ],
};

beforeAll(async () => {
  smtp = await startLocalSmtpServer();
  dataDir = mkdtempSync(join(tmpdir(), 'iec-bets-confirmations-'));
  const port = await freePort();
  env = {
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
    SMTP_URL: smtp.url,
    MAIL_FROM: 'IEC Bets <accounts@bets.example.org>',
    PASSWORD_RESET_SECRET: 'the-secret-the-server-and-this-command-sign-with',
  };
  config = loadConfig(env);
  const stores = await openStores(config);
  try {
    for (const [userId, history] of Object.entries(people)) {
      await stores.eventStore.append(streams.user(userId), history, { expectedRevision: 'no_stream', metadata: metadata() });
    }
    await rebuildReadModels({ eventStore: stores.eventStore, readStore: stores.readStore });
  } finally {
    await stores.close();
  }
});
afterAll(async () => {
  await smtp?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('iec-bets send-email-confirmations', () => {
  it('counts, with --dry-run, the accounts whose email alerts wait for a confirmed address, and mails nothing', async () => {
    const { stdout } = await runCli(['send-email-confirmations', '--dry-run'], env);
    expect(stdout).toContain('2 accounts have email alerts on and an address not yet confirmed; nothing was mailed (--dry-run).');
    expect(smtp.received).toEqual([]);
  });

  it('mails each of them a link to their address as it stands, and the link confirms it on the server', async () => {
    const { stdout } = await runCli(['send-email-confirmations'], env);
    expect(stdout).toContain('Mailed 2 of 2 accounts with email alerts on a link to confirm their address.');
    expect(smtp.received.map((received) => received.envelope.to).sort()).toEqual([['naledi@work.example.co.za'], ['thandi@example.co.za']]);

    const toThandi = smtp.received.find((received) => received.envelope.to.includes('thandi@example.co.za'))!;
    const link = /(http:\/\/\S+\/confirm-email#\S+)/.exec(toThandi.mail.text ?? '')?.[1];
    expect(link, toThandi.mail.text).toBeDefined();
    const server = await startServer(config, { logger: false });
    try {
      const mailApp = new HttpSession(server.url, { origin: config.PUBLIC_ORIGIN });
      const opened = await mailApp.json('POST', '/api/auth/confirm-email', { token: new URL(link!).hash.slice(1) });
      expect(opened.status, JSON.stringify(opened.body)).toBe(200);
      expect(opened.body).toEqual({ message: EMAIL_CONFIRMED });
    } finally {
      await server.close();
    }
  });

  it("refuses to sign links with any key but the server's, rather than mail links it would refuse", async () => {
    const { PASSWORD_RESET_SECRET: _secret, ...withoutSecret } = env;
    const mailedBefore = smtp.received.length;
    // This server has never started: there is no secret of its own in DATA_DIR yet, and none is made here.
    await expect(runCli(['send-email-confirmations'], { ...withoutSecret, PASSWORD_RESET_SECRET: '' })).rejects.toMatchObject({
      stderr: expect.stringContaining('There is no password-reset-secret in DATA_DIR'),
    });
    expect(smtp.received).toHaveLength(mailedBefore);
    expect(existsSync(join(dataDir, PASSWORD_RESET_SECRET_FILE))).toBe(false);
  });

  it('refuses to run without the mail settings the server has, rather than report nothing mailed', async () => {
    const { SMTP_URL: _smtp, ...withoutSmtp } = env;
    await expect(runCli(['send-email-confirmations'], { ...withoutSmtp, SMTP_URL: '' })).rejects.toMatchObject({
      stderr: expect.stringContaining('send-email-confirmations mails through SMTP_URL and MAIL_FROM'),
    });
  });
});
