import { ReadModel } from '@iec-bets/contracts';
import { describe, expect, it } from 'vitest';
import { givenEvents } from '../test-support/given-events.js';
import { events } from '@iec-bets/testing';

const suffixes = ReadModel.usernameSuffixes;

describe('username suffixes read model', () => {
  it('holds every lowercased suffix of two characters or more of a registered username', async () => {
    const models = await givenEvents([
      { event: events.reserved('Thabo', 'u1'), at: '2025-02-01T08:00:00Z' },
      { event: events.registered('u1', 'Thabo'), at: '2025-02-01T08:00:00Z' },
    ]);
    expect(await models.documents(suffixes)).toEqual([
      { id: 'u1:0', userId: 'u1', suffix: 'thabo', _position: 2 },
      { id: 'u1:1', userId: 'u1', suffix: 'habo', _position: 2 },
      { id: 'u1:2', userId: 'u1', suffix: 'abo', _position: 2 },
      { id: 'u1:3', userId: 'u1', suffix: 'bo', _position: 2 },
    ]);
  });

  it('finds users whose username contains a text by a range over the suffixes', async () => {
    const models = await givenEvents([
      { event: events.registered('u1', 'Thabo'), at: '2025-02-01T08:00:00Z' },
      { event: events.registered('u2', 'bongani'), at: '2025-02-01T08:00:00Z' },
      { event: events.registered('u3', 'lerato'), at: '2025-02-01T08:00:00Z' },
    ]);
    const matches = await models.store.find(suffixes, { where: { suffix: { $gte: 'bo', $lt: 'bo\uffff' } }, orderBy: [['suffix', 'asc']] });
    expect(matches.map((doc) => doc.userId)).toEqual(['u1', 'u2']);
  });

  it('changes nothing for events other than a registration', async () => {
    const models = await givenEvents([
      { event: events.reserved('sipho', 'u2'), at: '2025-02-01T08:00:00Z' },
      { event: events.adminGranted('u2'), at: '2025-02-01T08:00:00Z' },
    ]);
    expect(await models.documents(suffixes)).toEqual([]);
  });
});
