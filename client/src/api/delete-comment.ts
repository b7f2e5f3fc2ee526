import type { DeleteCommentResponse } from '@iec-bets/contracts';
import { api } from '@/lib/api-client';

/**
 * Deletes one of the user's own comments, which destroys its words in the log for good. Shared: the discussion
 * deletes a comment on show, Settings one under a deleted question; each refreshes what it lists.
 */
export function deleteComment(commentId: string): Promise<DeleteCommentResponse> {
  return api.delete<DeleteCommentResponse>(`/api/comments/${encodeURIComponent(commentId)}`);
}
