import type { TrackRecord } from '@iec-bets/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getTrackRecordQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.trackRecord(userId),
    queryFn: () => api.get<TrackRecord>(`/api/users/${encodeURIComponent(userId)}/track-record`),
    staleTime: 60_000,
    refetchOnMount: 'always',
  });

/** A signed-in user's Brier score beside the crowd's on the same questions. */
export function useTrackRecord(userId: string) {
  return useQuery(getTrackRecordQueryOptions(userId));
}
