import { zodResolver } from '@hookform/resolvers/zod';
import { type Comment, COMMENT_IMAGE_MAX_BYTES, COMMENT_TEXT_MAX, PostCommentRequest } from '@iec-bets/contracts';
import { type FormEvent, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FormField } from '@/components/form/form-field';
import { PendingButton } from '@/components/form/pending-button';
import { RestoredDraftNote } from '@/components/form/restored-draft-note';
import { useToast } from '@/components/toast/toast-context';
import { useKeptAsTyped, useKeptDraft } from '@/hooks/use-kept-draft';
import { errorMessage } from '@/lib/api-error';
import { formatCount } from '@/lib/format-count';
import { usePostComment } from '../api/post-comment';

/** SPEC section 9's limit, checked on the phone: an image the server would refuse is never sent. */
const PickedImage = z.instanceof(File).refine((file) => file.size <= COMMENT_IMAGE_MAX_BYTES, 'Please select an image smaller than 5MB');

/** Having neither text nor an image is about the comment as a whole, not one field: the form's root, told in a toast. */
const CommentFields = z
  .object({ content: PostCommentRequest.shape.content, image: PickedImage.nullable() })
  .refine(({ content, image }) => content !== '' || image !== null, { path: ['root'], message: 'Please write something or add an image' });

/** Where the count of characters starts to show: a tenth of the limit before it, while there is room to trim. */
const COUNT_FROM = COMMENT_TEXT_MAX - COMMENT_TEXT_MAX / 10;

/**
 * Said to a screen reader at the two moments that matter, nearing the limit and going over it (a paste may do both at
 * once), not at every character: the sentence stays the same while the count changes under it.
 */
function limitSentence(length: number): string {
  if (length > COMMENT_TEXT_MAX) return `Your comment is over the limit of ${formatCount(COMMENT_TEXT_MAX)} characters.`;
  if (length >= COUNT_FROM) return `Your comment is nearing the limit of ${formatCount(COMMENT_TEXT_MAX)} characters.`;
  return '';
}

/** The words of a comment not yet posted; a picked image is not kept with them (a file cannot be put back in a picker). */
const UnsentComment = z.object({ content: z.string() });
const NO_WORDS = { content: '' };

/**
 * Text, an optional image (at most 5MB), or both (SPEC section 5). `onPosted` hears of the new comment, so that the
 * list can bring it into view. The words typed and not yet posted outlive the form, for their writer alone: a session
 * that ends under it does not cost them their comment.
 */
export function CommentForm({ questionId, onPosted }: { questionId: string; onPosted?: (comment: Comment) => void }) {
  const draft = useKeptDraft({ form: `comment:${questionId}`, shape: UnsentComment, fresh: NO_WORDS });
  const {
    register,
    handleSubmit,
    setValue,
    reset,
    control,
    subscribe,
    formState: { errors },
  } = useForm({ resolver: zodResolver(CommentFields), defaultValues: { content: draft.restored?.content ?? '', image: null } });
  useKeptAsTyped(draft, subscribe);
  const picked = useWatch({ control, name: 'image' });
  // Counted as the server counts: the words trimmed, each UTF-16 unit one character.
  const length = (useWatch({ control, name: 'content' }) ?? '').trim().length;
  const fileInput = useRef<HTMLInputElement>(null);
  const post = usePostComment(questionId);
  const toast = useToast();

  function removeImage() {
    if (fileInput.current) fileInput.current.value = '';
    setValue('image', null);
  }

  function refuseImage(reason: string) {
    toast({ title: 'Image too large', description: reason, variant: 'destructive' });
    removeImage();
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
            onSuccess: (comment) => {
              toast({ title: 'Comment added!' });
              draft.forget();
              // Emptied, not reset to the form's defaults: those may be the restored words just posted.
              reset({ content: '', image: null });
              if (fileInput.current) fileInput.current.value = '';
              onPosted?.(comment);
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
      {draft.restored && (
        <RestoredDraftNote
          onDiscard={() => {
            // The words only: an image picked since is still wanted.
            draft.forget();
            setValue('content', '');
          }}
        />
      )}
      {/*
        No maxLength: it cut a pasted text at the limit without a word, and the comment went out shorter than written.
        Over the limit, the count says so at once, and posting is refused beside the field, as the other checks are,
        with every word still there to trim.
      */}
      <FormField
        id={`comment-${questionId}`}
        label="Your comment"
        hint={
          length >= COUNT_FROM && (
            <span className={length > COMMENT_TEXT_MAX ? 'comment-count over' : 'comment-count'}>
              {formatCount(length)} / {formatCount(COMMENT_TEXT_MAX)} characters
            </span>
          )
        }
        error={errors.content?.message}
      >
        {(control) => <textarea {...control} rows={3} {...register('content')} />}
      </FormField>
      <p className="visually-hidden" aria-live="polite">
        {limitSentence(length)}
      </p>
      {/*
        The native picker stays the control (keyboard, screen readers, the phone's own chooser), hidden but focusable;
        its label is what shows, drawn as a button, and takes the picker's focus ring.
      */}
      <div className="image-picker">
        <input
          id={`comment-image-${questionId}`}
          ref={fileInput}
          className="visually-hidden image-picker-input"
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          aria-label="Add an image (optional, up to 5MB)"
          aria-describedby={`comment-image-${questionId}-chosen`}
          onChange={(event) => pickImage(event.target.files?.[0] ?? null)}
        />
        <label htmlFor={`comment-image-${questionId}`} className="button secondary small image-picker-button">
          {picked ? 'Change image' : 'Add image'}
        </label>
        <span id={`comment-image-${questionId}-chosen`} className="image-picker-chosen">
          {picked ? picked.name : 'Optional, up to 5MB'}
        </span>
        {picked && (
          <button
            type="button"
            className="link-button danger"
            aria-label={`Remove image ${picked.name}`}
            onClick={() => {
              removeImage();
              // The button goes with the image: the focus goes to the picker, which now says "Add image".
              fileInput.current?.focus();
            }}
          >
            Remove
          </button>
        )}
      </div>
      <PendingButton type="submit" className="button primary" pending={post.isPending}>
        {post.isPending ? 'Posting...' : 'Post Comment'}
      </PendingButton>
    </form>
  );
}
