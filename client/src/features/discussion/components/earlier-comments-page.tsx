import { type ListEnd, useListEnd } from '@/hooks/use-list-end';
import type { PageStart } from '@/lib/page-start';
import { commentsBefore, useEarlierComments } from '../api/get-earlier-comments';
import { type CommentActions, DiscussionComment } from './discussion-comment';

/**
 * A page of the discussion before the one below it, and, while more are asked for and this one is full, the page
 * before it, above. A deleted comment moves the earlier ones down a place, and every page follows the page below
 * it: no comment is shown twice or skipped. The earliest page shown tells the panel whether there are more.
 */
export function EarlierCommentsPage({
  questionId,
  start,
  pagesAbove,
  actions,
  onEnd,
}: {
  questionId: string;
  start: PageStart;
  pagesAbove: number;
  actions: CommentActions;
  onEnd: (end: ListEnd) => void;
}) {
  const page = useEarlierComments(questionId, start);
  const earlier = commentsBefore(page.data);
  const goesOn = useListEnd(page, earlier, pagesAbove, onEnd);

  return (
    <>
      {goesOn && earlier && (
        <EarlierCommentsPage questionId={questionId} start={earlier} pagesAbove={pagesAbove - 1} actions={actions} onEnd={onEnd} />
      )}
      {page.data?.map((comment) => <DiscussionComment key={comment.id} comment={comment} actions={actions} />)}
    </>
  );
}
