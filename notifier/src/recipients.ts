import {
  answerDocumentId,
  ReadModel,
  type AnswerDocument,
  type NewsletterSubscriberDocument,
  type PushSubscriptionDocument,
  type UserDocument,
} from '@iec-bets/contracts';
import type { Document, Filter, ReadStore } from '@iec-bets/platform';

/**
 * Recipients are read a page at a time (keyset pagination: `id > last`, by id, `limit`; a page of users' browsers by
 * `(userId, id)`, see pushSubscriptionsOf), so that no read returns more than a page whatever the audience, and a late
 * page costs what the first one did, where an offset would make the store skip every earlier row again.
 */
export const RECIPIENT_PAGE = 1_000;

export interface Recipient {
  user: UserDocument;
  /** Whether their answer was right; null when the alert is not about their answer. */
  wasCorrect: boolean | null;
}

/** Ids from `from` up to, not including, `below`. */
interface IdRange {
  from: string;
  below: string;
}

/**
 * The documents matching `where` (and, given `ids`, whose ids lie in that range), a page at a time in id order. The
 * store needs an index on the filter's fields followed by `id` (see read-model-indexes.ts) for a page to be read
 * without a sort; a filter on the id alone walks the primary key.
 */
async function* pagesOf<T extends Document>(
  readStore: ReadStore,
  collection: string,
  where: Filter,
  pageSize: number,
  ids?: IdRange,
): AsyncGenerator<T[]> {
  let last: string | undefined;
  for (;;) {
    const from = last === undefined ? (ids ? { $gte: ids.from } : {}) : { $gt: last };
    const bounds = { ...from, ...(ids ? { $lt: ids.below } : {}) };
    const page = await readStore.find<T>(collection, {
      where: Object.keys(bounds).length === 0 ? where : { ...where, id: bounds },
      orderBy: [['id', 'asc']],
      limit: pageSize,
    });
    if (page.length > 0) yield page;
    if (page.length < pageSize) return;
    last = page.at(-1)!.id;
  }
}

const hasAlertsOn = (user: UserDocument) =>
  user.emailNotifications || user.whatsappNotifications || user.browserNotifications;

/**
 * Every user with at least one channel on, who hears of a new question, a page at a time. The walk is over the
 * whole users collection by id, so each user is visited once; three finds, one per channel, would visit a user with
 * three channels on three times and need the three lists merged in memory.
 */
export async function* usersWithAlertsOn(
  readStore: ReadStore,
  pageSize = RECIPIENT_PAGE,
): AsyncGenerator<Recipient[]> {
  for await (const users of pagesOf<UserDocument>(readStore, ReadModel.users, {}, pageSize)) {
    const recipients = users.filter(hasAlertsOn).map((user) => ({ user, wasCorrect: null }));
    if (recipients.length > 0) yield recipients;
  }
}

/**
 * The newsletter subscribers whose owners confirmed them, who get the daily question, a page at a time: by id among
 * the confirmed, the order of the `(confirmed, id)` index, so that the unconfirmed are never read.
 */
export function confirmedNewsletterSubscribers(readStore: ReadStore, pageSize = RECIPIENT_PAGE): AsyncGenerator<NewsletterSubscriberDocument[]> {
  return pagesOf<NewsletterSubscriberDocument>(readStore, ReadModel.newsletterSubscribers, { confirmed: true }, pageSize);
}

/** The subscribers still waiting for their owners' confirmation, a page at a time, by the same index. */
export function unconfirmedNewsletterSubscribers(readStore: ReadStore, pageSize = RECIPIENT_PAGE): AsyncGenerator<NewsletterSubscriberDocument[]> {
  return pagesOf<NewsletterSubscriberDocument>(readStore, ReadModel.newsletterSubscribers, { confirmed: false }, pageSize);
}

/**
 * The ids of a question's answers: they start with the question's id and a separator, and so lie between that prefix
 * and the same with the separator's next character, a range of the primary key that needs no index of its own
 * (one fewer for every answer to keep up).
 */
function answerIdsOf(questionId: string): IdRange {
  const prefix = answerDocumentId(questionId, '');
  return { from: prefix, below: prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1) };
}

/** Everyone who answered the question, and whether they were right (who hears of its resolution), a page at a time. */
export async function* answerersOf(
  readStore: ReadStore,
  questionId: string,
  correctOptionId: string,
  pageSize = RECIPIENT_PAGE,
): AsyncGenerator<Recipient[]> {
  for await (const answers of pagesOf<AnswerDocument>(readStore, ReadModel.answers, {}, pageSize, answerIdsOf(questionId))) {
    const correct = new Map(answers.map((answer) => [answer.userId, answer.optionId === correctOptionId]));
    const users = await readStore.getMany<UserDocument>(ReadModel.users, [...correct.keys()]);
    yield users.map((user) => ({ user, wasCorrect: correct.get(user.id) ?? null }));
  }
}

/**
 * The live push subscriptions of these users (one page of recipients), by user. Usually one read; a page whose
 * users have more browsers between them than a page holds takes more, each bounded by `pageSize`.
 *
 * The walk is in `(userId, id)` order, the order of the index that serves it: the users' browsers through an `$in`
 * on the users not yet read whole, and when a read comes back full, the rest of its last user's browsers by
 * `id > last`. Walking by id alone across the users would have the store sort every read.
 */
export async function pushSubscriptionsOf(
  readStore: ReadStore,
  userIds: readonly string[],
  pageSize = RECIPIENT_PAGE,
): Promise<Map<string, PushSubscriptionDocument[]>> {
  const byUser = new Map<string, PushSubscriptionDocument[]>();
  let users = [...new Set(userIds)];
  let rest: { userId: string; afterId: string } | undefined;
  while (users.length > 0 || rest) {
    const page = await readStore.find<PushSubscriptionDocument>(ReadModel.pushSubscriptions, {
      ...(rest
        ? { where: { userId: rest.userId, id: { $gt: rest.afterId } }, orderBy: [['id', 'asc']] }
        : { where: { userId: { $in: users } }, orderBy: [['userId', 'asc'], ['id', 'asc']] }),
      limit: pageSize,
    });
    for (const subscription of page) {
      const held = byUser.get(subscription.userId);
      if (held) held.push(subscription);
      else byUser.set(subscription.userId, [subscription]);
    }
    const last = page.at(-1);
    if (last && page.length === pageSize) {
      // A page comes in the store's (userId, id) order: every user in it but the last has all their browsers in,
      // and the last's rest is read next, by id. So every user in it leaves the list, by what the store returned,
      // not by any order of ids worked out here.
      if (!rest) {
        const reached = new Set(page.map((subscription) => subscription.userId));
        users = users.filter((userId) => !reached.has(userId));
      }
      rest = { userId: last.userId, afterId: last.id };
    } else if (rest) {
      // The rest of that user's browsers is in: on with the users not yet read whole.
      rest = undefined;
    } else {
      // Every browser of the users left is in.
      users = [];
    }
  }
  return byUser;
}
