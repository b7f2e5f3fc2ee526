import type { PrivacyContactResponse } from '@iec-bets/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * GET /api/privacy/contact: the address the privacy notice gives for requests about personal information, or null
 * when the server names none. It changes only when the server restarts.
 */
export const privacyContactQuery = () =>
  queryOptions({
    queryKey: ['privacy-contact'],
    queryFn: () => api.get<PrivacyContactResponse>('/api/privacy/contact'),
    staleTime: 5 * 60_000,
  });

/** The configured address; undefined while it is read, when it could not be, or when none is configured. */
export function usePrivacyContactEmail(): string | undefined {
  return useQuery(privacyContactQuery()).data?.email ?? undefined;
}
