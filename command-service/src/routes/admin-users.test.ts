import { streams } from '@iec-bets/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { asUser, positionOf, signUp, signUpAdmin, startCommandApp, type CommandTestApp, type SignedUp } from '../test-support/command-app.js';
import { CANNOT_REVOKE_OWN_RIGHTS } from './admin-users.js';

let t: CommandTestApp;
let admin: SignedUp;
let voter: SignedUp;

beforeEach(async () => {
  t = await startCommandApp();
  admin = await signUpAdmin(t);
  voter = await signUp(t.app);
});
afterEach(async () => t.close());

function setAdmin(userId: string, sessionId: string | null, payload: unknown = { isAdmin: true }) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/admin/users/${userId}/admin`,
    payload: payload as object,
    ...(sessionId ? asUser(sessionId) : {}),
  });
}

async function lastEventOf(userId: string) {
  return (await t.eventStore.readStream(streams.user(userId))).at(-1);
}

describe('PUT /api/admin/users/{id}/admin', () => {
  it('grants admin rights, recording the acting admin', async () => {
    const response = await setAdmin(voter.user.id, admin.sessionId, { isAdmin: true });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ id: voter.user.id, isAdmin: true });
    const event = await lastEventOf(voter.user.id);
    expect(event).toMatchObject({ type: 'AdminGranted', data: { userId: voter.user.id }, metadata: { actorId: admin.user.id } });
    expect(positionOf(response)).toBe(event!.position);
  });

  it('revokes the rights of another admin, who then may no longer use admin routes', async () => {
    await setAdmin(voter.user.id, admin.sessionId, { isAdmin: true });
    const response = await setAdmin(voter.user.id, admin.sessionId, { isAdmin: false });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ id: voter.user.id, isAdmin: false });
    expect(await lastEventOf(voter.user.id)).toMatchObject({ type: 'AdminRevoked', metadata: { actorId: admin.user.id } });
    expect((await setAdmin(admin.user.id, voter.sessionId, { isAdmin: true })).statusCode).toBe(403);
  });

  it('refuses an admin revoking their own rights with 409, and writes nothing', async () => {
    const head = await t.eventStore.headPosition();
    const response = await setAdmin(admin.user.id, admin.sessionId, { isAdmin: false });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe(CANNOT_REVOKE_OWN_RIGHTS);
    expect(await t.eventStore.headPosition()).toBe(head);
  });

  it('answers 409 when the user already has (or lacks) the rights asked for', async () => {
    expect((await setAdmin(voter.user.id, admin.sessionId, { isAdmin: false })).json().error).toMatch(/is not an admin/);
    const again = await setAdmin(admin.user.id, admin.sessionId, { isAdmin: true });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatch(/is already an admin/);
  });

  it('answers 404 for an unknown user', async () => {
    const response = await setAdmin('no-such-user', admin.sessionId, { isAdmin: true });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('We could not find that user');
  });

  it('answers 401 to a visitor and 403 to a non-admin, whatever the body', async () => {
    expect((await setAdmin(voter.user.id, null)).statusCode).toBe(401);
    expect((await setAdmin(voter.user.id, voter.sessionId)).statusCode).toBe(403);
    expect((await setAdmin(voter.user.id, voter.sessionId, [1, 2])).statusCode).toBe(403);
    expect(await lastEventOf(voter.user.id)).toMatchObject({ type: 'UserRegistered' });
  });

  it('answers 400 with a clear message when isAdmin is missing or not a boolean', async () => {
    const missing = await setAdmin(voter.user.id, admin.sessionId, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('isAdmin is required');
    const wrong = await setAdmin(voter.user.id, admin.sessionId, { isAdmin: 'yes' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('isAdmin must be true or false');
  });
});
