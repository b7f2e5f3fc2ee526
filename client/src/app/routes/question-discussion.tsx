import { lazy, Suspense } from 'react';
import { DiscussionPanel } from '@/features/discussion/components/discussion-panel';

/** The moderators' removal, offered under every comment of a discussion an admin reads; loaded for admins only. */
const RemoveCommentDialog = lazy(() =>
  import('@/features/admin-moderation/components/remove-comment-dialog').then((m) => ({ default: m.RemoveCommentDialog })),
);

/**
 * A question's discussion as the signed-in user sees it. An admin may remove any comment from under it, reported or
 * not, with the moderation queue's own dialog: the app puts the two features together, neither imports the other.
 * Loaded on first use (lazy-screens.ts), like the discussion itself.
 */
export function QuestionDiscussion({ questionId, user }: { questionId: string; user: { id: string; isAdmin: boolean } }) {
  return (
    <DiscussionPanel
      questionId={questionId}
      userId={user.id}
      {...(user.isAdmin && {
        moderate: (comment) => (
          <Suspense fallback={null}>
            <RemoveCommentDialog comment={comment} questionId={questionId} triggerClassName="link-button danger" />
          </Suspense>
        ),
      })}
    />
  );
}
