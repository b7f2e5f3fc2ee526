import type { User } from '@iec-bets/contracts';
import { notifyManager, type QueryClient } from '@tanstack/react-query';
import { queryKeys } from './query-keys';
import { setSignedInUser } from './set-signed-in-user';
import { forgetVisitorPick } from './visitor-pick';

/**
 * The client's side of a session ending (a log-out, an account deleted): the session reads as a visitor's, and
 * nothing the last user saw lingers in the cache for whoever uses this device next.
 */
export function forgetSignedInUser(queryClient: QueryClient): void {
  const lastUserId = queryClient.getQueryData<User | null>(queryKeys.me)?.id;
  setSignedInUser(queryClient, null);
  // A pick carried from before joining and never submitted is not the next visitor's.
  forgetVisitorPick();
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.me[0] });
  // The app hears that the user is gone with the cache's next notifications, a timer away. A screen that renders
  // before them (the navigation the caller starts, say) still reads the last user and asks again for what it shows
  // of them, such as their friend requests. What names that user is forgotten once more as those notifications go
  // out, before the app renders as a visitor.
  if (lastUserId !== undefined) {
    notifyManager.schedule(() => queryClient.removeQueries({ predicate: (query) => query.queryKey.includes(lastUserId) }));
  }
}
