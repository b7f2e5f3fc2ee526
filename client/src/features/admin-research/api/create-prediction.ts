import type { MediaPrediction, MediaPredictionRequest } from '@iec-bets/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function useCreatePrediction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (prediction: MediaPredictionRequest) => api.post<MediaPrediction>('/api/admin/predictions', prediction),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.research }),
  });
}
