import { ADMIN_NOTES_MAX, ReviewSuggestionRequest, SUGGESTION_STATUSES, type Suggestion } from '@iec-bets/contracts';
import * as Dialog from '@radix-ui/react-dialog';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '@/components/form-alert';
import { suggestionStatusLabel } from '@/components/suggestion-status-badge';
import { useToast } from '@/components/toast/toast-context';
import { DialogPanel } from '@/components/dialog-panel';
import { errorMessage } from '@/lib/api-error';
import { useReviewSuggestion } from '../api/review-suggestion';

/**
 * The review of one suggestion: a status (any of the four) and notes the member will read. The status starts
 * unselected, so an admin always chooses it rather than saving whatever was there by accident.
 */
export function ReviewDialog({ suggestion }: { suggestion: Suggestion }) {
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState('');
  const [adminNotes, setAdminNotes] = useState(suggestion.adminNotes ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const review = useReviewSuggestion();
  const toast = useToast();
  const ids = `review-${suggestion.id}`;

  function changeOpen(next: boolean) {
    if (next) {
      setStatus('');
      setAdminNotes(suggestion.adminNotes ?? '');
      setProblem(null);
    }
    setOpen(next);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = ReviewSuggestionRequest.safeParse({ status, adminNotes });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setProblem(null);
    review.mutate(
      { id: suggestion.id, review: parsed.data },
      {
        onSuccess: () => {
          toast({ title: 'Suggestion Updated', description: `Marked as ${suggestionStatusLabel(parsed.data.status)}.` });
          setOpen(false);
        },
        onError: (error) => toast({ title: 'Update Failed', description: errorMessage(error, 'Please try again'), variant: 'destructive' }),
      },
    );
  }

  return (
    <Dialog.Root open={open} onOpenChange={changeOpen}>
      <Dialog.Trigger className="button primary small" aria-label={`Review: ${suggestion.title}`}>
        Review
      </Dialog.Trigger>
      <DialogPanel title="Review Suggestion" description={suggestion.title} descriptionClassName="review-subject">
        <form className="form" onSubmit={submit} noValidate aria-describedby={`${ids}-error`}>
          <label htmlFor={`${ids}-status`}>Status</label>
          <select id={`${ids}-status`} value={status} onChange={(event) => setStatus(event.target.value)}>
            <option value="">Select a status</option>
            {SUGGESTION_STATUSES.map((value) => (
              <option key={value} value={value}>
                {suggestionStatusLabel(value)}
              </option>
            ))}
          </select>
          <label htmlFor={`${ids}-notes`}>Admin notes (optional)</label>
          <textarea
            id={`${ids}-notes`}
            rows={4}
            maxLength={ADMIN_NOTES_MAX}
            value={adminNotes}
            onChange={(event) => setAdminNotes(event.target.value)}
          />
          <FormAlert id={`${ids}-error`} message={problem} />
          <button type="submit" className="button primary" disabled={review.isPending}>
            {review.isPending ? 'Saving...' : 'Save Review'}
          </button>
        </form>
      </DialogPanel>
    </Dialog.Root>
  );
}
