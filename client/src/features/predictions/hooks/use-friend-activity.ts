import type { Comment, FriendAnswer, FriendUser, PublicComments, Question } from '@iec-bets/contracts';
import { useMemo } from 'react';
import { useFriendAnswers } from '../api/get-friend-answers';

export interface FriendActivity {
  question: Question;
  friendAnswers: FriendAnswer[];
  friendComments: Comment[];
}

/** The questions that friends answered or discussed (SPEC section 5: the others are hidden), with what they said. */
export function useFriendActivity(userId: string, questions: Question[], comments: PublicComments, friends: FriendUser[]) {
  const friendAnswers = useFriendAnswers(
    useMemo(() => questions.map((question) => question.id), [questions]),
    userId,
  );
  const activity = useMemo(() => {
    const friendIds = new Set(friends.map((friend) => friend.id));
    return questions
      .map<FriendActivity>((question) => ({
        question,
        friendAnswers: friendAnswers.answers.get(question.id) ?? [],
        friendComments: (comments[question.id] ?? []).filter((comment) => friendIds.has(comment.userId)),
      }))
      .filter((item) => item.friendAnswers.length > 0 || item.friendComments.length > 0);
  }, [questions, comments, friends, friendAnswers.answers]);
  return { activity, isPending: friendAnswers.isPending };
}
