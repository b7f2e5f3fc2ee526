import { lazy, Suspense } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { DiscussionPanel, VotePage } from '../lazy-screens';
import { SignedIn } from './sign-in-required';

const SuggestToolbar = lazy(() =>
  import('../../features/suggestions/components/suggest-toolbar').then((m) => ({ default: m.SuggestToolbar })),
);

export function VoteRoute() {
  const navigate = useNavigate();
  return (
    <SignedIn what="today's questions">
      {(user) => (
        <VotePage
          userId={user.id}
          onInviteFriends={() => navigate('/friends')}
          actions={
            <Suspense fallback={null}>
              <SuggestToolbar>
                <Link to="/my-suggestions">My Suggestions</Link>
              </SuggestToolbar>
            </Suspense>
          }
          renderDiscussion={(questionId) => (
            <Suspense fallback={null}>
              <DiscussionPanel questionId={questionId} userId={user.id} />
            </Suspense>
          )}
        />
      )}
    </SignedIn>
  );
}
