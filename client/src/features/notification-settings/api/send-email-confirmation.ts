import type { EmailConfirmationResponse } from '@iec-bets/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { queryKeys } from '@/lib/query-keys';

/**
 * POST /api/users/{id}/email-confirmation: a new link to confirm the saved address, mailed to it. A 409 means the
 * address was confirmed meanwhile (its link opened on another device): the user is read again so the screen says so.
 */
export function useSendEmailConfirmation(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<EmailConfirmationResponse>(`/api/users/${encodeURIComponent(userId)}/email-confirmation`),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: queryKeys.me });
    },
  });
}
