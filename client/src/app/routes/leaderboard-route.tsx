import { Suspense } from 'react';
import { LoadingScreen } from '@/components/loading-screen';
import { LeaderboardScreen } from '@/app/lazy-member-screens';
import { SignedIn } from './sign-in-required';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function LeaderboardRoute() {
  useDocumentTitle('Leaderboard');
  return (
    <SignedIn what="the leaderboard">
      {(user) => (
        <Suspense fallback={<LoadingScreen text="Loading leaderboard..." />}>
          <LeaderboardScreen userId={user.id} />
        </Suspense>
      )}
    </SignedIn>
  );
}
