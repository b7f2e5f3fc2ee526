import { COMMENT_IMAGE_MAX_BYTES, COMMENT_TEXT_MAX } from '@iec-bets/contracts';
import { type FormEvent, useRef, useState } from 'react';
import { useToast } from '@/components/toast/toast-context';
import { errorMessage } from '@/lib/api-error';
import { usePostComment } from '../api/post-comment';
import { readAsDataUrl } from './read-image';

/** Text, an optional image (at most 5MB), or both (SPEC section 5). */
export function CommentForm({ questionId }: { questionId: string }) {
  const [content, setContent] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const post = usePostComment(questionId);
  const toast = useToast();

  function pickImage(file: File | null) {
    if (file && file.size > COMMENT_IMAGE_MAX_BYTES) {
      toast({ title: 'Image too large', description: 'Please select an image smaller than 5MB', variant: 'destructive' });
      if (fileInput.current) fileInput.current.value = '';
      setImage(null);
      return;
    }
    setImage(file);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const text = content.trim();
    if (!text && !image) {
      toast({ title: 'Empty comment', description: 'Please write something or add an image', variant: 'destructive' });
      return;
    }
    const imageUrl = image ? await readAsDataUrl(image) : null;
    post.mutate(
      { content: text, imageUrl },
      {
        onSuccess: () => {
          toast({ title: 'Comment added!' });
          setContent('');
          setImage(null);
          if (fileInput.current) fileInput.current.value = '';
        },
        onError: (error) =>
          toast({ title: 'Failed to post comment', description: errorMessage(error, 'Please try again'), variant: 'destructive' }),
      },
    );
  }

  return (
    <form className="form comment-form" onSubmit={submit} noValidate>
      <label htmlFor={`comment-${questionId}`}>Your comment</label>
      <textarea
        id={`comment-${questionId}`}
        value={content}
        maxLength={COMMENT_TEXT_MAX}
        rows={3}
        onChange={(event) => setContent(event.target.value)}
      />
      <label htmlFor={`comment-image-${questionId}`}>Add an image (optional, up to 5MB)</label>
      <input
        id={`comment-image-${questionId}`}
        ref={fileInput}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        onChange={(event) => pickImage(event.target.files?.[0] ?? null)}
      />
      <button type="submit" className="button primary" disabled={post.isPending}>
        {post.isPending ? 'Posting...' : 'Post Comment'}
      </button>
    </form>
  );
}
