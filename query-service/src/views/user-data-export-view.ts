import {
  answerOutcome,
  type AnswerDocument,
  type AnswerToDeletedQuestionDocument,
  type CommentDocument,
  type DeletedQuestionDocument,
  type DisputeDocument,
  type FriendshipDocument,
  imageUrlFor,
  pointsOf,
  type PushSubscriptionDocument,
  type QuestionDocument,
  type RecordedEvent,
  scoringRules,
  shownAnswerPoints,
  type SuggestionDocument,
  type UnshownRecordDocument,
  type UnshownRecordOf,
  User,
  type UserDataExport,
  type UserDocument,
  type UserStats,
} from '@iec-bets/contracts';
import { accountHistoryOf } from './account-history.js';
import type { Session } from '@iec-bets/platform';

/** What the read models hold about one user, gathered by the route. */
export interface HeldAboutUser {
  user: UserDocument;
  /** Their statistics as their profile shows them. */
  record: UserStats;
  answers: AnswerDocument[];
  /** The questions the export names (answered, commented on, disputed, reported under) that still exist. */
  questions: QuestionDocument[];
  /** Those since deleted, as they stood then: their words still name them. */
  deletedQuestions: DeletedQuestionDocument[];
  comments: CommentDocument[];
  friendships: FriendshipDocument[];
  /** The other users of those friendships, and of declined requests, that still exist. */
  friends: UserDocument[];
  suggestions: SuggestionDocument[];
  pushSubscriptions: PushSubscriptionDocument[];
  disputes: DisputeDocument[];
  /** Their answers to questions since deleted, which no read model above holds any more. */
  answersToDeletedQuestions: AnswerToDeletedQuestionDocument[];
  /** What else the product no longer shows of them but the log keeps. */
  unshown: UnshownRecordDocument[];
  /** The events of their own streams in the log (`user-<id>`, `pushsubscription-<id>`, `celebration-<id>`), opened. */
  ownStreams: RecordedEvent[];
  /**
   * What the log holds of their comments that no read model shows: those removed by a moderator or under a deleted
   * question, by comment id. A comment whose key is gone is absent.
   */
  wordsInLog: ReadonlyMap<string, { content: string }>;
  /** Every comment awaiting moderation, which holds the reports not yet dealt with, theirs among them. */
  awaitingModeration: CommentDocument[];
  /** Their live sessions, oldest first. */
  sessions: Session[];
}

const byTime = <T>(time: (item: T) => string) => (a: T, b: T) => time(a).localeCompare(time(b));

const outcomeInWords = (correct: boolean | null): UserDataExport['answers'][number]['outcome'] => (correct === null ? 'not resolved yet' : correct ? 'correct' : 'incorrect');

/** Millipoints as the record shows points; none for an answer not resolved, or one whose points are not known. */
const pointsOrNull = (millipoints: number | null = null): number | null => (millipoints === null ? null : pointsOf(millipoints));

function recordsOf<K extends UnshownRecordDocument['kind']>(held: HeldAboutUser, kind: K): Array<UnshownRecordOf<K>> {
  return held.unshown.filter((record): record is UnshownRecordOf<K> => record.kind === kind);
}

/** The export in the user's own terms: words rather than ids where the product has them, oldest first. */
export function toUserDataExport(held: HeldAboutUser, exportedAt: Date): UserDataExport {
  const questions = new Map(held.questions.map((question) => [question.id, question]));
  const deletedTexts = new Map(held.deletedQuestions.map((question) => [question.id, question.text]));
  /** A question in words beside its id; null only for one the read models no longer hold in any form. */
  const questionText = (questionId: string) => questions.get(questionId)?.text ?? deletedTexts.get(questionId) ?? null;
  const deletedQuestionTexts = new Map(held.answersToDeletedQuestions.map((answer) => [answer.questionId, answer.questionText]));
  const friends = new Map(held.friends.map((friend) => [friend.id, friend]));
  const userId = held.user.id;
  // The rule the record's points are added up under, so that the answers' points are the record's, one by one.
  const rule = scoringRules[held.record.scoringRule];
  return {
    exportedAt: exportedAt.toISOString(),
    account: User.parse(held.user),
    accountHistory: accountHistoryOf(held.ownStreams, {
      questionText: (questionId) => questions.get(questionId)?.text ?? deletedQuestionTexts.get(questionId) ?? null,
      username: (friendId) => friends.get(friendId)?.username ?? null,
    }),
    record: held.record,
    answers: [
      ...held.answers.map((answer) => {
        const question = questions.get(answer.questionId);
        const correct = question ? answerOutcome(answer, question) : null;
        return {
          questionId: answer.questionId,
          questionText: question?.text ?? null,
          optionId: answer.optionId,
          optionText: question?.options.find((option) => option.id === answer.optionId)?.text ?? null,
          answeredAt: answer.submittedAt,
          outcome: outcomeInWords(correct),
          points: question ? shownAnswerPoints(rule, answer, question) : null,
          questionDeletedAt: null,
        };
      }),
      ...held.answersToDeletedQuestions.map((answer) => ({
        questionId: answer.questionId,
        questionText: answer.questionText,
        optionId: answer.optionId,
        optionText: answer.optionText,
        answeredAt: answer.submittedAt,
        outcome: outcomeInWords(answer.correct),
        // Kept with the answer when its question was deleted; not known for answers kept before that was.
        points: pointsOrNull(answer.millipoints),
        questionDeletedAt: answer.questionDeletedAt,
      })),
    ].sort(byTime((answer) => answer.answeredAt)),
    comments: [
      ...held.comments.map((comment) => ({
        id: comment.commentId,
        questionId: comment.questionId,
        questionText: questionText(comment.questionId),
        // A removed comment's words are blank in the read models but kept in the log: they are still the author's.
        content: comment.removedByModerator ? (held.wordsInLog.get(comment.commentId)?.content ?? '') : comment.content,
        imageUrl: comment.image && imageUrlFor(comment.image.hash),
        postedAt: comment.createdAt,
        removedByModerator: comment.removedByModerator === true,
        questionDeletedAt: null,
        deletedAt: null,
      })),
      ...recordsOf(held, 'comment').map((comment) => ({
        id: comment.commentId,
        questionId: comment.questionId,
        questionText: questionText(comment.questionId),
        content: held.wordsInLog.get(comment.commentId)?.content ?? '',
        // Its picture is served no more once its question is gone.
        imageUrl: null,
        postedAt: comment.postedAt,
        removedByModerator: comment.removedByModerator,
        questionDeletedAt: comment.questionDeletedAt,
        deletedAt: null,
      })),
      // What its author deleted: the words are gone from every copy of the log, the fact that they posted is not.
      ...recordsOf(held, 'deleted comment').map((comment) => ({
        id: comment.commentId,
        questionId: comment.questionId,
        questionText: questionText(comment.questionId),
        content: '',
        imageUrl: null,
        postedAt: comment.postedAt,
        removedByModerator: comment.removedByModerator,
        questionDeletedAt: comment.questionDeletedAt,
        deletedAt: comment.deletedAt,
      })),
    ].sort(byTime((comment) => comment.postedAt)),
    friendships: [
      ...held.friendships.map((friendship) => {
        const sent = friendship.requesterId === userId;
        const otherId = sent ? friendship.receiverId : friendship.requesterId;
        return {
          userId: otherId,
          username: friends.get(otherId)?.username ?? null,
          direction: sent ? ('sent' as const) : ('received' as const),
          status: friendship.status,
          requestedAt: friendship.createdAt,
          acceptedAt: friendship.respondedAt,
          endedAt: null,
        };
      }),
      ...recordsOf(held, 'ended friendship').map((ended) => ({
        userId: ended.otherUserId,
        username: friends.get(ended.otherUserId)?.username ?? null,
        direction: ended.direction,
        status: ended.endedBecause === 'declined' ? ('declined' as const) : ('ended' as const),
        requestedAt: ended.requestedAt,
        acceptedAt: ended.acceptedAt,
        endedAt: ended.endedAt,
      })),
    ].sort(byTime((friendship) => friendship.requestedAt)),
    suggestions: [
      ...held.suggestions.map((suggestion) => ({
        id: suggestion.id,
        title: suggestion.title,
        description: suggestion.description,
        status: suggestion.status,
        adminNotes: suggestion.adminNotes,
        submittedAt: suggestion.createdAt,
        deletedAt: null,
      })),
      ...recordsOf(held, 'suggestion').map(({ suggestionId, title, description, status, adminNotes, submittedAt, deletedAt }) => ({
        id: suggestionId,
        title,
        description,
        status,
        adminNotes,
        submittedAt,
        deletedAt,
      })),
    ].sort(byTime((suggestion) => suggestion.submittedAt)),
    pushSubscriptions: held.pushSubscriptions
      .sort(byTime((subscription) => subscription.subscribedAt))
      .map((subscription) => ({ endpoint: subscription.endpoint, subscribedAt: subscription.subscribedAt })),
    disputes: [
      ...held.disputes.map(({ questionId, reason, disputedAt, status, note }) => ({
        questionId,
        questionText: questionText(questionId),
        reason,
        disputedAt,
        status,
        note,
        questionDeletedAt: null,
      })),
      ...recordsOf(held, 'dispute').map(({ questionId, reason, disputedAt, status, note, questionDeletedAt }) => ({
        questionId,
        questionText: questionText(questionId),
        reason,
        disputedAt,
        status,
        note,
        questionDeletedAt,
      })),
    ].sort(byTime((dispute) => dispute.disputedAt)),
    reports: [
      ...held.awaitingModeration.flatMap((comment) =>
        (comment.pendingReports ?? [])
          .filter((report) => report.reporterId === userId)
          .map(({ reason, details, reportedAt }) => ({
            commentId: comment.commentId,
            questionId: comment.questionId,
            questionText: questionText(comment.questionId),
            reason,
            details,
            reportedAt,
            outcome: 'awaiting a moderator' as const,
            dealtWithAt: null,
          })),
      ),
      ...recordsOf(held, 'report').map(({ commentId, questionId, reason, details, reportedAt, outcome, dealtWithAt }) => ({
        commentId,
        questionId,
        questionText: questionText(questionId),
        reason,
        details,
        reportedAt,
        outcome,
        dealtWithAt,
      })),
    ].sort(byTime((report) => report.reportedAt)),
    sessions: held.sessions.map((session) => ({ signedInAt: session.createdAt.toISOString(), expiresAt: session.expiresAt.toISOString() })),
  };
}
