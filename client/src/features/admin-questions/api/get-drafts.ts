import type { Question } from '@iec-bets/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { SHARED_AMONG_ADMINS } from '@/lib/shared-among-admins';

/** The questions not yet published, newest first. */
/** The read's key and fetch, shared by the hook and by the route preloading that starts it before the screen's chunk has loaded. */
export const draftsQuery = () =>
  queryOptions({ queryKey: queryKeys.adminDrafts, queryFn: () => api.get<Question[]>('/api/admin/drafts'), ...SHARED_AMONG_ADMINS });

export function useDrafts() {
  return useQuery(draftsQuery());
}
