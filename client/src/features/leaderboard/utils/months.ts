import { GAME_EPOCH_DAY, southAfricanMonth } from '@iec-bets/contracts';

const monthName = new Intl.DateTimeFormat('en-ZA', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "2026-11" as "November 2026". */
export const formatBoardMonth = (month: string): string => monthName.format(new Date(`${month}-01T00:00:00Z`));

/** The month `step` months after `month` (before it when negative), both YYYY-MM. */
export function shiftMonth(month: string, step: number): string {
  const [year, monthOfYear] = month.split('-').map(Number) as [number, number];
  const shifted = new Date(Date.UTC(year, monthOfYear - 1 + step, 1));
  return shifted.toISOString().slice(0, 7);
}

/** This month on the South African calendar, the monthly board's default. */
export const thisMonth = (): string => southAfricanMonth(new Date());

/** The first month with a board: the game's first day. */
export const FIRST_BOARD_MONTH = GAME_EPOCH_DAY.slice(0, 7);
