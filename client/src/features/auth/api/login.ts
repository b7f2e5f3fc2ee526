import type { LoginRequest, User } from '@iec-bets/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { startSession } from '../start-session';

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: LoginRequest) => api.post<User>('/api/auth/login', credentials),
    onSuccess: (user) => startSession(queryClient, user),
  });
}
