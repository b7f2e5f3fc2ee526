export interface BackoffPolicy {
  initialDelayMs: number;
  maxDelayMs: number;
}

/**
 * Delay before retry number `attempt` (0 for the first retry): doubles each time up to the cap, with up to a fifth
 * of jitter so that several processes that failed together do not all come back at the same instant.
 */
export function backoffDelay(policy: BackoffPolicy, attempt: number, random: () => number = Math.random): number {
  const exponential = policy.initialDelayMs * 2 ** Math.min(attempt, 30);
  const capped = Math.min(exponential, policy.maxDelayMs);
  return Math.round(capped * (0.8 + 0.2 * random()));
}
