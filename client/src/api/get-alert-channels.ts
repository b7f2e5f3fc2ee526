import type { AlertChannelsResponse } from '@iec-bets/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * GET /api/notifications/channels: which alerts this server can deliver; it changes only when the server restarts.
 * The settings form and the profile's summary both read it, so neither offers nor reports as on a channel that
 * cannot reach anyone.
 */
export const alertChannelsQueryOptions = () =>
  queryOptions({
    queryKey: ['alert-channels'],
    queryFn: () => api.get<AlertChannelsResponse>('/api/notifications/channels'),
    staleTime: 5 * 60_000,
  });

export function useAlertChannels() {
  return useQuery(alertChannelsQueryOptions());
}
