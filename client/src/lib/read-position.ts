import { MIN_POSITION_HEADER } from '@iec-bets/contracts';
import { parsePosition } from './log-position';

/**
 * The highest log position a command of this page has reached (from its `x-position` header). Reads send it back as
 * `x-min-position`, so the query side waits until it has caught up and the user always sees their own change.
 * Sending it again once the read models are past it costs nothing, so it is kept for the page's lifetime.
 */
let highestPosition: number | null = null;

export function rememberPosition(header: string | number | null | undefined): void {
  const position = parsePosition(header);
  if (position === undefined) return;
  if (highestPosition === null || position > highestPosition) highestPosition = position;
}

export function readPositionHeaders(): Record<string, string> {
  return highestPosition === null ? {} : { [MIN_POSITION_HEADER]: String(highestPosition) };
}

/** For tests: a fresh page. */
export function forgetPosition(): void {
  highestPosition = null;
}
