import type { OpenDisputesResponse } from '@iec-bets/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { SHARED_AMONG_ADMINS } from '@/lib/shared-among-admins';

/** Resolved questions with disputes no admin has dealt with yet, the longest waiting first (admins only). */
/** The read's key and fetch, shared by the hook and by the route preloading that starts it before the screen's chunk has loaded. */
export const openDisputesQuery = () =>
  queryOptions({
    queryKey: queryKeys.adminDisputes,
    queryFn: () => api.get<OpenDisputesResponse>('/api/admin/disputes'),
    // Disputes come from members at any time.
    ...SHARED_AMONG_ADMINS,
  });

export function useOpenDisputes() {
  return useQuery(openDisputesQuery());
}

/** How many disputes wait, over every disputed question: what the Questions tab and the Admin item count. */
export const waitingDisputes = (open: OpenDisputesResponse): number => open.reduce((total, question) => total + question.disputes.length, 0);
