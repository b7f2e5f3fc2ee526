import { type ListEnd, useListEnd } from '@/hooks/use-list-end';
import type { PageStart } from '@/lib/page-start';
import { useOlderFriendActivity } from '../api/get-older-friend-activity';
import { publicQuestionsAfter, useOlderPublicQuestions } from '../api/get-older-public-questions';
import { friendCards } from '../utils/friend-cards';
import { FriendPredictionCard } from './friend-prediction-card';

/**
 * The friends' cards of one older page of the feed and, while more pages are asked for and this one is full, the
 * page after it, as the Public tab's older pages go (older-prediction-page.tsx). A page friends took no part in says
 * so, or the click that asked for it would seem to do nothing.
 */
export function OlderFriendActivityPage({
  start,
  pagesBelow,
  userId,
  onEnd,
}: {
  start: PageStart;
  pagesBelow: number;
  userId: string;
  onEnd: (end: ListEnd) => void;
}) {
  const page = useOlderPublicQuestions(start);
  const activity = useOlderFriendActivity(userId, start);
  // The page is in once both reads are: its questions, and what friends did on them. A page whose friends' activity
  // failed names no next page, as a failed page of questions does: the reader is told why rather than let past it.
  const next = activity.data ? publicQuestionsAfter(page.data) : null;
  const both = {
    isPending: page.isPending || activity.isPending,
    isError: page.isError || activity.isError,
    error: page.error ?? activity.error,
    data: activity.data && page.data,
  };
  const goesOn = useListEnd(both, next, pagesBelow, onEnd);
  const cards = page.data && activity.data ? friendCards(page.data, activity.data) : null;
  // While a new question shifts the page's start, each read shows its former page until its new one is in: the two
  // may be of different pages for a moment, when no card is not yet a page without friends.
  const settled = !page.isPlaceholderData && !activity.isPlaceholderData;

  return (
    <>
      {cards?.map((card) => <FriendPredictionCard key={card.question.id} activity={card} />)}
      {settled && cards?.length === 0 && page.data && page.data.length > 0 && (
        <p className="muted" role="status">
          Your friends did not predict or discuss {page.data.length === 1 ? 'the next older question' : `any of the next ${page.data.length} older questions`}.
        </p>
      )}
      {goesOn && next && <OlderFriendActivityPage start={next} pagesBelow={pagesBelow - 1} userId={userId} onEnd={onEnd} />}
    </>
  );
}
