import type { User } from '@iec-bets/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { feedCoverage } from './feed-coverage';
import { landingQueryKeys } from './landing-query-keys';
import { nextSessionEpoch } from './session-epoch';

/**
 * The client's side of a session starting or ending, as the server's answer sets or clears the cookie. The live feed
 * open until now was the last session's: it is told at once, before the new session's reads go out, and the app
 * opens the new session's feed as it renders with the new user.
 */
export function setSignedInUser(queryClient: QueryClient, user: User | null): void {
  nextSessionEpoch();
  feedCoverage.sessionChanged();
  queryClient.setQueryData(landingQueryKeys.me, user);
}
