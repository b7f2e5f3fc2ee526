import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { forgetSignedInUser } from '@/lib/forget-signed-in-user';
import { forgetKeptDrafts } from '@/lib/kept-drafts';

/**
 * `onLoggedOut` runs before the signed-in user is forgotten: forgetting them takes down the screen that holds the
 * button, and react-query calls no callback given to `mutate` by a component that has gone, so a toast given there
 * was lost whenever that screen went first.
 */
export function useLogout({ onLoggedOut, onError }: { onLoggedOut: () => void; onError: (error: Error) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<void>('/api/auth/logout'),
    onSuccess: () => {
      onLoggedOut();
      // A log-out on purpose lets the unsent words go too; a session that ends under the user keeps them (kept-drafts.ts).
      forgetKeptDrafts();
      forgetSignedInUser(queryClient);
    },
    onError,
  });
}
