import type { Comment } from '@iec-bets/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshCommentReads } from './refresh-comment-reads';

/**
 * A comment as a multipart form: the picked file travels as it is, a third smaller than the base64 data URL the API
 * also takes, which matters to people who pay for every megabyte.
 */
function commentForm(comment: { content: string; image: File | null }): FormData {
  const form = new FormData();
  form.append('content', comment.content);
  if (comment.image) form.append('image', comment.image);
  return form;
}

export function usePostComment(questionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (comment: { content: string; image: File | null }) =>
      api.post<Comment>(`/api/questions/${encodeURIComponent(questionId)}/comments`, commentForm(comment)),
    onSuccess: () => refreshCommentReads(queryClient, questionId),
  });
}
