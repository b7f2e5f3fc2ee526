import { type ListEnd, useListEnd } from '@/hooks/use-list-end';
import type { PageStart } from '@/lib/page-start';
import { deletedQuestionsAfter, useDeletedQuestions } from '../api/get-deleted-questions';
import { DeletedQuestionRow } from './deleted-question-row';

/**
 * The rows of one page of deletions and, while more pages are asked for and this one is full, the page after it,
 * which starts after this one's last row. A deletion meanwhile moves every row down a place, and the pages below
 * follow: no row is shown twice or skipped. The page the list ends with tells the section.
 */
export function DeletedQuestionPage({ start, pagesBelow, onEnd }: { start: PageStart | null; pagesBelow: number; onEnd: (end: ListEnd) => void }) {
  const page = useDeletedQuestions(start);
  const next = deletedQuestionsAfter(page.data);
  const goesOn = useListEnd(page, next, pagesBelow, onEnd);
  return (
    <>
      {page.data?.map((question) => (
        <DeletedQuestionRow key={question.id} question={question} />
      ))}
      {goesOn && <DeletedQuestionPage start={next} pagesBelow={pagesBelow - 1} onEnd={onEnd} />}
    </>
  );
}
