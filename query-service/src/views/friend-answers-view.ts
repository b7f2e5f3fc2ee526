import {
  answerDocumentId,
  type AnswerDocument,
  type FriendAnswer,
  type QuestionDocument,
  ReadModel,
  type UserDocument,
} from '@iec-bets/contracts';
import type { ReadStore } from '@iec-bets/platform';
import { friendIdsOf } from './friend-ids.js';

/** What `userId`'s friends answered to `question`, by friend name: the "Friends' answers" of the results screen. */
export async function friendAnswersTo(readStore: ReadStore, question: QuestionDocument, userId: string): Promise<FriendAnswer[]> {
  const friendIds = await friendIdsOf(readStore, userId);
  if (friendIds.length === 0) return [];
  const answers = await readStore.getMany<AnswerDocument>(
    ReadModel.answers,
    friendIds.map((friendId) => answerDocumentId(question.id, friendId)),
  );
  if (answers.length === 0) return [];
  const friends = await readStore.getMany<UserDocument>(ReadModel.users, answers.map((answer) => answer.userId));
  const nameOf = new Map(friends.map((friend) => [friend.id, friend.name]));
  const optionText = new Map<string, string>(question.options.map((option) => [option.id, option.text]));
  return answers
    .map((answer) => ({
      friendId: answer.userId,
      friendName: nameOf.get(answer.userId) ?? 'Unknown user',
      optionText: optionText.get(answer.optionId) ?? answer.optionId,
    }))
    .sort((a, b) => a.friendName.localeCompare(b.friendName) || a.friendId.localeCompare(b.friendId));
}
