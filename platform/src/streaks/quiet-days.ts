import { type DailyActivityDocument, daysBefore, previousDay, ReadModel } from '@iec-bets/contracts';
import type { ReadStore } from '../read-store/read-store.js';

/** How far back a streak can pass over days without questions; an older quiet day ends a streak as any gap does. */
export const QUIET_DAYS_WINDOW = 400;

/** A past day's answers are all in once it is over, so its quietness is read again only now and then. */
const REMEMBERED_MS = 10 * 60_000;

const remembered = new WeakMap<ReadStore, { today: string; until: number; days: Promise<ReadonlySet<string>> }>();

/**
 * The days before `today`, within QUIET_DAYS_WINDOW, on which nobody answered anything: there was no question to
 * answer (or none that still exists), and a streak passes over them (see dayStreak). Read from the national daily
 * activity, one look per read store every ten minutes, since every profile and leaderboard entry asks.
 */
export function quietDaysBefore(readStore: ReadStore, today: string, now = Date.now()): Promise<ReadonlySet<string>> {
  const known = remembered.get(readStore);
  if (known && known.today === today && now < known.until) return known.days;
  const days = readQuietDays(readStore, today);
  remembered.set(readStore, { today, until: now + REMEMBERED_MS, days });
  // A failed read is not remembered: the next caller tries again.
  days.catch(() => remembered.delete(readStore));
  return days;
}

async function readQuietDays(readStore: ReadStore, today: string): Promise<ReadonlySet<string>> {
  const from = daysBefore(today, QUIET_DAYS_WINDOW);
  const to = previousDay(today);
  const activity = await readStore.find<DailyActivityDocument>(ReadModel.dailyActivity, { where: { id: { $gte: from, $lte: to } } });
  const answered = new Set(activity.filter((day) => day.answers > 0).map((day) => day.id));
  const quiet = new Set<string>();
  for (let day = to; day >= from; day = previousDay(day)) if (!answered.has(day)) quiet.add(day);
  return quiet;
}
