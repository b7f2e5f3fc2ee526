import type { FriendUser, Question } from '@iec-bets/contracts';
import { usePublicQuestions } from '@/api/get-public-questions';
import { LoadingScreen } from '@/components/loading-screen';
import { useFocusKept } from '@/hooks/use-focus-kept';
import { loadFailureReason } from '@/lib/api-error';
import { type OlderPages, useArchiveEnd } from '../hooks/use-archive-end';
import { useFriendActivity } from '../hooks/use-friend-activity';
import type { FriendCardData } from '../utils/friend-cards';
import { FriendPredictionCard } from './friend-prediction-card';
import { NoFriendsYet } from './no-friends-yet';
import { ArchiveEndControls } from './archive-end-controls';
import { OlderFriendActivityPage } from './older-friend-activity-page';

export function FriendsTab({ userId, friends, olderPages }: { userId: string; friends: FriendUser[] | undefined; olderPages: OlderPages }) {
  if (friends === undefined) return <LoadingScreen text="Loading your friends..." />;
  if (friends.length === 0) return <NoFriendsYet />;
  return <FriendsActivity userId={userId} olderPages={olderPages} />;
}

const NO_QUESTIONS: Question[] = [];

function FriendsActivity({ userId, olderPages }: { userId: string; olderPages: OlderPages }) {
  const questions = usePublicQuestions();
  const { activity, isPending, error } = useFriendActivity(userId, questions.data ?? NO_QUESTIONS);

  if (questions.isPending) return <LoadingScreen text="Loading election predictions..." />;
  if (questions.isError) return <p role="alert">Could not load the election predictions: {loadFailureReason(questions.error)}</p>;
  if (activity.length === 0) {
    if (isPending) return <LoadingScreen text="Loading your friends' predictions..." />;
    // A failed poll after a good one keeps the cards it had; one with nothing to show says why.
    if (error) return <p role="alert">Could not load your friends' predictions: {loadFailureReason(error)}</p>;
  }
  return <FriendsArchive newest={questions.data} cards={activity} userId={userId} olderPages={olderPages} />;
}

/**
 * The friends' cards of the feed's newest page, then of older pages as the reader asks for them: a friend's call on a
 * question from months ago is part of the record the two of them argue about.
 */
function FriendsArchive({
  newest,
  cards,
  userId,
  olderPages,
}: {
  newest: Question[];
  cards: FriendCardData[];
  userId: string;
  olderPages: OlderPages;
}) {
  const archive = useArchiveEnd(newest, olderPages);
  // The button goes once the last page is in: the keyboard's place stays in the archive rather than at the page's top.
  const region = useFocusKept<HTMLElement>();
  return (
    <section ref={region} className="stack" aria-label="Friends' predictions">
      {cards.length === 0 ? (
        <section className="card empty-state" aria-labelledby="no-friend-activity">
          {/* Older questions may hold their calls: "yet" would say there are none anywhere. */}
          <h2 id="no-friend-activity">{archive.mayHaveOlder ? 'Nothing From Friends Lately' : 'Nothing From Friends Yet'}</h2>
          <p className="muted">
            {archive.mayHaveOlder
              ? `Your friends have not predicted or commented on the latest ${newest.length} election questions.`
              : 'Your friends have not predicted or commented on any election question yet.'}
          </p>
        </section>
      ) : (
        cards.map((card) => <FriendPredictionCard key={card.question.id} activity={card} />)
      )}
      {archive.firstOlder && (
        <OlderFriendActivityPage start={archive.firstOlder} pagesBelow={archive.pagesBelow} userId={userId} onEnd={archive.onEnd} />
      )}
      <ArchiveEndControls archive={archive} />
    </section>
  );
}
