import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWSLETTER_CONFIRMED, NEWSLETTER_UNSUBSCRIBED } from '@iec-bets/contracts';
import { openSqliteEventStore, SqliteDatabase } from '@iec-bets/platform';
import { runCli, type LocalSmtpServer, type ServerProcess, startLocalSmtpServer, startServerProcess } from '@iec-bets/testing';
import { filesHolding } from '../test-support/files-holding.js';
import { HttpSession } from '../test-support/http-session.js';

/**
 * POPIA's right to erasure for someone on the newsletter list without an account, end to end on `iec-bets start`:
 * once an admin erases the address at its owner's request, nothing the product keeps, not the log, not a read model,
 * not a replay or an export of the log, holds the address or the name in the clear; the rest of the list stays.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'iec-bets-newsletter-erasure-'));
// The newsletter exists where email goes out: the server mails through a real SMTP server on this machine.
let smtp: LocalSmtpServer;
const mailing = (dir: string) => (url: string) => ({ DATA_DIR: dir, SMTP_URL: smtp.url, MAIL_FROM: 'IEC Bets <news@bets.example.org>', PUBLIC_ORIGIN: url });
const env = { DATA_DIR: dataDir };
let server: ServerProcess | undefined;

beforeAll(async () => {
  smtp = await startLocalSmtpServer();
});
afterAll(async () => {
  await server?.kill('SIGTERM');
  await smtp.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const PERSONAL = { email: 'zanele.unsubscribe@example.org', name: 'Zanele Mthembu-Ngcobo' };
const list = '/api/admin/newsletter-subscribers';

type Entry = { id: string; email: string; name: string | null };

describe('erasing an address from the newsletter list', () => {
  it('erases the address and name everywhere the product keeps data, and keeps everyone else on the list', async () => {
    server = await startServerProcess(mailing(dataDir));
    const admin = new HttpSession(server.url);
    await admin.signUp('newsletter_admin');
    await runCli(['grant-admin', 'newsletter_admin'], env);

    const visitor = new HttpSession(server.url);
    expect((await visitor.json('POST', '/api/newsletter/subscribe', { ...PERSONAL, source: 'landing_page' })).status).toBe(201);
    const other = await visitor.json('POST', '/api/newsletter/subscribe', { email: 'stays@example.org', source: 'landing_page' });
    expect(other.status).toBe(201);
    // A sign-up names no position to wait for (it would tell a new address from one on the list): the list is read
    // until the projector has both.
    await expect.poll(async () => (await admin.json<Entry[]>('GET', list)).body.length).toBe(2);

    // The admin finds the address the request names, in whatever case it was written.
    const found = await admin.json<Entry[]>('GET', `${list}?email=${encodeURIComponent('Zanele.Unsubscribe@example.org')}`);
    expect(found.body).toEqual([expect.objectContaining(PERSONAL)]);
    const [{ id }] = found.body as [Entry];

    // Only an admin may erase.
    expect((await visitor.json('DELETE', `${list}/${id}`)).status).toBe(401);
    const erased = await admin.json('DELETE', `${list}/${id}`);
    expect(erased.status).toBe(204);
    const afterErasure = { 'x-min-position': erased.headers.get('x-position')! };
    expect((await admin.json<Entry[]>('GET', list, undefined, afterErasure)).body.map((entry) => entry.email)).toEqual(['stays@example.org']);
    expect((await admin.json('DELETE', `${list}/${id}`)).body).toEqual({ error: 'That address is not on the newsletter list', statusCode: 404 });

    // An export of the log, and a replay of it, hold nothing of her in the clear either.
    const exported = await runCli(['export'], env);
    expect(exported.stdout).toContain('NewsletterSubscriptionErased');
    for (const value of Object.values(PERSONAL)) expect(exported.stdout).not.toContain(value);
    // Nor the address's plain hash, which anyone holding the address could compute and look for: the id is keyed.
    const plainHash = createHash('sha256').update(PERSONAL.email).digest('hex');
    expect(exported.stdout).toContain(id);
    expect(exported.stdout).not.toContain(plainHash);
    expect((await runCli(['replay'], env)).stdout).toMatch(/Rebuilt the read models/);
    expect((await admin.json<Entry[]>('GET', list)).body.map((entry) => entry.email)).toEqual(['stays@example.org']);

    // Nor does any file the product keeps: the log, the read models, the keys.
    await server.kill('SIGTERM');
    server = undefined;
    expect(filesHolding(dataDir, [...Object.values(PERSONAL), plainHash])).toEqual([]);

    // The key behind the ids outlives a restart, so an address on the list still finds its own stream: signing up
    // again records nothing.
    server = await startServerProcess(mailing(dataDir));
    const headBefore = (await runCli(['export'], env)).stdout.trim().split('\n').length;
    const returning = await new HttpSession(server.url).json('POST', '/api/newsletter/subscribe', { email: 'Stays@example.org' });
    expect(returning.status).toBe(201);
    expect((await runCli(['export'], env)).stdout.trim().split('\n').length).toBe(headBefore);
  }, 120_000);

  it('mails the daily question once the subscriber confirms from the emailed link, and forgets the address at one click', async () => {
    const ownDir = mkdtempSync(join(tmpdir(), 'iec-bets-newsletter-self-service-'));
    const ownEnv = { DATA_DIR: ownDir };
    const person = { email: 'lindiwe.selfservice@example.org', name: 'Lindiwe Selfservice-Dube' };
    let ownServer: ServerProcess | undefined;
    try {
      ownServer = await startServerProcess(mailing(ownDir));
      const admin = new HttpSession(ownServer.url);
      await admin.signUp('self_service_admin');
      await runCli(['grant-admin', 'self_service_admin'], ownEnv);
      const visitor = new HttpSession(ownServer.url);
      expect((await visitor.json('POST', '/api/newsletter/subscribe', { ...person, source: 'landing_page' })).status).toBe(201);

      // Someone else gives an address and never confirms it: nothing but the confirmation goes there.
      const unconfirmed = 'never.confirmed@example.org';
      expect((await visitor.json('POST', '/api/newsletter/subscribe', { email: unconfirmed })).status).toBe(201);
      const mailsTo = (address: string) => smtp.received.filter((received) => received.envelope.to.includes(address));

      // The email that arrives links to the site's own confirmation page.
      await expect.poll(() => mailsTo(person.email).length, { timeout: 10_000 }).toBe(1);
      const confirmToken = new RegExp(`${ownServer.url}/newsletter/confirm#(\\S+)`).exec(mailsTo(person.email)[0]!.mail.text ?? '')?.[1];
      expect(confirmToken).toBeDefined();

      const confirmed = await visitor.json('POST', '/api/newsletter/confirm', { token: confirmToken });
      expect(confirmed.body).toEqual({ message: NEWSLETTER_CONFIRMED });
      const afterConfirming = { 'x-min-position': confirmed.headers.get('x-position')! };
      expect((await admin.json<Entry[]>('GET', `${list}?email=${person.email}`, undefined, afterConfirming)).body).toEqual([
        expect.objectContaining({ ...person, confirmedAt: expect.any(String) }),
      ]);

      // The day's question goes out to the confirmed address alone, naming the API in its one-click header.
      const question = 'Will the newsletter reach its confirmed readers today?';
      await admin.publishQuestion(question);
      await expect.poll(() => mailsTo(person.email).length, { timeout: 20_000 }).toBe(2);
      const daily = mailsTo(person.email)[1]!;
      expect(daily.mail.text).toContain(question);
      const oneClick = daily.mail.headerLines.find((header) => header.key === 'list-unsubscribe')?.line.replace(/\s+/g, '').match(/<(.+)>/)?.[1];
      expect(oneClick?.startsWith(`${ownServer.url}/api/newsletter/unsubscribe?token=`)).toBe(true);
      expect(mailsTo(unconfirmed)).toHaveLength(1);

      // A mail program's own Unsubscribe: a form post, no session, no Origin, nothing but the address.
      const left = await fetch(oneClick!, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(left.status).toBe(200);
      expect(await left.json()).toEqual({ message: NEWSLETTER_UNSUBSCRIBED });
      const afterLeaving = { 'x-min-position': left.headers.get('x-position')! };
      expect((await admin.json<Entry[]>('GET', `${list}?email=${person.email}`, undefined, afterLeaving)).body).toEqual([]);
      await ownServer.kill('SIGTERM');
      ownServer = undefined;
      expect(filesHolding(ownDir, Object.values(person))).toEqual([]);
    } finally {
      await ownServer?.kill('SIGTERM');
      rmSync(ownDir, { recursive: true, force: true });
    }
  }, 120_000);

  it("blanks, in the log's own file, an address a log from before the sealing holds in the clear, and the log still verifies", async () => {
    const oldDir = mkdtempSync(join(tmpdir(), 'iec-bets-newsletter-legacy-'));
    const oldEnv = { DATA_DIR: oldDir };
    const address = 'thabo.oldlist@example.org';
    const name = 'Thabo Oldlist-Mahlangu';
    // A log as the version before the sealing left it: a version-1 subscription, the address in the clear, its stream
    // named by the address's plain hash, and no chain link yet (the log is chained when next opened).
    const created = openSqliteEventStore({ file: join(oldDir, 'events.sqlite') });
    await created.close();
    const db = new SqliteDatabase(join(oldDir, 'events.sqlite'));
    // Not chained yet, as such a log was.
    db.pragma('user_version = 0');
    const oldId = createHash('sha256').update(address).digest('hex');
    db.prepare('INSERT INTO events (id, stream_id, revision, type, data, metadata) VALUES (?, ?, 0, ?, ?, ?)').run(
      'old-event-1',
      `newsletter-${oldId}`,
      'NewsletterSubscribed',
      JSON.stringify({ email: address, name, source: 'landing_page' }),
      JSON.stringify({ actorId: null, correlationId: 'old', causationId: null, occurredAt: '2026-01-10T08:00:00.000Z', schemaVersion: 1 }),
    );
    // Confirmed (a version-1 subscription's id is its subscriber id): one nobody confirmed would be erased by the
    // notifier as the server starts, before the admin could come to it.
    db.prepare('INSERT INTO events (id, stream_id, revision, type, data, metadata) VALUES (?, ?, 1, ?, ?, ?)').run(
      'old-event-2',
      `newsletter-${oldId}`,
      'NewsletterSubscriptionConfirmed',
      JSON.stringify({ subscriberId: oldId, subscriptionId: oldId }),
      JSON.stringify({ actorId: null, correlationId: 'old', causationId: null, occurredAt: '2026-01-10T09:00:00.000Z', schemaVersion: 1 }),
    );
    db.close();
    let oldServer: ServerProcess | undefined;
    try {
      oldServer = await startServerProcess(mailing(oldDir));
      const admin = new HttpSession(oldServer.url);
      await admin.signUp('legacy_admin');
      await runCli(['grant-admin', 'legacy_admin'], oldEnv);
      // Once the grant has been projected.
      await expect
        .poll(async () => (await admin.json<Entry[]>('GET', `${list}?email=${encodeURIComponent(address)}`)).body, { timeout: 10_000 })
        .toEqual([expect.objectContaining({ id: oldId, email: address, name })]);
      expect((await admin.json('DELETE', `${list}/${oldId}`)).status).toBe(204);
      await oldServer.kill('SIGTERM');
      oldServer = undefined;

      expect(filesHolding(oldDir, [address, name])).toEqual([]);
      const verified = await runCli(['verify'], oldEnv);
      expect(verified.stdout).toContain('every hash chain is intact');
      expect(verified.stdout).toContain('1 of them, written before personal data was sealed, were blanked');
    } finally {
      await oldServer?.kill('SIGTERM');
      rmSync(oldDir, { recursive: true, force: true });
    }
  }, 120_000);
});
