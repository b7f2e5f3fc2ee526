import { apiRoutes } from '@iec-bets/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AllRoutesApp, startAllRoutesApp } from '../test-support/all-routes-app.js';

/**
 * The acting user comes from the session: a body that names another user as `userId` is refused with a 403 on every
 * signed-in route that takes a body, whether or not its schema declares the field, and nothing is written.
 */
let running: AllRoutesApp;

beforeAll(async () => {
  running = await startAllRoutesApp();
});
afterAll(async () => running.close());

async function signUp(username: string) {
  const response = await running.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { username, password: 'long-enough-password', name: username },
  });
  expect(response.statusCode).toBe(201);
  return { userId: response.json().id as string, cookie: String(response.headers['set-cookie']).split(';')[0]! };
}

const signedInWithBody = apiRoutes.filter((route) => route.access === 'signed-in' && route.schema.body);

describe('a body that names a user', () => {
  it('is refused with a 403 on every signed-in route when it names someone else, before anything is written', async () => {
    const [sender, other] = [await signUp('sender_of_body'), await signUp('named_in_body')];
    expect(other.userId).toMatch(/.+/);
    expect(signedInWithBody.length).toBeGreaterThan(10);
    const headBefore = await running.eventStore.headPosition();
    for (const route of signedInWithBody) {
      const response = await running.app.inject({
        method: route.method,
        url: route.url.replace(/:(\w+)/g, 'x-$1'),
        headers: { cookie: sender.cookie },
        payload: { userId: other.userId, content: 'Filed as someone else?', title: 'A title', description: 'A description' },
      });
      expect(response.statusCode, `${route.method} ${route.url}: ${response.body}`).toBe(403);
      expect(response.json().error, `${route.method} ${route.url}`).toBe('You can only do this for your own account');
    }
    expect(await running.eventStore.headPosition()).toBe(headBefore);
  });

  it("is taken when it names the sender, as by a client that sends its own id", async () => {
    const sender = await signUp('names_itself');
    const suggestion = await running.app.inject({
      method: 'POST',
      url: '/api/question-suggestions',
      headers: { cookie: sender.cookie },
      payload: { userId: sender.userId, title: 'Will the by-election be held in March', description: 'Named in my own body' },
    });
    expect(suggestion.statusCode, suggestion.body).toBe(201);
  });
});
