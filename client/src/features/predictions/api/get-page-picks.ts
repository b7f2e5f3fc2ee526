import type { PicksResponse } from '@iec-bets/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const byQuestion = ({ picks }: PicksResponse) => new Map(picks.map((pick) => [pick.questionId, pick.optionId]));

/**
 * The reader's picks among a page of the archive's questions, as question id → option id: one read for the page
 * (GET /api/users/{id}/picks), where one per card would be fifty. An answer given in this tab reads them again (it
 * refreshes the user's answers, under which they are kept); one given in another tab or on another device shows once
 * this tab is looked at again, as the archive's counts do. A page that shifts (a new question on top) keeps showing
 * its marks until the new page's are in.
 */
export function usePagePicks(userId: string, questionIds: readonly string[]) {
  return useQuery({
    queryKey: queryKeys.userPicks(userId, questionIds),
    queryFn: () =>
      api.get<PicksResponse>(`/api/users/${encodeURIComponent(userId)}/picks?questionIds=${questionIds.map(encodeURIComponent).join(',')}`),
    enabled: questionIds.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
    refetchOnWindowFocus: true,
    select: byQuestion,
  });
}
