import type { MediaPrediction, MediaPredictionRequest } from '@iec-bets/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** An edit sends every field: the server replaces the prediction as a whole. */
export function useUpdatePrediction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, prediction }: { id: string; prediction: MediaPredictionRequest }) =>
      api.put<MediaPrediction>(`/api/admin/predictions/${encodeURIComponent(id)}`, prediction),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.research }),
  });
}
