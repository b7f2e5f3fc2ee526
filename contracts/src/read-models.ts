import { z } from 'zod';
import { CommentImageRef } from './events/comment-events.js';
import { ReportOutcome, ReportReason } from './events/moderation-events.js';
import { QuestionOption } from './events/question-events.js';
import { Question } from './api/question.js';
import { MediaPrediction, Official } from './api/research.js';
import { CrowdBeforeAnswer, User, UserAnswer } from './api/user.js';
import { Suggestion } from './api/suggestion.js';
import { SuggestionStatus } from './events/suggestion-events.js';
import { NewsletterSubscriber } from './api/newsletter.js';
import { DisputeStatus } from './api/dispute.js';
import { SCORING_RULE_NAMES } from './scoring/scoring-rules.js';

/**
 * The read models the projector writes and the query side reads. Both sides import these shapes so that a field
 * is named once; API responses are still parsed through the API schemas, which drop the internal fields.
 */
export const ReadModel = {
  questions: 'questions',
  answers: 'answers',
  comments: 'comments',
  users: 'users',
  userStats: 'user_stats',
  userActivity: 'user_activity',
  friendships: 'friendships',
  suggestions: 'suggestions',
  newsletterSubscribers: 'newsletter_subscribers',
  officials: 'officials',
  mediaPredictions: 'media_predictions',
  tags: 'tags',
  dailyActivity: 'daily_activity',
  predictorTotals: 'predictor_totals',
  pushSubscriptions: 'push_subscriptions',
  resultsTimeline: 'results_timeline',
  disputes: 'disputes',
  logSeals: 'log_seals',
  scoringRule: 'scoring_rule',
  boardStats: 'board_stats',
  celebrations: 'celebrations',
  celebrationMarks: 'celebration_marks',
  deletedAccounts: 'deleted_accounts',
  answersToDeletedQuestions: 'answers_to_deleted_questions',
  deletedQuestions: 'deleted_questions',
  unshownRecords: 'unshown_records',
} as const;
export type ReadModelName = (typeof ReadModel)[keyof typeof ReadModel];

/**
 * Where the projector keeps its place while it projects a question-wide event a page of answers at a time (a
 * resolution of half a million answers): while this document exists, some answerers' records have moved with the
 * event and others not yet, and the question and the ranks still read as before it.
 */
export const PROJECTOR_CURSORS = 'projector_cursors';
export const QUESTION_WIDE_CURSOR_ID = 'question-wide-event';

/** The checkpoint under which the projector saves how far into the log its read models are. */
export const PROJECTOR_CHECKPOINT = 'projector';

/**
 * The checkpoints under which the projector saves the position of the last /ws message for everyone, and of the last
 * for one person (a friend request), before it hands them over: a query-service that starts, or that lost its notice
 * bus for a while, knows how far the messages it could not hear go (RealtimeHello). 0 (none saved, or a rebuild
 * swapped in since) leaves it to the projector's own checkpoint.
 */
export const FEED_EVERYONE_CHECKPOINT = 'feed-everyone';
export const FEED_PERSONAL_CHECKPOINT = 'feed-personal';

/** Notice channel on which the projector announces each committed batch. */
export const PROJECTOR_ADVANCED_CHANNEL = 'projector.advanced';
export const ProjectorAdvancedNotice = z.object({
  position: z.number().int().nonnegative(),
  /**
   * The position of the last batch, at or before `position`, that changed the questions read model: lists of
   * questions cached at a later position are still good. A state rather than an event, so that the next notice makes
   * up for a lost one. Absent (from an older projector): take it to be `position`.
   */
  questionsChangedAt: z.number().int().nonnegative().optional(),
  /**
   * The same for the discussions: the last batch that changed the comments read model or the users (whose names the
   * comments show). Absent (from an older projector): take it to be `position`.
   */
  commentsChangedAt: z.number().int().nonnegative().optional(),
});
export type ProjectorAdvancedNotice = z.infer<typeof ProjectorAdvancedNotice>;

/** Global position of the last event applied to a document: a replayed event at or below it changes nothing. */
const appliedPosition = { _position: z.number().int().positive() };

/** One resolution or correction of a question: the log position of its event, the outcome it set, and when. */
export const QuestionResolutionStep = z.object({
  position: z.number().int().positive(),
  correctOptionId: z.string(),
  at: z.iso.datetime(),
});
export type QuestionResolutionStep = z.infer<typeof QuestionResolutionStep>;

/** A question without its 'Day N', which the query side derives from `date`. */
export const QuestionDocument = Question.omit({ dayNumber: true }).extend({
  /** South African calendar day of `date` (YYYY-MM-DD): what "today's questions" are looked up by. */
  day: z.string(),
  /** When the question was resolved; the month of resolution decides which month's accuracy an answer counts in. */
  resolvedAt: z.iso.datetime().nullable(),
  /**
   * The resolution and each correction, in the log's order: what every answerer's result is told from (see
   * answer-results.ts), so that a resolution writes no document per answerer to say it. Absent until resolved.
   */
  resolutions: z.array(QuestionResolutionStep).optional(),
  /** When the last of `resolutions` happened: the recently settled questions are found by it. */
  lastResolutionAt: z.iso.datetime().optional(),
  ...appliedPosition,
});
export type QuestionDocument = z.infer<typeof QuestionDocument>;

/** One user's answer to one question; id `<questionId>:<userId>`. Whether it was right: see answerOutcome. */
export const AnswerDocument = UserAnswer.extend({
  id: z.string(),
  userId: z.string(),
  /** The national split just before this answer: what crowd-relative scoring measures the answer against. */
  crowdBefore: CrowdBeforeAnswer,
  ...appliedPosition,
});
export type AnswerDocument = z.infer<typeof AnswerDocument>;

export const UserDocument = User.extend({
  /** For case-insensitive username look-ups. */
  usernameLower: z.string(),
  /** The username and the name, lowercased, a line apart: what the admins' user search looks in (userSearchText). */
  searchText: z.string(),
  ...appliedPosition,
});
export type UserDocument = z.infer<typeof UserDocument>;

/** What the admins' search finds a user by: either their username or their name, whatever the letter case. */
export function userSearchText(user: { username: string; name: string }): string {
  return `${user.username}\n${user.name}`.toLowerCase();
}

const ResolvedCounts = z.object({
  resolved: z.number().int().nonnegative(),
  correct: z.number().int().nonnegative(),
  /** The answers' points under the scoring rule, in millipoints (see scoring-rules.ts). */
  millipoints: z.number().int(),
});

/**
 * Counters behind a user's scoring record; id is the user id. Written when one of their answers is resolved (or
 * its resolution corrected, or its question deleted), never by an answer to an open question: only users with at
 * least one resolved answer have one. What they answer day by day is their activity (UserActivityDocument), kept
 * apart so that an answer, the busiest write of all, leaves this document and its ranking index alone.
 */
export const UserStatsDocument = z.object({
  id: z.string(),
  userId: z.string(),
  resolvedAnswers: z.number().int().nonnegative(),
  correctAnswers: z.number().int().nonnegative(),
  /** South African month of resolution (YYYY-MM) -> resolved and correct answers and their points. */
  resolvedByMonth: z.record(z.string(), ResolvedCounts),
  /** Points of every resolved answer under the scoring rule, in millipoints. */
  millipoints: z.number().int(),
  /** The rule's ranking score: the national rank is 1 + the number of ranked players with a higher one. */
  score: z.number(),
  /** Whether the player has the resolved answers the rule asks before ranking anyone. */
  ranked: z.boolean(),
  scoringRule: z.enum(SCORING_RULE_NAMES),
  ...appliedPosition,
});
export type UserStatsDocument = z.infer<typeof UserStatsDocument>;

/**
 * What a user has answered, day by day; id is the user id. Only users with at least one answer (to a question that
 * still exists) have one, and a deleted account's goes with it. No index: it is read by id alone.
 */
export const UserActivityDocument = z.object({
  id: z.string(),
  userId: z.string(),
  totalAnswers: z.number().int().positive(),
  /** South African day (YYYY-MM-DD) -> answers given that day; days without answers are absent. For the streak. */
  answersByDay: z.record(z.string(), z.number().int().positive()),
  ...appliedPosition,
});
export type UserActivityDocument = z.infer<typeof UserActivityDocument>;

/**
 * An account its owner deleted; id is the user id, and nothing else is kept. A request let in before the deletion
 * can still record an answer after it: the read models count no answer of an account deleted earlier in the log, so
 * that such an answer brings back no activity, statistics or vote (see countable-answer.ts in the projector).
 */
export const DeletedAccountDocument = z.object({
  id: z.string(),
  ...appliedPosition,
});
export type DeletedAccountDocument = z.infer<typeof DeletedAccountDocument>;

/**
 * An answer's id: its question's id, a colon, its user's id. A question's answers are found as the range of ids
 * after its id and the colon (the projector's pages, the notifier's walk), which holds because question ids are
 * UUIDs and so never hold a colon themselves.
 */
export const answerDocumentId = (questionId: string, userId: string) => `${questionId}:${userId}`;

/**
 * The current request or friendship between two users; id is the friend-request id (see `friendRequestId`).
 * A rejected request has no document, so the pair can be requested again and the search offers them again.
 */
export const FriendshipDocument = z.object({
  id: z.string(),
  requesterId: z.string(),
  receiverId: z.string(),
  status: z.enum(['pending', 'accepted']),
  createdAt: z.iso.datetime(),
  /** When the receiver accepted; null while pending. */
  respondedAt: z.iso.datetime().nullable(),
  ...appliedPosition,
});
export type FriendshipDocument = z.infer<typeof FriendshipDocument>;

/** A question suggestion without its author's name, which the query side joins from `users`; id is the suggestion id. */
export const SuggestionDocument = Suggestion.omit({ user: true }).extend({
  userId: z.string(),
  ...appliedPosition,
});
export type SuggestionDocument = z.infer<typeof SuggestionDocument>;

/** One subscribed address; id is its subscriber id (see NewsletterSubscribed). */
export const NewsletterSubscriberDocument = NewsletterSubscriber.extend({
  /** Which subscription this is: an erasure takes off only the one it names. */
  subscriptionId: z.string(),
  /** Whether confirmedAt is set, as a field the notifier's walk over the confirmed subscribers has an index on. */
  confirmed: z.boolean(),
  ...appliedPosition,
});
export type NewsletterSubscriberDocument = z.infer<typeof NewsletterSubscriberDocument>;

/** An official of the research hub; id is the official's id. */
export const OfficialDocument = Official.extend({ ...appliedPosition });
export type OfficialDocument = z.infer<typeof OfficialDocument>;

/** A media prediction of the research hub; id is the prediction's id. */
export const MediaPredictionDocument = MediaPrediction.extend({ ...appliedPosition });
export type MediaPredictionDocument = z.infer<typeof MediaPredictionDocument>;

/**
 * One research topic in use; id is the (normalised) tag. It lists what carries the tag, so the hub can show a
 * topic's questions, officials and predictions without a search inside every document's list of tags. Only public
 * questions (published, not archived) count. A tag nothing carries any more has no document.
 */
export const TagDocument = z.object({
  id: z.string(),
  questionIds: z.array(z.string()),
  officialIds: z.array(z.string()),
  predictionIds: z.array(z.string()),
  questionCount: z.number().int().nonnegative(),
  officialCount: z.number().int().nonnegative(),
  predictionCount: z.number().int().nonnegative(),
  ...appliedPosition,
});
export type TagDocument = z.infer<typeof TagDocument>;

/**
 * What happened on one South African day (id `YYYY-MM-DD`), for the admin analytics. Answers count on the day they
 * were given, resolved and correct answers on the day their question was resolved. A deleted question's answers
 * are taken out again, as the user statistics take them out: the figures describe the questions that exist.
 * A day with nothing left to count has no document.
 */
export const DailyActivityDocument = z.object({
  id: z.string(),
  signUps: z.number().int().nonnegative(),
  answers: z.number().int().nonnegative(),
  /** Distinct users with at least one answer that day. */
  activeVoters: z.number().int().nonnegative(),
  resolvedAnswers: z.number().int().nonnegative(),
  correctAnswers: z.number().int().nonnegative(),
  ...appliedPosition,
});
export type DailyActivityDocument = z.infer<typeof DailyActivityDocument>;

/** The one document (id `PREDICTOR_TOTALS_ID`) of national totals over the users' activity and records, for the leaderboard's summary. */
export const PREDICTOR_TOTALS_ID = 'national';
export const PredictorTotalsDocument = z.object({
  id: z.string(),
  /** Users with at least one answer (those with an activity document). */
  predictors: z.number().int().nonnegative(),
  /** Users with at least one resolved answer (those with a scoring record). */
  ratedPredictors: z.number().int().nonnegative(),
  /** Sum over the rated predictors of correct / resolved (a fraction, not a percentage). */
  accuracySum: z.number(),
  ...appliedPosition,
});
export type PredictorTotalsDocument = z.infer<typeof PredictorTotalsDocument>;

/**
 * A browser's push subscription, for the notifier; id is the sha256 (base64url) of the endpoint, so an endpoint is
 * held by one user at a time: the last one who subscribed with it (a shared browser changing hands).
 */
export const PushSubscriptionDocument = z.object({
  id: z.string(),
  userId: z.string(),
  endpoint: z.string(),
  keys: z.object({ p256dh: z.string(), auth: z.string() }),
  subscribedAt: z.iso.datetime(),
  ...appliedPosition,
});
export type PushSubscriptionDocument = z.infer<typeof PushSubscriptionDocument>;

/** A report no admin has dealt with yet; the reporter's name is joined from `users` when read. */
export const PendingReportDocument = z.object({
  reporterId: z.string(),
  reason: ReportReason,
  details: z.string(),
  reportedAt: z.iso.datetime(),
});
export type PendingReportDocument = z.infer<typeof PendingReportDocument>;

/**
 * One live comment; id `<questionId>:<commentId>`, so that a question's comments are found by the prefix of their
 * ids when the question goes. The author's name is joined from `users` when read. The moderation fields are absent
 * until a comment is first reported, so that the documents of the great many comments nobody reports stay small.
 */
export const CommentDocument = z.object({
  id: z.string(),
  commentId: z.string(),
  questionId: z.string(),
  userId: z.string(),
  /** Emptied when a moderator removes the comment: what was removed stays in the log, not on show. */
  content: z.string(),
  /** Null once removed, which is also what stops the image being served. */
  image: CommentImageRef.nullable(),
  createdAt: z.iso.datetime(),
  /** Oldest first. */
  pendingReports: z.array(PendingReportDocument).optional(),
  /** True while there are pending reports: the admins' queue is found by it. */
  awaitingModeration: z.boolean().optional(),
  /** The time of the latest pending report, which orders the queue. */
  lastReportedAt: z.iso.datetime().optional(),
  /** Every report the comment has had, dismissed ones included; absent before the first. */
  reportCount: z.number().int().positive().optional(),
  removedByModerator: z.boolean().optional(),
  ...appliedPosition,
});
export type CommentDocument = z.infer<typeof CommentDocument>;

export const commentDocumentId = (questionId: string, commentId: string) => `${questionId}:${commentId}`;

/**
 * One person's dispute of a question's resolution; id `<questionId>:<userId>`, so that a question's disputes are
 * found by the prefix of their ids. Kept once dealt with: the disputer still sees what became of it.
 */
export const DisputeDocument = z.object({
  id: z.string(),
  questionId: z.string(),
  userId: z.string(),
  reason: z.string(),
  disputedAt: z.iso.datetime(),
  status: DisputeStatus,
  /** The admin's note when the disputes were dismissed; null otherwise. */
  note: z.string().nullable(),
  closedAt: z.iso.datetime().nullable(),
  ...appliedPosition,
});
export type DisputeDocument = z.infer<typeof DisputeDocument>;

export const disputeDocumentId = (questionId: string, userId: string) => `${questionId}:${userId}`;

/**
 * An answer to a question since deleted. Every count and list leaves such answers out, but the log keeps them, so
 * their author's data export still lists them, with the question in words as it stood; id as the answer's was.
 */
export const AnswerToDeletedQuestionDocument = z.object({
  id: z.string(),
  questionId: z.string(),
  userId: z.string(),
  optionId: z.string(),
  submittedAt: z.iso.datetime(),
  questionText: z.string(),
  /** null when the option was not one of the question's (an answer that raced a change). */
  optionText: z.string().nullable(),
  /** Whether it was right, as the question stood when deleted; null when it was not resolved. */
  correct: z.boolean().nullable(),
  /**
   * What it had earned under the scoring rule when the question was deleted, in millipoints (answerMillipointsOf),
   * though it counts nowhere since; null when it was not resolved. Absent from documents of projections before 18,
   * read until the rebuild that an upgrade starts has swapped in.
   */
  millipoints: z.number().int().nullable().optional(),
  questionDeletedAt: z.iso.datetime(),
  ...appliedPosition,
});
export type AnswerToDeletedQuestionDocument = z.infer<typeof AnswerToDeletedQuestionDocument>;

/**
 * A question an admin deleted, as it stood then; id is the question's id. The questions read model drops it, but its
 * history stays in the log, and the admins' list of deletions is how they find that history again without its id.
 */
export const DeletedQuestionDocument = z.object({
  id: z.string(),
  text: z.string(),
  date: z.iso.datetime(),
  /** The options, so that the history can name the outcome a resolution set. */
  options: z.array(QuestionOption),
  wasPublished: z.boolean(),
  wasResolved: z.boolean(),
  totalVotes: z.number().int().nonnegative(),
  deletedAt: z.iso.datetime(),
  /**
   * Who deleted it, by id alone (null for the operator's command line): the name is looked up when read, as the
   * history looks it up, so that a deleted admin account leaves no name behind here.
   */
  deletedBy: z.string().nullable(),
  ...appliedPosition,
});
export type DeletedQuestionDocument = z.infer<typeof DeletedQuestionDocument>;

const unshownRecordBase = {
  id: z.string(),
  /** Whose record it is: the person whose data export lists it. */
  userId: z.string(),
  ...appliedPosition,
};

/**
 * Something of a person's that the product no longer shows but the log still holds readable, kept so that their
 * data export is everything held about them (POPIA's right of access), not only what is on show:
 * - their comment under a question since deleted (id `comment:<commentId>`; its text is read from the log, where it
 *   stays sealed under the comment's own key, until they delete it);
 * - their comment they deleted (`deleted-comment:<commentId>`): its words are gone, but not that they posted it;
 * - their report of a comment, once dealt with (`report:<commentId>:<reporterId>`);
 * - their dispute of a question since deleted (`dispute:<questionId>:<userId>`);
 * - a friend request or friendship of theirs that ended: declined, or the other's account deleted
 *   (`ended:<requestId>:<userId>:<position>`: a pair may ask again, and be declined again);
 * - their question suggestion an admin deleted (`suggestion:<suggestionId>`).
 * Nothing is recorded for an account already deleted: no one is left to ask for it.
 */
export const UnshownRecordDocument = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('comment'),
    commentId: z.string(),
    questionId: z.string(),
    /**
     * The question as it read when deleted, so that its author knows which discussion it was in; null for a comment
     * that reached the log just after its question's deletion (the two raced), which no read model had shown.
     */
    questionText: z.string().nullable(),
    postedAt: z.iso.datetime(),
    /** For a comment that raced the deletion, the moment it reached the log, the deletion having come just before. */
    questionDeletedAt: z.iso.datetime(),
    removedByModerator: z.boolean(),
    ...unshownRecordBase,
  }),
  z.object({
    kind: z.literal('deleted comment'),
    commentId: z.string(),
    questionId: z.string(),
    postedAt: z.iso.datetime(),
    deletedAt: z.iso.datetime(),
    /** As it stood when its author deleted it. */
    removedByModerator: z.boolean(),
    questionDeletedAt: z.iso.datetime().nullable(),
    ...unshownRecordBase,
  }),
  z.object({
    kind: z.literal('report'),
    commentId: z.string(),
    questionId: z.string(),
    reason: ReportReason,
    details: z.string(),
    reportedAt: z.iso.datetime(),
    outcome: ReportOutcome,
    dealtWithAt: z.iso.datetime(),
    ...unshownRecordBase,
  }),
  z.object({
    kind: z.literal('dispute'),
    questionId: z.string(),
    reason: z.string(),
    disputedAt: z.iso.datetime(),
    status: DisputeStatus,
    note: z.string().nullable(),
    questionDeletedAt: z.iso.datetime(),
    ...unshownRecordBase,
  }),
  z.object({
    kind: z.literal('ended friendship'),
    otherUserId: z.string(),
    direction: z.enum(['sent', 'received']),
    requestedAt: z.iso.datetime(),
    acceptedAt: z.iso.datetime().nullable(),
    endedAt: z.iso.datetime(),
    endedBecause: z.enum(['declined', 'account deleted']),
    ...unshownRecordBase,
  }),
  z.object({
    kind: z.literal('suggestion'),
    suggestionId: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    status: SuggestionStatus,
    adminNotes: z.string().nullable(),
    submittedAt: z.iso.datetime(),
    deletedAt: z.iso.datetime(),
    ...unshownRecordBase,
  }),
]);
export type UnshownRecordDocument = z.infer<typeof UnshownRecordDocument>;
export type UnshownRecordOf<K extends UnshownRecordDocument['kind']> = Extract<UnshownRecordDocument, { kind: K }>;

export const unshownRecordId = {
  comment: (commentId: string) => `comment:${commentId}`,
  report: (commentId: string, reporterId: string) => `report:${commentId}:${reporterId}`,
  dispute: (questionId: string, userId: string) => `dispute:${questionId}:${userId}`,
  deletedComment: (commentId: string) => `deleted-comment:${commentId}`,
  endedFriendship: (requestId: string, userId: string, position: number) => `ended:${requestId}:${userId}:${position}`,
  suggestion: (suggestionId: string) => `suggestion:${suggestionId}`,
};

/**
 * The log's daily seals (README, "Verifiable history"). The document `LOG_HEAD_ID` is the head as it stands, on the
 * day of the latest event; each other document (id: the day) is a day that has ended, which later events cannot
 * change.
 */
export const LOG_HEAD_ID = 'head';
export const LogSealDocument = z.object({
  id: z.string(),
  day: z.string(),
  closed: z.boolean(),
  lastPosition: z.number().int().positive(),
  eventCount: z.number().int().positive(),
  headHash: z.string(),
  ...appliedPosition,
});
export type LogSealDocument = z.infer<typeof LogSealDocument>;

/**
 * The scoring rule the read models are built with (id `SCORING_RULE_ID`); absent means DEFAULT_SCORING_RULE.
 * `adoptedAt` is the position of the adoption it reflects: a rebuild starts with the latest adoption already in
 * place, so that every answer, the oldest included, is scored under it, and passes the older adoptions by.
 */
export const SCORING_RULE_ID = 'current';
export const ScoringRuleDocument = z.object({
  id: z.string(),
  rule: z.enum(SCORING_RULE_NAMES),
  adoptedAt: z.number().int().nonnegative(),
  ...appliedPosition,
});
export type ScoringRuleDocument = z.infer<typeof ScoringRuleDocument>;

/**
 * A player's record on one of the leaderboards beyond the national one: a calendar month of resolutions (South
 * African time) or a research topic (tag). Id `<board>|<userId>`; only players with a resolved answer on the board
 * have one.
 */
export const BoardStatsDocument = z.object({
  id: z.string(),
  /** `month:YYYY-MM` or `tag:<tag>`. */
  board: z.string(),
  userId: z.string(),
  resolvedAnswers: z.number().int().nonnegative(),
  correctAnswers: z.number().int().nonnegative(),
  millipoints: z.number().int(),
  score: z.number(),
  ranked: z.boolean(),
  scoringRule: z.enum(SCORING_RULE_NAMES),
  ...appliedPosition,
});
export type BoardStatsDocument = z.infer<typeof BoardStatsDocument>;

export const monthBoard = (month: string) => `month:${month}`;
export const tagBoard = (tag: string) => `tag:${tag}`;
export const boardStatsId = (board: string, userId: string) => `${board}|${userId}`;

/**
 * Something that happened to a user and is to be celebrated once (or, for a wrong answer, told plainly): their answer
 * met a resolution, or a friend request of theirs was accepted. Id `<userId>|question:<questionId>` or
 * `<userId>|friend:<friendId>`. `celebrationId` (see celebration-ids.ts) names the occasion; `seen` turns true when the
 * user acknowledges that very id.
 *
 * Only friendships are stored as such. An answer's result is worked out when asked for, from the answer, its
 * question's resolutions and the results the user has seen (answer-results.ts in the query service): on election night
 * a resolution would otherwise write one more document for each of half a million answerers.
 */
export const CelebrationDocument = z.object({
  id: z.string(),
  userId: z.string(),
  kind: z.enum(['answer', 'friend']),
  celebrationId: z.string(),
  occurredAt: z.iso.datetime(),
  seen: z.boolean(),
  /** For an answer: the question, the option picked, the right one and the points under the scoring rule. */
  questionId: z.string().nullable(),
  optionId: z.string().nullable(),
  correctOptionId: z.string().nullable(),
  millipoints: z.number().int().nullable(),
  /** For a friendship: the other user. */
  friendId: z.string().nullable(),
  ...appliedPosition,
});
export type CelebrationDocument = z.infer<typeof CelebrationDocument>;

export const celebrationDocumentId = (userId: string, subject: { questionId: string } | { friendId: string }) =>
  'questionId' in subject ? `${userId}|question:${subject.questionId}` : `${userId}|friend:${subject.friendId}`;

/**
 * The best national rank and the highest accuracy milestone a user has been shown (id: the user id), so that a rank
 * or a milestone celebrates only when it beats them, and the answer results they have seen. Absent until the first
 * acknowledgement.
 */
export const CelebrationMarksDocument = z.object({
  id: z.string(),
  bestRank: z.number().int().positive().nullable(),
  bestMilestone: z.number().int().nullable(),
  /**
   * By question, the last answer result the user acknowledged (its celebration id) and when. Entries older than twice
   * the celebration window are dropped: what they name is too old to be told again anyway.
   */
  seenResults: z.record(z.string(), z.object({ celebrationId: z.string(), at: z.iso.datetime() })).optional(),
  ...appliedPosition,
});
export type CelebrationMarksDocument = z.infer<typeof CelebrationMarksDocument>;
