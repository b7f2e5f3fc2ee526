import {
  answerDocumentId,
  type AnswerDocument,
  type CommentDocument,
  FRIEND_COMMENTS_SHOWN,
  type FriendActivity,
  type QuestionDocument,
  ReadModel,
} from '@iec-bets/contracts';
import type { ReadStore } from '@iec-bets/platform';
import { toComments } from './comment-view.js';
import { answerersNames, asFriendAnswers } from './friend-answers-view.js';
import { friendIdsOf } from './friend-ids.js';

/**
 * The most comments of one friend read per request, newest first. The questions asked about are the feed's newest
 * page, weeks of a daily game, and a friend who wrote more than this in that time has the oldest of them left out of
 * the counts: a bound on what one poll of the Friends tab can cost, however much a friend writes.
 */
export const FRIEND_COMMENTS_READ = 1_000;

function byQuestion<T extends { questionId: string }>(items: readonly T[], asked: ReadonlySet<string>): Map<string, T[]> {
  const grouped = new Map<string, T[]>();
  for (const item of items) {
    if (!asked.has(item.questionId)) continue;
    const list = grouped.get(item.questionId);
    if (list) list.push(item);
    else grouped.set(item.questionId, [item]);
  }
  return grouped;
}

const oldestFirst = (a: CommentDocument, b: CommentDocument) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);

/**
 * For each of `questions` that a friend of `userId` answered or commented on (the others are left out: the Friends
 * tab hides them), the friends' answers by name, their latest comments and how many they wrote on it. A fixed number
 * of look-ups whatever the number of questions: the answers of every friend to every question at once, each friend's
 * comments, and the names of everyone shown.
 */
export async function friendActivityOn(readStore: ReadStore, questions: readonly QuestionDocument[], userId: string): Promise<FriendActivity[]> {
  const friendIds = await friendIdsOf(readStore, userId);
  if (friendIds.length === 0 || questions.length === 0) return [];
  const asked = new Set(questions.map((question) => question.id));
  const [answers, commentsByFriend] = await Promise.all([
    readStore.getMany<AnswerDocument>(
      ReadModel.answers,
      questions.flatMap((question) => friendIds.map((friendId) => answerDocumentId(question.id, friendId))),
    ),
    Promise.all(
      friendIds.map((friendId) =>
        readStore.find<CommentDocument>(ReadModel.comments, {
          where: { userId: friendId },
          orderBy: [['createdAt', 'desc']],
          limit: FRIEND_COMMENTS_READ,
        }),
      ),
    ),
  ]);
  const answersTo = byQuestion(answers, asked);
  const commentsOn = byQuestion(commentsByFriend.flat(), asked);
  const taken = questions.filter((question) => answersTo.has(question.id) || commentsOn.has(question.id));

  // Oldest first, as every discussion reads; the latest few are the ones shown.
  const shownOn = new Map(taken.map((question) => [question.id, (commentsOn.get(question.id) ?? []).sort(oldestFirst).slice(-FRIEND_COMMENTS_SHOWN)]));
  const [names, shown] = await Promise.all([answerersNames(readStore, answers), toComments(readStore, [...shownOn.values()].flat())]);
  let next = 0;
  return taken.map((question) => {
    const count = shownOn.get(question.id)!.length;
    const friendComments = shown.slice(next, next + count);
    next += count;
    return {
      questionId: question.id,
      friendAnswers: asFriendAnswers(question, answersTo.get(question.id) ?? [], names),
      friendComments,
      friendCommentCount: commentsOn.get(question.id)?.length ?? 0,
    };
  });
}
