import {
  type AnswerDocument,
  type AnswerToDeletedQuestionDocument,
  type DeletedQuestionDocument,
  type CommentDocument,
  type DisputeDocument,
  type FriendshipDocument,
  type PushSubscriptionDocument,
  type QuestionDocument,
  ReadModel,
  streams,
  type SuggestionDocument,
  type UnshownRecordDocument,
  type UserDocument,
} from '@iec-bets/contracts';
import type { EventStore, ReadStore, SessionStore } from '@iec-bets/platform';
import { playerStats } from '../views/player-stats.js';
import type { HeldAboutUser } from '../views/user-data-export-view.js';
import { commentWordsInLog } from './comment-words-in-log.js';

interface Stores {
  readStore: ReadStore;
  /** The log as the services read it: personal data opened with its owners' keys (sealing-event-store.ts). */
  eventStore: Pick<EventStore, 'readStream'>;
  sessionStore: Pick<SessionStore, 'liveSessionsOf'>;
}

/**
 * Everything held about one user, for their data export: the read models' documents about them, the records of
 * what the product no longer shows (unshown_records, answers_to_deleted_questions), their own streams in the log,
 * and the words of their comments that only the log still holds.
 */
export async function gatherHeldAboutUser(stores: Stores, user: UserDocument, now: Date): Promise<HeldAboutUser> {
  const { readStore, eventStore, sessionStore } = stores;
  const id = user.id;
  const byUser = { where: { userId: id } };
  // Every read that needs nothing found first, at once.
  const [
    answers,
    comments,
    sent,
    received,
    suggestions,
    pushSubscriptions,
    disputes,
    awaitingModeration,
    record,
    answersToDeletedQuestions,
    unshown,
    sessions,
    ownStreams,
  ] = await Promise.all([
    readStore.find<AnswerDocument>(ReadModel.answers, byUser),
    readStore.find<CommentDocument>(ReadModel.comments, byUser),
    readStore.find<FriendshipDocument>(ReadModel.friendships, { where: { requesterId: id } }),
    readStore.find<FriendshipDocument>(ReadModel.friendships, { where: { receiverId: id } }),
    readStore.find<SuggestionDocument>(ReadModel.suggestions, byUser),
    readStore.find<PushSubscriptionDocument>(ReadModel.pushSubscriptions, byUser),
    readStore.find<DisputeDocument>(ReadModel.disputes, byUser),
    // Reports are held on the comments they are about, until an admin deals with them: the admins' queue.
    readStore.find<CommentDocument>(ReadModel.comments, { where: { awaitingModeration: true } }),
    playerStats(readStore, id, now),
    readStore.find<AnswerToDeletedQuestionDocument>(ReadModel.answersToDeletedQuestions, byUser),
    readStore.find<UnshownRecordDocument>(ReadModel.unshownRecords, byUser),
    sessionStore.liveSessionsOf(id),
    Promise.all([...streams.personalDataOf(id), streams.celebrations(id)].map((streamId) => eventStore.readStream(streamId))),
  ]);
  const friendships = [...sent, ...received];
  const otherUserIds = [
    ...friendships.map((friendship) => (friendship.requesterId === id ? friendship.receiverId : friendship.requesterId)),
    ...unshown.flatMap((held) => (held.kind === 'ended friendship' ? [held.otherUserId] : [])),
  ];
  const commentsOnlyInLog = [
    ...comments.filter((comment) => comment.removedByModerator).map((comment) => comment.commentId),
    ...unshown.flatMap((held) => (held.kind === 'comment' ? [held.commentId] : [])),
  ];
  // Every question the export names, so that each is named in words: those answered, commented on, disputed or whose
  // comments were reported, deleted ones among them (their words as they stood, from deleted_questions).
  const namedQuestions = [
    ...new Set([
      ...answers.map((answer) => answer.questionId),
      ...comments.map((comment) => comment.questionId),
      ...disputes.map((dispute) => dispute.questionId),
      ...awaitingModeration.filter((comment) => comment.pendingReports?.some((report) => report.reporterId === id)).map((comment) => comment.questionId),
      ...unshown.flatMap((held) => ('questionId' in held ? [held.questionId] : [])),
    ]),
  ];
  const [questions, deletedQuestions, friends, wordsInLog] = await Promise.all([
    readStore.getMany<QuestionDocument>(ReadModel.questions, namedQuestions),
    readStore.getMany<DeletedQuestionDocument>(ReadModel.deletedQuestions, namedQuestions),
    readStore.getMany<UserDocument>(ReadModel.users, [...new Set(otherUserIds)]),
    commentWordsInLog(eventStore, commentsOnlyInLog),
  ]);
  return {
    user,
    record,
    answers,
    questions,
    deletedQuestions,
    comments,
    friendships,
    friends,
    suggestions,
    pushSubscriptions,
    disputes,
    awaitingModeration,
    sessions,
    answersToDeletedQuestions,
    unshown,
    wordsInLog,
    ownStreams: ownStreams.flat().sort((a, b) => a.position - b.position),
  };
}
