import { Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import { LandingPage } from '@/features/landing/components/landing-page';
import { HomeScreen, QuestionDiscussion } from '@/app/lazy-screens';
import { useSession } from '@/app/session';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { PendingPart } from '@/components/pending-part';

/** / and /home: the daily question for a member, the landing page for a visitor. */
export function HomeRoute() {
  const session = useSession();
  // A visitor gets the landing page, named by the site alone, as search results and shared links show it.
  useDocumentTitle(session.user ? 'Home' : '');
  const navigate = useNavigate();
  if (!session.user) return <LandingPage onJoin={() => session.openAuthDialog('signup')} />;
  const { user } = session;
  return (
    <HomeScreen
      userId={user.id}
      alerts={user}
      onInviteFriends={() => navigate('/friends', { state: { invite: true } })}
      renderDiscussion={(questionId) => (
        <Suspense fallback={<PendingPart />}>
          <QuestionDiscussion questionId={questionId} user={user} />
        </Suspense>
      )}
    />
  );
}
