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
    // Each id starts with its suffix, so that ids sort as the suffixes do.
    expect(await models.documents(suffixes)).toEqual([
      { id: 'abo!u1', userId: 'u1', suffix: 'abo', _position: 2 },
      { id: 'bo!u1', userId: 'u1', suffix: 'bo', _position: 2 },
      { id: 'habo!u1', userId: 'u1', suffix: 'habo', _position: 2 },
      { id: 'thabo!u1', userId: 'u1', suffix: 'thabo', _position: 2 },
    ]);
  });

  it('finds users whose username contains a text by a range over the ids, in the order of their suffixes', async () => {
    const models = await givenEvents([
      { event: events.registered('u1', 'Thabo'), at: '2025-02-01T08:00:00Z' },
      { event: events.registered('u2', 'bongani'), at: '2025-02-01T08:00:00Z' },
      { event: events.registered('u3', 'lerato'), at: '2025-02-01T08:00:00Z' },
      { event: events.registered('u4', 'bo.zuma'), at: '2025-02-01T08:00:00Z' },
      { event: events.registered('u5', 'Xibo_9'), at: '2025-02-01T08:00:00Z' },
    ]);
    const matches = await models.store.find(suffixes, { where: { id: { $gte: 'bo', $lt: 'bo\uffff' } }, orderBy: [['id', 'asc']] });
    expect(matches.map((doc) => doc.suffix)).toEqual(['bo', 'bo.zuma', 'bo_9', 'bongani']);
    expect(matches.map((doc) => doc.userId)).toEqual(['u1', 'u4', 'u5', 'u2']);
  });

  it('changes nothing for events other than a registration', async () => {
    const models = await givenEvents([
      { event: events.reserved('sipho', 'u2'), at: '2025-02-01T08:00:00Z' },
      { event: events.adminGranted('u2'), at: '2025-02-01T08:00:00Z' },
    ]);
    expect(await models.documents(suffixes)).toEqual([]);
  });
});
