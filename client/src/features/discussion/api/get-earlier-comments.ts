import { type Comment, DISCUSSION_PAGE } from '@iec-bets/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pageStartKey, type PageStart } from '@/lib/page-start';
import { queryKeys } from '@/lib/query-keys';

/**
 * Where the page of a discussion before this one starts, or null when this one holds its first comment (it came
 * back short of a page). A page lists its comments oldest first, so the position is its first comment's.
 */
export function commentsBefore(page: readonly Comment[] | undefined): PageStart | null {
  const first = page?.length === DISCUSSION_PAGE ? page[0] : undefined;
  return first ? { before: first.createdAt, beforeId: first.id } : null;
}

/** The page of a question's discussion written before the comment `start` names, oldest first. */
export function useEarlierComments(questionId: string, start: PageStart) {
  return useQuery({
    queryKey: queryKeys.earlierComments(questionId, pageStartKey(start)!),
    // The page above or below moved (a new question, a comment posted or deleted): this one keeps showing what it
    // showed until its shifted neighbourhood is in, rather than emptying under the reader.
    placeholderData: keepPreviousData,
    queryFn: () =>
      api.get<Comment[]>(
        `/api/questions/${encodeURIComponent(questionId)}/comments?${new URLSearchParams({ limit: String(DISCUSSION_PAGE), ...start })}`,
      ),
  });
}
