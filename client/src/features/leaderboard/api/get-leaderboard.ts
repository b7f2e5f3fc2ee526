import type { LeaderboardQuery, LeaderboardResponse } from '@iec-bets/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type LeaderboardScope = LeaderboardQuery['scope'];

/** Which board: a scope, the month of a monthly board (this month when left out) and the topic of a topic board. */
export interface BoardChoice {
  scope: LeaderboardScope;
  month?: string | null;
  tag?: string | null;
}

/** The request's query string: only what the board needs, so national and friends stay `?scope=…` as before. */
export function leaderboardSearch({ scope, month, tag }: BoardChoice): string {
  const search = new URLSearchParams({ scope });
  if (scope === 'monthly' && month) search.set('month', month);
  if (scope === 'tag' && tag) search.set('tag', tag);
  return search.toString();
}

export function getLeaderboardQueryOptions(choice: BoardChoice) {
  const board = choice.scope === 'monthly' ? (choice.month ?? null) : choice.scope === 'tag' ? (choice.tag ?? null) : null;
  return queryOptions({
    queryKey: queryKeys.leaderboard(choice.scope, board),
    queryFn: () => api.get<LeaderboardResponse>(`/api/leaderboard?${leaderboardSearch(choice)}`),
    // Ranks move whenever a question is resolved or a friend answers: re-read on each visit to the screen.
    staleTime: 30_000,
    refetchOnMount: 'always',
  });
}

/**
 * One board's ranked players, the national summary and the user's own entry. `enabled: false` holds a board back
 * until it can be asked for (a topic board before a topic is picked).
 */
export function useLeaderboard(choice: BoardChoice, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getLeaderboardQueryOptions(choice), enabled });
}
