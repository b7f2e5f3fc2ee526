import { useParams } from 'react-router-dom';
import { QuestionHistoryPage } from '@/features/trust/components/question-history-page';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSession } from '../session';

/** /questions/:id/history: a published question's public history, for visitors and members alike. */
export function QuestionHistoryRoute() {
  useDocumentTitle('Question History');
  const { id = '' } = useParams();
  const { user } = useSession();
  return <QuestionHistoryPage questionId={id} userId={user?.id} />;
}
