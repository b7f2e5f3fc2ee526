import type { PageRead, PageReads } from '@iec-bets/contracts';

/**
 * The reads the page arrived with (a member's first screen and navigation), kept until the client first asks for
 * each. Each answers once: a later read of the same path (a refetch, a screen opened again) goes to the server.
 */
let carried = new Map<string, PageRead>();
let carriedAt = 0;

/**
 * A read the page carried is as fresh as the page: past this age it is left unused, and the client asks again, as
 * its reads' shortest stale time (today's questions, 30 s) would have it do anyway.
 */
const CARRIED_FOR_MS = 30_000;

/** Called once as the app starts, with the page's reads block. */
export function keepPageReads(reads: PageReads | undefined, now = Date.now()): void {
  carried = new Map(Object.entries(reads ?? {}));
  carriedAt = now;
}

/** The page's answer to GET `path`, taken (it answers once), or undefined when the page did not carry it. */
export function takePageRead(path: string, now = Date.now()): PageRead | undefined {
  const read = carried.get(path);
  if (!read) return undefined;
  carried.delete(path);
  return now - carriedAt < CARRIED_FOR_MS ? read : undefined;
}

/**
 * Drops whatever the page carried that is still unasked for: called on every write, after which the page's answers
 * (e.g. a question's results before the member's own answer) may no longer hold.
 */
export function forgetPageReads(): void {
  carried.clear();
}
