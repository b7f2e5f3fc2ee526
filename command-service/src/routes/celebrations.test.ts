import { streams } from '@iec-bets/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { asUser, positionOf, signUp, startCommandApp, type CommandTestApp, type SignedUp } from '../test-support/command-app.js';

let t: CommandTestApp;
let thandi: SignedUp;

beforeEach(async () => {
  t = await startCommandApp();
  thandi = await signUp(t.app);
});
afterEach(async () => t.close());

const seen = (sessionId: string | null, id: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/me/celebrations/${encodeURIComponent(id)}/seen`,
    ...(sessionId ? asUser(sessionId) : {}),
  });

const acknowledgements = async (userId: string) => (await t.eventStore.readStream(streams.celebrations(userId))).map((event) => event.data);

describe('POST /api/me/celebrations/{id}/seen', () => {
  it("records the acknowledgement on the user's own stream, with its position", async () => {
    const response = await seen(thandi.sessionId, 'correct_answer:q-1:17');
    expect(response.statusCode, response.body).toBe(204);
    expect(await acknowledgements(thandi.user.id)).toEqual([{ userId: thandi.user.id, celebrationId: 'correct_answer:q-1:17' }]);
    const [event] = await t.eventStore.readStream(streams.celebrations(thandi.user.id));
    expect(positionOf(response)).toBe(event!.position);
  });

  it('records a second acknowledgement of the same celebration not at all', async () => {
    await seen(thandi.sessionId, 'rank_up:3');
    const again = await seen(thandi.sessionId, 'rank_up:3');
    expect(again.statusCode).toBe(204);
    expect(again.headers['x-position']).toBeUndefined();
    expect(await acknowledgements(thandi.user.id)).toHaveLength(1);
  });

  it('refuses an id that names no celebration, saying so', async () => {
    const response = await seen(thandi.sessionId, 'jackpot:1');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'There is no such celebration' });
    expect(await acknowledgements(thandi.user.id)).toEqual([]);
  });

  it('asks a visitor to sign in', async () => {
    const response = await seen(null, 'rank_up:3');
    expect(response.statusCode).toBe(401);
  });
});
