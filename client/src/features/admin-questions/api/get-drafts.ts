import type { Question } from '@iec-bets/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The questions not yet published, newest first. */
export function useDrafts() {
  return useQuery({ queryKey: queryKeys.adminDrafts, queryFn: () => api.get<Question[]>('/api/admin/drafts') });
}
