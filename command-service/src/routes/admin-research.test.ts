import { streams, TAG_RULE } from '@iec-bets/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asUser,
  draftQuestion,
  positionOf,
  signUp,
  signUpAdmin,
  startCommandApp,
  type CommandTestApp,
  type SignedUp,
} from '../test-support/command-app.js';

let t: CommandTestApp;
let admin: SignedUp;
let voter: SignedUp;

beforeAll(async () => {
  t = await startCommandApp();
  admin = await signUpAdmin(t);
  voter = await signUp(t.app);
});
afterAll(async () => t.close());

function send(method: 'POST' | 'PUT' | 'DELETE', url: string, sessionId: string | null, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    ...(sessionId ? asUser(sessionId) : {}),
  });
}

const officialBody = {
  name: 'Demo Official',
  title: 'Minister of Home Affairs',
  bio: 'Demo profile for testing.',
  avatar: 'https://example.org/avatar.png',
  tags: ['Home Affairs', ' elections '],
};

const predictionBody = {
  statement: 'Demo: a fictional columnist expects a close race.',
  prediction: 'No party passes 50%',
  confidence: 65,
  sourceTitle: 'Demo source (fictional)',
  sourceDate: '2026-11-20',
  sourceUrl: 'https://example.org/demo/close-race',
  tags: ['Coalitions'],
};

async function expectError(responsePromise: ReturnType<typeof send>, status: number, message?: string) {
  const response = await responsePromise;
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toEqual({ error: message ?? expect.any(String), statusCode: status });
}

describe('PUT /api/admin/questions/{id}/tags', () => {
  it('records the normalised tags on the question stream, with the admin as actor', async () => {
    const id = await draftQuestion(t, admin.sessionId);
    const response = await send('PUT', `/api/admin/questions/${id}/tags`, admin.sessionId, {
      tags: ['  Local   Elections ', 'IEC', 'local elections', 'voter-roll'],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ id, tags: ['local elections', 'iec', 'voter-roll'] });
    const last = (await t.eventStore.readStream(streams.question(id))).at(-1);
    expect(last).toMatchObject({
      type: 'QuestionTagsChanged',
      data: { questionId: id, tags: ['local elections', 'iec', 'voter-roll'] },
      metadata: { actorId: admin.user.id },
    });
    expect(positionOf(response)).toBe(last!.position);
  });

  it('writes nothing and sends no position when the tags are unchanged', async () => {
    const id = await draftQuestion(t, admin.sessionId);
    await send('PUT', `/api/admin/questions/${id}/tags`, admin.sessionId, { tags: ['turnout'] });
    const head = await t.eventStore.headPosition();
    const again = await send('PUT', `/api/admin/questions/${id}/tags`, admin.sessionId, { tags: ['Turnout'] });
    expect(again.statusCode).toBe(200);
    expect(again.headers['x-position']).toBeUndefined();
    expect(await t.eventStore.headPosition()).toBe(head);
  });

  it.each([
    [{ tags: ['fine', 'not/allowed'] }, TAG_RULE],
    [{ tags: ['   '] }, TAG_RULE],
    [{ tags: ['x'.repeat(41)] }, TAG_RULE],
    [{ tags: 'turnout' }, 'tags must be a list of tags'],
    [{}, 'tags must be a list of tags'],
    [{ tags: Array.from({ length: 21 }, (_, i) => `tag ${i}`) }, 'At most 20 tags'],
  ])('refuses %j with 400 and says why', async (body, message) => {
    const id = await draftQuestion(t, admin.sessionId);
    const head = await t.eventStore.headPosition();
    await expectError(send('PUT', `/api/admin/questions/${id}/tags`, admin.sessionId, body), 400, message);
    expect(await t.eventStore.headPosition()).toBe(head);
  });

  it('is 404 for a question that does not exist or was deleted', async () => {
    await expectError(send('PUT', '/api/admin/questions/no-such-question/tags', admin.sessionId, { tags: ['x'] }), 404, 'We could not find that question');
    const id = await draftQuestion(t, admin.sessionId);
    expect((await send('DELETE', `/api/admin/questions/${id}`, admin.sessionId)).statusCode).toBe(200);
    await expectError(send('PUT', `/api/admin/questions/${id}/tags`, admin.sessionId, { tags: ['x'] }), 404, 'We could not find that question');
  });
});

describe('officials', () => {
  it('creates (201), edits (200) and deletes (200) an official, each an event on its research stream', async () => {
    const created = await send('POST', '/api/admin/officials', admin.sessionId, officialBody);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    expect(created.json()).toEqual({ ...officialBody, id, tags: ['home affairs', 'elections'] });

    const edited = await send('PUT', `/api/admin/officials/${id}`, admin.sessionId, { ...officialBody, avatar: '', bio: undefined });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toEqual({ ...officialBody, id, avatar: null, bio: '', tags: ['home affairs', 'elections'] });

    const deleted = await send('DELETE', `/api/admin/officials/${id}`, admin.sessionId);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ id });

    const history = await t.eventStore.readStream(`research-official-${id}`);
    expect(history.map((event) => [event.type, event.metadata.actorId])).toEqual([
      ['OfficialCreated', admin.user.id],
      ['OfficialEdited', admin.user.id],
      ['OfficialDeleted', admin.user.id],
    ]);
    expect(positionOf(deleted)).toBe(history.at(-1)!.position);
  });

  it.each([
    [{ ...officialBody, name: '  ' }, "Please enter the official's name"],
    [{ ...officialBody, title: undefined }, "Please enter the official's title or office"],
    [{ ...officialBody, avatar: 'javascript:alert(1)' }, 'The photo link must be a web address starting with https://'],
    [{ ...officialBody, tags: ['ok', '#hash'] }, TAG_RULE],
    [{ ...officialBody, bio: 'b'.repeat(2001) }, 'Bio must be at most 2000 characters'],
  ])('refuses a bad official with 400: %j', async (body, message) => {
    await expectError(send('POST', '/api/admin/officials', admin.sessionId, body), 400, message);
  });

  it('is 404 to edit or delete an official that does not exist or was deleted', async () => {
    await expectError(send('PUT', '/api/admin/officials/nobody', admin.sessionId, officialBody), 404, 'We could not find that official');
    await expectError(send('DELETE', '/api/admin/officials/nobody', admin.sessionId), 404, 'We could not find that official');
    const { id } = (await send('POST', '/api/admin/officials', admin.sessionId, officialBody)).json();
    await send('DELETE', `/api/admin/officials/${id}`, admin.sessionId);
    await expectError(send('DELETE', `/api/admin/officials/${id}`, admin.sessionId), 404, 'We could not find that official');
  });
});

describe('media predictions', () => {
  it('creates (201), edits (200) and deletes (200) a prediction, each an event on its research stream', async () => {
    const created = await send('POST', '/api/admin/predictions', admin.sessionId, predictionBody);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    expect(created.json()).toEqual({ ...predictionBody, id, tags: ['coalitions'] });

    const edited = await send('PUT', `/api/admin/predictions/${id}`, admin.sessionId, { ...predictionBody, confidence: 0 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ id, confidence: 0 });

    expect((await send('DELETE', `/api/admin/predictions/${id}`, admin.sessionId)).statusCode).toBe(200);
    const history = await t.eventStore.readStream(streams.researchPrediction(id));
    expect(history.map((event) => event.type)).toEqual(['MediaPredictionCreated', 'MediaPredictionEdited', 'MediaPredictionDeleted']);
    expect(history[1]!.data).toEqual({ ...predictionBody, predictionId: id, confidence: 0, tags: ['coalitions'] });
  });

  it.each([
    [{ ...predictionBody, confidence: 101 }, 'Confidence is a whole percentage from 0 to 100'],
    [{ ...predictionBody, confidence: 12.5 }, 'Confidence is a whole percentage from 0 to 100'],
    [{ ...predictionBody, confidence: '50' }, 'Confidence is a whole percentage from 0 to 100'],
    [{ ...predictionBody, sourceUrl: 'ftp://example.org/x' }, 'The source link must be a web address starting with http:// or https://'],
    [{ ...predictionBody, sourceDate: '20 November 2026' }, 'Source date must be a date such as 2026-11-20'],
    [{ ...predictionBody, statement: '' }, 'Please enter the statement'],
    [{ ...predictionBody, tags: ['a_b'] }, TAG_RULE],
  ])('refuses a bad prediction with 400: %j', async (body, message) => {
    await expectError(send('POST', '/api/admin/predictions', admin.sessionId, body), 400, message);
  });

  it('is 404 to edit or delete a prediction that does not exist', async () => {
    await expectError(send('PUT', '/api/admin/predictions/nothing', admin.sessionId, predictionBody), 404, 'We could not find that media prediction');
    await expectError(send('DELETE', '/api/admin/predictions/nothing', admin.sessionId), 404, 'We could not find that media prediction');
  });
});

describe('admin rights, checked on the server before the body', () => {
  const routes = [
    ['PUT', '/api/admin/questions/any/tags', { tags: ['x'] }],
    ['POST', '/api/admin/officials', officialBody],
    ['PUT', '/api/admin/officials/any', officialBody],
    ['DELETE', '/api/admin/officials/any', undefined],
    ['POST', '/api/admin/predictions', predictionBody],
    ['PUT', '/api/admin/predictions/any', predictionBody],
    ['DELETE', '/api/admin/predictions/any', undefined],
  ] as const;

  it.each(routes)('%s %s is 401 for a visitor and 403 for a signed-in non-admin, writing nothing', async (method, url, body) => {
    const head = await t.eventStore.headPosition();
    await expectError(send(method, url, null, body), 401);
    await expectError(send(method, url, voter.sessionId, body), 403, 'Admins only');
    await expectError(send(method, url, voter.sessionId, { nonsense: true }), 403, 'Admins only');
    expect(await t.eventStore.headPosition()).toBe(head);
  });
});
