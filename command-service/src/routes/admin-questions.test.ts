import { dayNumber, streams } from '@iec-bets/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { revokeAdmin } from '../admin/admin-rights.js';
import {
  asUser,
  draftQuestion,
  positionOf,
  publishedQuestion,
  questionPayload,
  signUp,
  signUpAdmin,
  startCommandApp,
  type CommandTestApp,
  type SignedUp,
} from '../test-support/command-app.js';

let t: CommandTestApp;
let admin: SignedUp;

beforeEach(async () => {
  t = await startCommandApp();
  admin = await signUpAdmin(t);
});
afterEach(async () => t.close());

const resolveBody = { correctOptionId: 'yes', resolutionSummary: 'Turnout was 62%.', resolutionProofUrl: 'https://elections.org.za/results' };

function send(method: 'POST' | 'PUT' | 'DELETE', url: string, sessionId: string | null, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    ...(sessionId ? asUser(sessionId) : {}),
  });
}

const lifecycle = [
  ['POST', '/publish'],
  ['PUT', '/resolve'],
  ['PUT', '/archive'],
  ['DELETE', ''],
] as const;

describe('admin question commands', () => {
  it('drafts a question and answers 201 with its id', async () => {
    const response = await send('POST', '/api/admin/questions', admin.sessionId, {
      ...questionPayload,
      date: '2024-05-29T13:00:00+02:00',
    });
    expect(response.statusCode).toBe(201);
    const { id } = response.json();
    expect(response.json()).toEqual({ id: expect.any(String) });
    const [drafted] = await t.eventStore.readStream(streams.question(id));
    expect(drafted).toMatchObject({
      type: 'QuestionDrafted',
      data: { questionId: id, text: questionPayload.text, context: questionPayload.context, date: '2024-05-29T11:00:00.000Z' },
      metadata: { actorId: admin.user.id },
    });
    expect(positionOf(response)).toBe(drafted!.position);
  });

  it('takes a question through publish, resolve, archive and delete, each 200 with a later position', async () => {
    const id = await draftQuestion(t, admin.sessionId);
    const positions: number[] = [];
    for (const [method, suffix] of lifecycle) {
      const response = await send(method, `/api/admin/questions/${id}${suffix}`, admin.sessionId, suffix === '/resolve' ? resolveBody : undefined);
      expect(response.statusCode, `${method} ${suffix}: ${response.body}`).toBe(200);
      expect(response.json()).toEqual({ id });
      positions.push(positionOf(response));
    }
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(new Set(positions).size).toBe(positions.length);
    const history = await t.eventStore.readStream(streams.question(id));
    expect(history.map((event) => event.type)).toEqual([
      'QuestionDrafted',
      'QuestionPublished',
      'QuestionResolved',
      'QuestionArchived',
      'QuestionDeleted',
    ]);
    expect(history[2]!.data).toEqual({ questionId: id, ...resolveBody });
  });

  it('edits a draft with its whole new content, 200 with the position, and refuses once it is published with 409', async () => {
    const id = await draftQuestion(t, admin.sessionId);
    const edit = { ...questionPayload, text: 'Will turnout exceed 65%', context: null, date: '2024-05-30T13:00:00+02:00' };

    const response = await send('PUT', `/api/admin/questions/${id}`, admin.sessionId, edit);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ id });
    const [, edited] = await t.eventStore.readStream(streams.question(id));
    expect(edited).toMatchObject({
      type: 'QuestionDraftEdited',
      data: { questionId: id, text: 'Will turnout exceed 65%', context: null, date: '2024-05-30T11:00:00.000Z' },
      metadata: { actorId: admin.user.id },
    });
    expect(positionOf(response)).toBe(edited!.position);

    // The same content again: nothing to record.
    expect((await send('PUT', `/api/admin/questions/${id}`, admin.sessionId, edit)).statusCode).toBe(200);
    expect(await t.eventStore.readStream(streams.question(id))).toHaveLength(2);

    expect((await send('POST', `/api/admin/questions/${id}/publish`, admin.sessionId)).statusCode).toBe(200);
    const late = await send('PUT', `/api/admin/questions/${id}`, admin.sessionId, { ...edit, text: 'Too late' });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe('Only a draft can be edited: this question is already published');
    // What players read stays what was published.
    expect((await t.eventStore.readStream(streams.question(id))).map((event) => event.type)).toEqual([
      'QuestionDrafted',
      'QuestionDraftEdited',
      'QuestionPublished',
    ]);
  });

  it("drafts a question dated on the game's first day, South African time: its Day 0", async () => {
    const date = '2024-03-01T00:00:00+02:00';
    expect(dayNumber(date)).toBe(0);
    const response = await send('POST', '/api/admin/questions', admin.sessionId, { ...questionPayload, date });
    expect(response.statusCode, response.body).toBe(201);
  });

  it('accepts a resolution without a proof link', async () => {
    const id = await publishedQuestion(t, admin.sessionId);
    const response = await send('PUT', `/api/admin/questions/${id}/resolve`, admin.sessionId, {
      correctOptionId: 'no',
      resolutionSummary: 'It did not.',
      resolutionProofUrl: '',
    });
    expect(response.statusCode).toBe(200);
    const history = await t.eventStore.readStream(streams.question(id));
    expect(history.at(-1)?.data).toMatchObject({ resolutionProofUrl: null });
  });

  it.each([
    ['publishing twice', ['publish'], 'POST', '/publish', 'This question is already published'],
    ['resolving a draft', [], 'PUT', '/resolve', 'Only a published question can be resolved'],
    ['resolving twice', ['publish', 'resolve'], 'PUT', '/resolve', 'This question is already resolved'],
    ['resolving an archived question', ['publish', 'archive'], 'PUT', '/resolve', 'An archived question cannot be resolved'],
    ['archiving twice', ['archive'], 'PUT', '/archive', 'This question is already archived'],
    ['publishing an archived draft', ['archive'], 'POST', '/publish', 'An archived question cannot be published'],
  ] as const)('refuses %s with 409', async (_, steps, method, suffix, message) => {
    const id = await draftQuestion(t, admin.sessionId);
    for (const step of steps) {
      const [stepMethod, stepSuffix] = lifecycle.find(([, s]) => s === `/${step}`)!;
      const done = await send(stepMethod, `/api/admin/questions/${id}${stepSuffix}`, admin.sessionId, step === 'resolve' ? resolveBody : undefined);
      expect(done.statusCode).toBe(200);
    }
    const head = await t.eventStore.headPosition();
    const response = await send(method, `/api/admin/questions/${id}${suffix}`, admin.sessionId, suffix === '/resolve' ? resolveBody : undefined);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: message, statusCode: 409 });
    expect(response.headers['x-position']).toBeUndefined();
    expect(await t.eventStore.headPosition()).toBe(head);
  });

  it('refuses a correct option the question does not have with 400', async () => {
    const id = await publishedQuestion(t, admin.sessionId);
    const response = await send('PUT', `/api/admin/questions/${id}/resolve`, admin.sessionId, { ...resolveBody, correctOptionId: 'maybe' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("The correct option must be one of the question's options");
  });

  it.each(lifecycle)('answers %s on an unknown question with 404', async (method, suffix) => {
    const response = await send(method, `/api/admin/questions/no-such-question${suffix}`, admin.sessionId, suffix === '/resolve' ? resolveBody : undefined);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'We could not find that question', statusCode: 404 });
  });

  it.each(lifecycle)('a deleted question accepts nothing more: %s is 404', async (method, suffix) => {
    const id = await publishedQuestion(t, admin.sessionId);
    expect((await send('DELETE', `/api/admin/questions/${id}`, admin.sessionId)).statusCode).toBe(200);
    const response = await send(method, `/api/admin/questions/${id}${suffix}`, admin.sessionId, suffix === '/resolve' ? resolveBody : undefined);
    expect(response.statusCode).toBe(404);
  });
});

describe('a question published ahead of its day', () => {
  it('cannot be resolved before South African midnight opens it, and can be from then', async () => {
    // questionPayload is dated 29 May 2024, whose South African day begins at 22:00 UTC on the 28th.
    let now = new Date('2024-05-28T21:30:00.000Z');
    const early = await startCommandApp({ clock: () => now });
    try {
      const earlyAdmin = await signUpAdmin(early);
      const id = await publishedQuestion(early, earlyAdmin.sessionId);
      const head = await early.eventStore.headPosition();
      const refused = await early.app.inject({
        method: 'PUT',
        url: `/api/admin/questions/${id}/resolve`,
        payload: resolveBody,
        ...asUser(earlyAdmin.sessionId),
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        error: 'This question has not opened yet: it can be resolved from the day it opens',
        statusCode: 409,
      });
      expect(await early.eventStore.headPosition()).toBe(head);

      now = new Date('2024-05-28T22:00:00.000Z');
      const accepted = await early.app.inject({
        method: 'PUT',
        url: `/api/admin/questions/${id}/resolve`,
        payload: resolveBody,
        ...asUser(earlyAdmin.sessionId),
      });
      expect(accepted.statusCode, accepted.body).toBe(200);
    } finally {
      await early.close();
    }
  });
});

describe('admin question validation', () => {
  it.each([
    ['text', 'Please fill in all required fields'],
    ['date', 'Please fill in all required fields'],
    ['options', 'Please fill in all required fields'],
  ])('answers a question without %s with 400 "%s"', async (field, message) => {
    const body: Record<string, unknown> = { ...questionPayload };
    delete body[field];
    const response = await send('POST', '/api/admin/questions', admin.sessionId, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message, statusCode: 400 });
  });

  it.each([
    [{ text: '  ' }, 'Please fill in all required fields'],
    [{ date: 'tomorrow' }, 'Please fill in all required fields'],
    [{ date: 1717000000 }, 'Please fill in all required fields'],
    // In the year 10000 once its offset is applied: a 500 from the log's own check, before.
    [{ date: '9999-12-31T23:00:00-05:00' }, 'Please fill in all required fields'],
    [{ options: [{ id: 'yes', text: 'Yes' }, { id: 'no', text: '' }] }, 'Please fill in all required fields'],
    [{ date: '1999-12-03T13:00:00.000Z' }, 'A question cannot be dated before 1 March 2024, Day 0 of the game'],
    // 23:59 on 29 February 2024 in South Africa, a minute before Day 0.
    [{ date: '2024-02-29T21:59:00.000Z' }, 'A question cannot be dated before 1 March 2024, Day 0 of the game'],
    [{ options: [{ id: 'yes', text: 'Yes' }] }, 'A question has exactly two options: yes and no'],
    [{ options: [{ id: 'no', text: 'No' }, { id: 'yes', text: 'Yes' }] }, 'A question has exactly two options: yes and no'],
    [{ text: ['a'] }, 'Please fill in all required fields'],
    [{ options: [{ id: 'yes', text: 'Yes' }, { id: 'maybe', text: 'Maybe' }] }, 'A question has exactly two options: yes and no'],
    [{ options: [{ id: 'yes', text: 'Yes' }, { id: 'no', text: 'N'.repeat(101) }] }, 'An option must be at most 100 characters'],
    [{ context: 42 }, 'Context must be text'],
    [{ options: [{ id: 'yes', text: 'Yes' }, { id: 'no', text: ' yes' }] }, 'The two options must differ'],
  ])('refuses %j with 400', async (overrides, message) => {
    const response = await send('POST', '/api/admin/questions', admin.sessionId, { ...questionPayload, ...overrides });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
    // An edit takes the same content by the same rules.
    const id = await draftQuestion(t, admin.sessionId);
    const edit = await send('PUT', `/api/admin/questions/${id}`, admin.sessionId, { ...questionPayload, ...overrides });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().error).toBe(message);
  });

  it.each([
    [{ resolutionSummary: 'x' }, 'Please choose the correct option'],
    [{ correctOptionId: 'yes' }, 'Please write a resolution summary'],
    [{ correctOptionId: 'yes', resolutionSummary: '   ' }, 'Please write a resolution summary'],
    [{ correctOptionId: 'yes', resolutionSummary: 'x', resolutionProofUrl: 'javascript:alert(1)' }, 'The proof link must be a web address starting with http:// or https://'],
    [{ correctOptionId: 'yes', resolutionSummary: 'x', resolutionProofUrl: 42 }, 'The proof link must be a web address starting with http:// or https://'],
    [{ correctOptionId: true, resolutionSummary: 'x' }, 'Please choose the correct option'],
  ])('refuses a resolution %j with 400', async (body, message) => {
    const id = await publishedQuestion(t, admin.sessionId);
    const response = await send('PUT', `/api/admin/questions/${id}/resolve`, admin.sessionId, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
  });
});

describe('admin rights', () => {
  const everyRoute: Array<[method: 'POST' | 'PUT' | 'DELETE', url: string]> = [
    ['POST', '/api/admin/questions'],
    ...lifecycle.map(([method, suffix]): ['POST' | 'PUT' | 'DELETE', string] => [method, `/api/admin/questions/some-id${suffix}`]),
  ];

  it.each(everyRoute)('%s %s needs a session: 401', async (method, url) => {
    const response = await send(method, url, null, {});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Please sign in first', statusCode: 401 });
  });

  it.each(everyRoute)('%s %s is for admins only: 403', async (method, url) => {
    const voter = await signUp(t.app);
    const response = await send(method, url, voter.sessionId, {});
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'Admins only', statusCode: 403 });
  });

  it('does not trust a client that claims to be an admin', async () => {
    const voter = await signUp(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/questions',
      payload: { ...questionPayload, isAdmin: true, userId: admin.user.id },
      headers: { authorization: `Bearer ${admin.user.id}` },
      ...asUser(voter.sessionId),
    });
    expect(response.statusCode).toBe(403);
  });

  it('checks the right on every command: a revocation takes effect at once', async () => {
    const id = await draftQuestion(t, admin.sessionId);
    await revokeAdmin(t.eventStore, admin.user.username);
    const response = await send('POST', `/api/admin/questions/${id}/publish`, admin.sessionId);
    expect(response.statusCode).toBe(403);
  });
});

describe('cross-site requests', () => {
  it('refuses an admin command sent from another site', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/questions',
      payload: questionPayload,
      headers: { origin: 'https://evil.example', host: 'iecbets.example' },
      ...asUser(admin.sessionId),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('Cross-site request refused');
    expect(await t.eventStore.readAll({ after: 0, limit: 100 })).not.toContainEqual(
      expect.objectContaining({ type: 'QuestionDrafted' }),
    );
  });

  it('accepts the same command from the site itself', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/questions',
      payload: questionPayload,
      headers: { origin: 'http://iecbets.example', host: 'iecbets.example' },
      ...asUser(admin.sessionId),
    });
    expect(response.statusCode).toBe(201);
  });
});
