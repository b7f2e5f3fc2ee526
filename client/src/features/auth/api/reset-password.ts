import type { ResetPasswordRequest, User } from '@iec-bets/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { startSession } from '../start-session';

/**
 * Sets a new password with the token of an emailed link. The server ends every session of the account and signs this
 * device in under a new one, whoever was signed in here before: the account is the link's.
 */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ResetPasswordRequest) => api.post<User>('/api/auth/reset-password', request),
    onSuccess: (user) => startSession(queryClient, user),
  });
}
