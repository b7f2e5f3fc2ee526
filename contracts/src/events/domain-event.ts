import { z } from 'zod';
import { AnswerSubmitted } from './answer-events.js';
import { EventMetadata } from './metadata.js';
import {
  QuestionArchived,
  QuestionDeleted,
  QuestionDrafted,
  QuestionPublished,
  QuestionResolved,
} from './question-events.js';
import { AdminGranted, AdminRevoked, UserRegistered, UsernameReserved } from './user-events.js';

/** Every event the product writes, latest schema version of each. */
export const DomainEvent = z.discriminatedUnion('type', [
  UsernameReserved,
  UserRegistered,
  AdminGranted,
  AdminRevoked,
  QuestionDrafted,
  QuestionPublished,
  QuestionResolved,
  QuestionArchived,
  QuestionDeleted,
  AnswerSubmitted,
]);
export type DomainEvent = z.infer<typeof DomainEvent>;
export type EventType = DomainEvent['type'];
export type EventOfType<T extends EventType> = Extract<DomainEvent, { type: T }>;

/** Current schema version of each event type: written into the metadata of every new event. */
export const CURRENT_SCHEMA_VERSION: Record<EventType, number> = {
  UsernameReserved: 1,
  UserRegistered: 1,
  AdminGranted: 1,
  AdminRevoked: 1,
  QuestionDrafted: 1,
  QuestionPublished: 1,
  QuestionResolved: 1,
  QuestionArchived: 1,
  QuestionDeleted: 1,
  AnswerSubmitted: 1,
};

/** An event as the store gives it back: where it stands in its stream and in the global log. */
export const RecordedEvent = z.intersection(
  DomainEvent,
  z.object({
    id: z.string(),
    streamId: z.string(),
    /** 0-based revision within its stream. */
    revision: z.number().int().nonnegative(),
    /** Position in the global log; strictly increasing, starts at 1. */
    position: z.number().int().positive(),
    metadata: EventMetadata,
  }),
);
export type RecordedEvent = DomainEvent & {
  id: string;
  streamId: string;
  revision: number;
  position: number;
  metadata: EventMetadata;
};
