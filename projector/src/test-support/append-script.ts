import { randomUUID } from 'node:crypto';
import type { EventStore } from '@iec-bets/platform';
import { streamOf, type ScriptedEvent } from '@iec-bets/testing';

/** Appends scripted events to a real event store, one append per event, as the command side would. */
export async function appendScript(eventStore: EventStore, script: readonly ScriptedEvent[]): Promise<number> {
  let position = 0;
  for (const { event, at, actorId } of script) {
    const result = await eventStore.append(streamOf(event), [event], {
      expectedRevision: 'any',
      metadata: {
        actorId: actorId ?? null,
        correlationId: randomUUID(),
        causationId: null,
        occurredAt: new Date(at).toISOString(),
      },
    });
    position = result.position;
  }
  return position;
}
