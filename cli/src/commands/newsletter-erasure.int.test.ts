import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli, type ServerProcess, startServerProcess } from '@iec-bets/testing';
import { filesHolding } from '../test-support/files-holding.js';
import { HttpSession } from '../test-support/http-session.js';

/**
 * POPIA's right to erasure for someone on the newsletter list without an account, end to end on `iec-bets start`:
 * once an admin erases the address at its owner's request, nothing the product keeps, not the log, not a read model,
 * not a replay or an export of the log, holds the address or the name in the clear; the rest of the list stays.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'iec-bets-newsletter-erasure-'));
const env = { DATA_DIR: dataDir };
let server: ServerProcess | undefined;

afterAll(async () => {
  await server?.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
});

const PERSONAL = { email: 'zanele.unsubscribe@example.org', name: 'Zanele Mthembu-Ngcobo' };
const list = '/api/admin/newsletter-subscribers';

type Entry = { id: string; email: string; name: string | null };

describe('erasing an address from the newsletter list', () => {
  it('erases the address and name everywhere the product keeps data, and keeps everyone else on the list', async () => {
    server = await startServerProcess(env);
    const admin = new HttpSession(server.url);
    await admin.signUp('newsletter_admin');
    await runCli(['grant-admin', 'newsletter_admin'], env);

    const visitor = new HttpSession(server.url);
    expect((await visitor.json('POST', '/api/newsletter/subscribe', { ...PERSONAL, source: 'landing_page' })).status).toBe(201);
    const other = await visitor.json('POST', '/api/newsletter/subscribe', { email: 'stays@example.org', source: 'landing_page' });
    expect(other.status).toBe(201);
    const wait = { 'x-min-position': other.headers.get('x-position')! };

    // The admin finds the address the request names, in whatever case it was written.
    const found = await admin.json<Entry[]>('GET', `${list}?email=${encodeURIComponent('Zanele.Unsubscribe@example.org')}`, undefined, wait);
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

    // The key behind the ids outlives a restart, so an address on the list still finds its own stream.
    server = await startServerProcess(env);
    const returning = await new HttpSession(server.url).json('POST', '/api/newsletter/subscribe', { email: 'Stays@example.org' });
    expect(returning.status).toBe(200);
  }, 120_000);
});
