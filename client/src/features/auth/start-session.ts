import type { User } from '@iec-bets/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { forgetKeptDrafts } from '@/lib/kept-drafts';
import { forgetSignedInUser } from '@/lib/forget-signed-in-user';
import { queryKeys } from '@/lib/query-keys';
import { setSignedInUser } from '@/lib/set-signed-in-user';
import { forgetSignup } from './signup-draft';

/**
 * This tab's side of a session the server has just started for `user` (a log-in, a sign-up, a new password chosen
 * from an emailed link), as its answer sets the cookie.
 */
export function startSession(queryClient: QueryClient, user: User): void {
  // Another account was signed in here until now (a link to choose a new password signs in the link's account,
  // whoever was signed in): nothing of theirs is for this user to see, even what is not kept under their id (their
  // notifications, say). Forgotten as a log-out forgets it: what a screen still showing them asks for again under
  // their id goes too, as the cache's next notifications go out; what this user's screens read, under their own id
  // or none, is read afresh with the new cookie.
  const previous = queryClient.getQueryData<User | null>(queryKeys.me);
  if (previous && previous.id !== user.id) forgetSignedInUser(queryClient);
  // Someone else's unsent words, left by a session that ended on this tab, are not for this user to find.
  forgetKeptDrafts({ except: user.id });
  // The sign-up form's words kept while the privacy notice was read, the password among them, have done their work.
  forgetSignup();
  // After the forgetting above, which reads the session as a visitor's until here.
  setSignedInUser(queryClient, user);
}
