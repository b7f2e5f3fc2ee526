import type { Question } from '@iec-bets/contracts';
import { useMemo } from 'react';
import { useFriendActivityOnFeed } from '../api/get-friend-activity';
import { friendCards } from '../utils/friend-cards';

/** The friends' cards of the feed's newest page, newest first (see friend-cards.ts). */
export function useFriendActivity(userId: string, questions: Question[]) {
  const feed = useFriendActivityOnFeed(userId);
  const activity = useMemo(() => friendCards(questions, feed.data ?? []), [questions, feed.data]);
  // A failed poll after a good read keeps what that read showed, cards or none (and the older pages under them): the
  // error is the tab's to show only when nothing has come yet.
  return { activity, isPending: feed.isPending, error: feed.isError && feed.data === undefined ? feed.error : null };
}
