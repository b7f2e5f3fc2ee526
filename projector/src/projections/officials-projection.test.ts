import { ReadModel } from '@iec-bets/contracts';
import { describe, expect, it } from 'vitest';
import { givenEvents } from '../test-support/given-events.js';
import { events } from '@iec-bets/testing';

const at = '2025-03-01T09:00:00Z';

describe('officials read model', () => {
  it('holds a created official with every field', async () => {
    const models = await givenEvents([{ event: events.officialCreated('o1', ['iec'], 'Chairperson of the Electoral Commission'), at }]);
    expect(await models.documents(ReadModel.officials)).toEqual([
      {
        id: 'o1',
        name: 'Demo Official o1',
        title: 'Chairperson of the Electoral Commission',
        bio: 'Demo profile.',
        avatar: null,
        tags: ['iec'],
        _position: 1,
      },
    ]);
  });

  it('replaces the profile on an edit and forgets the official on delete', async () => {
    const models = await givenEvents([
      { event: events.officialCreated('o1', ['iec']), at },
      { event: events.officialCreated('o2', ['iec']), at },
      { event: events.officialEdited('o1', ['home affairs'], 'Minister of Home Affairs'), at },
      { event: events.officialDeleted('o2'), at },
    ]);
    expect(await models.documents(ReadModel.officials)).toEqual([
      expect.objectContaining({ id: 'o1', title: 'Minister of Home Affairs', bio: 'Demo profile, edited.', tags: ['home affairs'], _position: 3 }),
    ]);
  });
});
