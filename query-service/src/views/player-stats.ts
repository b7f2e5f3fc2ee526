import {
  emptyScoringRecord,
  ReadModel,
  southAfricanDay,
  southAfricanMonth,
  type UserActivityDocument,
  type UserStats,
  type UserStatsDocument,
} from '@iec-bets/contracts';
import { quietDaysBefore, type ReadStore } from '@iec-bets/platform';
import { currentScoringRule } from './current-scoring-rule.js';
import { nationalRankOf } from './national-rank.js';

import { toUserStats } from './stats-view.js';

/** A player's statistics at `now`, as their profile and their data export show them. */
export async function playerStats(readStore: ReadStore, userId: string, now: Date): Promise<UserStats> {
  const today = southAfricanDay(now);
  const [doc, activity, quietDays] = await Promise.all([
    readStore.get<UserStatsDocument>(ReadModel.userStats, userId),
    readStore.get<UserActivityDocument>(ReadModel.userActivity, userId),
    quietDaysBefore(readStore, today),
  ]);
  // No record before a first resolved answer: the player stands as the rule in force scores nothing.
  const [rank, record] = await Promise.all([
    nationalRankOf(readStore, doc),
    doc ?? currentScoringRule(readStore).then((rule) => emptyScoringRecord(userId, rule)),
  ]);
  return toUserStats(record, activity, rank, today, southAfricanMonth(now), quietDays);
}
