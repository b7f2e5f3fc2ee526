import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { Celebration } from '@/components/celebration/celebration-types';
import { VotePage } from '@/app/lazy-member-screens';
import { QuestionDiscussion } from '@/app/lazy-screens';
import { SignedIn } from './sign-in-required';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { PendingPart } from '@/components/pending-part';

const SuggestToolbar = lazy(() =>
  import('@/features/suggestions/components/suggest-toolbar').then((m) => ({ default: m.SuggestToolbar })),
);
// Loaded with the first celebration, so that the routes' shared code stays free of it.
const CelebrationPopup = lazy(() => import('@/components/celebration/celebration-popup').then((m) => ({ default: m.CelebrationPopup })));

export function VoteRoute() {
  useDocumentTitle('Vote');
  const navigate = useNavigate();
  const [celebration, setCelebration] = useState<Celebration | null>(null);
  return (
    <SignedIn what="today's questions">
      {(user) => (
        <>
          <VotePage
            userId={user.id}
            alerts={user}
            onInviteFriends={() => navigate('/friends', { state: { invite: true } })}
            actions={
              <Suspense fallback={<PendingPart />}>
                <SuggestToolbar>
                  <Link to="/my-suggestions">My Suggestions</Link>
                </SuggestToolbar>
              </Suspense>
            }
            onAnswered={() =>
              setCelebration({ type: 'interaction', message: 'Prediction Locked In!', subtitle: "Let's see if you saw it coming." })
            }
            renderDiscussion={(questionId) => (
              <Suspense fallback={<PendingPart />}>
                <QuestionDiscussion questionId={questionId} user={user} />
              </Suspense>
            )}
          />
          {celebration && (
            <Suspense fallback={null}>
              {/* At the foot: the cheer comes with the vote's results, which a modal would hide for its 5 s. */}
              <CelebrationPopup celebration={celebration} onClose={() => setCelebration(null)} placement="foot" />
            </Suspense>
          )}
        </>
      )}
    </SignedIn>
  );
}
