import type { ChangePasswordRequest } from '@iec-bets/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * Changes the user's own password, with the current one. The server ends every other session of the account, whose
 * devices are told why; this one stays signed in, so nothing cached here changes.
 */
export function useChangePassword(userId: string) {
  return useMutation({
    mutationFn: (request: ChangePasswordRequest) => api.put<void>(`/api/users/${encodeURIComponent(userId)}/password`, request),
  });
}
