import { ReadModel } from '@iec-bets/contracts';
import { describe, expect, it } from 'vitest';
import { givenEvents } from '../test-support/given-events.js';
import { events } from '@iec-bets/testing';

const at = '2025-03-01T09:00:00Z';

describe('media predictions read model', () => {
  it('holds a created prediction with every field', async () => {
    const models = await givenEvents([{ event: events.predictionCreated('p1', ['coalitions'], 75, '2025-02-20'), at }]);
    expect(await models.documents(ReadModel.mediaPredictions)).toEqual([
      {
        id: 'p1',
        statement: 'Demo statement p1',
        prediction: 'Demo prediction p1',
        confidence: 75,
        sourceTitle: 'Demo source (fictional)',
        sourceDate: '2025-02-20',
        sourceUrl: 'https://example.org/demo/p1',
        tags: ['coalitions'],
        _position: 1,
      },
    ]);
  });

  it('replaces the fields on an edit and forgets the prediction on delete', async () => {
    const models = await givenEvents([
      { event: events.predictionCreated('p1'), at },
      { event: events.predictionCreated('p2'), at },
      { event: events.predictionEdited('p1', ['turnout'], 30), at },
      { event: events.predictionDeleted('p2'), at },
    ]);
    expect(await models.documents(ReadModel.mediaPredictions)).toEqual([
      expect.objectContaining({ id: 'p1', statement: 'Demo statement p1, edited', confidence: 30, tags: ['turnout'], _position: 3 }),
    ]);
  });
});
