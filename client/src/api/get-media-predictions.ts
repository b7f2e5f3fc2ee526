import type { MediaPrediction } from '@iec-bets/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Every media prediction, newest source first: the research hub lists them and the admin's Manage tab edits them. */
export function useMediaPredictions() {
  return useQuery({ queryKey: queryKeys.mediaPredictions, queryFn: () => api.get<MediaPrediction[]>('/api/predictions') });
}
