import { streams } from '@iec-bets/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  asUser,
  positionOf,
  signUp,
  signUpAdmin,
  startCommandApp,
  type CommandTestApp,
  type SignedUp,
} from '../test-support/command-app.js';

let t: CommandTestApp;
let admin: SignedUp;
let author: SignedUp;
const NOW = '2026-11-23T09:00:00.000Z';

async function start(options: Parameters<typeof startCommandApp>[0] = {}) {
  t = await startCommandApp({ clock: () => new Date(NOW), ...options });
  admin = await signUpAdmin(t);
  author = await signUp(t.app);
}
afterEach(async () => t.close());

function send(method: 'POST' | 'PUT' | 'DELETE', url: string, sessionId: string | null, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    ...(sessionId ? asUser(sessionId) : {}),
  });
}

const suggest = (sessionId: string | null, payload: unknown) => send('POST', '/api/question-suggestions', sessionId, payload);
const title = 'Will the ANC win more than 40% in 2029?';

async function suggested(): Promise<string> {
  const response = await suggest(author.sessionId, { title });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

describe('POST /api/question-suggestions', () => {
  beforeEach(async () => start());

  it('records the trimmed suggestion for the signed-in user and answers 201 with it', async () => {
    const response = await suggest(author.sessionId, { title: `  ${title}  `, description: '  Polls say 38%.  ' });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      id: expect.any(String),
      title,
      description: 'Polls say 38%.',
      status: 'pending',
      adminNotes: null,
      createdAt: NOW,
      updatedAt: NOW,
      user: { id: author.user.id, name: author.user.name, username: author.user.username },
    });
    const [event] = await t.eventStore.readStream(streams.suggestion(body.id));
    expect(event).toMatchObject({
      type: 'QuestionSuggested',
      data: { suggestionId: body.id, userId: author.user.id, title, description: 'Polls say 38%.' },
      metadata: { actorId: author.user.id, occurredAt: NOW },
    });
    expect(positionOf(response)).toBe(event!.position);
  });

  it('takes a blank or missing description as none', async () => {
    for (const payload of [{ title }, { title, description: '   ' }, { title, description: null }]) {
      const response = await suggest(author.sessionId, payload);
      expect(response.statusCode).toBe(201);
      expect(response.json().description).toBeNull();
    }
  });

  it('accepts titles of exactly 10 and 200 characters', async () => {
    for (const exact of ['x'.repeat(10), 'y'.repeat(200)]) {
      expect((await suggest(author.sessionId, { title: exact })).statusCode).toBe(201);
    }
  });

  it.each([
    ['a missing title', {}, 'Question must be at least 10 characters'],
    ['a null title', { title: null }, 'Question must be at least 10 characters'],
    ['a title that is not text', { title: 12345678901 }, 'Question must be at least 10 characters'],
    ['a short title', { title: 'Too short' }, 'Question must be at least 10 characters'],
    ['a title short once trimmed', { title: '    short     ' }, 'Question must be at least 10 characters'],
    ['a long title', { title: 'x'.repeat(201) }, 'Question must be less than 200 characters'],
    ['a long description', { title, description: 'd'.repeat(2001) }, 'Description must be at most 2000 characters'],
    ['a description that is not text', { title, description: 42 }, 'Description must be text'],
  ])('refuses %s with 400 and the message, writing nothing', async (_, payload, message) => {
    const head = await t.eventStore.headPosition();
    const response = await suggest(author.sessionId, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message, statusCode: 400 });
    expect(await t.eventStore.headPosition()).toBe(head);
  });

  it('needs a signed-in user: 401, even with a valid body', async () => {
    const head = await t.eventStore.headPosition();
    const response = await suggest(null, { title });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Please sign in first', statusCode: 401 });
    expect(await t.eventStore.headPosition()).toBe(head);
  });

  it('takes the author from the session: a body naming someone else is refused, one naming the author is taken', async () => {
    const head = await t.eventStore.headPosition();
    const asSomeoneElse = await suggest(author.sessionId, { title, userId: admin.user.id });
    expect(asSomeoneElse.statusCode).toBe(403);
    expect(asSomeoneElse.json()).toEqual({ error: 'You can only do this for your own account', statusCode: 403 });
    expect(await t.eventStore.headPosition()).toBe(head);
    const asThemselves = await suggest(author.sessionId, { title, userId: author.user.id });
    expect(asThemselves.statusCode).toBe(201);
    expect(asThemselves.json().user.id).toBe(author.user.id);
  });
});

describe('suggestion rate limit', () => {
  it('limits suggestions per user per hour, not per address', async () => {
    await start({ rateLimits: { suggestionsPerHour: 2 } });
    expect((await suggest(author.sessionId, { title })).statusCode).toBe(201);
    expect((await suggest(author.sessionId, { title })).statusCode).toBe(201);
    const head = await t.eventStore.headPosition();
    const limited = await suggest(author.sessionId, { title });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: 'Too many attempts. Please wait 1 hour and try again.', statusCode: 429 });
    expect(await t.eventStore.headPosition()).toBe(head);
    // Same address, another user: a budget of their own.
    const other = await signUp(t.app);
    expect((await suggest(other.sessionId, { title })).statusCode).toBe(201);
  });
});

describe('PUT /api/question-suggestions/{id}', () => {
  beforeEach(async () => start());

  it('records the review by the admin and answers 200 with the new status and notes', async () => {
    const id = await suggested();
    const response = await send('PUT', `/api/question-suggestions/${id}`, admin.sessionId, { status: 'approved', adminNotes: '  Scheduled for Friday ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id, status: 'approved', adminNotes: 'Scheduled for Friday' });
    const history = await t.eventStore.readStream(streams.suggestion(id));
    expect(history.at(-1)).toMatchObject({
      type: 'SuggestionReviewed',
      data: { suggestionId: id, status: 'approved', adminNotes: 'Scheduled for Friday' },
      metadata: { actorId: admin.user.id },
    });
    expect(positionOf(response)).toBe(history.at(-1)!.position);
  });

  it.each(['pending', 'approved', 'rejected', 'used'])('sets the status %s, from any other', async (status) => {
    const id = await suggested();
    const other = status === 'used' ? 'approved' : 'used';
    expect((await send('PUT', `/api/question-suggestions/${id}`, admin.sessionId, { status: other })).statusCode).toBe(200);
    const response = await send('PUT', `/api/question-suggestions/${id}`, admin.sessionId, { status, adminNotes: '' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id, status, adminNotes: null });
    const history = await t.eventStore.readStream(streams.suggestion(id));
    expect(history.at(-1)!.data).toEqual({ suggestionId: id, status, adminNotes: null });
  });

  it('answers a review that changes nothing with 200 and writes nothing', async () => {
    const id = await suggested();
    await send('PUT', `/api/question-suggestions/${id}`, admin.sessionId, { status: 'rejected', adminNotes: 'Duplicate' });
    const head = await t.eventStore.headPosition();
    const response = await send('PUT', `/api/question-suggestions/${id}`, admin.sessionId, { status: 'rejected', adminNotes: 'Duplicate' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-position']).toBeUndefined();
    expect(await t.eventStore.headPosition()).toBe(head);
  });

  it.each([
    ['no status', {}, 'Please select a status'],
    ['an empty status', { status: '' }, 'Please select a status'],
    ['a status of spaces only', { status: '   ' }, 'Please select a status'],
    ['a status that is not text', { status: 2 }, 'Please select a status'],
    ['an unknown status', { status: 'done' }, 'Status must be one of pending, approved, rejected, used'],
    ['long notes', { status: 'approved', adminNotes: 'n'.repeat(2001) }, 'Admin notes must be at most 2000 characters'],
  ])('refuses %s with 400', async (_, payload, message) => {
    const id = await suggested();
    const head = await t.eventStore.headPosition();
    const response = await send('PUT', `/api/question-suggestions/${id}`, admin.sessionId, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message, statusCode: 400 });
    expect(await t.eventStore.headPosition()).toBe(head);
  });

  it('answers an unknown suggestion with 404', async () => {
    const response = await send('PUT', '/api/question-suggestions/no-such-suggestion', admin.sessionId, { status: 'approved' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'We could not find that suggestion', statusCode: 404 });
  });
});

describe('DELETE /api/question-suggestions/{id}', () => {
  beforeEach(async () => start());

  it('deletes the suggestion; afterwards it is not found', async () => {
    const id = await suggested();
    const response = await send('DELETE', `/api/question-suggestions/${id}`, admin.sessionId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id });
    const history = await t.eventStore.readStream(streams.suggestion(id));
    expect(history.at(-1)).toMatchObject({ type: 'SuggestionDeleted', metadata: { actorId: admin.user.id } });
    expect(positionOf(response)).toBe(history.at(-1)!.position);
    expect((await send('DELETE', `/api/question-suggestions/${id}`, admin.sessionId)).statusCode).toBe(404);
    expect((await send('PUT', `/api/question-suggestions/${id}`, admin.sessionId, { status: 'used' })).statusCode).toBe(404);
  });

  it('answers an unknown suggestion with 404', async () => {
    const response = await send('DELETE', '/api/question-suggestions/no-such-suggestion', admin.sessionId);
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('We could not find that suggestion');
  });
});

describe('suggestion review rights', () => {
  beforeEach(async () => start());

  const adminCalls = [
    ['PUT', { status: 'approved' }],
    ['DELETE', undefined],
  ] as const;

  it.each(adminCalls)('%s needs a signed-in user: 401', async (method, payload) => {
    const id = await suggested();
    const head = await t.eventStore.headPosition();
    const response = await send(method, `/api/question-suggestions/${id}`, null, payload);
    expect(response.statusCode).toBe(401);
    expect(await t.eventStore.headPosition()).toBe(head);
  });

  it.each(adminCalls)('%s is for admins only, the author included: 403, even with a bad body', async (method, payload) => {
    const id = await suggested();
    const head = await t.eventStore.headPosition();
    for (const body of [payload, { status: 'nonsense' }]) {
      const response = await send(method, `/api/question-suggestions/${id}`, author.sessionId, body);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: 'Admins only', statusCode: 403 });
    }
    expect(await t.eventStore.headPosition()).toBe(head);
  });
});
