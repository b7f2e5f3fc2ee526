import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Records that a celebration was shown, so that it shows on no other device and after no reload. */
export function useAcknowledgeCelebration() {
  return useMutation({
    mutationFn: (celebrationId: string) => api.post<void>(`/api/me/celebrations/${encodeURIComponent(celebrationId)}/seen`),
  });
}
