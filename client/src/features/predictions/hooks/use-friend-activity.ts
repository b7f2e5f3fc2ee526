import type { Comment, FriendAnswer, Question } from '@iec-bets/contracts';
import { useMemo } from 'react';
import { useFriendActivityOnFeed } from '../api/get-friend-activity';

export interface FriendCardData {
  question: Question;
  friendAnswers: FriendAnswer[];
  /** The latest few, oldest first. */
  friendComments: Comment[];
  /** All the friends' comments on the question, the ones not shown included. */
  friendCommentCount: number;
}

/**
 * The questions of the feed that friends answered or discussed (SPEC section 5: the others are hidden), newest first,
 * with what they said. A question the feed has not shown yet (published between the two reads) waits for the next.
 */
export function useFriendActivity(userId: string, questions: Question[]) {
  const feed = useFriendActivityOnFeed(userId);
  const activity = useMemo(() => {
    const byId = new Map(questions.map((question) => [question.id, question]));
    return (feed.data ?? []).flatMap<FriendCardData>(({ questionId, friendAnswers, friendComments, friendCommentCount }) => {
      const question = byId.get(questionId);
      return question ? [{ question, friendAnswers, friendComments, friendCommentCount }] : [];
    });
  }, [questions, feed.data]);
  return { activity, isPending: feed.isPending, error: feed.isError ? feed.error : null };
}
