import type { ModerationQueue } from '@iec-bets/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { SHARED_AMONG_ADMINS } from '@/lib/shared-among-admins';

/**
 * Reported comments no admin has dealt with yet, most recently reported first (admins only). The read's key and
 * fetch, shared by the tab and by the navigation's count of the admins' waiting work.
 */
export const moderationQueueQuery = () =>
  queryOptions({
    queryKey: queryKeys.moderationQueue,
    queryFn: () => api.get<ModerationQueue>('/api/admin/moderation/reports'),
    // Reports arrive from members at any time; the tab's badge counts them before the tab is opened.
    ...SHARED_AMONG_ADMINS,
  });

export function useModerationQueue() {
  return useQuery(moderationQueueQuery());
}
