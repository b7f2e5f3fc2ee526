import { NoAnswerError } from './api-error';

/**
 * How long the page waits for an answer before it says so. Without a limit, a server that hangs (or a train going into
 * a tunnel) left "Posting..." or "Loading leaderboard..." on screen for good. Reads may be asked again at no cost, so
 * they give up sooner; an action gets longer; a file (a comment's picture up, the member's data down) longer still,
 * since on a slow line its bytes alone may take minutes.
 */
export const ANSWER_WAIT_MS = { read: 20_000, action: 30_000, file: 600_000 } as const;

export const OFFLINE = 'You are offline. Check your connection, then try again.';
export const UNREACHABLE = 'Could not reach IEC Bets. Please try again.';
export const READ_TOO_SLOW = 'IEC Bets is taking too long to answer. Please try again.';
/** An action that timed out may still have been done: trying again blindly could do it twice. */
export const ACTION_TOO_SLOW = 'IEC Bets did not answer in time, so this may not have gone through. Check before trying again.';

/**
 * Runs a request (its fetch and the reading of its body) under a deadline; when no answer comes, the failure is a
 * NoAnswerError saying why, in words a person can act on, rather than fetch's "Failed to fetch".
 */
export async function withinDeadline<T>(waitMs: number, isAction: boolean, run: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), waitMs);
  try {
    return await run(deadline.signal);
  } catch (error) {
    if (deadline.signal.aborted) throw new NoAnswerError(isAction ? ACTION_TOO_SLOW : READ_TOO_SLOW);
    // fetch's own failure: no connection at all, or a server that would not take it.
    if (error instanceof TypeError) throw new NoAnswerError(navigator.onLine ? UNREACHABLE : OFFLINE);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
