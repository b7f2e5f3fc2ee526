import { randomUUID } from 'node:crypto';
import type { DomainEvent } from '@iec-bets/contracts';
import type { CommandMetadata } from '../event-store.js';

/** A stream name no other test (nor an earlier run against a server that keeps its log) has used. */
export function uniqueStreamId(category = 'question'): string {
  return `${category}-${randomUUID()}`;
}

export function adminGranted(userId: string): DomainEvent {
  return { type: 'AdminGranted', data: { userId } };
}

export function questionPublished(questionId: string): DomainEvent {
  return { type: 'QuestionPublished', data: { questionId } };
}

export function sampleMetadata(overrides: Partial<CommandMetadata> = {}): CommandMetadata {
  return {
    actorId: 'user-admin',
    correlationId: randomUUID(),
    causationId: null,
    occurredAt: '2026-03-01T08:00:00.000Z',
    ...overrides,
  };
}
