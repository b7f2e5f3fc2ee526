import { streams, TAG_RULE, type DomainEvent } from '@iec-bets/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type QueryFixture, startQueryFixture } from '../test-support/query-fixture.js';

let fx: QueryFixture;
const ids: Record<string, string> = {};

const tag = (questionId: string, tags: string[]): DomainEvent => ({ type: 'QuestionTagsChanged', data: { questionId, tags } });

async function official(officialId: string, name: string, tags: string[]) {
  await fx.append(streams.researchOfficial(officialId), [
    { type: 'OfficialCreated', data: { officialId, name, title: `Demo office of ${name}`, bio: 'Demo profile.', avatar: null, tags } },
  ]);
}

async function prediction(predictionId: string, sourceDate: string, tags: string[]) {
  await fx.append(streams.researchPrediction(predictionId), [
    {
      type: 'MediaPredictionCreated',
      data: {
        predictionId,
        statement: `Demo statement ${predictionId}`,
        prediction: `Demo prediction ${predictionId}`,
        confidence: 60,
        sourceTitle: 'Demo source (fictional)',
        sourceDate,
        sourceUrl: `https://example.org/demo/${predictionId}`,
        tags,
      },
    },
  ]);
}

beforeAll(async () => {
  fx = await startQueryFixture({ now: new Date('2026-11-22T09:00:00Z') });
  ids.older = await fx.question({ date: new Date('2026-11-20T11:00:00Z'), text: 'Older turnout question' });
  ids.newer = await fx.question({ date: new Date('2026-11-21T11:00:00Z'), text: 'Newer turnout question' });
  ids.draft = await fx.question({ date: new Date('2026-11-22T11:00:00Z'), text: 'Draft', publish: false });
  ids.archived = await fx.question({ date: new Date('2026-11-19T11:00:00Z'), text: 'Archived' });
  ids.deleted = await fx.question({ date: new Date('2026-11-18T11:00:00Z'), text: 'Deleted' });
  for (const id of [ids.older!, ids.newer!, ids.draft!, ids.archived!, ids.deleted!]) {
    await fx.append(streams.question(id), [tag(id, ['turnout', 'iec'])]);
  }
  await fx.append(streams.question(ids.archived!), [{ type: 'QuestionArchived', data: { questionId: ids.archived! } }]);
  await fx.append(streams.question(ids.deleted!), [{ type: 'QuestionDeleted', data: { questionId: ids.deleted! } }]);
  await fx.append(streams.question(ids.draft!), [tag(ids.draft!, ['draft only'])]);

  await official('o-b', 'Demo Official B', ['iec', 'home affairs']);
  await official('o-a', 'Demo Official A', ['iec']);
  await official('o-gone', 'Demo Official Gone', ['iec', 'gone']);
  await fx.append(streams.researchOfficial('o-gone'), [{ type: 'OfficialDeleted', data: { officialId: 'o-gone' } }]);
  await prediction('p-old', '2026-10-01', ['turnout']);
  await prediction('p-new', '2026-11-01', ['turnout', 'local elections']);
});
afterAll(async () => fx.close());

describe('GET /api/tags', () => {
  it('lists every tag in use by a public question, an official or a prediction, sorted, without sign-in', async () => {
    const response = await fx.get('/api/tags');
    expect(response.statusCode).toBe(200);
    // 'draft only' is on a draft alone and 'gone' on a deleted official alone: neither is a topic.
    expect(response.json()).toEqual(['home affairs', 'iec', 'local elections', 'turnout']);
  });
});

describe('GET /api/tags/{tag}/questions', () => {
  it('lists the published, not archived questions with the tag, newest first, in the public question shape', async () => {
    const response = await fx.get('/api/tags/turnout/questions');
    expect(response.statusCode).toBe(200);
    const questions = response.json();
    expect(questions.map((q: { text: string }) => q.text)).toEqual(['Newer turnout question', 'Older turnout question']);
    expect(questions[0]).toMatchObject({ id: ids.newer, isPublished: true, tags: ['turnout', 'iec'], totalVotes: 0, dayNumber: expect.any(Number) });
    expect(questions[0]).not.toHaveProperty('_position');
    const publicShape = (await fx.get('/api/questions/public')).json().find((q: { id: string }) => q.id === ids.newer);
    expect(questions[0]).toEqual(publicShape);
  });

  it('finds the tag however it is typed, since tags are stored normalised', async () => {
    const response = await fx.get(`/api/tags/${encodeURIComponent('  TurnOut ')}/questions`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveLength(2);
  });

  it('is an empty list for a well-formed tag nothing carries, and for a tag only a draft has', async () => {
    expect((await fx.get('/api/tags/nothing-here/questions')).json()).toEqual([]);
    expect((await fx.get(`/api/tags/${encodeURIComponent('draft only')}/questions`)).json()).toEqual([]);
  });
});

describe('GET /api/tags/{tag}/officials and /predictions', () => {
  it('lists the officials with the tag by name, deleted ones left out', async () => {
    const response = await fx.get('/api/tags/iec/officials');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { id: 'o-a', name: 'Demo Official A', title: 'Demo office of Demo Official A', bio: 'Demo profile.', avatar: null, tags: ['iec'] },
      { id: 'o-b', name: 'Demo Official B', title: 'Demo office of Demo Official B', bio: 'Demo profile.', avatar: null, tags: ['iec', 'home affairs'] },
    ]);
    expect((await fx.get('/api/tags/gone/officials')).json()).toEqual([]);
  });

  it('lists the predictions with the tag, newest source first', async () => {
    const response = await fx.get('/api/tags/turnout/predictions');
    expect(response.statusCode).toBe(200);
    expect(response.json().map((p: { id: string }) => p.id)).toEqual(['p-new', 'p-old']);
    expect(response.json()[0]).toEqual({
      id: 'p-new',
      statement: 'Demo statement p-new',
      prediction: 'Demo prediction p-new',
      confidence: 60,
      sourceTitle: 'Demo source (fictional)',
      sourceDate: '2026-11-01',
      sourceUrl: 'https://example.org/demo/p-new',
      tags: ['turnout', 'local elections'],
    });
    expect((await fx.get('/api/tags/iec/predictions')).json()).toEqual([]);
  });
});

describe('GET /api/officials and /api/predictions', () => {
  it('list every official by name and every prediction newest source first', async () => {
    const officials = await fx.get('/api/officials');
    expect(officials.statusCode).toBe(200);
    expect(officials.json().map((o: { id: string }) => o.id)).toEqual(['o-a', 'o-b']);
    const predictions = await fx.get('/api/predictions');
    expect(predictions.statusCode).toBe(200);
    expect(predictions.json().map((p: { id: string }) => p.id)).toEqual(['p-new', 'p-old']);
    expect(predictions.json()[0]).not.toHaveProperty('_position');
  });
});

describe('bad tags', () => {
  it.each(['questions', 'officials', 'predictions'])('GET /api/tags/{bad}/%s is 400 with the tag rule', async (list) => {
    for (const bad of ['semi;colon', 'x'.repeat(41), '%20%20', 'a_b']) {
      const response = await fx.get(`/api/tags/${bad}/${list}`);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json()).toEqual({ error: TAG_RULE, statusCode: 400 });
    }
  });
});
