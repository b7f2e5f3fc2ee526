import type { SealList } from '@iec-bets/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The log's head as it stands (today's seal, still moving) and the closed days' seals, newest first. */
export function sealsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.seals,
    queryFn: () => api.get<SealList>('/api/seals'),
  });
}

export function useSeals() {
  return useQuery(sealsQueryOptions());
}
