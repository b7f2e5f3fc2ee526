import { zodResolver } from '@hookform/resolvers/zod';
import { type Comment, REMOVAL_REASON_MAX, REMOVED_BY_MODERATOR, RemoveCommentRequest } from '@iec-bets/contracts';
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { DialogFormActions } from '@/components/dialog-form-actions';
import { DialogPanel } from '@/components/dialog-panel';
import { FormField } from '@/components/form/form-field';
import { useToast } from '@/components/toast/toast-context';
import { errorMessage } from '@/lib/api-error';
import { useRemoveComment } from '../api/remove-comment';

/**
 * Takes a comment down, reported or not, with the reason the admin gives: it is kept in the question's history beside
 * who removed it, so every removal can be accounted for later. There is no way back, so the dialog says so. Opened
 * from the moderation queue, and from under any comment of a discussion an admin reads.
 */
export function RemoveCommentDialog({
  comment,
  questionId,
  disabled,
  triggerClassName = 'button danger small',
}: {
  comment: Comment;
  questionId: string;
  disabled?: boolean;
  triggerClassName?: string;
}) {
  const [open, setOpen] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(RemoveCommentRequest), defaultValues: { reason: '' } });
  const remove = useRemoveComment();
  const toast = useToast();
  const author = comment.user.name;

  function changeOpen(next: boolean) {
    if (next) reset({ reason: '' });
    setOpen(next);
  }

  const submit = handleSubmit((removal) =>
    remove.mutate(
      { commentId: comment.id, questionId, removal },
      {
        onSuccess: () => {
          toast({ title: 'Comment removed', description: `It now reads “${REMOVED_BY_MODERATOR}”.` });
          setOpen(false);
        },
        onError: (error) =>
          toast({ title: 'Failed to remove comment', description: errorMessage(error, 'Please try again'), variant: 'destructive' }),
      },
    ),
  );

  return (
    <Dialog.Root open={open} onOpenChange={changeOpen}>
      <Dialog.Trigger className={triggerClassName} aria-label={`Remove comment by ${author}`} disabled={disabled}>
        Remove comment
      </Dialog.Trigger>
      <DialogPanel
        title="Remove comment"
        description={`Everyone will see “${REMOVED_BY_MODERATOR}” in its place, without its text or image. This cannot be undone.`}
      >
        <blockquote className="moderation-quote">
          <strong>{author}:</strong> {comment.content || 'an image'}
        </blockquote>
        <form className="form" onSubmit={submit} noValidate>
          <FormField
            id={`removal-${comment.id}-reason`}
            label="Reason for removal"
            hint="Kept in the question's history, for admins."
            error={errors.reason?.message}
          >
            {(control) => <textarea {...control} rows={3} maxLength={REMOVAL_REASON_MAX} {...register('reason')} />}
          </FormField>
          <DialogFormActions submitLabel="Remove comment" pendingLabel="Removing..." pending={remove.isPending} tone="danger" />
        </form>
      </DialogPanel>
    </Dialog.Root>
  );
}
