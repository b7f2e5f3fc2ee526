import type { PublicComments } from '@iec-bets/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { landingQueryKeys } from '@/lib/landing-query-keys';

/**
 * The latest few comments of each public question (landing and predictions pages), on the archive's rhythm (SPEC
 * section 9). Shared by the hook and by a visitor's preloading of the landing page.
 */
export const publicCommentsQuery = () =>
  queryOptions({
    queryKey: landingQueryKeys.publicComments,
    queryFn: () => api.get<PublicComments>('/api/comments/public'),
    staleTime: 10_000,
    refetchInterval: 30_000,
    refetchOnMount: true,
    refetchOnWindowFocus: true,
  });

export function usePublicComments() {
  return useQuery(publicCommentsQuery());
}
