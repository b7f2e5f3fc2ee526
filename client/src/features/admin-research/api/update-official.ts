import type { Official, OfficialRequest } from '@iec-bets/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** An edit sends every field: the server replaces the profile as a whole. */
export function useUpdateOfficial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, official }: { id: string; official: OfficialRequest }) =>
      api.put<Official>(`/api/admin/officials/${encodeURIComponent(id)}`, official),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.research }),
  });
}
