import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPushSubscriber, runCli, type ServerProcess, startServerProcess } from '@iec-bets/testing';
import { filesHolding } from '../test-support/files-holding.js';
import { HttpSession } from '../test-support/http-session.js';

/**
 * POPIA's right to erasure, end to end on `iec-bets start`: after a user deletes their account, nothing the product
 * keeps, not the log, not a read model, not a replay or an export of the log, holds their name, email or phone
 * number (those they signed up with and those they changed to) or their browser's push address in the clear, while
 * the national results keep their answer.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'iec-bets-erasure-'));
const env = { DATA_DIR: dataDir };
let server: ServerProcess | undefined;

afterAll(async () => {
  await server?.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
});

const PERSONAL = { name: 'Naledi Zwelithini-Mokoena', email: 'naledi.erasure@example.org', phoneNumber: '+27825550199' };
/** What she changes them to later, and the address her browser's push service gave it: all hers to have erased. */
const LATER = { email: 'naledi.later@example.org', phoneNumber: '+27835550177' };
const PUSH_ENDPOINT = 'https://fcm.googleapis.com/fcm/send/naledi-erasure-browser-7d1f';
/** Every form of her data that must be gone, the name as search keeps it (lower case) included. */
const ERASED = [...Object.values(PERSONAL), PERSONAL.name.toLowerCase(), ...Object.values(LATER), PUSH_ENDPOINT];
const PASSWORD = 'a long and private passphrase';

describe('deleting an account', () => {
  it('erases the person everywhere the product keeps data, and keeps their answer in the national results', async () => {
    server = await startServerProcess(env);
    const admin = new HttpSession(server.url);
    await admin.signUp('erasure_admin');
    await runCli(['grant-admin', 'erasure_admin'], env);
    const questionId = await admin.publishQuestion('Will the coalition hold until June');

    const naledi = new HttpSession(server.url);
    const signedUp = await naledi.json<{ id: string }>('POST', '/api/auth/signup', { username: 'naledi_m', password: PASSWORD, ...PERSONAL });
    expect(signedUp.status).toBe(201);
    const naledId = signedUp.body.id;
    const sipho = new HttpSession(server.url);
    const { id: siphoId } = await sipho.signUp('erasure_sipho');

    // New contact details, and a browser subscribed to push alerts.
    const changed = await naledi.json('PUT', `/api/users/${naledId}/notifications`, { ...LATER, browserNotifications: true });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const subscribed = await naledi.json('POST', '/api/notifications/subscribe', createPushSubscriber(PUSH_ENDPOINT).target);
    expect(subscribed.status, JSON.stringify(subscribed.body)).toBe(200);

    const answered = await naledi.json('POST', '/api/answers', { questionId, optionId: 'yes' });
    expect(answered.status).toBe(201);
    const found = await sipho.json<{ users: unknown[] }>('GET', '/api/users/search?q=naledi', undefined, { 'x-min-position': answered.headers.get('x-position')! });
    expect(found.body.users).toHaveLength(1);
    // Until the deletion, the read models hold her new contact details and her browser's address, as the notifier
    // needs them, and her name as search finds it: the checks after it look for what was there.
    const heldBefore = [LATER.email, LATER.phoneNumber, PUSH_ENDPOINT, PERSONAL.name, PERSONAL.name.toLowerCase()];
    expect(filesHolding(dataDir, heldBefore)).toEqual(expect.arrayContaining(heldBefore.map((value) => expect.stringContaining(value))));
    expect((await naledi.json('POST', `/api/questions/${questionId}/comments`, { content: 'Sawubona, I think it holds' })).status).toBe(201);
    const request = await naledi.json<{ id: string }>('POST', '/api/friendships', { friendId: siphoId });
    expect(request.status).toBe(201);
    const accepted = await sipho.json('PUT', `/api/friend-requests/${request.body.id}/accept`, {});
    expect(accepted.status).toBe(200);
    const wait = { 'x-min-position': accepted.headers.get('x-position')! };
    const resultsBefore = await sipho.json('GET', `/api/questions/${questionId}/public-results`, undefined, wait);

    // Signed in on a second device too.
    const nalediPhone = new HttpSession(server.url);
    expect((await nalediPhone.json('POST', '/api/auth/login', { username: 'naledi_m', password: PASSWORD })).status).toBe(200);
    expect((await nalediPhone.json<{ id: string } | null>('GET', '/api/auth/me')).body?.id).toBe(naledId);

    // Only the owner, and only with the right password.
    expect((await sipho.json('DELETE', `/api/users/${naledId}`, { password: PASSWORD })).body).toEqual({
      error: 'You can only delete your own account',
      statusCode: 403,
    });
    expect((await admin.json('DELETE', `/api/users/${naledId}`, { password: PASSWORD })).status).toBe(403);
    expect((await naledi.json('DELETE', `/api/users/${naledId}`, { password: 'not my password' })).body).toEqual({
      error: 'That password is incorrect',
      statusCode: 401,
    });
    const deleted = await naledi.json('DELETE', `/api/users/${naledId}`, { password: PASSWORD });
    expect(deleted.status).toBe(204);
    const afterDeletion = { 'x-min-position': deleted.headers.get('x-position')! };

    // Signed out everywhere, and no way back in.
    expect((await naledi.json('GET', '/api/auth/me')).body).toBeNull();
    expect((await nalediPhone.json('GET', '/api/auth/me')).body).toBeNull();
    expect((await nalediPhone.json('POST', '/api/answers', { questionId, optionId: 'no' })).status).toBe(401);
    expect((await new HttpSession(server.url).json('POST', '/api/auth/login', { username: 'naledi_m', password: PASSWORD })).status).toBe(401);

    // Gone from search, friends and the leaderboard; her comment stays, by "Deleted user"; her answer still counts.
    expect((await admin.json<{ users: unknown[] }>('GET', '/api/users/search?q=naledi', undefined, afterDeletion)).body.users).toEqual([]);
    expect((await sipho.json<{ friends: unknown[] }>('GET', `/api/users/${siphoId}/friends`, undefined, afterDeletion)).body.friends).toEqual([]);
    const leaderboard = await sipho.json<{ entries: Array<{ userId: string }> }>('GET', '/api/leaderboard', undefined, afterDeletion);
    expect(leaderboard.body.entries.map((entry) => entry.userId)).not.toContain(naledId);
    const comments = await sipho.json<Array<{ content: string; user: { name: string } }>>('GET', `/api/questions/${questionId}/comments`, undefined, afterDeletion);
    expect(comments.body).toEqual([expect.objectContaining({ content: 'Sawubona, I think it holds', user: { id: naledId, name: 'Deleted user', username: '' } })]);
    expect((await sipho.json('GET', `/api/questions/${questionId}/public-results`, undefined, afterDeletion)).body).toEqual(resultsBefore.body);

    // An export of the log, and a replay of it, hold nothing of her in the clear either.
    const exported = await runCli(['export'], env);
    for (const value of ERASED) expect(exported.stdout.toLowerCase()).not.toContain(value.toLowerCase());
    expect((await runCli(['replay'], env)).stdout).toMatch(/Rebuilt the read models/);
    expect((await sipho.json('GET', `/api/questions/${questionId}/public-results`)).body).toEqual(resultsBefore.body);

    // Nor does any file the product keeps: the log, the read models, the sessions, the keys.
    await server.kill('SIGTERM');
    server = undefined;
    expect(filesHolding(dataDir, ERASED)).toEqual([]);
  }, 90_000);
});
