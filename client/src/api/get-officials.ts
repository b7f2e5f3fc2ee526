import type { Official } from '@iec-bets/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Every official, by name: the research hub lists them and the admin's Manage tab edits them. */
export function useOfficials() {
  return useQuery({ queryKey: queryKeys.officials, queryFn: () => api.get<Official[]>('/api/officials') });
}
