import type { SignupRequest, User } from '@iec-bets/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { startSession } from '../start-session';

export function useSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (account: SignupRequest) => api.post<User>('/api/auth/signup', account),
    onSuccess: (user) => startSession(queryClient, user),
  });
}
