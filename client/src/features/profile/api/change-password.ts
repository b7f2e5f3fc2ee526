import type { ChangePasswordRequest } from '@iec-bets/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { nextSessionEpoch } from '@/lib/session-epoch';

/**
 * Changes the user's own password, with the current one. The server ends every other session of the account, whose
 * devices are told why; this one stays signed in, so nothing cached here changes. It stays signed in under a new
 * session, though, its old one ended with the rest: a read sent with the old cookie just before is refused for that,
 * which must not sign this tab out (session-epoch.ts).
 */
export function useChangePassword(userId: string) {
  return useMutation({
    mutationFn: async (request: ChangePasswordRequest) => {
      await api.put<void>(`/api/users/${encodeURIComponent(userId)}/password`, request);
      nextSessionEpoch();
    },
  });
}
