import { zodResolver } from '@hookform/resolvers/zod';
import { ADMIN_NOTES_MAX, ReviewSuggestionRequest, SUGGESTION_STATUSES, type Suggestion } from '@iec-bets/contracts';
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { DialogPanel } from '@/components/dialog-panel';
import { FormField } from '@/components/form/form-field';
import { PendingButton } from '@/components/form/pending-button';
import { suggestionStatusLabel } from '@/components/suggestion-status-badge';
import { useToast } from '@/components/toast/toast-context';
import { errorMessage } from '@/lib/api-error';
import { useReviewSuggestion } from '../api/review-suggestion';

/**
 * The review of one suggestion: a status (any of the four) and notes the member will read. The status starts
 * unselected, so an admin always chooses it rather than saving whatever was there by accident.
 */
export function ReviewDialog({ suggestion }: { suggestion: Suggestion }) {
  const [open, setOpen] = useState(false);
  const unreviewed = () => ({ status: '', adminNotes: suggestion.adminNotes ?? '' });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(ReviewSuggestionRequest), defaultValues: unreviewed() });
  const review = useReviewSuggestion();
  const toast = useToast();
  const ids = `review-${suggestion.id}`;

  function changeOpen(next: boolean) {
    if (next) reset(unreviewed());
    setOpen(next);
  }

  const submit = handleSubmit((reviewed) =>
    review.mutate(
      { id: suggestion.id, review: reviewed },
      {
        onSuccess: () => {
          toast({ title: 'Suggestion Updated', description: `Marked as ${suggestionStatusLabel(reviewed.status)}.` });
          setOpen(false);
        },
        onError: (error) => toast({ title: 'Update Failed', description: errorMessage(error, 'Please try again'), variant: 'destructive' }),
      },
    ),
  );

  return (
    <Dialog.Root open={open} onOpenChange={changeOpen}>
      <Dialog.Trigger className="button primary small" aria-label={`Review: ${suggestion.title}`}>
        Review
      </Dialog.Trigger>
      <DialogPanel title="Review Suggestion" description={suggestion.title} descriptionClassName="review-subject">
        <form className="form" onSubmit={submit} noValidate>
          <FormField id={`${ids}-status`} label="Status" error={errors.status?.message}>
            {(control) => (
              <select {...control} {...register('status')}>
                <option value="">Select a status</option>
                {SUGGESTION_STATUSES.map((value) => (
                  <option key={value} value={value}>
                    {suggestionStatusLabel(value)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField
            id={`${ids}-notes`}
            label="Admin notes (optional)"
            // They are not private: the player who suggested the question reads them on My Suggestions.
            hint="Shown to the person who suggested it."
            error={errors.adminNotes?.message}
          >
            {(control) => <textarea {...control} rows={4} maxLength={ADMIN_NOTES_MAX} {...register('adminNotes')} />}
          </FormField>
          <PendingButton type="submit" className="button primary" pending={review.isPending}>
            {review.isPending ? 'Saving...' : 'Save Review'}
          </PendingButton>
        </form>
      </DialogPanel>
    </Dialog.Root>
  );
}
