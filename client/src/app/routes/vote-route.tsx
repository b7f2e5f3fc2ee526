import { Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import { DiscussionPanel, VotePage } from '../lazy-screens';
import { SignedIn } from './sign-in-required';

export function VoteRoute() {
  const navigate = useNavigate();
  return (
    <SignedIn what="today's questions">
      {(user) => (
        <VotePage
          userId={user.id}
          onInviteFriends={() => navigate('/friends', { state: { invite: true } })}
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
