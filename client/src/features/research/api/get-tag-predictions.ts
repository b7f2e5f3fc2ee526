import type { MediaPrediction } from '@iec-bets/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The media predictions about a topic, newest source first. */
export function useTagPredictions(tag: string) {
  return useQuery({
    queryKey: queryKeys.tagPredictions(tag),
    queryFn: () => api.get<MediaPrediction[]>(`/api/tags/${encodeURIComponent(tag)}/predictions`),
  });
}
