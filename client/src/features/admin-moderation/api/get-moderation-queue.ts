import type { ModerationQueue } from '@iec-bets/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Reported comments no admin has dealt with yet, most recently reported first (admins only). */
export function useModerationQueue() {
  return useQuery({
    queryKey: queryKeys.moderationQueue,
    queryFn: () => api.get<ModerationQueue>('/api/admin/moderation/reports'),
    // Reports arrive from other people at any time: a minute-old queue is refreshed when the dashboard shows it again.
    staleTime: 60_000,
    refetchOnWindowFocus: true,
  });
}
