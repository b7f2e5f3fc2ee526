import { streams } from '@iec-bets/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signUp, startCommandApp, type CommandTestApp } from '../test-support/command-app.js';
import { grantAdmin, revokeAdmin, UnknownUsernameError } from './admin-rights.js';

let t: CommandTestApp;
beforeEach(async () => {
  t = await startCommandApp();
});
afterEach(async () => t.close());

describe('granting and revoking admin rights from the command line', () => {
  it('grants by username in any letter case, as the operator', async () => {
    const { user } = await signUp(t.app, 'Zanele');
    const result = await grantAdmin(t.eventStore, 'ZANELE');
    expect(result).toEqual({ userId: user.id, position: await t.eventStore.headPosition() });
    const history = await t.eventStore.readStream(streams.user(user.id));
    expect(history.at(-1)).toMatchObject({
      type: 'AdminGranted',
      data: { userId: user.id },
      position: result.position,
      metadata: { actorId: null, causationId: null },
    });
  });

  it('keeps the metadata the caller gives', async () => {
    await signUp(t.app, 'Pieter');
    const { position } = await grantAdmin(t.eventStore, 'pieter', {
      correlationId: 'cli-run-7',
      occurredAt: '2024-06-01T09:00:00.000Z',
    });
    const [event] = await t.eventStore.readAll({ after: position - 1, limit: 1 });
    expect(event?.metadata).toMatchObject({ actorId: null, correlationId: 'cli-run-7', occurredAt: '2024-06-01T09:00:00.000Z' });
  });

  it('revokes', async () => {
    const { user } = await signUp(t.app, 'Karabo');
    await grantAdmin(t.eventStore, 'Karabo');
    const result = await revokeAdmin(t.eventStore, 'karabo');
    expect(result.userId).toBe(user.id);
    const history = await t.eventStore.readStream(streams.user(user.id));
    expect(history.map((event) => event.type)).toEqual(['UserRegistered', 'AdminGranted', 'AdminRevoked']);
  });

  it('says clearly when no one has that username', async () => {
    await expect(grantAdmin(t.eventStore, 'ghost')).rejects.toThrow(UnknownUsernameError);
    await expect(revokeAdmin(t.eventStore, 'ghost')).rejects.toThrow('No user is registered under the username "ghost"');
  });

  it('says clearly when there is nothing to change', async () => {
    await signUp(t.app, 'Mpho');
    await expect(revokeAdmin(t.eventStore, 'Mpho')).rejects.toThrow('Mpho is not an admin');
    await grantAdmin(t.eventStore, 'Mpho');
    await expect(grantAdmin(t.eventStore, 'mpho')).rejects.toThrow('Mpho is already an admin');
  });
});
