import type { ConfirmEmailRequest, EmailConfirmationResponse } from '@iec-bets/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * Confirms an email address with the token of an emailed link; no session needed. The signed-in user is read again
 * afterwards: when the link was theirs, Notification Settings then says the address is confirmed.
 */
export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ConfirmEmailRequest) => api.post<EmailConfirmationResponse>('/api/auth/confirm-email', request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.me }),
  });
}
