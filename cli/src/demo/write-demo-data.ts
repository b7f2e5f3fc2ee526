import { streams } from '@iec-bets/contracts';
import type { EventStore } from '@iec-bets/platform';
import { randomUUID } from 'node:crypto';
import type { DemoDataSet, DemoUser } from './demo-data-set.js';

export interface DemoWriteResult {
  /** Appends made by this run. */
  appended: number;
  /** Appends skipped because an earlier run made them. */
  alreadyPresent: number;
  /** Global position of the last event appended by this run; null when it appended nothing. */
  lastPosition: number | null;
}

/** The log holds something the demo data set cannot be laid over; nothing further is written. */
export class DemoDataConflictError extends Error {
  override readonly name = 'DemoDataConflictError';
}

/** A demo username held by a real account would give two users one name: refuse before writing anything. */
async function ensureUsernamesAreDemos(eventStore: EventStore, users: readonly DemoUser[]): Promise<void> {
  for (const { username, userId } of users) {
    // The last reservation holds the name (an abandoned sign-up's name is reserved again by the next).
    const reservation = (await eventStore.readStream(streams.username(username))).filter((event) => event.type === 'UsernameReserved').at(-1);
    if (reservation && reservation.data.userId !== userId) {
      throw new DemoDataConflictError(`The username ${username} belongs to another account, so the demo data set was not loaded.`);
    }
  }
}

/**
 * Appends the data set's steps in order, each with the expected revision the data set implies ("no stream" for a
 * stream's first step), so a second run, or a run after an interrupted one, appends only what is missing and never
 * a copy. A stream that already holds more than the steps before this one is left alone. Every event is recorded as the operator's (no acting user), at its step's time, under one correlation id
 * for the whole run.
 */
export async function writeDemoDataSet(eventStore: EventStore, dataSet: DemoDataSet): Promise<DemoWriteResult> {
  await ensureUsernamesAreDemos(eventStore, dataSet.users);
  const correlationId = randomUUID();
  /** The types of the events each stream holds, read once and kept up to date with this run's appends. */
  const stored = new Map<string, string[]>();
  const planned = new Map<string, number>();
  const result: DemoWriteResult = { appended: 0, alreadyPresent: 0, lastPosition: null };

  for (const step of dataSet.steps) {
    let existing = stored.get(step.streamId);
    if (!existing) {
      existing = (await eventStore.readStream(step.streamId)).map((event) => event.type);
      stored.set(step.streamId, existing);
    }
    const before = planned.get(step.streamId) ?? 0;
    planned.set(step.streamId, before + step.events.length);
    // Appended by an earlier run, or the stream has moved on since (an admin edited a demo question): leave it be.
    if (existing.length > before) {
      result.alreadyPresent++;
      continue;
    }
    const appended = await eventStore.append(step.streamId, step.events, {
      expectedRevision: before === 0 ? 'no_stream' : before - 1,
      metadata: { actorId: null, correlationId, causationId: null, occurredAt: step.at },
    });
    existing.push(...step.events.map((event) => event.type));
    result.appended++;
    result.lastPosition = appended.position;
  }
  return result;
}
