/**
 * A count per key over a fixed window, which can give a count back: the wrong passwords an account has had this hour
 * (wrong-password-budget.ts), the links to confirm an address mailed to one (confirmation-link-budget.ts). Counted
 * before the thing it limits is done, so that many at once cannot all pass a budget of one, and given back when it
 * turns out not to count (a right password, a link the mail server did not take). In Redis for replicas that share one
 * budget; in the process for the one-process server.
 */
export interface WindowCounter {
  /** Counts one more for `key`, and says how many its window holds with it and how long until the window ends. */
  take(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  /** What was taken does not count after all. */
  giveBack(key: string): Promise<void>;
  /** The window's count is forgotten. */
  clear(key: string): Promise<void>;
}
