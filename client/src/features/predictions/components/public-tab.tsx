import type { Question } from '@iec-bets/contracts';
import type { ReactNode } from 'react';
import { usePublicComments } from '@/api/get-public-comments';
import { usePublicQuestions } from '@/api/get-public-questions';
import { LoadingScreen } from '@/components/loading-screen';
import { PublicPredictionCard } from './public-prediction-card';
import { loadFailureReason } from '@/lib/api-error';

export function PublicTab({
  userId,
  renderResolutionActions,
}: {
  userId: string;
  renderResolutionActions?: ((question: Question) => ReactNode) | undefined;
}) {
  const questions = usePublicQuestions();
  // Comments are extra: the cards show without them while they load or if they fail.
  const comments = usePublicComments().data ?? {};
  if (questions.isPending) return <LoadingScreen text="Loading election predictions..." />;
  if (questions.isError) return <p role="alert">Could not load the election predictions: {loadFailureReason(questions.error)}</p>;
  if (questions.data.length === 0) return <p className="muted empty-state">No election questions available yet. Check back soon!</p>;
  return (
    <div className="stack">
      {questions.data.map((question) => (
        <PublicPredictionCard
          key={question.id}
          question={question}
          userId={userId}
          comments={comments[question.id] ?? []}
          resolutionActions={question.isResolved ? renderResolutionActions?.(question) : undefined}
        />
      ))}
    </div>
  );
}
