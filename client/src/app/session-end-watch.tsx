import { type MutationCacheNotifyEvent, notifyManager, type QueryCacheNotifyEvent, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useToast } from '@/components/toast/toast-context';
import { landingQueryKeys } from '@/lib/landing-query-keys';
import { forgetSignedInUser } from '@/lib/forget-signed-in-user';
import { refusedThisSession, sessionEndOf } from '@/lib/session-end';

/**
 * A member's page whose session has ended elsewhere (logged out in another tab, expired, the account deleted or its
 * password changed on another device) turns into a visitor's at the first request the server refuses for it, read or
 * action, and says why: in the server's words when it gives a reason ("Account Deleted", "Password Changed"), else
 * "Logged Out". It used to keep the member's header and screens, refusing every action with "Please sign in first"
 * and no way to sign in short of a reload. The page learns of it only from a refused request: who is signed in is
 * read once per page (get-me.ts).
 */
export function SessionEndWatch() {
  const queryClient = useQueryClient();
  const toast = useToast();
  useEffect(() => {
    const onEvent = (event: QueryCacheNotifyEvent | MutationCacheNotifyEvent) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      const end = sessionEndOf(event.action.error);
      if (!end) return;
      // Sent with the cookie of a session this tab has since left for another (a new password chosen from an emailed
      // link signs in afresh): that old session's end says nothing of the one the page has now.
      if (!refusedThisSession(event.action.error)) return;
      // Once: the reads and actions refused together each say so.
      if (!queryClient.getQueryData(landingQueryKeys.me)) return;
      // Forgotten as at a log-out: what the last member saw is not the next person's on this device.
      forgetSignedInUser(queryClient);
      // After the refused action's own callbacks, which react-query calls in the same scheduled round, just before:
      // the toast says why the page changed, not only that this action needs a sign-in (one toast at a time).
      notifyManager.schedule(() => toast({ ...end, variant: 'destructive' }));
    };
    const stops = [queryClient.getQueryCache().subscribe(onEvent), queryClient.getMutationCache().subscribe(onEvent)];
    return () => stops.forEach((stop) => stop());
  }, [queryClient, toast]);
  return null;
}
