import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Takes an address off the newsletter list and erases it from every record, at its owner's request. */
export function useEraseNewsletterSubscriber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subscriberId: string) => api.delete<void>(`/api/admin/newsletter-subscribers/${encodeURIComponent(subscriberId)}`),
    // Also after a refusal: a 404 means another admin erased it first, and the refreshed list says so. Pages not on
    // screen (the whole list, while one address was found; older pages) are dropped rather than kept to be refreshed
    // on return: kept, they would show the erased address again for a moment.
    onSettled: async () => {
      queryClient.removeQueries({ queryKey: queryKeys.newsletterSubscribersAll, type: 'inactive' });
      await queryClient.invalidateQueries({ queryKey: queryKeys.newsletterSubscribersAll });
    },
  });
}
