import { useLeaderboard } from '../api/get-leaderboard';
import { FIRST_BOARD_MONTH, formatBoardMonth, shiftMonth, thisMonth } from '../utils/months';
import { LeaderboardBoard } from './leaderboard-board';

/**
 * The board of one calendar month (South African time): the answers resolved in it. Opens on this month; the user
 * steps back through earlier months and forward again up to this one. `month` null means this month.
 */
export function MonthlyBoard({ userId, month, onMonth }: { userId: string; month: string | null; onMonth: (month: string | null) => void }) {
  const current = thisMonth();
  const shown = month ?? current;
  const board = useLeaderboard({ scope: 'monthly', month });
  const stepTo = (next: string) => onMonth(next === current ? null : next);
  const previous = shiftMonth(shown, -1);
  const following = shiftMonth(shown, 1);
  return (
    <div className="stack">
      <div className="month-stepper">
        <button
          type="button"
          className="button secondary month-step"
          onClick={() => stepTo(previous)}
          disabled={shown <= FIRST_BOARD_MONTH}
          aria-label={`Previous month, ${formatBoardMonth(previous)}`}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <h2 className="month-stepper-title" aria-live="polite">
          {formatBoardMonth(shown)}
        </h2>
        <button
          type="button"
          className="button secondary month-step"
          onClick={() => stepTo(following)}
          disabled={shown >= current}
          aria-label={`Next month, ${formatBoardMonth(following)}`}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <LeaderboardBoard
        board={board}
        userId={userId}
        label={`Leaderboard for ${formatBoardMonth(shown)}`}
        empty={(minimum) => `Nobody has a rank for ${formatBoardMonth(shown)} yet: it takes ${minimum} answers resolved in the month.`}
        // A streak is today's: beside a past month's points it would read as that month's.
        showStreak={shown === current}
      />
    </div>
  );
}
