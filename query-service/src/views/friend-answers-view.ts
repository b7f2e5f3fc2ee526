import {
  answerDocumentId,
  type AnswerDocument,
  type FriendAnswer,
  type QuestionDocument,
  ReadModel,
} from '@iec-bets/contracts';
import type { ReadStore } from '@iec-bets/platform';
import { friendIdsOf } from './friend-ids.js';
import { usersById } from './users-by-id.js';

/** The names of the users who gave `answers`, by id, in one look-up. */
export async function answerersNames(readStore: ReadStore, answers: readonly AnswerDocument[]): Promise<Map<string, string>> {
  const users = await usersById(readStore, answers.map((answer) => answer.userId));
  return new Map([...users.values()].map((user) => [user.id, user.name]));
}

/** Friends' answers to `question` as the API gives them: by name, with the option's text, in order of name. */
export function asFriendAnswers(question: QuestionDocument, answers: readonly AnswerDocument[], nameOf: ReadonlyMap<string, string>): FriendAnswer[] {
  const optionText = new Map<string, string>(question.options.map((option) => [option.id, option.text]));
  return answers
    .map((answer) => ({
      friendId: answer.userId,
      friendName: nameOf.get(answer.userId) ?? 'Unknown user',
      optionText: optionText.get(answer.optionId) ?? answer.optionId,
    }))
    .sort((a, b) => a.friendName.localeCompare(b.friendName) || a.friendId.localeCompare(b.friendId));
}

/** What `userId`'s friends answered to `question`, by friend name: the "Friends' answers" of the results screen. */
export async function friendAnswersTo(readStore: ReadStore, question: QuestionDocument, userId: string): Promise<FriendAnswer[]> {
  const friendIds = await friendIdsOf(readStore, userId);
  if (friendIds.length === 0) return [];
  const answers = await readStore.getMany<AnswerDocument>(
    ReadModel.answers,
    friendIds.map((friendId) => answerDocumentId(question.id, friendId)),
  );
  return asFriendAnswers(question, answers, await answerersNames(readStore, answers));
}
