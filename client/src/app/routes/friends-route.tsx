import { Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { LoadingScreen } from '@/components/loading-screen';
import { FriendsScreen } from '@/app/lazy-member-screens';
import { SignedIn } from './sign-in-required';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** Another screen's 'Invite Friends' lands here with the invitation already open. */
function wantsInvite(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'invite' in state && state.invite === true;
}

export function FriendsRoute() {
  useDocumentTitle('Friends');
  const location = useLocation();
  return (
    <SignedIn what="your friends">
      {(user) => (
        <Suspense fallback={<LoadingScreen text="Loading friends..." />}>
          <FriendsScreen userId={user.id} startInviting={wantsInvite(location.state)} />
        </Suspense>
      )}
    </SignedIn>
  );
}
