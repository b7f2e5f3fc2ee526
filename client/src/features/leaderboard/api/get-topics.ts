import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The research topics in use, sorted: each has a board of its own. Shares its cache with the research hub's list. */
export const getTopicsQueryOptions = () => queryOptions({ queryKey: queryKeys.tags, queryFn: () => api.get<string[]>('/api/tags') });

export function useTopics() {
  return useQuery(getTopicsQueryOptions());
}
