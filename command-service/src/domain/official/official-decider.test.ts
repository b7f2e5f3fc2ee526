import type { DomainEvent, OfficialFields } from '@iec-bets/contracts';
import { describe, it } from 'vitest';
import { specFor } from '../../test-support/decider-spec.js';
import { InvalidTransition, NotFound } from '../domain-error.js';
import { officialDecider } from './official-decider.js';

const given = specFor(officialDecider);
const officialId = 'o1';
const profile: OfficialFields = {
  officialId,
  name: 'Demo Official',
  title: 'Chairperson of the Electoral Commission',
  bio: 'Demo profile.',
  avatar: null,
  tags: ['iec', 'elections'],
};
const edited: OfficialFields = { ...profile, bio: 'Demo profile, updated.', tags: ['iec'] };

const created: DomainEvent = { type: 'OfficialCreated', data: profile };
const editedEvent: DomainEvent = { type: 'OfficialEdited', data: edited };
const deleted: DomainEvent = { type: 'OfficialDeleted', data: { officialId } };

describe('creating an official', () => {
  it('records the whole profile', () => {
    given([]).when({ type: 'CreateOfficial', data: profile }).then([created]);
  });

  it('refuses to create over an existing or deleted official', () => {
    given([created]).when({ type: 'CreateOfficial', data: profile }).thenThrows(InvalidTransition, 'This official already exists');
    given([created, deleted]).when({ type: 'CreateOfficial', data: profile }).thenThrows(InvalidTransition, 'This official already exists');
  });
});

describe('editing an official', () => {
  it('records the new profile in full', () => {
    given([created]).when({ type: 'EditOfficial', data: edited }).then([editedEvent]);
  });

  it('compares with the latest edit, and records nothing when nothing changed', () => {
    given([created, editedEvent]).when({ type: 'EditOfficial', data: edited }).then([]);
    given([created, editedEvent]).when({ type: 'EditOfficial', data: profile }).then([{ type: 'OfficialEdited', data: profile }]);
  });

  it('sees a change of tag order or avatar as a change', () => {
    given([created]).when({ type: 'EditOfficial', data: { ...profile, tags: ['elections', 'iec'] } }).then([
      { type: 'OfficialEdited', data: { ...profile, tags: ['elections', 'iec'] } },
    ]);
    given([created]).when({ type: 'EditOfficial', data: { ...profile, avatar: 'https://example.org/a.png' } }).then([
      { type: 'OfficialEdited', data: { ...profile, avatar: 'https://example.org/a.png' } },
    ]);
  });

  it('cannot edit what does not exist or was deleted', () => {
    given([]).when({ type: 'EditOfficial', data: edited }).thenThrows(NotFound, 'We could not find that official');
    given([created, deleted]).when({ type: 'EditOfficial', data: edited }).thenThrows(NotFound, 'We could not find that official');
  });
});

describe('deleting an official', () => {
  it('deletes a created or edited official', () => {
    given([created]).when({ type: 'DeleteOfficial', data: { officialId } }).then([deleted]);
    given([created, editedEvent]).when({ type: 'DeleteOfficial', data: { officialId } }).then([deleted]);
  });

  it('cannot delete twice or delete what does not exist', () => {
    given([created, deleted]).when({ type: 'DeleteOfficial', data: { officialId } }).thenThrows(NotFound, 'We could not find that official');
    given([]).when({ type: 'DeleteOfficial', data: { officialId } }).thenThrows(NotFound, 'We could not find that official');
  });
});
