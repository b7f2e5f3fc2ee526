import { lazy, Suspense } from 'react';
import { LoadingScreen } from '@/components/loading-screen';
import { LogoutButton } from '@/app/lazy-member-screens';
import { SignedIn } from './sign-in-required';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { PendingPart } from '@/components/pending-part';

const ProfileScreen = lazy(() => import('@/features/profile/components/profile-screen').then((m) => ({ default: m.ProfileScreen })));

/** /profile: the profile screen, with the log-out of the auth feature placed in its Settings tab. */
export function ProfileRoute() {
  useDocumentTitle('Profile');
  return (
    <SignedIn what="your profile">
      {(user) => (
        <Suspense fallback={<LoadingScreen text="Loading your profile..." />}>
          <ProfileScreen
            user={user}
            logoutButton={
              <Suspense fallback={<PendingPart />}>
                <LogoutButton />
              </Suspense>
            }
          />
        </Suspense>
      )}
    </SignedIn>
  );
}
