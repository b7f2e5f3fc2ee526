import type { LoginRequest, User } from '@iec-bets/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setSignedInUser } from '@/lib/set-signed-in-user';

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: LoginRequest) => api.post<User>('/api/auth/login', credentials),
    onSuccess: (user) => setSignedInUser(queryClient, user),
  });
}
