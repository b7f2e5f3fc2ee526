import { LIST_PAGE, type Question } from '@iec-bets/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pageStartKey, startAfter, type PageStart } from '@/lib/page-start';
import { queryKeys } from '@/lib/query-keys';

/** Where the page after this one of the public archive starts, or null when this one is the last (not full). */
export const publicQuestionsAfter = (page: readonly Question[] | undefined) => startAfter(page, LIST_PAGE, (question) => question.date);

/**
 * A page of the public archive, newest first, after the question `start` names: the pages below the newest, which
 * every screen shares (`usePublicQuestions`). Asked for only when a reader goes looking for older questions, so not
 * polled; a refresh of the archive refreshes it too (query-keys.ts).
 */
export function useOlderPublicQuestions(start: PageStart) {
  return useQuery({
    queryKey: queryKeys.olderPublicQuestions(pageStartKey(start)!),
    // The page above or below moved (a new question, a comment posted or deleted): this one keeps showing what it
    // showed until its shifted neighbourhood is in, rather than emptying under the reader.
    placeholderData: keepPreviousData,
    queryFn: () => api.get<Question[]>(`/api/questions/public?${new URLSearchParams({ limit: String(LIST_PAGE), ...start })}`),
  });
}
