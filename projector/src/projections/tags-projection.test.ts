import { ReadModel, type DomainEvent, type QuestionDocument, type TagDocument } from '@iec-bets/contracts';
import { describe, expect, it } from 'vitest';
import { givenEvents } from '../test-support/given-events.js';
import { events, type ScriptedEvent } from '@iec-bets/testing';

const at = '2025-03-01T09:00:00Z';
const script = (...list: DomainEvent[]): ScriptedEvent[] => list.map((event) => ({ event, at }));

/** tag -> [question ids, official ids, prediction ids] */
async function tagTable(models: Awaited<ReturnType<typeof givenEvents>>) {
  const docs = await models.documents<TagDocument>(ReadModel.tags);
  return Object.fromEntries(docs.map((doc) => [doc.id, [doc.questionIds, doc.officialIds, doc.predictionIds]]));
}

describe('question tags', () => {
  it('are set on the question document, and replaced by a later change', async () => {
    const models = await givenEvents(
      script(events.drafted('q1', '2025-03-10T11:00:00Z'), events.questionTagged('q1', ['turnout', 'iec']), events.questionTagged('q1', ['iec'])),
    );
    expect((await models.document<QuestionDocument>(ReadModel.questions, 'q1'))?.tags).toEqual(['iec']);
  });
});

describe('tags read model', () => {
  it('holds one document per tag in use, with what carries it and the counts', async () => {
    const models = await givenEvents(
      script(
        events.drafted('q1', '2025-03-10T11:00:00Z'),
        events.published('q1'),
        events.questionTagged('q1', ['turnout', 'iec']),
        events.officialCreated('o1', ['iec']),
        events.predictionCreated('p1', ['turnout', 'coalitions']),
      ),
    );
    expect(await models.documents(ReadModel.tags)).toEqual([
      { id: 'coalitions', questionIds: [], officialIds: [], predictionIds: ['p1'], questionCount: 0, officialCount: 0, predictionCount: 1, _position: 5 },
      { id: 'iec', questionIds: ['q1'], officialIds: ['o1'], predictionIds: [], questionCount: 1, officialCount: 1, predictionCount: 0, _position: 4 },
      { id: 'turnout', questionIds: ['q1'], officialIds: [], predictionIds: ['p1'], questionCount: 1, officialCount: 0, predictionCount: 1, _position: 5 },
    ]);
  });

  it('counts a question only while it is public: from its publication until it is archived', async () => {
    const models = await givenEvents(script(events.drafted('q1', '2025-03-10T11:00:00Z'), events.questionTagged('q1', ['turnout'])));
    expect(await tagTable(models)).toEqual({});
    await models.followedBy(script(events.published('q1')));
    expect(await tagTable(models)).toEqual({ turnout: [['q1'], [], []] });
    await models.followedBy(script(events.archived('q1')));
    expect(await tagTable(models)).toEqual({});
    await models.followedBy(script(events.questionTagged('q1', ['coalitions'])));
    expect(await tagTable(models)).toEqual({});
  });

  it('moves a public question from its old tags to its new ones', async () => {
    const models = await givenEvents(
      script(
        events.drafted('q1', '2025-03-10T11:00:00Z'),
        events.drafted('q2', '2025-03-11T11:00:00Z'),
        events.published('q1'),
        events.published('q2'),
        events.questionTagged('q1', ['turnout', 'iec']),
        events.questionTagged('q2', ['iec']),
        events.questionTagged('q1', ['iec', 'coalitions']),
      ),
    );
    expect(await tagTable(models)).toEqual({ coalitions: [['q1'], [], []], iec: [['q1', 'q2'], [], []] });
  });

  it('drops a deleted question from its tags, and the tag when nothing else carries it', async () => {
    const models = await givenEvents(
      script(
        events.drafted('q1', '2025-03-10T11:00:00Z'),
        events.published('q1'),
        events.questionTagged('q1', ['turnout', 'iec']),
        events.officialCreated('o1', ['iec']),
      ),
    );
    await models.followedBy(script(events.deleted('q1')));
    expect(await tagTable(models)).toEqual({ iec: [[], ['o1'], []] });
    expect(await models.documents(ReadModel.questions)).toEqual([]);
  });

  it('follows officials and predictions through edits and deletions', async () => {
    const models = await givenEvents(
      script(
        events.officialCreated('o1', ['iec', 'home affairs']),
        events.officialCreated('o2', ['iec']),
        events.predictionCreated('p1', ['iec']),
        events.officialEdited('o1', ['home affairs', 'coalitions']),
        events.predictionEdited('p1', ['turnout']),
      ),
    );
    expect(await tagTable(models)).toEqual({
      coalitions: [[], ['o1'], []],
      'home affairs': [[], ['o1'], []],
      iec: [[], ['o2'], []],
      turnout: [[], [], ['p1']],
    });
    await models.followedBy(script(events.officialDeleted('o1'), events.officialDeleted('o2'), events.predictionDeleted('p1')));
    expect(await tagTable(models)).toEqual({});
  });

  it('gives the same documents whether the events come in one batch or one by one', async () => {
    const history = script(
      events.drafted('q1', '2025-03-10T11:00:00Z'),
      events.questionTagged('q1', ['turnout']),
      events.published('q1'),
      events.officialCreated('o1', ['turnout']),
      events.officialEdited('o1', ['iec']),
      events.questionTagged('q1', ['iec']),
      events.predictionCreated('p1', ['iec']),
      events.archived('q1'),
    );
    const together = await givenEvents(history);
    const apart = await givenEvents(history, { batchSize: 1 });
    expect(await apart.documents(ReadModel.tags)).toEqual(await together.documents(ReadModel.tags));
    expect(await tagTable(together)).toEqual({ iec: [[], ['o1'], ['p1']] });
  });
});
