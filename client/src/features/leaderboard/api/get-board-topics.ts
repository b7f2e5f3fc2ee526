import type { BoardTopic } from '@iec-bets/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The topics that have boards, the one with the most questions first: the topic tab opens on it. */
export const getBoardTopicsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.boardTopics, queryFn: () => api.get<BoardTopic[]>('/api/leaderboard/topics') });

export function useBoardTopics() {
  return useQuery(getBoardTopicsQueryOptions());
}
