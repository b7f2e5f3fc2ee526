import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { LoadingScreen } from '@/components/loading-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';

const QuestionHistoryPage = lazy(() =>
  import('@/features/trust/components/question-history-page').then((m) => ({ default: m.QuestionHistoryPage })),
);

/** /questions/:id/history: a published question's public history, for visitors and members alike. */
export function QuestionHistoryRoute() {
  useDocumentTitle('Question History');
  const { id = '' } = useParams();
  return (
    <Suspense fallback={<LoadingScreen text="Loading the history..." />}>
      <QuestionHistoryPage questionId={id} />
    </Suspense>
  );
}
