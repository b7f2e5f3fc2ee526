import { randomUUID } from 'node:crypto';
import { chainLink, unkeyedNewsletterSubscriberIdOf } from '@iec-bets/platform';
import {
  CURRENT_SCHEMA_VERSION,
  friendRequestId,
  streams,
  type CommentImageRef,
  type DomainEvent,
  type QuestionOption,
  type ReportReason,
  type RecordedEvent,
  type SuggestionStatus,
  type ScoringRuleName,
  DEFAULT_SCORING_RULE,
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
    case 'UserRegistrationAbandoned':
    case 'AdminGranted':
    case 'AdminRevoked':
    case 'PasswordChanged':
    case 'EmailAddressConfirmed':
    case 'UserDeleted':
      return streams.user(event.data.userId);
    case 'AnswerSubmitted':
      return streams.answer(event.data.questionId, event.data.userId);
    case 'CommentPosted':
    case 'CommentDeleted':
    case 'CommentReported':
      return streams.comment(event.data.commentId);
    case 'NotificationSettingsChanged':
      return streams.user(event.data.userId);
    case 'PushSubscribed':
    case 'PushUnsubscribed':
      return streams.pushSubscriptions(event.data.userId);
    case 'FriendRequested':
    case 'FriendRequestAccepted':
    case 'FriendRequestRejected':
      return streams.friendship(event.data.requesterId, event.data.receiverId);
    case 'QuestionSuggested':
    case 'SuggestionReviewed':
    case 'SuggestionDeleted':
      return streams.suggestion(event.data.suggestionId);
    case 'OfficialCreated':
    case 'OfficialEdited':
    case 'OfficialDeleted':
      return streams.researchOfficial(event.data.officialId);
    case 'MediaPredictionCreated':
    case 'MediaPredictionEdited':
    case 'MediaPredictionDeleted':
      return streams.researchPrediction(event.data.predictionId);
    case 'ScoringRuleAdopted':
      return streams.scoringRules();
    case 'CelebrationSeen':
      return streams.celebrations(event.data.userId);
    case 'NewsletterSubscribed':
    case 'NewsletterSubscriptionConfirmed':
    case 'NewsletterSubscriptionErased':
      return streams.newsletter(event.data.subscriberId);
    default:
      return streams.question(event.data.questionId);
  }
}

/** Builders for the events of the product, with sensible defaults so that tests name only what matters. */
export const events = {
  notificationSettingsChanged: (
    userId: string,
    changes: Omit<Extract<DomainEvent, { type: 'NotificationSettingsChanged' }>['data'], 'userId'>,
  ): DomainEvent => ({ type: 'NotificationSettingsChanged', data: { userId, ...changes } }),
  pushSubscribed: (userId: string, endpoint: string, keys = { p256dh: `B${'k'.repeat(86)}`, auth: 'a'.repeat(22) }): DomainEvent => ({
    type: 'PushSubscribed',
    data: { userId, endpoint, keys },
  }),
  pushUnsubscribed: (userId: string, endpoint: string): DomainEvent => ({ type: 'PushUnsubscribed', data: { userId, endpoint } }),
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
  userDeleted: (userId: string, username = userId): DomainEvent => ({ type: 'UserDeleted', data: { userId, username } }),
  adminRevoked: (userId: string): DomainEvent => ({ type: 'AdminRevoked', data: { userId } }),
  emailAddressConfirmed: (userId: string): DomainEvent => ({ type: 'EmailAddressConfirmed', data: { userId } }),
  passwordChanged: (userId: string, passwordHash = 'scrypt$16384$8$1$bmV3U2FsdA$bmV3SGFzaA'): DomainEvent => ({
    type: 'PasswordChanged',
    data: { userId, passwordHash },
  }),
  drafted: (questionId: string, date: string, text = `Question ${questionId}?`, context: string | null = null): DomainEvent => ({
    type: 'QuestionDrafted',
    data: { questionId, text, context, date, options: YES_NO },
  }),
  published: (questionId: string): DomainEvent => ({ type: 'QuestionPublished', data: { questionId } }),
  resolved: (questionId: string, correctOptionId: string, resolutionProofUrl: string | null = null): DomainEvent => ({
    type: 'QuestionResolved',
    data: { questionId, correctOptionId, resolutionSummary: `Resolved ${correctOptionId}`, resolutionProofUrl },
  }),
  /** The disputer is the scripted event's `actorId`. */
  resolutionDisputed: (questionId: string, reason = 'The official results say otherwise.'): DomainEvent => ({
    type: 'QuestionResolutionDisputed',
    data: { questionId, reason },
  }),
  disputesDismissed: (questionId: string, note = 'The resolution stands.'): DomainEvent => ({
    type: 'QuestionDisputesDismissed',
    data: { questionId, note },
  }),
  resolutionCorrected: (questionId: string, correctOptionId: string, resolutionProofUrl: string | null = null): DomainEvent => ({
    type: 'QuestionResolutionCorrected',
    data: { questionId, correctOptionId, resolutionSummary: `Corrected to ${correctOptionId}`, resolutionProofUrl },
  }),
  archived: (questionId: string): DomainEvent => ({ type: 'QuestionArchived', data: { questionId } }),
  deleted: (questionId: string): DomainEvent => ({ type: 'QuestionDeleted', data: { questionId } }),
  answered: (questionId: string, userId: string, optionId: string): DomainEvent => ({
    type: 'AnswerSubmitted',
    data: { questionId, userId, optionId },
  }),
  commented: (commentId: string, questionId: string, userId: string, content = `Comment ${commentId}`, image: CommentImageRef | null = null): DomainEvent => ({
    type: 'CommentPosted',
    data: { commentId, questionId, userId, content, image },
  }),
  commentDeleted: (commentId: string, questionId: string): DomainEvent => ({ type: 'CommentDeleted', data: { commentId, questionId } }),
  commentReported: (commentId: string, questionId: string, reporterId: string, reason: ReportReason = 'abuse', details = ''): DomainEvent => ({
    type: 'CommentReported',
    data: { commentId, questionId, reporterId, reason, details },
  }),
  commentRemoved: (commentId: string, questionId: string, reason = 'Insults another user'): DomainEvent => ({
    type: 'CommentRemoved',
    data: { commentId, questionId, reason },
  }),
  /** Without `reportsRead`, as version 1 wrote it: every report then waiting. */
  commentReportsDismissed: (commentId: string, questionId: string, reportsRead?: number): DomainEvent => ({
    type: 'CommentReportsDismissed',
    data: { commentId, questionId, ...(reportsRead === undefined ? {} : { reportsRead }) },
  }),
  friendRequested: (requesterId: string, receiverId: string): DomainEvent => ({
    type: 'FriendRequested',
    data: { requestId: friendRequestId(requesterId, receiverId), requesterId, receiverId },
  }),
  friendRequestAccepted: (requesterId: string, receiverId: string): DomainEvent => ({
    type: 'FriendRequestAccepted',
    data: { requestId: friendRequestId(requesterId, receiverId), requesterId, receiverId },
  }),
  friendRequestRejected: (requesterId: string, receiverId: string): DomainEvent => ({
    type: 'FriendRequestRejected',
    data: { requestId: friendRequestId(requesterId, receiverId), requesterId, receiverId },
  }),
  suggested: (suggestionId: string, userId: string, title = `Suggested question ${suggestionId}?`, description: string | null = null): DomainEvent => ({
    type: 'QuestionSuggested',
    data: { suggestionId, userId, title, description },
  }),
  suggestionReviewed: (suggestionId: string, status: SuggestionStatus, adminNotes: string | null = null): DomainEvent => ({
    type: 'SuggestionReviewed',
    data: { suggestionId, status, adminNotes },
  }),
  suggestionDeleted: (suggestionId: string): DomainEvent => ({ type: 'SuggestionDeleted', data: { suggestionId } }),
  scoringRuleAdopted: (rule: ScoringRuleName, previousRule: ScoringRuleName = DEFAULT_SCORING_RULE): DomainEvent => ({
    type: 'ScoringRuleAdopted',
    data: { rule, previousRule },
  }),
  // Under the unkeyed id: one the log may hold, and the same for an address in every test (the product's own ids are
  // keyed, under a key of each server's: see newsletterSubscriberIds).
  newsletterSubscribed: (email: string, name: string | null = null, source: string | null = null, subscriptionId: string = randomUUID()): DomainEvent => ({
    type: 'NewsletterSubscribed',
    data: { subscriberId: unkeyedNewsletterSubscriberIdOf(email), subscriptionId, email, name, source },
  }),
  newsletterSubscriptionConfirmed: (email: string, subscriptionId: string): DomainEvent => ({
    type: 'NewsletterSubscriptionConfirmed',
    data: { subscriberId: unkeyedNewsletterSubscriberIdOf(email), subscriptionId },
  }),
  newsletterSubscriptionErased: (email: string, subscriptionId: string): DomainEvent => ({
    type: 'NewsletterSubscriptionErased',
    data: { subscriberId: unkeyedNewsletterSubscriberIdOf(email), subscriptionId },
  }),
  questionTagged: (questionId: string, tags: string[]): DomainEvent => ({
    type: 'QuestionTagsChanged',
    data: { questionId, tags },
  }),
  officialCreated: (officialId: string, tags: string[] = [], title = `Office of ${officialId}`): DomainEvent => ({
    type: 'OfficialCreated',
    data: { officialId, name: `Demo Official ${officialId}`, title, bio: 'Demo profile.', avatar: null, tags },
  }),
  officialEdited: (officialId: string, tags: string[] = [], title = `Office of ${officialId}`): DomainEvent => ({
    type: 'OfficialEdited',
    data: { officialId, name: `Demo Official ${officialId}`, title, bio: 'Demo profile, edited.', avatar: null, tags },
  }),
  officialDeleted: (officialId: string): DomainEvent => ({ type: 'OfficialDeleted', data: { officialId } }),
  predictionCreated: (predictionId: string, tags: string[] = [], confidence = 60, sourceDate = '2025-03-01'): DomainEvent => ({
    type: 'MediaPredictionCreated',
    data: {
      predictionId,
      statement: `Demo statement ${predictionId}`,
      prediction: `Demo prediction ${predictionId}`,
      confidence,
      sourceTitle: 'Demo source (fictional)',
      sourceDate,
      sourceUrl: `https://example.org/demo/${predictionId}`,
      tags,
    },
  }),
  predictionEdited: (predictionId: string, tags: string[] = [], confidence = 60, sourceDate = '2025-03-01'): DomainEvent => ({
    type: 'MediaPredictionEdited',
    data: {
      predictionId,
      statement: `Demo statement ${predictionId}, edited`,
      prediction: `Demo prediction ${predictionId}`,
      confidence,
      sourceTitle: 'Demo source (fictional)',
      sourceDate,
      sourceUrl: `https://example.org/demo/${predictionId}`,
      tags,
    },
  }),
  predictionDeleted: (predictionId: string): DomainEvent => ({ type: 'MediaPredictionDeleted', data: { predictionId } }),
  celebrationSeen: (userId: string, celebrationId: string): DomainEvent => ({ type: 'CelebrationSeen', data: { userId, celebrationId } }),
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
  const ends = new Map<string, { revision: number; hash: string | undefined }>();
  for (const event of before) ends.set(event.streamId, { revision: event.revision, hash: event.metadata.hash });
  const firstPosition = (before.at(-1)?.position ?? 0) + 1;
  return script.map(({ event, at, actorId }, index) => {
    const streamId = streamOf(event);
    const end = ends.get(streamId);
    const revision = (end?.revision ?? -1) + 1;
    const occurredAt = new Date(at).toISOString();
    // Linked as a store links what it appends, so that what reads the chain (the daily seals) sees real links.
    const link = chainLink(
      { streamId, revision, type: event.type, occurredAt, actorId: actorId ?? null, data: event.data },
      end?.hash ?? null,
    );
    ends.set(streamId, { revision, hash: link.hash });
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
        occurredAt,
        schemaVersion: CURRENT_SCHEMA_VERSION[event.type],
        ...link,
      },
    } as RecordedEvent;
  });
}
