import type { Comment, FriendActivity, FriendAnswer, Question } from '@iec-bets/contracts';

export interface FriendCardData {
  question: Question;
  friendAnswers: FriendAnswer[];
  /** The latest few, oldest first. */
  friendComments: Comment[];
  /** All the friends' comments on the question, the ones not shown included. */
  friendCommentCount: number;
}

/**
 * The cards of a page of the feed: its questions that friends answered or discussed (SPEC section 5: the others are
 * hidden), in the feed's order, with what they said. Activity on a question the page does not hold (published after
 * the page was read) waits for the next read.
 */
export function friendCards(questions: readonly Question[], activity: readonly FriendActivity[]): FriendCardData[] {
  const byQuestion = new Map(activity.map((item) => [item.questionId, item]));
  return questions.flatMap((question) => {
    const found = byQuestion.get(question.id);
    return found ? [{ question, friendAnswers: found.friendAnswers, friendComments: found.friendComments, friendCommentCount: found.friendCommentCount }] : [];
  });
}
