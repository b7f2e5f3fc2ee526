import { z } from 'zod';
import { AnswerSubmitted } from './answer-events.js';
import { CommentDeleted, CommentPosted } from './comment-events.js';
import { FriendRequestAccepted, FriendRequested, FriendRequestRejected } from './friendship-events.js';
import { EventMetadata } from './metadata.js';
import { CommentRemoved, CommentReported, CommentReportsDismissed } from './moderation-events.js';
import { NotificationSettingsChanged, PushSubscribed, PushUnsubscribed } from './notification-events.js';
import {
  QuestionArchived,
  QuestionDeleted,
  QuestionDisputesDismissed,
  QuestionDrafted,
  QuestionDraftEdited,
  QuestionPublished,
  QuestionResolutionCorrected,
  QuestionResolutionDisputed,
  QuestionResolved,
  QuestionTagsChanged,
} from './question-events.js';
import {
  MediaPredictionCreated,
  MediaPredictionDeleted,
  MediaPredictionEdited,
  OfficialCreated,
  OfficialDeleted,
  OfficialEdited,
} from './research-events.js';
import { AdminGranted, AdminRevoked, EmailAddressConfirmed, PasswordChanged, UserDeleted, UserRegistered, UserRegistrationAbandoned, UsernameReserved } from './user-events.js';
import { QuestionSuggested, SuggestionDeleted, SuggestionReviewed } from './suggestion-events.js';
import { NewsletterSubscribed, NewsletterSubscriptionConfirmed, NewsletterSubscriptionErased } from './newsletter-events.js';
import { ScoringRuleAdopted } from './scoring-events.js';
import { CelebrationSeen } from './celebration-events.js';

/** Every event the product writes, latest schema version of each. */
export const DomainEvent = z.discriminatedUnion('type', [
  UsernameReserved,
  UserRegistered,
  UserRegistrationAbandoned,
  AdminGranted,
  AdminRevoked,
  PasswordChanged,
  EmailAddressConfirmed,
  UserDeleted,
  QuestionDrafted,
  QuestionDraftEdited,
  QuestionPublished,
  QuestionResolved,
  QuestionArchived,
  QuestionDeleted,
  QuestionTagsChanged,
  QuestionResolutionDisputed,
  QuestionDisputesDismissed,
  QuestionResolutionCorrected,
  OfficialCreated,
  OfficialEdited,
  OfficialDeleted,
  MediaPredictionCreated,
  MediaPredictionEdited,
  MediaPredictionDeleted,
  AnswerSubmitted,
  CommentPosted,
  CommentDeleted,
  CommentReported,
  CommentRemoved,
  CommentReportsDismissed,
  FriendRequested,
  FriendRequestAccepted,
  FriendRequestRejected,
  NotificationSettingsChanged,
  PushSubscribed,
  PushUnsubscribed,
  QuestionSuggested,
  SuggestionReviewed,
  SuggestionDeleted,
  NewsletterSubscribed,
  NewsletterSubscriptionConfirmed,
  NewsletterSubscriptionErased,
  ScoringRuleAdopted,
  CelebrationSeen,
]);
export type DomainEvent = z.infer<typeof DomainEvent>;
export type EventType = DomainEvent['type'];
export type EventOfType<T extends EventType> = Extract<DomainEvent, { type: T }>;

/** Current schema version of each event type: written into the metadata of every new event. */
export const CURRENT_SCHEMA_VERSION: Record<EventType, number> = {
  UsernameReserved: 1,
  UserRegistered: 1,
  UserRegistrationAbandoned: 1,
  AdminGranted: 1,
  AdminRevoked: 1,
  PasswordChanged: 1,
  EmailAddressConfirmed: 1,
  UserDeleted: 1,
  QuestionDrafted: 1,
  QuestionDraftEdited: 1,
  QuestionPublished: 1,
  QuestionResolved: 1,
  QuestionArchived: 1,
  QuestionDeleted: 1,
  QuestionTagsChanged: 1,
  QuestionResolutionDisputed: 1,
  QuestionDisputesDismissed: 1,
  QuestionResolutionCorrected: 1,
  OfficialCreated: 1,
  OfficialEdited: 1,
  OfficialDeleted: 1,
  MediaPredictionCreated: 1,
  MediaPredictionEdited: 1,
  MediaPredictionDeleted: 1,
  AnswerSubmitted: 1,
  CommentPosted: 1,
  CommentDeleted: 1,
  CommentReported: 1,
  CommentRemoved: 2,
  CommentReportsDismissed: 2,
  FriendRequested: 1,
  FriendRequestAccepted: 1,
  FriendRequestRejected: 1,
  NotificationSettingsChanged: 1,
  PushSubscribed: 1,
  PushUnsubscribed: 1,
  QuestionSuggested: 1,
  SuggestionReviewed: 1,
  SuggestionDeleted: 1,
  NewsletterSubscribed: 2,
  NewsletterSubscriptionConfirmed: 1,
  NewsletterSubscriptionErased: 1,
  ScoringRuleAdopted: 1,
  CelebrationSeen: 1,
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
