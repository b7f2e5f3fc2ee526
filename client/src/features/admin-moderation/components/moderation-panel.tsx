import { useModerationQueue } from '../api/get-moderation-queue';
import { ReportedCommentCard } from './reported-comment-card';
import './admin-moderation.css';
import { loadFailureReason } from '@/lib/api-error';
import { useFocusKept } from '@/hooks/use-focus-kept';

/**
 * The admin dashboard's Moderation tab: every comment people reported that no admin has dealt with yet, most
 * recently reported first, each to remove (with a reason, kept in its question's history) or keep.
 */
export function ModerationPanel() {
  const region = useFocusKept<HTMLElement>();
  const queue = useModerationQueue();
  const comments = queue.data?.comments;

  return (
    <section ref={region} className="admin-panel" aria-labelledby="admin-moderation-title">
      <h2 id="admin-moderation-title">
        Reported Comments {queue.data && <span className="count-badge">({queue.data.waiting})</span>}
      </h2>
      {queue.isPending && <p className="muted">Loading reports...</p>}
      {queue.isError && <p role="alert">Could not load the reports: {loadFailureReason(queue.error)}</p>}
      {comments?.length === 0 && <p className="card empty-state muted">No reported comments. Reports from users will appear here.</p>}
      {queue.data && comments && queue.data.waiting > comments.length && (
        <p className="muted">
          The {comments.length} most recently reported are shown; the other {queue.data.waiting - comments.length} come up as these are
          dealt with.
        </p>
      )}
      {comments && comments.length > 0 && (
        <ul className="plain-list stack" aria-label="Reported comments">
          {comments.map((entry) => (
            <li key={entry.comment.id}>
              <ReportedCommentCard entry={entry} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
