import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The topics in use, sorted. */
/** The read's key and fetch, shared by the hook and by the route preloading that starts it before the screen's chunk has loaded. */
export const tagsQuery = () => queryOptions({ queryKey: queryKeys.tags, queryFn: () => api.get<string[]>('/api/tags') });

export function useTags() {
  return useQuery(tagsQuery());
}
