import type { ReadStore } from '@iec-bets/platform';
import { PROJECTOR_CHECKPOINT } from '@iec-bets/contracts';

/**
 * The version of what the projections write. Raise it with every change that gives documents a shape or content
 * the previous projections would not have written (a new field, a new rule): read models built by another version
 * are rebuilt from the log when the projector starts, so an upgrade needs no manual `iec-bets replay`.
 *
 * 2: answers keep the crowd they were given against; statistics hold crowd-relative points; monthly and topic
 * boards; the scoring rule and the log's daily seals.
 * 3: celebrations not yet shown, and the best rank and accuracy milestone each user was shown.
 * 4: the score trees the national, monthly and topic ranks are counted from.
 * 5: answers no longer say whether they were right (read from their question), and a resolution leaves them alone.
 * 6: a username suffix's id starts with the suffix (the search's range is one of ids).
 * 7: no username suffixes: the search looks usernames up in the store's text search index (readModelIndexes).
 * 8: newsletter subscribers by subscriber id (the address's hash) with their subscription id, so erasures find them.
 * 9: answer results are no longer stored as celebrations: questions keep their resolutions, and the marks the results
 *    each user has seen.
 * 10: what a user answers day by day is their activity (user_activity); their scoring record (user_stats) is made by
 *    their first resolved answer.
 * 11: comments count every report they have had (reportCount), so that keeping one leaves the reports that came in
 *    while the admin read it in the queue.
 * 12: the accounts deleted (deleted_accounts), so that an answer recorded after its author's deletion counts nowhere.
 * 13: users carry their username and name as one searched text (searchText), so the admins' search is the store's.
 * 14: a question deleted after an answerer deleted their account takes them out of the day's voters when it held
 *    their only answer of that day (counted from their answers, their activity having gone with the account).
 * 15: what the product stops showing of a person but the log keeps (answers and comments of deleted questions,
 *    reports dealt with, declined friend requests, deleted suggestions), for their data export.
 * 16: the score trees move with each page of a resolution. A projector of version 15 stopped part-way through one
 *    kept the trees' changes in its page cursor, which this version does not read (and version 15 skips nodes this
 *    one has stamped): either way the trees would be wrong for good, so read models of the other version are rebuilt.
 * 17: the questions admins deleted (deleted_questions), so that they find each one's history again; the rebuild lists
 *    the deletions made before.
 * 18: an answer kept from a deleted question keeps the points it had earned (millipoints), for its author's export.
 * 19: users say whether their email address is confirmed (emailConfirmed).
 * 20: newsletter subscribers say whether, and when, their owner confirmed them (confirmed, confirmedAt).
 * 21: users say whether they want streak reminders (streakReminders), so that no read has to take a missing one as on.
 */
export const PROJECTIONS_VERSION = 21;

/** The checkpoint under which a read store records the version of the projections that built it. */
export const PROJECTIONS_VERSION_CHECKPOINT = 'projections-version';

/** Whether the read models hold documents that another version of the projections wrote. */
export async function builtByOtherProjections(readStore: ReadStore): Promise<boolean> {
  const [projected, version] = await Promise.all([
    readStore.checkpoint(PROJECTOR_CHECKPOINT),
    readStore.checkpoint(PROJECTIONS_VERSION_CHECKPOINT),
  ]);
  return projected > 0 && version !== PROJECTIONS_VERSION;
}

/** Records that the store's read models are (or, still empty, will be) built by this version of the projections. */
export async function stampProjectionsVersion(readStore: ReadStore): Promise<void> {
  await readStore.commit({ writes: [], checkpoint: { name: PROJECTIONS_VERSION_CHECKPOINT, position: PROJECTIONS_VERSION } });
}
