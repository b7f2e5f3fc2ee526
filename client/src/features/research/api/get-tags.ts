import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The topics in use, sorted. */
export function useTags() {
  return useQuery({ queryKey: queryKeys.tags, queryFn: () => api.get<string[]>('/api/tags') });
}
