import { Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CelebrationPopup } from '../../components/celebration/celebration-popup';
import type { Celebration } from '../../components/celebration/celebration-types';
import { DiscussionPanel, VotePage } from '../lazy-screens';
import { SignedIn } from './sign-in-required';

export function VoteRoute() {
  const navigate = useNavigate();
  const [celebration, setCelebration] = useState<Celebration | null>(null);
  return (
    <SignedIn what="today's questions">
      {(user) => (
        <>
          <VotePage
            userId={user.id}
            onInviteFriends={() => navigate('/friends')}
            onAnswered={() =>
              setCelebration({ type: 'interaction', message: 'Prediction Locked In!', subtitle: "Let's see if you saw it coming." })
            }
            renderDiscussion={(questionId) => (
              <Suspense fallback={null}>
                <DiscussionPanel questionId={questionId} userId={user.id} />
              </Suspense>
            )}
          />
          <CelebrationPopup celebration={celebration} onClose={() => setCelebration(null)} />
        </>
      )}
    </SignedIn>
  );
}
