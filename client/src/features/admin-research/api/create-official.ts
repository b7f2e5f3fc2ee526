import type { Official, OfficialRequest } from '@iec-bets/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function useCreateOfficial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (official: OfficialRequest) => api.post<Official>('/api/admin/officials', official),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.research }),
  });
}
