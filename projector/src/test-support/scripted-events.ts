import { randomUUID } from 'node:crypto';
import {
  CURRENT_SCHEMA_VERSION,
  streams,
  type DomainEvent,
  type QuestionOption,
  type RecordedEvent,
} from '@iec-bets/contracts';

export const YES_NO: QuestionOption[] = [
  { id: 'yes', text: 'Yes' },
  { id: 'no', text: 'No' },
];

/** The stream each event of the product is appended to. */
export function streamOf(event: DomainEvent): string {
  switch (event.type) {
    case 'UsernameReserved':
      return streams.username(event.data.username);
    case 'UserRegistered':
    case 'AdminGranted':
    case 'AdminRevoked':
      return streams.user(event.data.userId);
    case 'AnswerSubmitted':
      return streams.answer(event.data.questionId, event.data.userId);
    default:
      return streams.question(event.data.questionId);
  }
}

/** Builders for the events of the product, with sensible defaults so that tests name only what matters. */
export const events = {
  registered: (userId: string, username = userId, extra: { email?: string; phoneNumber?: string } = {}): DomainEvent => ({
    type: 'UserRegistered',
    data: {
      userId,
      username,
      name: `${username} name`,
      email: extra.email ?? null,
      phoneNumber: extra.phoneNumber ?? null,
      passwordHash: 'scrypt$16384$8$1$c2FsdA$aGFzaA',
    },
  }),
  reserved: (username: string, userId: string): DomainEvent => ({ type: 'UsernameReserved', data: { username, userId } }),
  adminGranted: (userId: string): DomainEvent => ({ type: 'AdminGranted', data: { userId } }),
  adminRevoked: (userId: string): DomainEvent => ({ type: 'AdminRevoked', data: { userId } }),
  drafted: (questionId: string, date: string, text = `Question ${questionId}?`, context: string | null = null): DomainEvent => ({
    type: 'QuestionDrafted',
    data: { questionId, text, context, date, options: YES_NO },
  }),
  published: (questionId: string): DomainEvent => ({ type: 'QuestionPublished', data: { questionId } }),
  resolved: (questionId: string, correctOptionId: string, resolutionProofUrl: string | null = null): DomainEvent => ({
    type: 'QuestionResolved',
    data: { questionId, correctOptionId, resolutionSummary: `Resolved ${correctOptionId}`, resolutionProofUrl },
  }),
  archived: (questionId: string): DomainEvent => ({ type: 'QuestionArchived', data: { questionId } }),
  deleted: (questionId: string): DomainEvent => ({ type: 'QuestionDeleted', data: { questionId } }),
  answered: (questionId: string, userId: string, optionId: string): DomainEvent => ({
    type: 'AnswerSubmitted',
    data: { questionId, userId, optionId },
  }),
};

export interface ScriptedEvent {
  event: DomainEvent;
  /** When it happened (metadata.occurredAt). */
  at: string;
  actorId?: string | null;
}

/**
 * Gives scripted events the positions, revisions and metadata the event store would give them, for tests of the
 * projections that need no event store. `before` are events recorded earlier, which the new ones follow.
 */
export function recordEvents(script: readonly ScriptedEvent[], before: readonly RecordedEvent[] = []): RecordedEvent[] {
  const revisions = new Map<string, number>();
  for (const event of before) revisions.set(event.streamId, event.revision);
  const firstPosition = (before.at(-1)?.position ?? 0) + 1;
  return script.map(({ event, at, actorId }, index) => {
    const streamId = streamOf(event);
    const revision = (revisions.get(streamId) ?? -1) + 1;
    revisions.set(streamId, revision);
    return {
      ...event,
      id: randomUUID(),
      streamId,
      revision,
      position: firstPosition + index,
      metadata: {
        actorId: actorId ?? null,
        correlationId: randomUUID(),
        causationId: null,
        occurredAt: new Date(at).toISOString(),
        schemaVersion: CURRENT_SCHEMA_VERSION[event.type],
      },
    } as RecordedEvent;
  });
}
