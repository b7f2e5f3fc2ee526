import type { User } from '@iec-bets/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { landingQueryKeys } from '@/lib/landing-query-keys';

/**
 * Who the session cookie belongs to; null when signed out. The server answers a visitor with null; a 401 (a session
 * that ended between the check and the read) means a visitor too, not an error.
 */
export async function getMe(): Promise<User | null> {
  try {
    return await api.get<User | null>('/api/auth/me');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function useMe() {
  return useQuery({ queryKey: landingQueryKeys.me, queryFn: getMe, staleTime: Infinity });
}
