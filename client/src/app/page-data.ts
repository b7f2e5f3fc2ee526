import { type LandingData, PageDataBlock, type User } from '@iec-bets/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';

/** What the server sent with the page: each part is undefined when it was not sent (e.g. under `vite` in development). */
export interface PageData {
  user?: User | null;
  landing?: LandingData;
}

function readBlock<T>(id: string): T | undefined {
  const text = document.getElementById(id)?.textContent;
  return text ? (JSON.parse(text) as T) : undefined;
}

/** The page's JSON data blocks, read synchronously before the first render. */
export function readPageData(): PageData {
  return { user: readBlock<User | null>(PageDataBlock.session), landing: readBlock<LandingData>(PageDataBlock.landing) };
}

/**
 * Puts what the page brought into the cache under the keys its reads use, as fresh answers: the session is known
 * at once (no spinner, no GET /api/auth/me), and the landing page hydrates with the very data the server rendered.
 */
export function seedQueryClient(queryClient: QueryClient, data: PageData): void {
  if (data.user !== undefined) queryClient.setQueryData(queryKeys.me, data.user);
  if (data.landing) {
    queryClient.setQueryData(queryKeys.todayQuestions, data.landing.todayQuestions);
    queryClient.setQueryData(queryKeys.publicQuestions, data.landing.publicQuestions);
    queryClient.setQueryData(queryKeys.publicComments, data.landing.publicComments);
  }
}
