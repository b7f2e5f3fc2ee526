import type { AnalyticsResponse } from '@iec-bets/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The last `days` South African days of activity, accuracy and question participation. */
export function useAnalytics(days: number) {
  return useQuery({
    queryKey: queryKeys.adminAnalyticsPeriod(days),
    queryFn: () => api.get<AnalyticsResponse>(`/api/admin/analytics?days=${days}`),
    // Switching period keeps the previous figures on screen until the new ones arrive.
    placeholderData: (previous) => previous,
  });
}
