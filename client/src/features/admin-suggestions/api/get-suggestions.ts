import { SUGGESTIONS_PAGE, type Suggestion, type SuggestionStatus } from '@iec-bets/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Where a page of the list starts: after this suggestion, the last one of the page above. */
export interface PageStart {
  before: string;
  beforeId: string;
}

/** Where the page after this one starts, or null when this one is the last (not full). */
export function startAfter(page: readonly Suggestion[] | undefined): PageStart | null {
  const last = page?.length === SUGGESTIONS_PAGE ? page.at(-1) : undefined;
  return last ? { before: last.createdAt, beforeId: last.id } : null;
}

/**
 * One page of every member's suggestions, newest first, narrowed to one status when given (admins only): the newest
 * when `start` is null. (One query per page rather than react-query's infinite query, whose code would join the
 * framework chunk every visitor downloads.)
 */
export function useSuggestions(status: SuggestionStatus | null, start: PageStart | null) {
  return useQuery({
    queryKey: queryKeys.allSuggestions(status, start && `${start.before} ${start.beforeId}`),
    queryFn: () => {
      const query = new URLSearchParams({ ...(status && { status }), limit: String(SUGGESTIONS_PAGE), ...start });
      return api.get<Suggestion[]>(`/api/question-suggestions?${query}`);
    },
  });
}
