import type { Question } from '@iec-bets/contracts';
import { useMemo } from 'react';
import { useFriendActivityOnFeed } from '../api/get-friend-activity';
import { friendCards } from '../utils/friend-cards';

/** The friends' cards of the feed's newest page, newest first (see friend-cards.ts). */
export function useFriendActivity(userId: string, questions: Question[]) {
  const feed = useFriendActivityOnFeed(userId);
  const activity = useMemo(() => friendCards(questions, feed.data ?? []), [questions, feed.data]);
  return { activity, isPending: feed.isPending, error: feed.isError ? feed.error : null };
}
