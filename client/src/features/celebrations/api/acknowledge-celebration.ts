import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * Records that celebrations were shown, so that they show on no other device and after no reload. One after another:
 * they are all written to the player's one stream, and sent at once they raced each other for it, until the server
 * gave one up as a conflict (409) and it showed again.
 */
export function useAcknowledgeCelebrations() {
  return useMutation({
    // One scope: the next group's acknowledgements wait for the last group's, rather than race them.
    scope: { id: 'celebrations-seen' },
    mutationFn: async (celebrationIds: readonly string[]) => {
      for (const id of celebrationIds) {
        // One that fails shows again on the next visit, as it always could; the others are still recorded.
        await api.post<void>(`/api/me/celebrations/${encodeURIComponent(id)}/seen`).catch(() => undefined);
      }
    },
  });
}
