import {
  ReadModel,
  type AnswerDocument,
  type PushSubscriptionDocument,
  type UserDocument,
} from '@iec-bets/contracts';
import type { ReadStore } from '@iec-bets/platform';

/** Look-ups by many ids go in slices, so that no query grows without bound. */
const SLICE = 500;

function slices<T>(items: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += SLICE) result.push(items.slice(start, start + SLICE));
  return result;
}

export interface Recipient {
  user: UserDocument;
  /** Whether their answer was right; null when the alert is not about their answer. */
  wasCorrect: boolean | null;
}

/** Every user with at least one channel on: who hears of a new question. */
export async function usersWithAlertsOn(readStore: ReadStore): Promise<Recipient[]> {
  const byChannel = await Promise.all(
    (['emailNotifications', 'whatsappNotifications', 'browserNotifications'] as const).map((flag) =>
      readStore.find<UserDocument>(ReadModel.users, { where: { [flag]: true } }),
    ),
  );
  const users = new Map(byChannel.flat().map((user) => [user.id, user]));
  return [...users.values()].map((user) => ({ user, wasCorrect: null }));
}

/** Everyone who answered the question, and whether they were right: who hears of its resolution. */
export async function answerersOf(readStore: ReadStore, questionId: string, correctOptionId: string): Promise<Recipient[]> {
  const answers = await readStore.find<AnswerDocument>(ReadModel.answers, { where: { questionId } });
  const correct = new Map(answers.map((answer) => [answer.userId, answer.optionId === correctOptionId]));
  const recipients: Recipient[] = [];
  for (const ids of slices([...correct.keys()])) {
    for (const user of await readStore.getMany<UserDocument>(ReadModel.users, ids)) {
      recipients.push({ user, wasCorrect: correct.get(user.id) ?? null });
    }
  }
  return recipients;
}

/** The live push subscriptions of these users, by user. */
export async function pushSubscriptionsOf(
  readStore: ReadStore,
  userIds: readonly string[],
): Promise<Map<string, PushSubscriptionDocument[]>> {
  const byUser = new Map<string, PushSubscriptionDocument[]>();
  for (const ids of slices(userIds)) {
    const found = await readStore.find<PushSubscriptionDocument>(ReadModel.pushSubscriptions, {
      where: { userId: { $in: ids } },
    });
    for (const subscription of found) {
      byUser.set(subscription.userId, [...(byUser.get(subscription.userId) ?? []), subscription]);
    }
  }
  return byUser;
}
