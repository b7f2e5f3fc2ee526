import type { PublicComments, Question } from '@iec-bets/contracts';
import type { ReactNode } from 'react';
import { usePagePicks } from '../api/get-page-picks';
import { PublicPredictionCard } from './public-prediction-card';

export type ResolutionActions = ((question: Question) => ReactNode) | undefined;

/**
 * One page of the public archive as cards, each with its latest comments, the reader's own pick marked on its bars
 * (the page's picks read at once) and, once resolved, the admins' actions.
 */
export function PublicPredictionCards({
  questions,
  comments,
  userId,
  renderResolutionActions,
}: {
  questions: readonly Question[];
  comments: PublicComments;
  userId: string;
  renderResolutionActions: ResolutionActions;
}) {
  const picks = usePagePicks(userId, questions.map((question) => question.id)).data;
  return questions.map((question) => (
    <PublicPredictionCard
      key={question.id}
      question={question}
      userId={userId}
      pick={picks?.get(question.id)}
      comments={comments[question.id] ?? []}
      resolutionActions={question.isResolved ? renderResolutionActions?.(question) : undefined}
    />
  ));
}
