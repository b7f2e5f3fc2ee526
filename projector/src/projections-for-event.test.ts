import type { RecordedEvent } from '@iec-bets/contracts';
import type { Document } from '@iec-bets/platform';
import { describe, expect, it } from 'vitest';
import { untilLoaded, type Projections } from './apply-events.js';
import type { Projection } from './projection.js';
import { ProjectionBatch } from './projection-batch.js';
import { projectEvents } from './project-events.js';
import { projectionsFor } from './projections-for-event.js';
import { readModelProjections } from './projections/read-model-projections.js';
import { appendScript } from './test-support/append-script.js';
import { scriptedHistory } from './test-support/scripted-history.js';
import { openTempEventStore, openTempReadStore } from './test-support/temp-stores.js';

const projection = (collection: string, canHandle?: RecordedEvent['type'][]): Projection<Document, unknown> => ({
  collection,
  ...(canHandle && { canHandle: new Set(canHandle) }),
  reads: () => [],
  targets: () => [],
  evolve: (current) => current,
});

describe('the projections an event is put to', () => {
  it('are those that name its type and those that name none, in their order', () => {
    const users = projection('users', ['UserRegistered', 'UserDeleted']);
    const seals = projection('log_seals');
    const friends = projection('friendships', ['FriendRequested', 'UserDeleted']);
    const all: Projections = [users, seals, friends];
    expect(projectionsFor(all, 'UserRegistered')).toEqual([users, seals]);
    expect(projectionsFor(all, 'UserDeleted')).toEqual([users, seals, friends]);
    expect(projectionsFor(all, 'AnswerSubmitted')).toEqual([seals]);
    // Worked out once per list and type.
    expect(projectionsFor(all, 'AnswerSubmitted')).toBe(projectionsFor(all, 'AnswerSubmitted'));
  });

  it('leave out only projections that would have found nothing: none finds a read or a target in another type', async () => {
    // The whole scripted history, every event asked of every projection that names its types but not this one's,
    // against the read models as they stand just before the event.
    const eventStore = openTempEventStore();
    const head = await appendScript(eventStore, scriptedHistory());
    const history = await eventStore.readAll({ after: 0, limit: head });
    const readStore = openTempReadStore();
    const naming = readModelProjections.filter((candidate) => candidate.canHandle !== undefined);
    expect(naming.length).toBeGreaterThan(0);
    let asked = 0;
    for (const event of history) {
      const batch = new ProjectionBatch(readStore);
      for (const passedBy of naming.filter((candidate) => !candidate.canHandle!.has(event.type))) {
        expect(passedBy.reads(event), `${passedBy.collection} reads of ${event.type}`).toEqual([]);
        const targets = await untilLoaded(batch, () => passedBy.targets(event, batch));
        expect(targets, `${passedBy.collection} targets of ${event.type}`).toEqual([]);
        asked++;
      }
      await projectEvents(readStore, [event]);
    }
    expect(asked).toBeGreaterThan(history.length);
  });
});
