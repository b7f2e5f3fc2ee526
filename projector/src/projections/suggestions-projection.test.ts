import { ReadModel, type SuggestionDocument } from '@iec-bets/contracts';
import { describe, expect, it } from 'vitest';
import { givenEvents } from '../test-support/given-events.js';
import { events } from '@iec-bets/testing';

const suggestions = ReadModel.suggestions;

describe('suggestions read model', () => {
  it('holds a new suggestion as pending, created and updated when it was suggested', async () => {
    const models = await givenEvents([
      { event: events.registered('u1', 'thandi'), at: '2025-02-01T08:00:00Z' },
      { event: events.suggested('s1', 'u1', 'Will load-shedding return in 2026?', 'Eskom says no.'), at: '2025-02-02T10:00:00Z', actorId: 'u1' },
    ]);
    expect(await models.documents<SuggestionDocument>(suggestions)).toEqual([
      {
        id: 's1',
        userId: 'u1',
        title: 'Will load-shedding return in 2026?',
        description: 'Eskom says no.',
        status: 'pending',
        adminNotes: null,
        createdAt: '2025-02-02T10:00:00.000Z',
        updatedAt: '2025-02-02T10:00:00.000Z',
        _position: 2,
      },
    ]);
  });

  it('takes each review: the status, the notes and the time of the latest', async () => {
    const models = await givenEvents([
      { event: events.suggested('s1', 'u1'), at: '2025-02-02T10:00:00Z', actorId: 'u1' },
      { event: events.suggestionReviewed('s1', 'approved', 'Nice'), at: '2025-02-03T10:00:00Z', actorId: 'admin' },
    ]);
    await models.followedBy([{ event: events.suggestionReviewed('s1', 'used', null), at: '2025-02-04T10:00:00Z', actorId: 'admin' }]);
    const doc = await models.document<SuggestionDocument>(suggestions, 's1');
    expect(doc).toMatchObject({ status: 'used', adminNotes: null, createdAt: '2025-02-02T10:00:00.000Z', updatedAt: '2025-02-04T10:00:00.000Z', _position: 3 });
  });

  it('removes a deleted suggestion and keeps the others', async () => {
    const models = await givenEvents([
      { event: events.suggested('s1', 'u1'), at: '2025-02-02T10:00:00Z' },
      { event: events.suggested('s2', 'u2'), at: '2025-02-02T11:00:00Z' },
      { event: events.suggestionReviewed('s1', 'rejected', 'Duplicate'), at: '2025-02-03T10:00:00Z' },
      { event: events.suggestionDeleted('s1'), at: '2025-02-04T10:00:00Z' },
    ]);
    expect((await models.documents(suggestions)).map((doc) => doc.id)).toEqual(['s2']);
  });

  it('gives the same documents whether the events come in one batch or one at a time', async () => {
    const script = [
      { event: events.suggested('s1', 'u1'), at: '2025-02-02T10:00:00Z' },
      { event: events.suggestionReviewed('s1', 'approved'), at: '2025-02-03T10:00:00Z' },
      { event: events.suggested('s2', 'u1'), at: '2025-02-03T11:00:00Z' },
      { event: events.suggestionDeleted('s2'), at: '2025-02-04T10:00:00Z' },
    ];
    const together = await givenEvents(script);
    const oneByOne = await givenEvents(script, { batchSize: 1 });
    expect(await oneByOne.documents(suggestions)).toEqual(await together.documents(suggestions));
  });

  it('ignores a review of a suggestion it does not know', async () => {
    const models = await givenEvents([{ event: events.suggestionReviewed('ghost', 'approved'), at: '2025-02-03T10:00:00Z' }]);
    expect(await models.documents(suggestions)).toEqual([]);
  });
});
