import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from './query-keys';
import { setSignedInUser } from './set-signed-in-user';

/**
 * The client's side of a session ending (a log-out, an account deleted): the session reads as a visitor's, and
 * nothing the last user saw lingers in the cache for whoever uses this device next.
 */
export function forgetSignedInUser(queryClient: QueryClient): void {
  setSignedInUser(queryClient, null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.me[0] });
}
