import type { Comment } from '@iec-bets/contracts';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { ListEndNote } from '@/components/list-end-note';
import { MoreButton } from '@/components/more-button';
import { useToast } from '@/components/toast/toast-context';
import { NOTHING_OLDER } from '@/hooks/use-list-end';
import { errorMessage, loadFailureReason } from '@/lib/api-error';
import { useComments } from '../api/get-comments';
import { useDeleteComment } from '../api/delete-comment';
import { commentsBefore } from '../api/get-earlier-comments';
import { CommentForm } from './comment-form';
import { type CommentActions, DiscussionComment } from './discussion-comment';
import { EarlierCommentsPage } from './earlier-comments-page';
import './discussion.css';

/**
 * A question's discussion: the comments, the form to add one, and under each comment what the viewer may do with
 * it: delete their own (also once a moderator removed it), or report someone else's that is still up. An admin gets
 * `moderate` instead of the report: what the app puts there (the moderators' removal) is another feature's. The
 * latest page of comments comes first; earlier pages go above it as the reader asks for them.
 */
export function DiscussionPanel({
  questionId,
  userId,
  moderate,
}: {
  questionId: string;
  userId: string;
  moderate?: (comment: Comment) => ReactNode;
}) {
  const comments = useComments(questionId);
  const remove = useDeleteComment(questionId);
  const toast = useToast();
  // The comment the user just posted, until the list holds it and it has been brought into view.
  const [posted, setPosted] = useState<string | null>(null);
  const list = useRef<HTMLUListElement>(null);
  // The comment whose actions last had focus: deleting or removing it takes those actions away, focus with them.
  const actedOn = useRef<string | null>(null);
  const [earlierPages, setEarlierPages] = useState(0);
  const [earlierEnd, setEarlierEnd] = useState(NOTHING_OLDER);
  const earlierHadFocus = useRef(false);

  useEffect(() => {
    if (!posted) return;
    const item = Array.from(list.current?.children ?? []).find((child) => child instanceof HTMLElement && child.dataset.commentId === posted);
    if (!item) return;
    // The list scrolls on its own and opens at its top; without this a new comment can land out of sight.
    item.scrollIntoView({ block: 'nearest' });
    setPosted(null);
  }, [posted, comments.data]);

  const hasList = (comments.data?.length ?? 0) > 0;
  useEffect(() => {
    const root = list.current;
    if (!root) return;
    const keepPlace = () => {
      const id = actedOn.current;
      if (!id || document.activeElement !== document.body) return;
      const item = Array.from(root.children).find((child): child is HTMLElement => child instanceof HTMLElement && child.dataset.commentId === id);
      // Actions still there: focus left them some other way (a click on the page), and stays where the reader put it.
      if (item?.querySelector('.comment-actions')) return;
      actedOn.current = null;
      // The comment where it still stands (removed by a moderator), else the list it left: never the page's start.
      (item ?? root).focus();
    };
    // Watched in the list itself: the comment acted on may be on an earlier page, whose refetch the latest page's data
    // does not show.
    const observer = new MutationObserver(keepPlace);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [hasList]);

  const actions: CommentActions = {
    userId,
    moderate,
    deleting: remove.isPending,
    onDelete: (commentId) =>
      remove.mutate(commentId, {
        onSuccess: () => toast({ title: 'Comment deleted' }),
        onError: (error) => toast({ title: 'Delete Failed', description: errorMessage(error, 'Please try again'), variant: 'destructive' }),
      }),
    onActionsFocused: (commentId) => (actedOn.current = commentId),
  };
  const earlier = commentsBefore(comments.data);
  const end = earlier && earlierPages > 0 ? earlierEnd : { ...NOTHING_OLDER, older: earlier };
  const anyEarlier = end.older !== null || end.loading;

  useEffect(() => {
    // The button goes once the first comment is in: the keyboard's place moves to the comments it brought, not to
    // the page's start.
    if (anyEarlier || !earlierHadFocus.current || document.activeElement !== document.body) return;
    earlierHadFocus.current = false;
    list.current?.focus();
  }, [anyEarlier]);

  return (
    <section className="card discussion" aria-labelledby={`discussion-${questionId}`}>
      <h3 id={`discussion-${questionId}`}>Discussion</h3>
      {comments.isPending && <p className="muted">Loading comments...</p>}
      {comments.isError && <p role="alert">Could not load the comments: {loadFailureReason(comments.error)}</p>}
      {comments.data?.length === 0 && <p className="muted">No comments yet. Start the discussion!</p>}
      {comments.data && comments.data.length > 0 && (
        <>
          <MoreButton
            end={end}
            className="link-button earlier-comments"
            label="Show earlier comments"
            loadingLabel="Loading earlier comments..."
            onMore={() => {
              // Loading from the click on, so that the button is not gone for the moment before the page says so.
              setEarlierEnd({ ...NOTHING_OLDER, loading: true });
              setEarlierPages(earlierPages + 1);
            }}
            onFocus={() => (earlierHadFocus.current = true)}
            onBlur={(event) => {
              // Left by the reader (still in the page a moment later), not taken away with the button: forgotten.
              const button = event.currentTarget;
              queueMicrotask(() => {
                if (button.isConnected) earlierHadFocus.current = false;
              });
            }}
          />
          {end.failure && <p role="alert">Could not load earlier comments: {end.failure}</p>}
          <ListEndNote text={end.lastPageEmpty ? 'No earlier comments.' : null} />
          <ul ref={list} className="plain-list comment-list scrolling" aria-label="Comments" tabIndex={0}>
            {earlier && earlierPages > 0 && (
              <EarlierCommentsPage questionId={questionId} start={earlier} pagesAbove={earlierPages - 1} actions={actions} onEnd={setEarlierEnd} />
            )}
            {comments.data.map((comment) => (
              <DiscussionComment key={comment.id} comment={comment} actions={actions} />
            ))}
          </ul>
        </>
      )}
      {/* Keyed: the words typed under one question are never another's. */}
      <CommentForm key={questionId} questionId={questionId} onPosted={(comment) => setPosted(comment.id)} />
    </section>
  );
}
