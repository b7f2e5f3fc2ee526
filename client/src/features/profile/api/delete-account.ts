import type { DeleteAccountRequest } from '@iec-bets/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { forgetSignedInUser } from '@/lib/forget-signed-in-user';
import { forgetKeptDrafts } from '@/lib/kept-drafts';

/**
 * Deletes the user's own account, with their current password. The server ends every session and clears the cookie;
 * the client then forgets the user as a log-out does.
 */
export function useDeleteAccount(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: DeleteAccountRequest) => api.delete<void>(`/api/users/${encodeURIComponent(userId)}`, request),
    onSuccess: () => {
      // Nobody will sign in as them again to send the words they left unsent.
      forgetKeptDrafts();
      forgetSignedInUser(queryClient);
    },
  });
}
