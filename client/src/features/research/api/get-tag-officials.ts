import type { Official } from '@iec-bets/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The officials whose office concerns a topic. */
export function useTagOfficials(tag: string) {
  return useQuery({
    queryKey: queryKeys.tagOfficials(tag),
    queryFn: () => api.get<Official[]>(`/api/tags/${encodeURIComponent(tag)}/officials`),
  });
}
