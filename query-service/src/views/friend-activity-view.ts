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
import { commentsByAuthors } from './comment-view.js';
import { asFriendAnswers } from './friend-answers-view.js';
import { friendIdsOf } from './friend-ids.js';
import { usersById } from './users-by-id.js';

function byQuestion<T extends { questionId: string }>(items: readonly T[]): Map<string, T[]> {
  const grouped = new Map<string, T[]>();
  for (const item of items) {
    const list = grouped.get(item.questionId);
    if (list) list.push(item);
    else grouped.set(item.questionId, [item]);
  }
  return grouped;
}

const oldestFirst = (a: CommentDocument, b: CommentDocument) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);

/**
 * For each of `questions` that a friend of `userId` answered or commented on (the others are left out: the Friends
 * tab hides them), the friends' answers by name, their latest comments and how many they wrote on it, a comment a
 * moderator removed included, as the question's own count includes it. A fixed number of look-ups whatever the
 * number of questions: every friend's answer to every question at once, by id; every comment of a friend on a
 * question that has comments at all, through the index of comments by author and question, so what is read is
 * what is shown or counted; everyone shown, in one read.
 */
export async function friendActivityOn(readStore: ReadStore, questions: readonly QuestionDocument[], userId: string): Promise<FriendActivity[]> {
  const friendIds = await friendIdsOf(readStore, userId);
  if (friendIds.length === 0 || questions.length === 0) return [];
  const discussed = questions.filter((question) => question.commentCount > 0).map((question) => question.id);
  const [answers, comments] = await Promise.all([
    readStore.getMany<AnswerDocument>(
      ReadModel.answers,
      questions.flatMap((question) => friendIds.map((friendId) => answerDocumentId(question.id, friendId))),
    ),
    discussed.length === 0
      ? []
      : readStore.find<CommentDocument>(ReadModel.comments, { where: { questionId: { $in: discussed }, userId: { $in: friendIds } } }),
  ]);
  const answersTo = byQuestion(answers);
  const commentsOn = byQuestion(comments);
  const taken = questions.filter((question) => answersTo.has(question.id) || commentsOn.has(question.id));

  // Oldest first, as every discussion reads; the latest few are the ones shown.
  const shownOn = new Map(taken.map((question) => [question.id, (commentsOn.get(question.id) ?? []).sort(oldestFirst).slice(-FRIEND_COMMENTS_SHOWN)]));
  // One read of every friend shown, whether for an answer or a comment: the two lists name mostly the same friends.
  const shownComments = [...shownOn.values()].flat();
  const people = await usersById(readStore, [...answers.map((answer) => answer.userId), ...shownComments.map((comment) => comment.userId)]);
  const names = new Map([...people].map(([id, user]) => [id, user.name]));
  const shown = commentsByAuthors(shownComments, people);
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
