import { useAdminQuestions } from '@/api/get-admin-questions';
import { useDrafts } from '../api/get-drafts';
import '../admin-questions.css';
import { CreateQuestionForm } from './create-question-form';
import { DeletedQuestions } from './deleted-questions';
import { DisputesPanel } from './disputes-panel';
import { QuestionList } from './question-list';
import { useFocusKept } from '@/hooks/use-focus-kept';

/**
 * The admin's questions: disputed resolutions first while any wait, a form for a new draft, the drafts waiting to be
 * published, every published one, and last the deleted ones, whose histories the log keeps.
 */
export function QuestionsPanel() {
  const region = useFocusKept<HTMLDivElement>();
  const drafts = useDrafts();
  const all = useAdminQuestions();
  const published = all.data?.filter((question) => question.isPublished);
  return (
    <div ref={region} className="stack admin-questions" role="region" aria-label="Questions">
      <DisputesPanel />
      <CreateQuestionForm />
      <QuestionList title="Drafts" id="admin-drafts-title" questions={drafts.data} error={drafts.error} empty="No drafts. A question you create waits here until you publish it." />
      <QuestionList
        title="Published Questions"
        id="admin-published-title"
        questions={published}
        error={all.error}
        empty="No questions published yet."
      />
      <DeletedQuestions />
    </div>
  );
}
