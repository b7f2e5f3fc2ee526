import type { FriendUser } from '@iec-bets/contracts';
import { usePublicQuestions } from '@/api/get-public-questions';
import { LoadingScreen } from '@/components/loading-screen';
import { useFriendActivity } from '../hooks/use-friend-activity';
import { FriendPredictionCard } from './friend-prediction-card';
import { NoFriendsYet } from './no-friends-yet';
import { loadFailureReason } from '@/lib/api-error';

const NO_QUESTIONS: never[] = [];

export function FriendsTab({ userId, friends }: { userId: string; friends: FriendUser[] | undefined }) {
  if (friends === undefined) return <LoadingScreen text="Loading your friends..." />;
  if (friends.length === 0) return <NoFriendsYet />;
  return <FriendsActivity userId={userId} />;
}

function FriendsActivity({ userId }: { userId: string }) {
  const questions = usePublicQuestions();
  const { activity, isPending, error } = useFriendActivity(userId, questions.data ?? NO_QUESTIONS);

  if (questions.isPending) return <LoadingScreen text="Loading election predictions..." />;
  if (questions.isError) return <p role="alert">Could not load the election predictions: {loadFailureReason(questions.error)}</p>;
  if (activity.length === 0) {
    if (isPending) return <LoadingScreen text="Loading your friends' predictions..." />;
    // A failed poll after a good one keeps the cards it had; one with nothing to show says why.
    if (error) return <p role="alert">Could not load your friends' predictions: {loadFailureReason(error)}</p>;
    return (
      <section className="card empty-state" aria-labelledby="no-friend-activity">
        <h2 id="no-friend-activity">Nothing From Friends Yet</h2>
        <p className="muted">Your friends have not predicted or commented on any election question yet.</p>
      </section>
    );
  }
  return (
    <div className="stack">
      {activity.map((item) => (
        <FriendPredictionCard key={item.question.id} activity={item} />
      ))}
    </div>
  );
}
