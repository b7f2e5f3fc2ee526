import { SUGGESTIONS_PAGE, type Suggestion, type SuggestionStatus } from '@iec-bets/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pageStartKey, startAfter, type PageStart } from '@/lib/page-start';
import { queryKeys } from '@/lib/query-keys';

/** Where the page after this one of suggestions starts, or null when this one is the last (not full). */
export const suggestionsAfter = (page: readonly Suggestion[] | undefined) => startAfter(page, SUGGESTIONS_PAGE, (suggestion) => suggestion.createdAt);

/**
 * One page of every member's suggestions, newest first, narrowed to one status when given (admins only): the newest
 * when `start` is null. (One query per page rather than react-query's infinite query, whose code would join the
 * framework chunk every visitor downloads.)
 */
export function useSuggestions(status: SuggestionStatus | null, start: PageStart | null) {
  return useQuery({
    queryKey: queryKeys.allSuggestions(status, pageStartKey(start)),
    queryFn: () => {
      const query = new URLSearchParams({ ...(status && { status }), limit: String(SUGGESTIONS_PAGE), ...start });
      return api.get<Suggestion[]>(`/api/question-suggestions?${query}`);
    },
  });
}
