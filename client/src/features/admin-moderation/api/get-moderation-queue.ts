import type { ModerationQueue } from '@iec-bets/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { SHARED_AMONG_ADMINS } from '@/lib/shared-among-admins';

/** Reported comments no admin has dealt with yet, most recently reported first (admins only). */
export function useModerationQueue() {
  return useQuery({
    queryKey: queryKeys.moderationQueue,
    queryFn: () => api.get<ModerationQueue>('/api/admin/moderation/reports'),
    // Reports arrive from members at any time; the tab's badge counts them before the tab is opened.
    ...SHARED_AMONG_ADMINS,
  });
}
