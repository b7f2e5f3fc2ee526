import { type DeletedQuestion, LIST_PAGE } from '@iec-bets/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type PageStart, pageStartKey, startAfter } from '@/lib/page-start';
import { queryKeys } from '@/lib/query-keys';
import { SHARED_AMONG_ADMINS } from '@/lib/shared-among-admins';

/** Where the page after this one of deletions starts, or null when this one is the last (not full). */
export const deletedQuestionsAfter = (page: readonly DeletedQuestion[] | undefined) =>
  startAfter(page, LIST_PAGE, (question) => question.deletedAt);

/**
 * One page of the questions admins deleted, the latest deletion first: the newest when `start` is null. Another
 * admin's deletion reaches an open list as the other admin lists' changes do; the key sits under the admin question
 * list's, so every question command (a deletion above all) refreshes it too.
 */
export function useDeletedQuestions(start: PageStart | null) {
  return useQuery({
    queryKey: queryKeys.adminDeletedQuestions(pageStartKey(start)),
    queryFn: () => {
      const query = new URLSearchParams({ limit: String(LIST_PAGE), ...start });
      return api.get<DeletedQuestion[]>(`/api/admin/questions/deleted?${query}`);
    },
    ...SHARED_AMONG_ADMINS,
  });
}
