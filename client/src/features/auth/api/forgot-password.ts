import type { ForgotPasswordRequest, ForgotPasswordResponse } from '@iec-bets/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * Asks for a link to choose a new password, emailed to the account's address. The answer is the same sentence whether
 * or not the account exists or has an address: it is shown as it comes.
 */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (request: ForgotPasswordRequest) => api.post<ForgotPasswordResponse>('/api/auth/forgot-password', request),
  });
}
