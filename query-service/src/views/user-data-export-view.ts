import {
  answerOutcome,
  type AnswerDocument,
  type CommentDocument,
  type DisputeDocument,
  type FriendshipDocument,
  imageUrlFor,
  type PushSubscriptionDocument,
  type QuestionDocument,
  type SuggestionDocument,
  User,
  type UserDataExport,
  type UserDocument,
  type UserStats,
} from '@iec-bets/contracts';
import type { Session } from '@iec-bets/platform';

/** What the read models hold about one user, gathered by the route. */
export interface HeldAboutUser {
  user: UserDocument;
  /** Their statistics as their profile shows them. */
  record: UserStats;
  answers: AnswerDocument[];
  /** The questions of those answers that still exist. */
  questions: QuestionDocument[];
  comments: CommentDocument[];
  friendships: FriendshipDocument[];
  /** The other users of those friendships that still exist. */
  friends: UserDocument[];
  suggestions: SuggestionDocument[];
  pushSubscriptions: PushSubscriptionDocument[];
  disputes: DisputeDocument[];
  /** Every comment awaiting moderation, which holds the reports not yet dealt with, theirs among them. */
  awaitingModeration: CommentDocument[];
  /** Their live sessions, oldest first. */
  sessions: Session[];
}

const byTime = <T>(time: (item: T) => string) => (a: T, b: T) => time(a).localeCompare(time(b));

/** The export in the user's own terms: words rather than ids where the product has them, oldest first. */
export function toUserDataExport(held: HeldAboutUser, exportedAt: Date): UserDataExport {
  const questions = new Map(held.questions.map((question) => [question.id, question]));
  const friends = new Map(held.friends.map((friend) => [friend.id, friend]));
  const userId = held.user.id;
  return {
    exportedAt: exportedAt.toISOString(),
    account: User.parse(held.user),
    record: held.record,
    answers: held.answers.sort(byTime((answer) => answer.submittedAt)).map((answer) => {
      const question = questions.get(answer.questionId);
      const correct = question ? answerOutcome(answer, question) : null;
      return {
        questionId: answer.questionId,
        questionText: question?.text ?? null,
        optionId: answer.optionId,
        optionText: question?.options.find((option) => option.id === answer.optionId)?.text ?? null,
        answeredAt: answer.submittedAt,
        outcome: correct === null ? 'not resolved yet' : correct ? 'correct' : 'incorrect',
      };
    }),
    comments: held.comments.sort(byTime((comment) => comment.createdAt)).map((comment) => ({
      id: comment.commentId,
      questionId: comment.questionId,
      content: comment.content,
      imageUrl: comment.image && imageUrlFor(comment.image.hash),
      postedAt: comment.createdAt,
      removedByModerator: comment.removedByModerator === true,
    })),
    friendships: held.friendships.sort(byTime((friendship) => friendship.createdAt)).map((friendship) => {
      const sent = friendship.requesterId === userId;
      const otherId = sent ? friendship.receiverId : friendship.requesterId;
      return {
        userId: otherId,
        username: friends.get(otherId)?.username ?? null,
        direction: sent ? 'sent' : 'received',
        status: friendship.status,
        requestedAt: friendship.createdAt,
        acceptedAt: friendship.respondedAt,
      };
    }),
    suggestions: held.suggestions.sort(byTime((suggestion) => suggestion.createdAt)).map((suggestion) => ({
      id: suggestion.id,
      title: suggestion.title,
      description: suggestion.description,
      status: suggestion.status,
      adminNotes: suggestion.adminNotes,
      submittedAt: suggestion.createdAt,
    })),
    pushSubscriptions: held.pushSubscriptions
      .sort(byTime((subscription) => subscription.subscribedAt))
      .map((subscription) => ({ endpoint: subscription.endpoint, subscribedAt: subscription.subscribedAt })),
    disputes: held.disputes
      .sort(byTime((dispute) => dispute.disputedAt))
      .map(({ questionId, reason, disputedAt, status, note }) => ({ questionId, reason, disputedAt, status, note })),
    reports: held.awaitingModeration
      .flatMap((comment) =>
        (comment.pendingReports ?? [])
          .filter((report) => report.reporterId === userId)
          .map(({ reason, details, reportedAt }) => ({ commentId: comment.commentId, questionId: comment.questionId, reason, details, reportedAt })),
      )
      .sort(byTime((report) => report.reportedAt)),
    sessions: held.sessions.map((session) => ({ signedInAt: session.createdAt.toISOString(), expiresAt: session.expiresAt.toISOString() })),
  };
}
