import { ReadModel, type OfficialDocument, type RecordedEvent } from '@iec-bets/contracts';
import type { Evolved, Projection } from '../projection.js';

function officialIdOf(event: RecordedEvent): string | undefined {
  switch (event.type) {
    case 'OfficialCreated':
    case 'OfficialEdited':
    case 'OfficialDeleted':
      return event.data.officialId;
    default:
      return undefined;
  }
}

function evolveOfficial(current: OfficialDocument | undefined, event: RecordedEvent): Evolved<OfficialDocument> | undefined {
  switch (event.type) {
    case 'OfficialCreated':
    case 'OfficialEdited': {
      const { officialId, name, title, bio, avatar, tags } = event.data;
      return { id: officialId, name, title, bio, avatar, tags };
    }
    case 'OfficialDeleted':
      return undefined;
    default:
      return current;
  }
}

/** The research hub's officials as they stand after their latest edit; a deleted one is gone. */
export const officialsProjection: Projection<OfficialDocument> = {
  collection: ReadModel.officials,
  canHandle: new Set(['OfficialCreated', 'OfficialEdited', 'OfficialDeleted']),
  reads: (event) => {
    const id = officialIdOf(event);
    return id === undefined ? [] : [{ collection: ReadModel.officials, id }];
  },
  targets: (event) => {
    const id = officialIdOf(event);
    return id === undefined ? [] : [{ id, context: undefined }];
  },
  evolve: evolveOfficial,
};
