import { zodResolver } from '@hookform/resolvers/zod';
import { COMMENT_IMAGE_MAX_BYTES, COMMENT_TEXT_MAX, PostCommentRequest } from '@iec-bets/contracts';
import { type FormEvent, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormField } from '@/components/form/form-field';
import { useToast } from '@/components/toast/toast-context';
import { errorMessage } from '@/lib/api-error';
import { usePostComment } from '../api/post-comment';

/** SPEC section 9's limit, checked on the phone: an image the server would refuse is never sent. */
const PickedImage = z.instanceof(File).refine((file) => file.size <= COMMENT_IMAGE_MAX_BYTES, 'Please select an image smaller than 5MB');

/** Having neither text nor an image is about the comment as a whole, not one field: the form's root, told in a toast. */
const CommentFields = z
  .object({ content: PostCommentRequest.shape.content, image: PickedImage.nullable() })
  .refine(({ content, image }) => content !== '' || image !== null, { path: ['root'], message: 'Please write something or add an image' });

/** Text, an optional image (at most 5MB), or both (SPEC section 5). */
export function CommentForm({ questionId }: { questionId: string }) {
  const {
    register,
    handleSubmit,
    setValue,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(CommentFields), defaultValues: { content: '', image: null } });
  const fileInput = useRef<HTMLInputElement>(null);
  const post = usePostComment(questionId);
  const toast = useToast();

  function refuseImage(reason: string) {
    toast({ title: 'Image too large', description: reason, variant: 'destructive' });
    if (fileInput.current) fileInput.current.value = '';
    setValue('image', null);
  }

  // A file input cannot be set, only emptied; the picked file is kept in the form's values. It is checked as it is
  // picked, so that a person learns at once, and again when the form is sent.
  function pickImage(file: File | null) {
    const checked = file && PickedImage.safeParse(file);
    if (checked && !checked.success) return refuseImage(checked.error.issues[0]?.message ?? '');
    setValue('image', file);
  }

  // Built when the form is sent, not while rendering: posting empties the file input, through its ref.
  function submit(event: FormEvent) {
    return handleSubmit(
      ({ content, image }) => {
        post.mutate(
          { content, image },
          {
            onSuccess: () => {
              toast({ title: 'Comment added!' });
              reset();
              if (fileInput.current) fileInput.current.value = '';
            },
            onError: (error) =>
              toast({ title: 'Failed to post comment', description: errorMessage(error, 'Please try again'), variant: 'destructive' }),
          },
        );
      },
      (problems) => {
        if (problems.image?.message) refuseImage(problems.image.message);
        else if (problems.root) toast({ title: 'Empty comment', description: problems.root.message, variant: 'destructive' });
      },
    )(event);
  }

  return (
    <form className="form comment-form" onSubmit={submit} noValidate>
      <FormField id={`comment-${questionId}`} label="Your comment" error={errors.content?.message}>
        {(control) => <textarea {...control} maxLength={COMMENT_TEXT_MAX} rows={3} {...register('content')} />}
      </FormField>
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
