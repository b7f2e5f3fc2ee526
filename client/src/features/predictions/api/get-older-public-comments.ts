import { LIST_PAGE, type PublicComments } from '@iec-bets/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pageStartKey, type PageStart } from '@/lib/page-start';
import { queryKeys } from '@/lib/query-keys';

/**
 * The latest few comments of each question of the archive's page after the question `start` names: the same page
 * as `useOlderPublicQuestions(start)`, asked for with the same position.
 */
export function useOlderPublicComments(start: PageStart) {
  return useQuery({
    queryKey: queryKeys.olderPublicComments(pageStartKey(start)!),
    // The page above or below moved (a new question, a comment posted or deleted): this one keeps showing what it
    // showed until its shifted neighbourhood is in, rather than emptying under the reader.
    placeholderData: keepPreviousData,
    queryFn: () => api.get<PublicComments>(`/api/comments/public?${new URLSearchParams({ limit: String(LIST_PAGE), ...start })}`),
  });
}
