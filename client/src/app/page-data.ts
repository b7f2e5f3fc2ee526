import { type LandingData, PageDataBlock, type PageReads, type User } from '@iec-bets/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { feedCoverage } from '@/lib/feed-coverage';
import { keepPageReads } from '@/lib/page-reads';
import { parsePosition } from '@/lib/log-position';
import { rememberPosition } from '@/lib/read-position';
import { landingQueryKeys } from '@/lib/landing-query-keys';

/** What the server sent with the page: each part is undefined when it was not sent (e.g. under `vite` in development). */
export interface PageData {
  user?: User | null;
  landing?: LandingData;
  /** A member's first screen's reads, by the path the client asks them at. */
  reads?: PageReads;
  /** The event log's head as the member's page was made: the client's reads wait for it. */
  position?: number;
  /** The log position the page's data stands at, for the live feed to tell whether a message went by it. */
  readAt?: number;
  /** Why the server ended this device's session, in words, on a page that now opens as a visitor's. */
  sessionEnded?: string;
}

function readBlock<T>(id: string): T | undefined {
  const text = document.getElementById(id)?.textContent;
  return text ? (JSON.parse(text) as T) : undefined;
}

/** The page's JSON data blocks, read synchronously before the first render. */
export function readPageData(): PageData {
  return {
    user: readBlock<User | null>(PageDataBlock.session),
    landing: readBlock<LandingData>(PageDataBlock.landing),
    reads: readBlock<PageReads>(PageDataBlock.reads),
    position: readBlock<number>(PageDataBlock.position),
    readAt: readBlock<number>(PageDataBlock.readAt),
    sessionEnded: readBlock<string>(PageDataBlock.sessionEnded),
  };
}

/**
 * Puts what the page brought into the cache under the keys its reads use, as fresh answers: the session is known
 * at once (no spinner, no GET /api/auth/me), and the landing page hydrates with the very data the server rendered.
 * The cache alone: the server renders with it too, many pages at once, and must not touch what one page keeps.
 */
export function seedQueryCache(queryClient: QueryClient, data: Pick<PageData, 'user' | 'landing'>): void {
  if (data.user !== undefined) queryClient.setQueryData(landingQueryKeys.me, data.user);
  if (data.landing) {
    queryClient.setQueryData(landingQueryKeys.todayQuestions, data.landing.todayQuestions);
    queryClient.setQueryData(landingQueryKeys.publicQuestions, data.landing.publicQuestions);
    queryClient.setQueryData(landingQueryKeys.publicComments, data.landing.publicComments);
  }
}

/** The browser's start: the cache seeded, and the page's reads and position kept for the client's first requests. */
export function seedQueryClient(queryClient: QueryClient, data: PageData): void {
  seedQueryCache(queryClient, data);
  // A member's reads answer the client's own first requests (route preloading starts them in the first render), so
  // each screen's read decides its key and shape in one place, and the page needs to know nothing of either.
  keepPageReads(data.reads);
  // The reads the page left out (the read models were behind the head) are made by the client: at the head, so that
  // none misses a write made before the page was asked for, in this tab or another.
  rememberPosition(data.position);
  // What the page brought is data read at that position, as much as what the client reads itself.
  const readAt = parsePosition(data.readAt);
  if (readAt !== undefined) feedCoverage.readAnswered(feedCoverage.readAsked(), readAt);
  // Said by the shell once it shows (use-told-why-session-ended.ts).
  if (data.sessionEnded) queryClient.setQueryData(landingQueryKeys.sessionEnded, data.sessionEnded);
}
