import type { PublicComments, Question } from '@iec-bets/contracts';
import type { ReactNode } from 'react';
import { PublicPredictionCard } from './public-prediction-card';

export type ResolutionActions = ((question: Question) => ReactNode) | undefined;

/** One page of the public archive as cards, each with its latest comments and, once resolved, the admins' actions. */
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
  return questions.map((question) => (
    <PublicPredictionCard
      key={question.id}
      question={question}
      userId={userId}
      comments={comments[question.id] ?? []}
      resolutionActions={question.isResolved ? renderResolutionActions?.(question) : undefined}
    />
  ));
}
