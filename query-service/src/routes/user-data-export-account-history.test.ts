import { streams } from '@iec-bets/contracts';
import { events } from '@iec-bets/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { type QueryFixture, startQueryFixture } from '../test-support/query-fixture.js';

let fx: QueryFixture;
afterEach(async () => fx?.close());

describe('GET /api/users/{id}/export after a password change', () => {
  it('says when the password was changed, and holds neither the old hash nor the new one', async () => {
    fx = await startQueryFixture({ now: new Date('2026-11-20T08:00:00Z') });
    const naledi = await fx.signUp('naledi');
    const newHash = 'scrypt$16384$8$1$bmV3U2FsdA$bmV3SGFzaA';
    await fx.append(streams.user(naledi.userId), [events.passwordChanged(naledi.userId, newHash)], naledi.userId);

    const response = await fx.get(`/api/users/${naledi.userId}/export`, naledi.cookie);

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().account).toMatchObject({ id: naledi.userId, username: 'naledi' });
    const history = response.json<{ accountHistory: Array<{ change: string }> }>().accountHistory;
    expect(history.at(-1)).toEqual({ at: '2026-11-20T08:00:00.000Z', change: 'password changed' });
    expect(response.body).not.toMatch(/passwordHash|scrypt|bmV3SGFzaA/);
  });
});

describe('GET /api/users/{id}/export after an email address was confirmed', () => {
  it('says when, after the address it confirmed, and shows the account as confirmed', async () => {
    fx = await startQueryFixture({ now: new Date('2026-11-20T08:00:00Z') });
    const naledi = await fx.signUp('naledi');
    await fx.append(streams.user(naledi.userId), [events.emailAddressConfirmed(naledi.userId)], naledi.userId);

    const response = await fx.get(`/api/users/${naledi.userId}/export`, naledi.cookie);

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().account).toMatchObject({ email: 'naledi@example.org', emailConfirmed: true });
    const history = response.json<{ accountHistory: Array<{ change: string; email?: string }> }>().accountHistory;
    expect(history.map((entry) => entry.change)).toEqual(['signed up', 'email address confirmed']);
    expect(history[0]).toMatchObject({ email: 'naledi@example.org' });
    expect(history[1]).toEqual({ at: '2026-11-20T08:00:00.000Z', change: 'email address confirmed' });
  });
});
