import { Suspense } from 'react';
import { LoadingScreen } from '../../components/loading-screen';
import { FriendsScreen } from '../lazy-screens';
import { SignedIn } from './sign-in-required';

export function FriendsRoute() {
  return (
    <SignedIn what="your friends">
      {(user) => (
        <Suspense fallback={<LoadingScreen text="Loading friends..." />}>
          <FriendsScreen userId={user.id} />
        </Suspense>
      )}
    </SignedIn>
  );
}
